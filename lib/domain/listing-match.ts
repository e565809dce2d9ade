/**
 * Which properties a listing shows for its filters, and in which order (the query
 * parameters of a listing, the search matching rules). Pure: lib/data/listings.ts runs it over the properties of one
 * language held in memory, and the demand alerts read the shared criteria the same
 * way (lib/domain/demand-match.ts: types by lib/domain/web-types.ts, zones by lib/domain/regions.ts).
 *
 * - sale: Goal 0, not sold nor rented; rent: any other Goal, not rented nor sold; sold: sold or rented.
 * - `city=Name|Zip`: that postcode, and that name with case and accents ignored in any language of the
 *   property (a /fr/ link with Bruxelles|1000 opened in Dutch, where the town is Brussel, still matches).
 * - types: the WebID or one of the WebIDs; zones: the region of the postcode (Luxembourg by country).
 * - price limits never show a property whose price is hidden (its place in the list would reveal it);
 *   bedrooms and living surface limits leave out properties where that figure is unknown.
 * - features: garage, parking (a parking space or a garage), terrace and garden (at least 1 m²).
 * - q: the reference, the ID, the postcode or the town exactly, or a part of the type description.
 */
import type { ListingFilters, Sort } from './listing-query';
import { regionOf, type Region } from './regions';
import { normalize } from './search';
import { webTypesOf } from './web-types';
import { isForRent, isForSale, isOffMarket } from './property';

/** The three listings of the site: for sale, for rent, and sold or rented. */
export const LISTINGS = ['sale', 'rent', 'sold'] as const;
export type Listing = (typeof LISTINGS)[number];

/** What a listing filters and sorts on, as read from the database. */
export type ListingSource = {
  id: number;
  goal: number;
  status: string;
  webId: number;
  webIds: string | null;
  zip: string;
  countryId: number;
  price: number | null;
  publishPrice: boolean;
  bedrooms: number | null;
  surfaceLiving: number | null;
  garages: number | null;
  parkings: number | null;
  surfaceTerrace: number | null;
  surfaceGarden: number | null;
  reference: string;
  city: string;
  typeDescription: string;
  createdAt: Date;
};

/**
 * A property ready to be matched many times: its types and region worked out once, its reference in lower
 * case, its town and type description folded (lib/domain/search normalize), its date in milliseconds.
 */
export type ListedProperty = Omit<ListingSource, 'webId' | 'webIds' | 'countryId' | 'createdAt'> & {
  /** Its WebID and WebIDs (an array: most properties have one or two, and a Set each would double the memory). */
  types: readonly number[];
  region: Region | null;
  createdAt: number;
};

/**
 * One copy of each equal string and list, while an index is built: most properties share their status,
 * town, type description and list of types with many others, and the index holds them all (which
 * counts at 50,000 properties). Kept only while the index is built.
 */
export class Interner {
  private readonly texts = new Map<string, string>();
  private readonly lists = new Map<string, readonly (number | string)[]>();

  text(value: string): string {
    const kept = this.texts.get(value);
    if (kept !== undefined) return kept;
    this.texts.set(value, value);
    return value;
  }

  list<T extends number | string>(values: readonly T[]): readonly T[] {
    const key = values.map((v) => `${typeof v}:${v}`).join('\0');
    const kept = this.lists.get(key);
    if (kept) return kept as readonly T[];
    this.lists.set(key, values);
    return values;
  }
}

export function toListed(source: ListingSource, interner = new Interner()): ListedProperty {
  // Written out field by field: every property gets the same shape, its fields held in the object itself.
  return {
    id: source.id,
    goal: source.goal,
    status: interner.text(source.status),
    zip: interner.text(source.zip),
    price: source.price,
    publishPrice: source.publishPrice,
    bedrooms: source.bedrooms,
    surfaceLiving: source.surfaceLiving,
    garages: source.garages,
    parkings: source.parkings,
    surfaceTerrace: source.surfaceTerrace,
    surfaceGarden: source.surfaceGarden,
    reference: source.reference.toLowerCase(),
    city: interner.text(normalize(source.city)),
    typeDescription: interner.text(normalize(source.typeDescription)),
    types: interner.list([...webTypesOf(source)]),
    region: regionOf(source.zip, source.countryId),
    createdAt: source.createdAt.getTime(),
  };
}

