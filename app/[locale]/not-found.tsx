import { ClientMessages } from '@/components/i18n/ClientMessages';
import { getLocale, getTranslations } from 'next-intl/server';
import { SubjectNotFound } from '@/components/errors/SubjectNotFound';
import { PageShell } from '@/components/layout/PageShell';
import { siteConfig } from '@/config';
import { Link } from '@/components/i18n/Link';
import { alternatesFor } from '@/lib/i18n/alternates';
import { routing } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/domain/locales';

/** 404: a search form and a way home, in the visitor's language. */
export default async function NotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const subjectPath = (path: '/property/[id]' | '/project/[id]') => {
    // paths.json has both routes; were one missing, the page still recognises the original path.
    const localized = (routing.pathnames as Record<string, Record<Locale, string>>)[path]?.[locale] ?? path;
    return [`/${locale}${localized}`, `/${locale}${path}`];
  };
  return (
    <PageShell locale={locale} alternates={alternatesFor('/')}>
      {/* A not-found page takes no metadata export: React puts the title SubjectNotFound renders in the head. */}
      <ClientMessages namespaces={['detail.notFound', 'projects.notFound', 'projects.noConstruction']}>
        <SubjectNotFound
          paths={{ property: subjectPath('/property/[id]'), project: subjectPath('/project/[id]') }}
          siteName={siteConfig.site.info.name}
          genericTitle={t('title')}
        >
          <div className="page-hero page-hero--plain">
            <div className="container">
              <p className="error-code">404</p>
              <h1>{t('title')}</h1>
              <p className="page-hero__intro">{t('text')}</p>
            </div>
          </div>
          <div className="container page-body not-found">
            <form action={alternatesFor('/for-sale')[locale]} method="get" role="search" className="not-found__search">
              <label htmlFor="nf-q">{t('searchLabel')}</label>
              <div className="not-found__row">
                <input id="nf-q" name="q" type="search" placeholder={t('searchPlaceholder')} />
                <button type="submit" className="button button--primary">
                  {t('searchButton')}
                </button>
              </div>
            </form>
            <p>
              <Link href="/" className="button button--outline">
                {t('home')}
              </Link>
            </p>
          </div>
        </SubjectNotFound>
      </ClientMessages>
    </PageShell>
  );
}
