/**
 * Owner activity from the agency's data (`npm run import -- --activity`): portal entries keyed by their
 * external ID, so a re-import updates an entry instead of adding it twice (unique index
 * `portal_entries_external_idx`, insert … on conflict do update).
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { portalEntries, properties } from '@/lib/db/schema';
import type { PortalEntry } from './portal';

/** A portal entry as an import gives it: the CRM's own ID (re-importing updates it) and its property. */
export type ActivityEntry = Omit<PortalEntry, 'id'> & { externalId: string; propertyId: number };

const BATCH = 500;

/**
 * Write `entries` in one transaction: each entry whose property exists is added or, when its external ID
 * is known, updated in every field. Returns the counts and the entries left out for an unknown property.
 */
export async function upsertPortalEntries(db: Db, entries: ActivityEntry[]): Promise<{ added: number; updated: number; unknownProperty: ActivityEntry[] }> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(entries.map((e) => e.propertyId))];
    const known = new Set<number>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const found = await tx
        .selectDistinct({ id: properties.id })
        .from(properties)
        .where(inArray(properties.id, ids.slice(i, i + BATCH)));
      for (const f of found) known.add(f.id);
    }
    const rows = entries.filter((e) => known.has(e.propertyId));
    let added = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const written = await tx
        .insert(portalEntries)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: portalEntries.externalId,
          set: {
            propertyId: sql`excluded.property_id`,
            kind: sql`excluded.kind`,
            date: sql`excluded.date`,
            type: sql`excluded.type`,
            contact: sql`excluded.contact`,
            subject: sql`excluded.subject`,
            comment: sql`excluded.comment`,
            status: sql`excluded.status`,
            source: sql`excluded.source`,
          },
        })
        // xmax is 0 for a row this statement inserted, and the writing transaction's id for one it updated.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const w of written) {
        if (w.inserted) added++;
        else updated++;
      }
    }
    return { added, updated, unknownProperty: entries.filter((e) => !known.has(e.propertyId)) };
  });
}