/** The key of a town in `TownsOf`: postcode and folded name. */
export const townKey = (zip: string, name: string) => `${zip}|${normalize(name)}`;

/** The towns (`townKey`) of a property in every language; only asked when the filters name a city. */
export type TownsOf = (id: number) => readonly string[] | undefined;

function inListing(listing: Listing, p: ListedProperty): boolean {
  switch (listing) {
    case 'sale':
      return isForSale(p) && !isOffMarket(p);
    case 'rent':
      return isForRent(p) && !isOffMarket(p);
    case 'sold':
      return isOffMarket(p);
  }
}

/** Within the limits that are set; an unknown value is outside any limit. */
export function within(value: number | null, min: number | null, max: number | null): boolean {
  if (min === null && max === null) return true;
  if (value === null || !Number.isFinite(value)) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

const atLeastOne = (value: number | null) => value !== null && value >= 1;

/** A listing's test for one property, made once per search (the text and town folded once). */
export function listingMatcher(listing: Listing, f: ListingFilters, townsOf: TownsOf): (p: ListedProperty) => boolean {
  const town = f.city ? townKey(f.city.zip, f.city.name) : null;
  const q = f.q ? normalize(f.q) : '';
  const qId = /^\d+$/.test(q) && Number(q) < 2 ** 31 ? Number(q) : null;
  const priced = f.priceMin !== null || f.priceMax !== null;
  return (p) => {
    if (!inListing(listing, p)) return false;
    if (f.city && (p.zip !== f.city.zip || !townsOf(p.id)?.includes(town!))) return false;
    if (f.types.length && !f.types.some((t) => p.types.includes(t))) return false;
    if (f.zones.length && (p.region === null || !f.zones.includes(p.region))) return false;
    if (priced && (!p.publishPrice || !within(p.price, f.priceMin, f.priceMax))) return false;
    if (!within(p.bedrooms, f.bedroomsMin, f.bedroomsMax)) return false;
    if (!within(p.surfaceLiving, f.surfaceMin, f.surfaceMax)) return false;
    for (const feature of f.features) {
      if (feature === 'garage' && !atLeastOne(p.garages)) return false;
      if (feature === 'parking' && !(atLeastOne(p.parkings) || atLeastOne(p.garages))) return false;
      if (feature === 'terrace' && !atLeastOne(p.surfaceTerrace)) return false;
      if (feature === 'garden' && !atLeastOne(p.surfaceGarden)) return false;
    }
    if (q && !(p.reference === q || p.id === qId || p.zip === q || p.city === q || p.typeDescription.includes(q))) return false;
    return true;
  };
}

type Compare = (a: ListedProperty, b: ListedProperty) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Newest first, then the higher ID first: every order ends with it, so pages never overlap. */
const newestFirst: Compare = (a, b) => b.createdAt - a.createdAt || b.id - a.id;
/** Hidden prices, then unknown ones, come after the published prices, whichever the direction: their place reveals nothing. */
const priceRank = (p: ListedProperty) => (!p.publishPrice ? 2 : p.price === null ? 1 : 0);
const byPrice =
  (direction: 1 | -1): Compare =>
  (a, b) =>
    priceRank(a) - priceRank(b) || (priceRank(a) === 0 ? direction * (a.price! - b.price!) : 0) || b.id - a.id;

/** The order of a listing: price up or down, type or town alphabetically (accents and case ignored), or newest. */
export function listingOrder(sort: Sort): Compare {
  switch (sort) {
    case 'price-asc':
      return byPrice(1);
    case 'price-desc':
      return byPrice(-1);
    case 'type':
      return (a, b) => byText(a.typeDescription, b.typeDescription) || newestFirst(a, b);
    case 'city':
      return (a, b) => byText(a.city, b.city) || newestFirst(a, b);
    default:
      return newestFirst;
  }
}
