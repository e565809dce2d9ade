/**
 * Demands (saved searches) in the database: a pending demand stored with its random token, what the
 * confirm and cancel links do (both idempotent: a second click says it was already done; a cancelled
 * demand cannot be confirmed again), and the reads of the alerts after an import (lib/mail/demand-mails.ts
 * writes the mails).
 */
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { demands, properties } from '@/lib/db/schema';
import type { DemandCriteria, MatchableProperty } from '@/lib/domain/demand-match';

export type DemandStatus = 'pending' | 'confirmed' | 'cancelled';
export type LinkOutcome = 'confirmed' | 'already-confirmed' | 'cancelled' | 'already-cancelled' | 'unknown';
export type DemandRow = typeof demands.$inferSelect;

/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isDemandToken = (token: string) => TOKEN_PATTERN.test(token);

/** Store a pending demand in the caller's transaction. */
export async function insertDemand(
  tx: Executor,
  d: { submissionId: number; token: string; lang: string; email: string; name: string; criteria: DemandCriteria },
): Promise<number> {
  const c = d.criteria;
  const inserted = await tx
    .insert(demands)
    .values({
      submissionId: d.submissionId,
      token: d.token,
      lang: d.lang,
      email: d.email,
      name: d.name,
      goal: c.goal,
      webIds: c.webIds,
      zones: c.zones,
      minPrice: c.minPrice,
      maxPrice: c.maxPrice,
      minBedrooms: c.minBedrooms,
      maxBedrooms: c.maxBedrooms,
      garages: c.garages,
      parking: c.parking,
      terrace: c.terrace,
      garden: c.garden,
      area: c.area ?? null,
    })
    .returning({ id: demands.id });
  return oneRow(inserted, 'the new demand').id;
}

async function findByToken(db: Db, token: string) {
  if (!isDemandToken(token)) return null;
  const [row] = await db.select({ id: demands.id, status: demands.status, lang: demands.lang }).from(demands).where(eq(demands.token, token));
  return row ?? null;
}

/** A demand's status by its token, changing nothing (what the link's page shows before its button is pressed). */
export async function demandStatus(db: Db, token: string): Promise<DemandStatus | null> {
  const found = await findByToken(db, token);
  return (found?.status as DemandStatus | undefined) ?? null;
}

/** What the confirm link does: pending → confirmed. */
export async function confirmDemand(db: Db, token: string): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  const updated = await db
    .update(demands)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(demands.id, found.id), eq(demands.status, 'pending')))
    .returning({ id: demands.id });
  if (updated.length) return 'confirmed';
  const [now] = await db.select({ status: demands.status }).from(demands).where(eq(demands.id, found.id));
  return now?.status === 'confirmed' ? 'already-confirmed' : 'already-cancelled';
}

/** What the cancel link does: pending or confirmed → cancelled. */
export async function cancelDemand(db: Db, token: string): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  const updated = await db
    .update(demands)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(demands.id, found.id), inArray(demands.status, ['pending', 'confirmed'])))
    .returning({ id: demands.id });
  return updated.length ? 'cancelled' : 'already-cancelled';
}

/** The confirm link of a demand's opt-in e-mail (idempotent), on the site's connection. */
export async function confirmDemandByToken(token: string): Promise<LinkOutcome> {
  return confirmDemand(await getDb(), token);
}

/** The one-click cancel link of a demand's e-mails (idempotent), on the site's connection. */
export async function cancelDemandByToken(token: string): Promise<LinkOutcome> {
  return cancelDemand(await getDb(), token);
}

/** A demand's status, changing nothing (the GET of its links' pages). */
export async function demandStatusByToken(token: string): Promise<DemandStatus | null> {
  return demandStatus(await getDb(), token);
}

/** Every confirmed demand (the ones alerts go to). */
export async function confirmedDemands(db: Db): Promise<DemandRow[]> {
  return db.select().from(demands).where(eq(demands.status, 'confirmed'));
}

const alertColumns = {
  id: properties.id,
  lang: properties.lang,
  goal: properties.goal,
  status: properties.status,
  webId: properties.webId,
  webIds: properties.webIds,
  zip: properties.zip,
  city: properties.city,
  countryId: properties.countryId,
  price: properties.price,
  publishPrice: properties.publishPrice,
  priceUnitText: properties.priceUnitText,
  bedrooms: properties.bedrooms,
  garages: properties.garages,
  parkings: properties.parkings,
  surfaceTerrace: properties.surfaceTerrace,
  surfaceGarden: properties.surfaceGarden,
  publishAddress: properties.publishAddress,
  latitude: properties.latitude,
  longitude: properties.longitude,
  reference: properties.reference,
  title: properties.title,
  typeDescription: properties.typeDescription,
};
export type AlertProperty = MatchableProperty & {
  id: number;
  lang: string;
  city: string;
  priceUnitText: string | null;
  reference: string;
  title: string;
  typeDescription: string;
};

/** What a demand is matched on and what its alert shows, for these properties, in every language they have. */
export async function alertProperties(db: Db, ids: number[]): Promise<AlertProperty[]> {
  if (!ids.length) return [];
  return (await db.select(alertColumns).from(properties).where(inArray(properties.id, ids))) as AlertProperty[];
}
