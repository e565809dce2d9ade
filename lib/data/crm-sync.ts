/**
 * What the CRM sync reads and writes besides the importer (lib/import): its runs (`crm_sync_runs`), the web
 * types' names, withdrawals of properties and projects, and the one-sync-at-a-time lock.
 */
import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { crmSyncRuns, outbox, projects, projectUnits, properties, webTypes } from '@/lib/db/schema';
import { enqueueMail, type OutboxMail } from './outbox';

export type SyncMode = 'full' | 'incremental';
export type SyncRun = typeof crmSyncRuns.$inferSelect;

export async function startSyncRun(db: Db, mode: SyncMode, trigger: 'cli' | 'schedule', changeSince: Date | null): Promise<number> {
  const row = oneRow(await db.insert(crmSyncRuns).values({ mode, trigger, changeSince }).returning({ id: crmSyncRuns.id }), 'the new sync run');
  return row.id;
}

export async function finishSyncRun(
  db: Db,
  id: number,
  outcome: { status: 'ok' | 'failed'; summary: Record<string, unknown>; error?: string | null },
): Promise<void> {
  await db
    .update(crmSyncRuns)
    .set({ status: outcome.status, summary: outcome.summary, error: outcome.error ?? null, finishedAt: new Date() })
    .where(eq(crmSyncRuns.id, id));
}

/** The last successful run (of a mode, or any). */
export async function lastSuccessfulRun(db: Db, mode?: SyncMode): Promise<SyncRun | null> {
  const [row] = await db
    .select()
    .from(crmSyncRuns)
    .where(and(eq(crmSyncRuns.status, 'ok'), mode ? eq(crmSyncRuns.mode, mode) : undefined))
    .orderBy(desc(crmSyncRuns.startedAt), desc(crmSyncRuns.id))
    .limit(1);
  return row ?? null;
}

export async function recentRuns(db: Db, limit = 5): Promise<SyncRun[]> {
  return db.select().from(crmSyncRuns).orderBy(desc(crmSyncRuns.id)).limit(limit);
}

/** A run left `running` by a process that died is marked failed when it is older than `staleMs`. */
export async function closeStaleRuns(db: Db, staleMs: number): Promise<void> {
  await db
    .update(crmSyncRuns)
    .set({ status: 'failed', error: 'interrupted (the process stopped during the sync)', finishedAt: new Date() })
    .where(and(eq(crmSyncRuns.status, 'running'), sql`${crmSyncRuns.startedAt} < now() - make_interval(secs => ${staleMs / 1000})`));
}

/** Upsert web type names (one language's list from the CRM). */
export async function saveWebTypeNames(db: Db, names: { webId: number; lang: string; name: string }[]): Promise<number> {
  if (!names.length) return 0;
  const unique = [...new Map(names.map((n) => [`${n.webId}:${n.lang}`, n])).values()];
  await db
    .insert(webTypes)
    .values(unique)
    .onConflictDoUpdate({ target: [webTypes.webId, webTypes.lang], set: { name: sql`excluded.name` } });
  return unique.length;
}

/** The distinct IDs of the properties the site holds, ascending. */
export async function catalogueIds(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ id: properties.id }).from(properties).orderBy(properties.id);
  return rows.map((r) => r.id);
}

/** The distinct postcodes (with their country) of the properties and projects the site holds. */
export async function cataloguePlaces(db: Db): Promise<{ zip: string; countryId: number }[]> {
  const held = await db.selectDistinct({ zip: properties.zip, countryId: properties.countryId }).from(properties);
  const built = await db.selectDistinct({ zip: projects.zip, countryId: projects.countryId }).from(projects);
  return [...held, ...built];
}

/** Of `ids`, those of properties the site holds, ascending. */
export async function existingPropertyIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, ids)).orderBy(properties.id);
  return rows.map((r) => r.id);
}

/**
 * A lead the CRM will never take (it refused the request, or every try failed): its outbox row is parked
 * (never claimed again, kept with the reason) and the agency's mail is queued, in one transaction, so the
 * agency learns of it exactly once.
 */
export async function parkCrmLead(db: Db, id: number, reason: string, mail: OutboxMail): Promise<void> {
  await db.transaction(async (tx) => {
    const parked = await tx
      .update(outbox)
      .set({ status: 'parked', lastError: reason.slice(0, 500), lockedUntil: null })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
      .returning({ id: outbox.id });
    if (parked.length) await enqueueMail(tx, mail);
  });
}

/** Remove properties in every language; returns the IDs that were there. */
export async function withdrawProperties(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const gone = await db.delete(properties).where(inArray(properties.id, ids)).returning({ id: properties.id });
  return [...new Set(gone.map((g) => g.id))].sort((a, b) => a - b);
}

/** Remove projects (every language) and their units; returns the IDs that were there. */
export async function withdrawProjects(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    const gone = await tx.delete(projects).where(inArray(projects.id, ids)).returning({ id: projects.id });
    await tx.delete(projectUnits).where(inArray(projectUnits.projectId, ids));
    return [...new Set(gone.map((g) => g.id))].sort((a, b) => a - b);
  });
}

/** Advisory lock key of the CRM sync (one instance at a time on one PostgreSQL). */
export const SYNC_LOCK_ID = 724_312;
const inProcess = globalThis as unknown as { __crmSyncRunning?: boolean };

/**
 * Runs `fn` when no other sync runs: in this process (a flag) and, on PostgreSQL, on any instance (a
 * session advisory lock held on a dedicated connection for the whole sync). Returns `{ busy: true }` without
 * running it otherwise. PGlite serves one process, so the flag is the lock there.
 */
export async function withSyncLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<{ busy: true } | { busy: false; value: T }> {
  if (inProcess.__crmSyncRunning) return { busy: true };
  inProcess.__crmSyncRunning = true;
  try {
    const pool = handle.kind === 'postgres' ? (handle.db as unknown as { $client?: { connect?: () => Promise<LockClient> } }).$client : undefined;
    if (!pool?.connect) return { busy: false, value: await fn() };
    const client = await pool.connect();
    try {
      const res = await client.query('select pg_try_advisory_lock($1) as locked', [SYNC_LOCK_ID]);
      if (!res.rows[0]?.locked) return { busy: true };
      try {
        return { busy: false, value: await fn() };
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SYNC_LOCK_ID]).catch(() => undefined);
      }
    } finally {
      client.release();
    }
  } finally {
    inProcess.__crmSyncRunning = false;
  }
}
type LockClient = { query: (q: string, p: unknown[]) => Promise<{ rows: { locked?: boolean }[] }>; release: () => void };
