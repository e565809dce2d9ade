import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { normalize, searchGroups, searchResultDescription, searchTotals, type SearchTotals } from '@/lib/domain/search';
import { listCities, listWebTypes, type City, type WebType } from './catalog';
import { rememberCatalog } from './catalog-version';
import { Memo, textBytes } from './memo';
import { inIdOrder } from '@/lib/domain/ids';
import { isForRent, isForSale } from '@/lib/domain/property';

/** A property as the index keeps it: its ID and its reference normalised, nothing the answer can read for its few hits. */
type IndexedProperty = { id: number; searchKey: string };
type SearchIndex = { types: WebType[]; cities: City[]; properties: IndexedProperty[]; totals: SearchTotals };

export const MAX_CITIES = 8;
export const MAX_PROPERTIES = 6;

/** The search box finds only properties on the market (available or under option), never sold or rented ones. */
const onTheMarket = inArray(properties.status, ['available', 'option']);

async function buildIndex(locale: Locale): Promise<SearchIndex> {
  const db = await getDb();
  const [types, cities, props] = await Promise.all([
    listWebTypes(locale),
    listCities(locale),
    db
      .select({ id: properties.id, reference: properties.reference, goal: properties.goal })
      .from(properties)
      .where(and(eq(properties.lang, locale), onTheMarket))
      .orderBy(asc(properties.reference)),
  ]);
  return {
    types,
    cities,
    properties: props.map((p) => ({ id: p.id, searchKey: normalize(p.reference) })),
    // Properties for sale and for rent, each once (a property can count in several types, lib/domain/web-types.ts).
    totals: searchTotals([props.filter(isForSale).length, props.filter(isForRent).length]),
  };
}

/** The search box's data in one language, read from the database again only when the catalogue changed. */
const searchIndex = (locale: Locale) => rememberCatalog(`search-index:${locale}`, () => buildIndex(locale));

type PropertyHit = { id: number; reference: string; typeDescription: string; picture: string | null; goal: number; description: string };

export type SearchBoxResult = {
  types: (WebType & { disabled: boolean; saleDisabled: boolean; rentDisabled: boolean })[];
  cities: (City & { disabled: boolean; saleDisabled: boolean; rentDisabled: boolean })[];
  properties: PropertyHit[];
  /** The for-sale and for-rent buttons: count, and disabled (greyed, not a link) when it is zero. */
  totals: SearchTotals;
};

/** The most search answers kept, and the most memory they take (about 2 kB of JSON text each, two bytes a character). */
export const SEARCH_ANSWERS_MAX = 2_000;
export const SEARCH_ANSWERS_MAX_BYTES = 8 * 2 ** 20;

/**
 * The answers to the texts visitors typed, as JSON text, in a store of their own: any number of different
 * texts (a robot's random ones) pushes out only older answers, never the index every answer reads.
 */
export const searchAnswers = new Memo({ maxEntries: SEARCH_ANSWERS_MAX, maxBytes: SEARCH_ANSWERS_MAX_BYTES, sizeOf: textBytes });

/** The home search box's three groups for a text, and the totals of the two buttons; an answer is kept as long as the index. */
export async function searchBox(locale: Locale, text: string): Promise<SearchBoxResult> {
  return JSON.parse(await searchBoxJson(locale, text)) as SearchBoxResult;
}

async function answer(locale: Locale, text: string): Promise<SearchBoxResult> {
  const index = await searchIndex(locale);
  const groups = searchGroups(index, text);
  return {
    types: groups.types,
    cities: groups.cities.slice(0, MAX_CITIES),
    properties: await propertyHits(locale, groups.properties.slice(0, MAX_PROPERTIES)),
    totals: index.totals,
  };
}

/** What the panel shows of the properties found (at most six), read for them alone, in the index's order. */
async function propertyHits(locale: Locale, found: IndexedProperty[]): Promise<PropertyHit[]> {
  if (!found.length) return [];
  const ids = found.map((p) => p.id);
  const db = await getDb();
  const rows = await db
    .select({
      id: properties.id,
      reference: properties.reference,
      typeDescription: properties.typeDescription,
      picture: properties.smallPictureUrl,
      goal: properties.goal,
    })
    .from(properties)
    .where(and(eq(properties.lang, locale), onTheMarket, inArray(properties.id, ids)));
  // A property taken off the market since the index was read is left out.
  return inIdOrder(ids, rows).map((row) => ({ ...row, description: searchResultDescription(row.typeDescription) }));
}

/** The answer as JSON text, serialised once per answer rather than on every request (the API route); the page parses it. */
export function searchBoxJson(locale: Locale, text: string): Promise<string> {
  return rememberCatalog(`search:${locale}:${normalize(text)}`, async () => JSON.stringify(await answer(locale, text)), undefined, searchAnswers);
}
