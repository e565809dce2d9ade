import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { listingSearchParams, paging, PAGE_SIZE, type ListingQuery } from '@/lib/domain/listing-query';
import { Interner, listingMatcher, listingOrder, toListed, townKey, type ListedProperty, type Listing } from '@/lib/domain/listing-match';
import { inIdOrder } from '@/lib/domain/ids';
import { rememberCatalog } from './catalog-version';
import { Memo, textBytes } from './memo';
import { cardColumns, type PropertyCard } from './properties';

export { LISTINGS, type Listing } from '@/lib/domain/listing-match';

export type ListingResult = {
  items: PropertyCard[];
  paging: ReturnType<typeof paging>;
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

async function readListing(listing: Listing, query: ListingQuery, locale: Locale, pageSize: number): Promise<ListingResult> {
  const [index, towns] = await Promise.all([listingIndex(locale), query.filters.city ? townsIndex() : null]);
  const matches = index.filter(listingMatcher(listing, query.filters, (id) => towns?.get(id)));
  const pages = paging(matches.length, query.page, pageSize);
  const ids = matches
    .sort(listingOrder(query.sort))
    .slice(pages.offset, pages.offset + pageSize)
    .map((p) => p.id);
  if (!ids.length) return { items: [], paging: pages };
  const db = await getDb();
  const cards = await db
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.lang, locale), inArray(properties.id, ids)));
  // In the order of the search; a property removed since the index was read is left out.
  return { items: inIdOrder(ids, cards), paging: pages };
}
