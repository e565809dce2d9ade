/**
 * Visits of public property detail pages, one counter per property and Brussels day. A view is one atomic
 * upsert, so concurrent views are never lost; it is sent by the browser after the page is shown (see
 * components/property/ViewBeacon), never written while the page renders.
 *
 * Honest counts (`recordView`): a visitor counts once per property and day, and an address sends at most
 * VIEWS_PER_ADDRESS_HOUR beacons an hour. The visitor is an anonymous daily hash: HMAC of their address
 * (IPv6 per /64) and the property, keyed by a secret of the day derived from the server secret. Only
 * that hash is kept, in the rate-limit table, and it expires with the day: no address, cookie or other
 * personal data is stored, and yesterday's hashes cannot be linked to today's.
 */
import 'server-only';
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hitRateLimit } from '@/lib/data/rate-limits';
import { derivedSecret } from '@/lib/server-secret';
import { getDb, type Db } from '@/lib/db/client';
import { brusselsDay } from '@/lib/domain/calendar';

/** Count one view of property `propertyId` at `at`; false when there is no such property. */
export async function countView(propertyId: number, at: Date = new Date(), db?: Db): Promise<boolean> {
  const d = db ?? (await getDb());
  const day = brusselsDay(at);
  const result = await d.execute(sql`
    insert into property_views (property_id, day, count)
    select ${propertyId}, ${day}::date, 1
    where exists (select 1 from properties where id = ${propertyId})
    on conflict (property_id, day) do update set count = property_views.count + 1`);
  return (
    Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0) >
    0
  );
}

/** Beacons an address may send in an hour (a visitor reads a few dozen properties at most). */
export const VIEWS_PER_ADDRESS_HOUR = 120;
const DAY_MS = 24 * 60 * 60_000;

export type ViewOutcome = 'counted' | 'seen' | 'limited' | 'unknown';

/** The anonymous key of a visitor's view of a property on a day. */
export function viewerHash(visitor: string, propertyId: number, day: string): string {
  return createHmac('sha256', derivedSecret(`views:${day}`))
    .update(`${visitor}|${propertyId}`)
    .digest('base64url');
}

/**
 * A beacon from `visitor` (the rate-limit key of their address): counted once per property and Brussels
 * day; 'seen' when it already counted today, 'limited' past the hourly limit of the address.
 */
export async function recordView(propertyId: number, visitor: string, at: Date = new Date(), db?: Db): Promise<ViewOutcome> {
  const d = db ?? (await getDb());
  const rate = await hitRateLimit(`views:${visitor}`, { limit: VIEWS_PER_ADDRESS_HOUR, windowMs: 60 * 60_000 }, d);
  if (!rate.allowed) return 'limited';
  const day = brusselsDay(at);
  const once = await hitRateLimit(`view:${viewerHash(visitor, propertyId, day)}`, { limit: 1, windowMs: DAY_MS }, d);
  if (!once.allowed) return 'seen';
  return (await countView(propertyId, at, d)) ? 'counted' : 'unknown';
}
