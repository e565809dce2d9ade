import 'server-only';
import { cache } from 'react';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { GOAL_SALE, isForSale } from '@/lib/domain/property';

/** The postcode as a number (null when it is not four digits), for region ranges and nearness. */
export const zipNumber = sql<number | null>`(case when ${properties.zip} ~ '^[0-9]{4}$' then ${properties.zip}::int end)`;

/** What a property card shows. */
export type PropertyCard = {
  id: number;
  listedAt: string;
  reference: string;
  title: string;
  typeDescription: string;
  goal: number;
  status: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number;
  priceUnitText: string | null;
  marqueeName: string | null;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryId: number;
  picture: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  surfaceLiving: number | null;
  surfaceGround: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The energy figure and the EPC's unique code: a Flemish listing shows its label, figure and code on every card. */
  energyPerformance: number | null;
  epcCode: string | null;
};

/** The named property lists that a property-list module can show. */
export const PROPERTY_LISTS = ['featured', 'sale', 'rent', 'sold'] as const;
export type PropertyListName = (typeof PROPERTY_LISTS)[number];

export const cardColumns = {
  id: properties.id,
  reference: properties.reference,
  title: properties.title,
  typeDescription: properties.typeDescription,
  goal: properties.goal,
  status: properties.status,
  price: properties.price,
  publishPrice: properties.publishPrice,
  priceUnit: properties.priceUnit,
  priceUnitText: properties.priceUnitText,
  marqueeName: properties.marqueeName,
  publishAddress: properties.publishAddress,
  street: properties.street,
  houseNumber: properties.houseNumber,
  boxNr: properties.boxNr,
  zip: properties.zip,
  city: properties.city,
  countryId: properties.countryId,
  picture: properties.smallPictureUrl,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  surfaceLiving: properties.surfaceLiving,
  surfaceGround: properties.surfaceGround,
  latitude: properties.latitude,
  longitude: properties.longitude,
  energyPerformance: properties.energyPerformance,
  epcCode: sql<string | null>`${properties.details}->>'epcCode'`,
  /** When the property was listed (UTC, ISO 8601): what the date sort orders by. */
  listedAt: sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

function listCondition(list: PropertyListName) {
  switch (list) {
    case 'featured':
      return inArray(properties.status, ['available', 'option']);
    case 'sale':
      return and(eq(properties.goal, 0), ne(properties.status, 'sold'));
    case 'rent':
      return and(ne(properties.goal, 0), ne(properties.status, 'rented'));
    case 'sold':
      return inArray(properties.status, ['sold', 'rented']);
  }
}

/** What a `featured` property-list module shows (modules.json): the newest properties, at most its `maxItems`. */
export const moduleFeaturedProperties = (m: { maxItems: number }, locale: Locale) => listPropertyCards('featured', locale, m.maxItems);

/** The newest properties of a named list in `locale`, at most `limit`. */
export async function listPropertyCards(list: PropertyListName, locale: Locale, limit: number): Promise<PropertyCard[]> {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.lang, locale), listCondition(list)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}

export type PropertyStats = { forSale: number; forRent: number; soldOrRented: number; cities: number };

/** Live figures for the statistics view. */
export async function getPropertyStats(locale: Locale): Promise<PropertyStats> {
  const db = await getDb();
  const [row] = await db
    .select({
      forSale: sql<number>`count(*) filter (where ${properties.goal} = 0 and ${properties.status} in ('available','option'))`.mapWith(Number),
      forRent: sql<number>`count(*) filter (where ${properties.goal} <> 0 and ${properties.status} in ('available','option'))`.mapWith(Number),
      soldOrRented: sql<number>`count(*) filter (where ${properties.status} in ('sold','rented'))`.mapWith(Number),
      cities: sql<number>`count(distinct ${properties.zip})`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.lang, locale));
  return row ?? { forSale: 0, forRent: 0, soldOrRented: 0, cities: 0 };
}

export type PropertyDetail = PropertyCard & {
  webId: number;
  description: string;
  pictures: string[];
  countryId: number;
  countryName: string;
  managerName: string | null;
  managerPhone: string | null;
  managerEmail: string | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
  co2Emission: number | null;
  epcValidUntil: string | null;
  garages: number | null;
  parkings: number | null;
  surfaceTotal: number | null;
  surfaceGarden: number | null;
  surfaceTerrace: number | null;
  details: Record<string, unknown>;
  updatedAt: Date;
};

/** One property in `locale`, or null when there is no such property in that language. */
async function readProperty(id: number, locale: Locale): Promise<PropertyDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      webId: properties.webId,
      description: properties.description,
      pictures: properties.pictures,
      countryId: properties.countryId,
      countryName: properties.countryName,
      managerName: properties.managerName,
      managerPhone: properties.managerPhone,
      managerEmail: properties.managerEmail,
      energyPerformance: properties.energyPerformance,
      epcLabelText: properties.epcLabelText,
      co2Emission: properties.co2Emission,
      epcValidUntil: properties.epcValidUntil,
      garages: properties.garages,
      parkings: properties.parkings,
      surfaceTotal: properties.surfaceTotal,
      surfaceGarden: properties.surfaceGarden,
      surfaceTerrace: properties.surfaceTerrace,
      details: properties.details,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.lang, locale)))
    .limit(1);
  return row ?? null;
}

/** Up to `limit` other properties like this one: same listing, type and postcode area first, then same type. */
export async function listSimilarProperties(p: Pick<PropertyDetail, 'id' | 'goal' | 'webId' | 'zip'>, locale: Locale, limit = 4): Promise<PropertyCard[]> {
  const db = await getDb();
  const sameGoal = isForSale(p) ? eq(properties.goal, GOAL_SALE) : ne(properties.goal, GOAL_SALE);
  return db
    .select(cardColumns)
    .from(properties)
    .where(
      and(eq(properties.lang, locale), sameGoal, eq(properties.webId, p.webId), ne(properties.id, p.id), inArray(properties.status, ['available', 'option'])),
    )
    .orderBy(sql`abs(coalesce(${zipNumber}, 0) - ${Number(p.zip) || 0})`, desc(properties.createdAt))
    .limit(limit);
}

/** Read once per render: a property page's metadata and body ask for the same property (React's `cache`). */
export const getProperty = cache(readProperty);
