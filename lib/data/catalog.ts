import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { properties, webTypes } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { rememberCatalog } from './catalog-version';
import { propertyInWebType } from './web-type-sql';

/** Web type: WebID, name, and how many properties of the type are for sale and for rent. */
export type WebType = { webId: number; name: string; saleCount: number; rentCount: number };
/** City: name, postcode and how many properties are for sale and for rent there. */
export type City = { name: string; zip: string; saleCount: number; rentCount: number };

const available = sql`${properties.status} in ('available', 'option')`;
const saleCount = sql<number>`count(${properties.id}) filter (where ${properties.goal} = 0 and ${available})`.mapWith(Number);
const rentCount = sql<number>`count(${properties.id}) filter (where ${properties.goal} <> 0 and ${available})`.mapWith(Number);

/**
 * Every web type in `locale` with its counts (types without properties have zero counts); kept in memory until the
 * catalogue changes. A property counts in its WebID and in each of its WebIDs, as the listing's type filter finds it.
 */
export const listWebTypes = (locale: Locale) => rememberCatalog(`web-types:${locale}`, () => readWebTypes(locale));

async function readWebTypes(locale: Locale): Promise<WebType[]> {
  const db = await getDb();
  return db
    .select({ webId: webTypes.webId, name: webTypes.name, saleCount, rentCount })
    .from(webTypes)
    .leftJoin(properties, and(eq(properties.lang, webTypes.lang), propertyInWebType(webTypes.webId)))
    .where(eq(webTypes.lang, locale))
    .groupBy(webTypes.webId, webTypes.name)
    .orderBy(asc(webTypes.name));
}

/** Every city that has properties in `locale`, with its counts. */
export async function listCities(locale: Locale): Promise<City[]> {
  const db = await getDb();
  return db
    .select({ name: properties.city, zip: properties.zip, saleCount, rentCount })
    .from(properties)
    .where(eq(properties.lang, locale))
    .groupBy(properties.city, properties.zip)
    .orderBy(asc(properties.city));
}
