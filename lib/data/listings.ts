import 'server-only';
import { and, avg, between, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { listingSearchParams, paging, PAGE_SIZE, type ListingQuery } from '@/lib/domain/listing-query';
import { Interner, listingMatcher, listingOrder, toListed, townKey, type ListedProperty, type Listing } from '@/lib/domain/listing-match';
import { inIdOrder } from '@/lib/domain/ids';
import { boundsOf, isInside, type SearchArea } from '@/lib/domain/area';
import { HIDDEN_POSITION_DECIMALS, publicPosition } from '@/lib/domain/address';
import { rememberCatalog } from './catalog-version';
import { Memo, textBytes } from './memo';
import { cardColumns, type PropertyCard } from './properties';

export { LISTINGS, type Listing } from '@/lib/domain/listing-match';

export type ListingResult = {
  items: PropertyCard[];
  paging: ReturnType<typeof paging>;
  /** The search area as searched (a postcode's `near=` made a circle), to draw on the map. */
  area?: SearchArea;
  /** `near=` named a postcode where the catalogue has no property with coordinates: nothing is inside. */
  unknownPlace?: true;
};

/**
 * The properties of one language as the listings filter and sort them: read once, then kept until the catalogue changes (lib/data/catalog-version.ts). A search then
 * costs no query but the one reading the cards of its page, instead of a scan of every property of the
 * language in the database for each new combination of filters.
 */
const listingIndex = (locale: Locale) =>
  rememberCatalog(`listing-index:${locale}`, async (): Promise<ListedProperty[]> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: properties.id,
        goal: properties.goal,
        status: properties.status,
        webId: properties.webId,
        webIds: properties.webIds,
        zip: properties.zip,
        countryId: properties.countryId,
        price: properties.price,
        publishPrice: properties.publishPrice,
        bedrooms: properties.bedrooms,
        surfaceLiving: properties.surfaceLiving,
        garages: properties.garages,
        parkings: properties.parkings,
        surfaceTerrace: properties.surfaceTerrace,
        surfaceGarden: properties.surfaceGarden,
        reference: properties.reference,
        city: properties.city,
        typeDescription: properties.typeDescription,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .where(eq(properties.lang, locale));
    const interner = new Interner();
    return rows.map((row) => toListed(row, interner));
  });

/** Every property's towns (postcode and folded name) in all its languages, for `city=Name|Zip`. */
const townsIndex = () =>
  rememberCatalog('listing-towns', async () => {
    const db = await getDb();
    const rows = await db.select({ id: properties.id, zip: properties.zip, city: properties.city }).from(properties);
    const keys = new Map<number, Set<string>>();
    for (const r of rows) {
      const set = keys.get(r.id) ?? keys.set(r.id, new Set()).get(r.id)!;
      set.add(townKey(r.zip, r.city));
    }
    // A list per property, one copy of each (the properties of a town share theirs): a Set each took ten times the memory.
    const interner = new Interner();
    return new Map([...keys].map(([id, set]) => [id, interner.list([...set].map((key) => interner.text(key)))]));
  });

/** How long the result of one search is kept in memory: a shared link opened by many, paging back and forth. */
export const RESULTS_TTL_MS = 30_000;

/**
 * The results of the searches visitors made (any filters, any page), in a store of their own bounded in
 * entries and bytes (a page of cards measured as its JSON text): any number of different searches pushes
 * out only older results, never the listing index every search reads.
 */
const listingResults = new Memo({ maxEntries: 1_000, maxBytes: 32 * 2 ** 20, sizeOf: (value) => textBytes(JSON.stringify(value)) });

/** One page of a listing with the query's filters and sort, in `locale`; a page past the end is the last page. */
export function searchListing(listing: Listing, query: ListingQuery, locale: Locale, pageSize = PAGE_SIZE): Promise<ListingResult> {
  const key = `listing:${listing}:${locale}:${pageSize}:${listingSearchParams(query).toString()}`;
  // Keyed by the catalogue's version too: a listing rendered again after a change shows it (server/live-updates.ts).
  return rememberCatalog(key, () => readListing(listing, query, locale, pageSize), RESULTS_TTL_MS, listingResults);
}

/** The area of a `near=` postcode: a circle around the mean position of the catalogue's properties there. */
async function areaNear(near: { zip: string; km: number }): Promise<SearchArea | null> {
  const db = await getDb();
  const [centre] = await db
    .select({ lat: avg(properties.latitude), lng: avg(properties.longitude) })
    .from(properties)
    .where(and(eq(properties.zip, near.zip), isNotNull(properties.latitude), isNotNull(properties.longitude)));
  const lat = Number(centre?.lat);
  const lng = Number(centre?.lng);
  if (centre?.lat == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { kind: 'circle', lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5, km: near.km };
}

/**
 * The ids of the properties of a language inside an area: the database selects those in the area's
 * rectangle (widened by the rounding of a hidden address), then each public position is tested exactly
 * (lib/domain/area isInside). A property without coordinates is never selected.
 */
async function idsInside(area: SearchArea, locale: Locale): Promise<Set<number>> {
  const db = await getDb();
  const margin = 0.5 / 10 ** HIDDEN_POSITION_DECIMALS;
  const b = boundsOf(area);
  const rows = await db
    .select({ id: properties.id, latitude: properties.latitude, longitude: properties.longitude, publishAddress: properties.publishAddress })
    .from(properties)
    .where(
      and(
        eq(properties.lang, locale),
        between(properties.latitude, b.south - margin, b.north + margin),
        between(properties.longitude, b.west - margin, b.east + margin),
      ),
    );
  return new Set(rows.filter((r) => isInside(area, publicPosition(r))).map((r) => r.id));
}

async function readListing(listing: Listing, query: ListingQuery, locale: Locale, pageSize: number): Promise<ListingResult> {
  const { near } = query.filters;
  const area = query.filters.area ?? (near ? await areaNear(near) : null);
  const [index, towns, inside] = await Promise.all([
    listingIndex(locale),
    query.filters.city ? townsIndex() : null,
    area ? idsInside(area, locale) : near ? new Set<number>() : null,
  ]);
  const matcher = listingMatcher(listing, query.filters, (id) => towns?.get(id));
  // The area is tested before paging, so the count and the pages are those of the properties inside.
  const matches = index.filter((p) => (!inside || inside.has(p.id)) && matcher(p));
  const pages = paging(matches.length, query.page, pageSize);
  const found = { ...(area ? { area } : {}), ...(near && !area ? { unknownPlace: true as const } : {}) };
  const ids = matches
    .sort(listingOrder(query.sort))
    .slice(pages.offset, pages.offset + pageSize)
    .map((p) => p.id);
  if (!ids.length) return { items: [], paging: pages, ...found };
  const db = await getDb();
  const cards = await db
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.lang, locale), inArray(properties.id, ids)));
  // In the order of the search; a property removed since the index was read is left out.
  return { items: inIdOrder(ids, cards), paging: pages, ...found };
}
