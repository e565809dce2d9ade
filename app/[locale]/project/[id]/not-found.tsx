import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { siteConfig } from '@/config';
import { alternatesFor } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/** An unknown project ID, with HTTP 404: 'No construction was found' (spec section 8) and the way back to the projects. */
export default async function ProjectNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'projects' });
  return (
    <PageShell locale={locale} alternates={alternatesFor('/projects')}>
      {/* A not-found page takes no metadata export: React puts this title in the head. */}
      <title>{`${t('notFound.title')} | ${siteConfig.site.info.name}`}</title>
      <div className="page-hero page-hero--plain">
        <div className="container">
          <p className="error-code">404</p>
          <h1>{t('notFound.title')}</h1>
          <p className="page-hero__intro">{t('noConstruction')}</p>
        </div>
      </div>
      <div className="container page-body not-found">
        <p>
          <Link href="/projects" className="button button--primary">
            {t('notFound.back')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
