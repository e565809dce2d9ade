import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { FavouritesView } from '@/components/favourites/FavouritesView';
import { ALERT_SIGNUP_MESSAGES } from '@/components/favourites/alert-signup-messages';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import '@/app/_styles/favourites.css';

type Props = { params: Promise<{ locale: string }> };

/** The same page for everyone: the favourites are read in the browser. */
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const PATH = '/favourites';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return pageMetadata({ locale, href: PATH, title: t('title'), description: t('intro'), index: false });
}

/** The visitor's favourites, kept in the browser without an account: current prices and states, notes, hiding, comparison. */
export default async function FavouritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'favourites' });
  return (
    <PageShell locale={locale} alternates={alternatesFor(PATH)}>
      <PageHero locale={locale} title={t('title')} intro={t('intro')} crumbs={crumbsFor(PATH, locale)} />
      <div className="container page-body">
        <ClientMessages namespaces={['favourites', 'property', ...ALERT_SIGNUP_MESSAGES]}>
          <FavouritesView locale={locale} />
        </ClientMessages>
      </div>
    </PageShell>
  );
}
