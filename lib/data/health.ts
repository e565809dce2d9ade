import 'server-only';
import { desc, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { crmSyncRuns } from '@/lib/db/schema';

/** What the health check reports: nothing secret, nothing about a person; counts, ages and times only. */
export type Health = {
  database: { reachable: true; latencyMs: number };
  outbox: { pending: number; oldestPendingAgeSeconds: number | null; failing: number };
  /**
   * The CRM sync's last finished run; null when the site has none (no CRM configured). `withdrawHeld`: that
   * run would have withdrawn more than the allowed share of the catalogue and withdrew nothing (counts only).
   */
  crmSync: { lastRunAt: string; ok: boolean; mode: string; withdrawHeld: { wouldWithdraw: number; catalogue: number } | null } | null;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The outbox backlog: mails waiting to be sent, the age of the oldest (a mail server down, or no instance
 * running the worker, shows here first) and how many of them failed at least once.
 */
async function outboxBacklog(db: Db): Promise<Health['outbox']> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as pending,
             extract(epoch from now() - min(created_at))::float8 as oldest,
             count(*) filter (where last_error is not null)::int as failing
      from outbox where status = 'pending'`),
  );
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingAgeSeconds: row?.oldest === null || row?.oldest === undefined ? null : Math.round(Number(row.oldest)),
    failing: Number(row?.failing ?? 0),
  };
}

/** The CRM sync's last finished run (lib/crm/omnicasa/sync.ts writes crm_sync_runs): when, and whether it succeeded. */
async function lastCrmSync(db: Db): Promise<Health['crmSync']> {
  const [run] = await db
    .select({ finishedAt: crmSyncRuns.finishedAt, status: crmSyncRuns.status, mode: crmSyncRuns.mode, summary: crmSyncRuns.summary })
    .from(crmSyncRuns)
    .where(isNotNull(crmSyncRuns.finishedAt))
    .orderBy(desc(crmSyncRuns.finishedAt))
    .limit(1);
  if (!run?.finishedAt) return null;
  const held = run.summary.withdrawHeld as { wouldWithdraw?: unknown; catalogue?: unknown } | undefined;
  const withdrawHeld = held ? { wouldWithdraw: Number(held.wouldWithdraw), catalogue: Number(held.catalogue) } : null;
  return { lastRunAt: run.finishedAt.toISOString(), ok: run.status === 'ok', mode: run.mode, withdrawHeld };
}

/** Reads the health figures; throws when the database does not answer (the caller answers 503). */
export async function readHealth(db?: Db): Promise<Health> {
  const d = db ?? (await getDb());
  const started = performance.now();
  await d.execute(sql`select 1`);
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const [outbox, crmSync] = await Promise.all([outboxBacklog(d), lastCrmSync(d)]);
  return { database: { reachable: true, latencyMs }, outbox, crmSync };
}
