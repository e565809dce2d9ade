/**
 * Fixed-window rate limits kept in the database, so several instances share them. One atomic upsert per
 * hit: the window restarts when it has passed, otherwise the counter goes up.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';

export type RateLimit = { limit: number; windowMs: number };
export type RateDecision = { allowed: boolean; count: number; retryAfterMs: number };

/** Count one attempt under `key` and say whether it is within `limit` per `windowMs`. */
export async function hitRateLimit(key: string, rule: RateLimit, db?: Db): Promise<RateDecision> {
  const d = db ?? (await getDb());
  const seconds = rule.windowMs / 1000;
  const result = await d.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${seconds}) then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = oneRow((result as unknown as { rows: { count: number | string; window_start: string | Date }[] }).rows, `the rate-limit upsert of ${key}`);
  const count = Number(row.count);
  const started = new Date(row.window_start).getTime();
  return { allowed: count <= rule.limit, count, retryAfterMs: Math.max(0, started + rule.windowMs - Date.now()) };
}

/** Forget the attempts under `key` (a successful sign-in clears its failures). */
export async function clearRateLimit(key: string, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Take back one attempt counted under `key` (one that turned out not to count, such as a successful sign-in). */
export async function unhitRateLimit(key: string, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forget the attempts under every key that starts with `prefix` (a new password clears all of an account's). */
export async function clearRateLimitsStartingWith(prefix: string, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.execute(sql`delete from rate_limits where starts_with(key, ${prefix})`);
}
