/** A row of `properties` as written: what the feed mapping (lib/import/feed.ts) makes of a CRM record. */
import type { properties } from '@/lib/db/schema';

export type PropertyInsert = typeof properties.$inferInsert;
