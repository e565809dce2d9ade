import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { siteConfig } from '@/config';
import { alternatesFor } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/** An unknown property ID (or not a number at all), with HTTP 404: 'Property not found' (spec section 8) and the way back to the listings. */
export default async function PropertyNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'detail.notFound' });
  return (
    <PageShell locale={locale} alternates={alternatesFor('/for-sale')}>
      {/* A not-found page takes no metadata export: React puts this title in the head. */}
      <title>{`${t('title')} | ${siteConfig.site.info.name}`}</title>
      <div className="page-hero page-hero--plain">
        <div className="container">
          <p className="error-code">404</p>
          <h1>{t('title')}</h1>
          <p className="page-hero__intro">{t('text')}</p>
        </div>
      </div>
      <div className="container page-body not-found">
        <p>
          <Link href="/for-sale" className="button button--primary">
            {t('forSale')}
          </Link>{' '}
          <Link href="/for-rent" className="button button--outline">
            {t('forRent')}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
