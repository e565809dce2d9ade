import 'server-only';

/** How long catalogue data (types and cities with their counts, the search box's index) is kept in memory. */
export const CATALOG_TTL_MS = 60_000;

/** The most values kept; the oldest goes first (searches with any text must not grow memory without end). */
const MAX_ENTRIES = 2_000;
const entries = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * The value of `load` for `key`, computed at most once per `ttlMs` per process; a failed load is
 * forgotten so the next call tries again. Figures that may be a minute old are fine for counts.
 */
export function remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  entries.delete(key);
  entries.set(key, { at: Date.now(), value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Forget every value (tests that switch databases). */
export function forgetAll(): void {
  entries.clear();
}
