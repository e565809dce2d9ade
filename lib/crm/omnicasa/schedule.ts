/**
 * The CRM sync inside the running site (started by instrumentation.ts): with OMNICASA_URL, OMNICASA_CUSTOMER
 * and OMNICASA_PASSWORD set, an incremental sync every CRM_SYNC_MINUTES (default 15) and a full one once a
 * night (the first run at or after CRM_FULL_SYNC_HOUR, default 3, Brussels time). Without the variables nothing
 * about the CRM runs.
 *
 * One instance at a time: every run takes the sync lock (a PostgreSQL advisory lock; on PGlite the one process
 * is the only one that can run it), and an instance that finds it taken skips that turn. A failed run is tried
 * again sooner, with backoff (1, 2, 4 … minutes, never later than the next regular turn); the site keeps
 * serving the last good data meanwhile. Written data is live within a minute: the catalogue version the
 * importer's writes bump is what the pages' caches follow.
 */
import type { DbHandle } from '../../data/connection';
import { lastSuccessfulRun } from '../../data/crm-sync';
import { crmConfigFromEnv, type Env, OmnicasaClient, type CrmConfig } from './client';
import { syncFromCrm, type SyncOutcome } from './sync';
import { DEFAULT_FULL_SYNC_HOUR, readEnv } from '../../env';

export { DEFAULT_FULL_SYNC_HOUR };
const FIRST_RUN_DELAY_MS = 30_000;

const BRUSSELS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
function brussels(d: Date): { day: string; hour: number } {
  const p = Object.fromEntries(BRUSSELS.formatToParts(d).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/**
 * A full sync is due when none succeeded yet, or the last successful one is from an earlier night: it ran on
 * an earlier Brussels day, or before `hour` today, and it is now `hour` or later.
 */
export function isFullSyncDue(now: Date, lastFull: Date | null, hour = DEFAULT_FULL_SYNC_HOUR): boolean {
  if (!lastFull) return true;
  const n = brussels(now);
  if (n.hour < hour) return false;
  const l = brussels(lastFull);
  return l.day < n.day || l.hour < hour;
}

/** Wait before retrying after `failures` failed runs in a row: 1 minute doubling, never more than the interval. */
export function retryDelayMs(failures: number, intervalMs: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), intervalMs);
}

export type ScheduleSettings = { intervalMs: number; fullHour: number };

/** CRM_SYNC_MINUTES and CRM_FULL_SYNC_HOUR, with their defaults; a value that is not a number is an error. */
export function scheduleSettings(source?: Env): ScheduleSettings {
  const env = readEnv(source);
  return { intervalMs: env.CRM_SYNC_MINUTES * 60_000, fullHour: env.CRM_FULL_SYNC_HOUR };
}

type Scheduler = { stop: () => void };
const globalForCrm = globalThis as unknown as { __crmSchedule?: Scheduler };

function describe(outcome: SyncOutcome): string {
  if (outcome.status === 'busy') return 'another instance is syncing; skipped';
  if (outcome.status === 'failed') return `${outcome.mode} sync failed, the site keeps its data: ${outcome.error.message}`;
  const s = outcome.summary;
  return `${s.mode} sync ok in ${s.ms} ms: ${s.properties.imported} property records written, ${s.properties.rejected.length} rejected, ${s.properties.removed.length} withdrawn; ${s.projects.imported} project records`;
}

/**
 * Start the schedule (once per process). Returns its stop function, or null when the CRM is not configured.
 * `firstRunDelayMs` lets the site finish starting before the first sync.
 */
export function startCrmSchedule(
  getHandle: () => Promise<DbHandle>,
  options: { env?: Env; firstRunDelayMs?: number; now?: () => Date; client?: (config: CrmConfig) => OmnicasaClient } = {},
): (() => void) | null {
  const source = options.env;
  const config = crmConfigFromEnv(source);
  if (!config) return null;
  if (globalForCrm.__crmSchedule) return globalForCrm.__crmSchedule.stop;
  const { intervalMs, fullHour } = scheduleSettings(source);
  const now = options.now ?? (() => new Date());
  const client = options.client?.(config) ?? new OmnicasaClient(config, { timeoutMs: readEnv(source).OMNICASA_TIMEOUT_SECONDS * 1000 });
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void turn(), ms);
    timer.unref();
  };
  const turn = async () => {
    try {
      const handle = await getHandle();
      const lastFull = await lastSuccessfulRun(handle.db, 'full');
      const full = isFullSyncDue(now(), lastFull?.startedAt ?? null, fullHour);
      const outcome = await syncFromCrm(handle, client, { full, trigger: 'schedule' });
      console.log(`[crm] ${describe(outcome)}`);
      failures = outcome.status === 'failed' ? failures + 1 : 0;
    } catch (e) {
      failures++;
      console.error(`[crm] sync could not run: ${(e as Error).message}`);
    }
    next(failures ? retryDelayMs(failures, intervalMs) : intervalMs);
  };

  const scheduler: Scheduler = {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (globalForCrm.__crmSchedule === scheduler) globalForCrm.__crmSchedule = undefined;
    },
  };
  globalForCrm.__crmSchedule = scheduler;
  console.log(`[crm] syncing from ${new URL(config.url).host} every ${intervalMs / 60_000} min, fully once a night from ${fullHour}:00`);
  next(options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  return scheduler.stop;
}
