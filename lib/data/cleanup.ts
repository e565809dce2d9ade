/**
 * The scheduled cleanup of the tables that only grow otherwise: rate-limit counters past their window
 * (the longest is a day: the view counter's once-a-day marks), used captchas past their expiry, sessions
 * that have ended (absolute or idle timeout), reset links a day after they expired, newsletter sign-ups and
 * sign-ups for alerts on favourites never confirmed within 30 days (an address nobody confirmed is not kept;
 * its link then says it is unknown). Started once per
 * server process by instrumentation.ts, every CLEANUP_INTERVAL_MS; several instances may run it, each
 * pass is idempotent.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { IDLE_TIMEOUT_MS } from '@/lib/domain/sign-in';

export const CLEANUP_INTERVAL_MS = 60 * 60_000;
/** Longer than any rate-limit window (lib/domain/sign-in, lib/data/property-views, the form limit). */
const RATE_LIMIT_KEEP_MS = 2 * 24 * 60 * 60_000;
const RESET_KEEP_MS = 24 * 60 * 60_000;
export const UNCONFIRMED_SIGN_UP_KEEP_MS = 30 * 24 * 60 * 60_000;

export type CleanupCounts = { rateLimits: number; captchas: number; sessions: number; resets: number; signUps: number };

const affected = (result: unknown) =>
  Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export async function cleanExpired(now: Date = new Date(), db?: Db): Promise<CleanupCounts> {
  const d = db ?? (await getDb());
  const [rateLimits, captchas, sessions, resets, signUps] = [
    await d.execute(sql`delete from rate_limits where window_start < ${ago(now, RATE_LIMIT_KEEP_MS)}::timestamptz`),
    await d.execute(sql`delete from captcha_uses where expires_at < ${now.toISOString()}::timestamptz`),
    await d.execute(sql`delete from sessions where expires_at < ${now.toISOString()}::timestamptz or last_seen_at < ${ago(now, IDLE_TIMEOUT_MS)}::timestamptz`),
    await d.execute(sql`delete from password_resets where expires_at < ${ago(now, RESET_KEEP_MS)}::timestamptz`),
    await d.execute(sql`delete from newsletter_subscriptions where status = 'pending' and created_at < ${ago(now, UNCONFIRMED_SIGN_UP_KEEP_MS)}::timestamptz`),
  ];
  const unconfirmed = sql`select id from favourite_alerts where status = 'pending' and created_at < ${ago(now, UNCONFIRMED_SIGN_UP_KEEP_MS)}::timestamptz`;
  await d.execute(sql`delete from favourite_alert_properties where alert_id in (${unconfirmed})`);
  const favouriteSignUps = await d.execute(sql`delete from favourite_alerts where id in (${unconfirmed})`);
  return {
    rateLimits: affected(rateLimits),
    captchas: affected(captchas),
    sessions: affected(sessions),
    resets: affected(resets),
    signUps: affected(signUps) + affected(favouriteSignUps),
  };
}

const globalForCleanup = globalThis as unknown as { __cleanupTimer?: ReturnType<typeof setInterval> };

/** Runs the cleanup now and every CLEANUP_INTERVAL_MS in this process (once, however often it is called). */
export function startCleanup(): void {
  if (globalForCleanup.__cleanupTimer) return;
  const run = () =>
    cleanExpired().then(
      (c) => {
        const total = c.rateLimits + c.captchas + c.sessions + c.resets + c.signUps;
        if (total)
          console.log(
            `[cleanup] removed ${c.rateLimits} rate-limit counters, ${c.captchas} captchas, ${c.sessions} sessions, ${c.resets} reset links, ${c.signUps} unconfirmed sign-ups (newsletter, alerts on favourites)`,
          );
      },
      (e: Error) => console.error('[cleanup] failed:', e.message),
    );
  // run() never rejects: a failed cleanup is logged by its own handler.
  globalForCleanup.__cleanupTimer = setInterval(() => void run(), CLEANUP_INTERVAL_MS);
  globalForCleanup.__cleanupTimer.unref();
  void run();
}
