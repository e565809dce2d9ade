import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { VisitorForm } from '@/components/forms/VisitorForm';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const PATH = '/jobs';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cv' });
  return pageMetadata({ locale, href: PATH, title: t('title'), description: t('intro') });
}

/** Jobs: a spontaneous application with a CV (PDF or Word), sent to the agency with the file attached. */
export default async function JobsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cv' });
  return (
    <PageShell locale={locale} alternates={alternatesFor(PATH)}>
      <PageHero locale={locale} title={t('title')} intro={t('intro')} crumbs={crumbsFor(PATH, locale)} />
      <div className="container page-body">
        <div className="form-page">
          <section className="form-card" aria-labelledby="cv-title">
            <h2 id="cv-title" className="form-card__title">
              {t('heading')}
            </h2>
            <VisitorForm name="cv" locale={locale} />
          </section>
        </div>
      </div>
    </PageShell>
  );
}
