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
import { localizedPath } from '@/lib/i18n/alternates';
import { getPathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/domain/locales';
import { Filters } from './Filters';
import { mapProperties } from './mapData';
import { MapFrame } from './MapFrame';
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
  const hrefFor = (page: number) => {
    const qs = listingSearchParams({ ...query, page }).toString();
    return qs ? `${action}?${qs}` : action;
  };
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
      {result.items.length === 0 ? (
        <p className="empty" role="status">
          {t('noResults')}
        </p>
      ) : query.view === 'map' ? (
        <ClientMessages namespaces={['map']}>
          <MapFrame locale={locale} properties={markers} info={tMap('count', { count: markers.length })} />
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
