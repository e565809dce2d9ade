/**
 * schema.org structured data (JSON-LD) of the site's page kinds: the agency on every page, a property,
 * a listing and a breadcrumb trail. Pure builders: every URL they are given is absolute already, or is
 * made absolute against the `base` they receive; no I/O. Pages render the result with `<JsonLd>`.
 */

import { streetLine } from '@/lib/domain/address';
import { isForSale } from '@/lib/domain/property';

export type JsonLdObject = { '@context'?: string; '@type': string | string[]; [key: string]: unknown };

const CONTEXT = 'https://schema.org';
/** ISO 3166 codes of the CRM's country ids (10 Belgium, 50 Luxembourg). */
const COUNTRY_CODES: Record<number, string> = { 10: 'BE', 50: 'LU' };
const COUNTRY_NAMES: Record<number, string> = { 10: 'Belgium', 50: 'Luxembourg' };

/** `path` as an absolute URL on `base` (an absolute URL stays as it is; null stays null). */
export function absoluteUrl(base: string, path: string | null | undefined): string | null {
  if (!path) return null;
  return new URL(path, base).toString();
}

/** The object without its null, undefined and empty-array members (schema.org validators flag empty values). */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

// ------------------------------------------------------------------------------------------ the agency

export type Office = { name: string; street: string; houseNumber: string; zip: string; city: string; countryId: number; phone: string; email: string };
export type AgencyInfo = { name: string; url: string; logo: string; offices: Office[]; social: { name: string; url: string }[] };

const officeAddress = (o: Office): JsonLdObject => ({
  '@type': 'PostalAddress',
  streetAddress: `${o.street} ${o.houseNumber}`.trim(),
  postalCode: o.zip,
  addressLocality: o.city,
  addressCountry: COUNTRY_CODES[o.countryId] ?? String(o.countryId),
});

/** The `@id` of the agency node, so other blocks (an offer's seller) can refer to it. */
export const agencyId = (info: Pick<AgencyInfo, 'url'>) => `${absoluteUrl(info.url, '/')}#agency`;

/** The agency: a RealEstateAgent with its offices (each a Place with a PostalAddress), contacts, logo and social profiles. */
export function agencyJsonLd(info: AgencyInfo): JsonLdObject {
  const [main] = info.offices;
  return compact({
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': agencyId(info),
    name: info.name,
    url: absoluteUrl(info.url, '/'),
    logo: absoluteUrl(info.url, info.logo),
    image: absoluteUrl(info.url, info.logo),
    telephone: main?.phone,
    email: main?.email,
    address: info.offices.map(officeAddress),
    location: info.offices.map((o) => ({ '@type': 'Place', name: o.name, telephone: o.phone, address: officeAddress(o) })),
    areaServed: [...new Set(info.offices.map((o) => COUNTRY_NAMES[o.countryId]).filter(Boolean))].map((name) => ({ '@type': 'Country', name })),
    sameAs: info.social.map((s) => s.url),
  });
}

// ------------------------------------------------------------------------------------------ a property

export type ListingProperty = {
  id: number;
  reference: string;
  title: string;
  description: string;
  typeDescription: string;
  webId: number;
  /** 0 is sale, any other value rent. */
  goal: number;
  /** available, option, sold, rented. */
  status: string;
  price: number | null;
  publishPrice: boolean;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryId: number;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  surfaceLiving: number | null;
  pictures: string[];
  picture: string | null;
  updatedAt?: Date | null;
};

/** schema.org type of the accommodation by the web type id (1 house, 2 apartment, 3 villa, 8 studio, 9 penthouse). */
export function accommodationType(webId: number): string {
  switch (webId) {
    case 1:
      return 'House';
    case 3:
      return 'SingleFamilyResidence';
    case 2:
    case 8:
    case 9:
      return 'Apartment';
    default:
      return 'Accommodation';
  }
}

/** schema.org availability of a property status: on the market, under option, or gone. */
export function offerAvailability(status: string): string {
  switch (status) {
    case 'option':
      return `${CONTEXT}/LimitedAvailability`;
    case 'sold':
      return `${CONTEXT}/SoldOut`;
    case 'rented':
      return `${CONTEXT}/OutOfStock`;
    default:
      return `${CONTEXT}/InStock`;
  }
}

/** GoodRelations business functions schema.org uses for an offer: sell or lease out. */
export const BUSINESS_FUNCTION = { sale: 'http://purl.org/goodrelations/v1#Sell', rent: 'http://purl.org/goodrelations/v1#LeaseOut' } as const;

/**
 * A property: a RealEstateListing whose Offer carries the price (EUR) only when it is published and whose
 * accommodation (`about`) carries the street (and the map position) only when the address is published.
 */
export function propertyJsonLd(
  p: ListingProperty,
  { url, base, agency, boxWord }: { url: string; base: string; agency?: Pick<AgencyInfo, 'url'>; /** 'box' in the page's language. */ boxWord?: string },
): JsonLdObject {
  const images = [...new Set([p.picture, ...p.pictures].filter((x): x is string => !!x))].map((src) => absoluteUrl(base, src)!);
  const showPrice = p.publishPrice && p.price !== null && Number.isFinite(p.price);
  const street = streetLine(p, boxWord);
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street,
    postalCode: p.zip,
    addressLocality: p.city,
    addressCountry: COUNTRY_CODES[p.countryId] ?? String(p.countryId),
  });
  const geo =
    p.publishAddress && p.latitude !== null && p.longitude !== null ? { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } : null;
  const offer = compact({
    '@type': 'Offer',
    url,
    businessFunction: isForSale(p) ? BUSINESS_FUNCTION.sale : BUSINESS_FUNCTION.rent,
    availability: offerAvailability(p.status),
    price: showPrice ? p.price : null,
    priceCurrency: showPrice ? 'EUR' : null,
    seller: agency ? { '@id': agencyId(agency) } : null,
  });
  return compact({
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: p.title,
    description: p.description.slice(0, 5000) || null,
    identifier: p.reference,
    image: images,
    dateModified: p.updatedAt ? p.updatedAt.toISOString() : null,
    offers: offer,
    about: compact({
      '@type': accommodationType(p.webId),
      name: p.typeDescription || null,
      numberOfBedrooms: p.bedrooms,
      numberOfBathroomsTotal: p.bathrooms,
      floorSize: p.surfaceLiving ? { '@type': 'QuantitativeValue', value: p.surfaceLiving, unitCode: 'MTK', unitText: 'm²' } : null,
      address,
      geo,
    }),
  });
}

// ------------------------------------------------------------------------------------------ lists and trails

/** A listing page: the properties shown, in order, as an ItemList of ListItems (position from 1, absolute url). */
export function itemListJsonLd(items: { url: string; name?: string }[], name?: string): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => compact({ '@type': 'ListItem', position: i + 1, url: it.url, name: it.name })),
  });
}

/** A breadcrumb trail (home first): a BreadcrumbList; the current page, last, may go without a URL. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string | null }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => compact({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the JS line separators escaped, so no `</script>` can end it. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
