import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { MapEmbed } from '@/components/search/MapEmbed';
import { defaultLocale, routing } from '@/lib/i18n/routing';
import './map.css';

type Props = { searchParams: Promise<{ lang?: string | string[] }> };

/** `?lang=nl` when it is an enabled language, else the default language (fr). */
async function frameLocale(searchParams: Props['searchParams']) {
  const { lang } = await searchParams;
  const wanted = typeof lang === 'string' ? lang.toLowerCase() : undefined;
  return hasLocale(routing.locales, wanted) ? wanted : defaultLocale;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await frameLocale(searchParams), namespace: 'map' });
  return { title: t('title') };
}

/** The map of the listings' map view, framed by MapFrame; the properties arrive by postMessage. */
export default async function MapEmbedPage({ searchParams }: Props) {
  const locale = await frameLocale(searchParams);
  const [t, tProperty] = await Promise.all([getTranslations({ locale, namespace: 'map' }), getTranslations({ locale, namespace: 'property' })]);
  const { tileUrl, attribution, center, zoom } = siteConfig.site.map;
  return (
    <MapEmbed
      lang={locale}
      tileUrl={tileUrl}
      attribution={attribution}
      center={center}
      zoom={zoom}
      labels={{
        title: t('title'),
        open: t('open'),
        noPhoto: tProperty('noPhoto'),
        drawArea: t('drawArea'),
        drawCircle: t('drawCircle'),
        clearArea: t('clearArea'),
        cancel: t('cancel'),
        drawingPolygon: t('drawingPolygon'),
        drawingCircle: t('drawingCircle'),
        drawFailed: t('drawFailed'),
      }}
    />
  );
}
