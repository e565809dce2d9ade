import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { listingSearchParams, paging, PAGE_SIZE, type ListingQuery, type Sort, type Zone } from '@/lib/domain/listing-query';
import { remember } from './memo';
import { propertyHasWebType } from './web-type-sql';
import { cardColumns, zipNumber, type PropertyCard } from './properties';

/** The three listings of the site: for sale, for rent, and sold or rented. */
export const LISTINGS = ['sale', 'rent', 'sold'] as const;
export type Listing = (typeof LISTINGS)[number];

export type ListingResult = {
  items: PropertyCard[];
  paging: ReturnType<typeof paging>;
};


/** Postal regions of the spec: 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; the rest of 1500-9999 Flanders. */
function zoneCondition(zone: Zone): SQL {
  const be = eq(properties.countryId, 10);
  switch (zone) {
    case 'luxembourg':
      return eq(properties.countryId, 50);
    case 'brussels':
      return and(be, sql`${zipNumber} between 1000 and 1299`)!;
    case 'wallonia':
      return and(be, sql`(${zipNumber} between 1300 and 1499 or ${zipNumber} between 4000 and 7999)`)!;
    case 'flanders':
      return and(be, sql`(${zipNumber} between 1500 and 3999 or ${zipNumber} between 8000 and 9999)`)!;
  }
}

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUYY';
/**
 * Lower case without accents, in SQL (no extension needed, so it runs on PGlite and PostgreSQL alike).
 * Accents go first, both cases, so the result does not depend on the database's locale for lower().
 */
const folded = (column: SQL | AnyPgColumn) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * `city=Name|Zip`: the postcode and the name together, the name with case and accents ignored. A Belgian
 * postcode often covers several towns and Belgian and Luxembourg postcodes overlap (4530 is Villers-le-Bouillet
 * and Differdange), so the postcode alone would mix them. The name may be the one of another language
 * (a shared /fr/ link with Bruxelles|1000 opened in Dutch, where the town is Brussel): any language version
 * of the property with that name and postcode counts.
 */
function cityCondition(city: { name: string; zip: string }): SQL {
  const name = foldText(city.name);
  const otherCity = sql.raw('other_lang.city');
  return and(
    eq(properties.zip, city.zip),
    or(
      eq(folded(properties.city), name),
      sql`exists (select 1 from ${properties} other_lang where other_lang.id = ${properties.id} and other_lang.zip = ${city.zip} and ${folded(otherCity)} = ${name})`,
    ),
  )!;
}

function listingCondition(listing: Listing): SQL {
  switch (listing) {
    case 'sale':
      return and(eq(properties.goal, 0), ne(properties.status, 'sold'), ne(properties.status, 'rented'))!;
    case 'rent':
      return and(ne(properties.goal, 0), ne(properties.status, 'rented'), ne(properties.status, 'sold'))!;
    case 'sold':
      return inArray(properties.status, ['sold', 'rented']);
  }
}

function filterConditions(query: ListingQuery): SQL[] {
  const f = query.filters;
  const out: SQL[] = [];
  if (f.city) out.push(cityCondition(f.city));
  if (f.types.length) out.push(propertyHasWebType(f.types));
  if (f.zones.length) out.push(or(...f.zones.map(zoneCondition))!);
  // A hidden price is never revealed by a price filter: such properties drop out when one is set.
  if (f.priceMin !== null) out.push(and(eq(properties.publishPrice, true), gte(properties.price, f.priceMin))!);
  if (f.priceMax !== null) out.push(and(eq(properties.publishPrice, true), lte(properties.price, f.priceMax))!);
  if (f.bedroomsMin !== null) out.push(gte(properties.bedrooms, f.bedroomsMin));
  if (f.bedroomsMax !== null) out.push(lte(properties.bedrooms, f.bedroomsMax));
  if (f.surfaceMin !== null) out.push(gte(properties.surfaceLiving, f.surfaceMin));
  if (f.surfaceMax !== null) out.push(lte(properties.surfaceLiving, f.surfaceMax));
  for (const feature of f.features) {
    if (feature === 'garage') out.push(gte(properties.garages, 1));
    if (feature === 'parking') out.push(or(gte(properties.parkings, 1), gte(properties.garages, 1))!);
    if (feature === 'terrace') out.push(gte(properties.surfaceTerrace, 1));
    if (feature === 'garden') out.push(gte(properties.surfaceGarden, 1));
  }
  if (f.q) {
    const q = foldText(f.q);
    const id = /^\d+$/.test(q) ? Number(q) : null;
    out.push(
      or(
        eq(sql`lower(${properties.reference})`, q),
        id !== null && id < 2 ** 31 ? eq(properties.id, id) : undefined,
        eq(properties.zip, q),
        eq(folded(properties.city), q),
        sql`${folded(properties.typeDescription)} like ${`%${q.replace(/[%_\\]/g, '\\$&')}%`}`,
      )!,
    );
  }
  return out;
}

function orderBy(sort: Sort) {
  // Hidden prices sort after published ones so their order reveals nothing.
  const hiddenLast = sql`(case when ${properties.publishPrice} then 0 else 1 end)`;
  switch (sort) {
    case 'price-asc':
      return [hiddenLast, asc(properties.price), desc(properties.id)];
    case 'price-desc':
      return [hiddenLast, desc(properties.price), desc(properties.id)];
    // Names in alphabetical order whatever their accents and case: Écaussinnes before Gent.
    case 'type':
      return [asc(folded(properties.typeDescription)), desc(properties.createdAt), desc(properties.id)];
    case 'city':
      return [asc(folded(properties.city)), desc(properties.createdAt), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

/** How long the result of one search is kept in memory: a shared link opened by many, paging back and forth. */
export const RESULTS_TTL_MS = 30_000;

/** One page of a listing with the query's filters and sort, in `locale`. */
export function searchListing(listing: Listing, query: ListingQuery, locale: Locale, pageSize = PAGE_SIZE): Promise<ListingResult> {
  const key = `listing:${listing}:${locale}:${pageSize}:${listingSearchParams(query).toString()}`;
  return remember(key, RESULTS_TTL_MS, () => readListing(listing, query, locale, pageSize));
}

async function readListing(listing: Listing, query: ListingQuery, locale: Locale, pageSize: number): Promise<ListingResult> {
  const db = await getDb();
  const where = and(eq(properties.lang, locale), listingCondition(listing), ...filterConditions(query));
  const page = async (offset: number) =>
    db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(properties)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(pageSize)
      .offset(offset);
  // One query gives the page and the total; a page past the end is asked again as the last page.
  let rows = await page((query.page - 1) * pageSize);
  if (!rows.length && query.page > 1) {
    const [{ total }] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(properties).where(where);
    rows = total ? await page(paging(total, query.page, pageSize).offset) : [];
  }
  const total = rows[0]?.total ?? 0;
  return { items: rows.map(({ total: _, ...card }) => card), paging: paging(total, query.page, pageSize) };
}
