import { ClientMessages } from '@/components/i18n/ClientMessages';
import { getTranslations } from 'next-intl/server';
import type { HeadingLevel } from '@/components/modules/ModuleFrame';
import { Card } from '@/components/property/Card';
import { JsonLd } from '@/components/seo/JsonLd';
import { itemListJsonLd } from '@/lib/seo/jsonld';
import { pageUrl } from '@/lib/seo/site';
import { listWebTypes } from '@/lib/data/catalog';
import { searchListing, type Listing } from '@/lib/data/listings';
import { listingSearchParams, type ListingQuery } from '@/lib/domain/listing-query';
import { searchAreaText, type SearchArea } from '@/lib/domain/area';
import { VisitorForm } from '@/components/forms/VisitorForm';
import { localizedPath } from '@/lib/i18n/alternates';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/domain/locales';
import { Filters } from './Filters';
import { mapProperties } from './mapData';
import { LazyMapFrame } from './LazyMapFrame';
import { Paging } from './Paging';

type Props = { listing: Listing; query: ListingQuery; locale: Locale; originalPath: string; perRow: number; headingLevel: HeadingLevel; lead: boolean };

/** A listing (for sale, for rent, sold): filters, sort, the results as cards or on a map, and paging. */
export async function ListingView({ listing, query, locale, originalPath, perRow, headingLevel, lead }: Props) {
  const [result, types, t, tProperty, tMap] = await Promise.all([
    searchListing(listing, query, locale),
    listWebTypes(locale),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'property' }),
    getTranslations({ locale, namespace: 'map' }),
  ]);
  const action = localizedPath(locale, originalPath);
  const hrefOf = (q: ListingQuery) => {
    const qs = listingSearchParams(q).toString();
    return qs ? `${action}?${qs}` : action;
  };
  const hrefFor = (page: number) => hrefOf({ ...query, page });
  // The listing without any area: where "remove the area" leads, and what a drawn area is added to.
  const withoutArea = hrefOf({ ...query, page: 1, filters: { ...query.filters, area: null, near: null, ignored: null } });
  const { area, unknownPlace } = result;
  const { near, ignored } = query.filters;
  // The map's data is made here, on the server: the client gets display strings, never a hidden price or street.
  const markers =
    query.view === 'map'
      ? mapProperties(
          result.items,
          (key) => tProperty(key),
          (id) => getPathname({ locale, href: { pathname: '/property/[id]', params: { id } } as never }),
        )
      : [];
  return (
    <div className="listing" data-listing={listing}>
      {result.items.length > 0 && (
        <JsonLd
          data={itemListJsonLd(result.items.map((p) => ({ url: pageUrl(locale, { pathname: '/property/[id]', params: { id: p.id } }), name: p.title })))}
        />
      )}
      <Filters locale={locale} action={action} query={query} types={types} goal={listing} />
      {ignored && (
        <p className="listing-notice" role="status">
          {t(`area.ignored.${ignored}`)}
        </p>
      )}
      {unknownPlace && near && (
        <p className="listing-notice" role="status">
          {t('area.unknownPlace', { zip: near.zip })}
        </p>
      )}
      {area && (
        <div className="listing-area">
          <p className="listing-area__summary">
            {near
              ? t('area.nearZip', { km: near.km, zip: near.zip })
              : area.kind === 'polygon'
                ? t('area.drawn', { count: area.points.length })
                : t('area.circle', { km: area.km, lat: String(area.lat), lng: String(area.lng) })}{' '}
            <a href={withoutArea}>{t('area.remove')}</a>
          </p>
          {listing !== 'sold' && (
            <details className="listing-area__save">
              <summary>{t('area.save')}</summary>
              <VisitorForm name="demand-register" locale={locale} defaults={demandDefaults(listing, query, area)} />
            </details>
          )}
        </div>
      )}
      {result.items.length === 0 && !(query.view === 'map' && area) ? (
        <p className="empty" role="status">
          {t('noResults')}
        </p>
      ) : query.view === 'map' ? (
        <ClientMessages namespaces={['map']}>
          <LazyMapFrame locale={locale} properties={markers} info={tMap('count', { count: markers.length })} area={area ?? null} areaHref={withoutArea} />
        </ClientMessages>
      ) : (
        <div className="item-grid" role="list" style={{ '--per-row': perRow } as React.CSSProperties}>
          {result.items.map((p, i) => (
            <div role="listitem" key={p.id}>
              <Card property={p} lead={lead && i === 0} headingLevel={headingLevel} />
            </div>
          ))}
        </div>
      )}
      <Paging locale={locale} paging={result.paging} hrefFor={hrefFor} />
    </div>
  );
}

/** The saved search a listing searched by area offers: its goal, ranges, features and area; the visitor adds types and details. */
function demandDefaults(listing: 'sale' | 'rent', query: ListingQuery, area: SearchArea): Record<string, string | boolean> {
  const f = query.filters;
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    goal: listing === 'rent' ? 'rent' : 'buy',
    minPrice: text(f.priceMin),
    maxPrice: text(f.priceMax),
    minBedrooms: text(f.bedroomsMin),
    maxBedrooms: text(f.bedroomsMax),
    parking: f.features.includes('parking'),
    terrace: f.features.includes('terrace'),
    garden: f.features.includes('garden'),
    area: searchAreaText(area),
  };
}
