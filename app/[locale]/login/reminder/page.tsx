import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { ReminderForm } from '@/components/portal/ReminderForm';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/portal.css';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'login.reminder' });
  return pageMetadata({ locale, href: '/login/reminder', title: t('title'), description: t('intro'), index: false });
}

/** The password reminder: an owner's e-mail address gets a link to choose a new password. */
export default async function ReminderPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'login.reminder' });
  return (
    <PageShell locale={locale} alternates={alternatesFor('/login/reminder')}>
      <PageHero locale={locale} title={t('title')} crumbs={crumbsFor('/login/reminder', locale, t('title'))} />
      <div className="container page-body auth-page">
        <div className="auth-card">
          <p className="auth-card__intro">{t('intro')}</p>
          <ClientMessages namespaces={['login']}>
            <ReminderForm />
          </ClientMessages>
        </div>
      </div>
    </PageShell>
  );
}
