/**
 * Visits of public property detail pages, one counter per property and Brussels day. A view is one atomic
 * upsert, so concurrent views are never lost; it is sent by the browser after the page is shown (see
 * components/property/ViewBeacon), never written while the page renders.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
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
  return Number((result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0) > 0;
}
