/**
 * What the owner portal shows, always for one owner: their properties, the visit statistics of each and
 * the entries of its history. Every function takes the owner's id and returns nothing of a property that
 * is not theirs (the ownership check is in the query, not left to the caller).
 */
import 'server-only';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { ownerProperties, portalEntries, properties, propertyViews } from '@/lib/db/schema';
import { addDays, brusselsDay, CHART_DAYS, lastDays, monthStart, weekStart, type VisitCounters } from '@/lib/domain/calendar';
import type { Locale } from '@/lib/domain/locales';

import { PORTAL_ENTRY_KINDS, type PortalEntryKind } from '@/lib/domain/portal-entries';

export { PORTAL_ENTRY_KINDS, type PortalEntryKind };

export type OwnedProperty = {
  id: number;
  reference: string;
  title: string;
  typeDescription: string;
  status: string;
  goal: number;
  city: string;
  zip: string;
  picture: string | null;
};

export type PortalEntry = {
  id: number;
  kind: PortalEntryKind;
  date: Date;
  type: string;
  contact: string | null;
  subject: string | null;
  comment: string | null;
  status: string | null;
  source: string | null;
};

export type DayViews = { day: string; count: number };
export type PropertyStatistics = VisitCounters & { days: DayViews[] };

const owned = (ownerId: number) =>
  sql`${properties.id} in (select ${ownerProperties.propertyId} from ${ownerProperties} where ${ownerProperties.ownerId} = ${ownerId})`;

const cardColumns = {
  id: properties.id,
  reference: properties.reference,
  title: properties.title,
  typeDescription: properties.typeDescription,
  status: properties.status,
  goal: properties.goal,
  city: properties.city,
  zip: properties.zip,
  picture: properties.smallPictureUrl,
};

/** The owner's properties in `locale`, newest reference first. */
export async function listOwnerProperties(ownerId: number, locale: Locale, db?: Db): Promise<OwnedProperty[]> {
  const d = db ?? (await getDb());
  return d
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.lang, locale), owned(ownerId)))
    .orderBy(asc(properties.reference));
}

/** One of the owner's properties, or null when it does not exist or belongs to someone else. */
export async function getOwnerProperty(ownerId: number, propertyId: number, locale: Locale, db?: Db): Promise<OwnedProperty | null> {
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.lang, locale), owned(ownerId)));
  return row ?? null;
}

/**
 * Visits today, this week (from Monday), this month and in total, and per day over the last 30 days, of
 * the owner's properties among `propertyIds`, on the Brussels calendar at `now`.
 */
export async function propertyStatistics(ownerId: number, propertyIds: number[], now: Date = new Date(), db?: Db): Promise<Map<number, PropertyStatistics>> {
  const out = new Map<number, PropertyStatistics>();
  if (!propertyIds.length) return out;
  const d = db ?? (await getDb());
  const today = brusselsDay(now);
  const week = weekStart(today);
  const month = monthStart(today);
  const chartFrom = addDays(today, 1 - CHART_DAYS);
  const mine = sql`${propertyViews.propertyId} in (select ${ownerProperties.propertyId} from ${ownerProperties} where ${ownerProperties.ownerId} = ${ownerId})`;
  const inRange = and(inArray(propertyViews.propertyId, propertyIds), mine, sql`${propertyViews.day} <= ${today}::date`);
  const sumFrom = (from: string) => sql<number>`coalesce(sum(${propertyViews.count}) filter (where ${propertyViews.day} >= ${from}::date), 0)::int`;
  const [totals, recent] = await Promise.all([
    d
      .select({
        propertyId: propertyViews.propertyId,
        today: sumFrom(today),
        week: sumFrom(week),
        month: sumFrom(month),
        total: sql<number>`coalesce(sum(${propertyViews.count}), 0)::int`,
      })
      .from(propertyViews)
      .where(inRange)
      .groupBy(propertyViews.propertyId),
    d
      .select({ propertyId: propertyViews.propertyId, day: sql<string>`to_char(${propertyViews.day}, 'YYYY-MM-DD')`, count: propertyViews.count })
      .from(propertyViews)
      .where(and(inRange, gte(propertyViews.day, chartFrom))),
  ]);
  const days = lastDays(today);
  const ownedIds = new Set(
    (
      await d
        .select({ id: ownerProperties.propertyId })
        .from(ownerProperties)
        .where(and(eq(ownerProperties.ownerId, ownerId), inArray(ownerProperties.propertyId, propertyIds)))
    ).map((r) => r.id),
  );
  for (const id of propertyIds) {
    if (!ownedIds.has(id)) continue;
    const t = totals.find((r) => r.propertyId === id);
    const perDay = new Map(recent.filter((r) => r.propertyId === id).map((r) => [r.day, Number(r.count)]));
    out.set(id, {
      today: Number(t?.today ?? 0),
      week: Number(t?.week ?? 0),
      month: Number(t?.month ?? 0),
      total: Number(t?.total ?? 0),
      days: days.map((day) => ({ day, count: perDay.get(day) ?? 0 })),
    });
  }
  return out;
}

/** The entries of one of the owner's properties, grouped by kind, newest first; empty lists when not theirs. */
export async function listPortalEntries(ownerId: number, propertyId: number, db?: Db): Promise<Record<PortalEntryKind, PortalEntry[]>> {
  const out = Object.fromEntries(PORTAL_ENTRY_KINDS.map((k) => [k, [] as PortalEntry[]])) as Record<PortalEntryKind, PortalEntry[]>;
  if (!Number.isSafeInteger(propertyId) || propertyId <= 0) return out;
  const d = db ?? (await getDb());
  const rows = await d
    .select()
    .from(portalEntries)
    .where(
      and(
        eq(portalEntries.propertyId, propertyId),
        sql`exists (select 1 from ${ownerProperties} where ${ownerProperties.ownerId} = ${ownerId} and ${ownerProperties.propertyId} = ${portalEntries.propertyId})`,
      ),
    )
    .orderBy(desc(portalEntries.date), desc(portalEntries.id));
  for (const r of rows) {
    if ((PORTAL_ENTRY_KINDS as readonly string[]).includes(r.kind)) out[r.kind as PortalEntryKind].push({ ...r, kind: r.kind as PortalEntryKind });
  }
  return out;
}
