import 'server-only';

/** How long catalogue data (types and cities with their counts, the search box's index) is kept in memory. */
export const CATALOG_TTL_MS = 60_000;

/**
 * The most values kept; the least recently used goes first (searches with any text must not grow memory
 * without end, and must not push out the indexes that every search reads).
 */
const MAX_ENTRIES = 2_000;

type Entry = { at: number; value: Promise<unknown>; ready: boolean; reloading: boolean };
const entries = new Map<string, Entry>();

function keep(key: string, value: Promise<unknown>): Entry {
  const entry: Entry = { at: Date.now(), value, ready: false, reloading: false };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  value.then(
    () => (entry.ready = true),
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

/**
 * The value of `load` for `key`, computed at most once per `ttlMs` per process; a failed load is
 * forgotten so the next call tries again. Figures that may be a minute old are fine for counts.
 *
 * Stale while revalidating: in the `ttlMs` after a value expires, callers still get it at once while one
 * reload runs in the background and replaces it, so no visitor waits for the reload (the search box's
 * index of 10,000 properties, say). Older than twice `ttlMs` (nobody asked for a while), callers wait for
 * a fresh value.
 */
export function remember<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < ttlMs) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  if (hit?.ready && age < 2 * ttlMs) {
    if (!hit.reloading) {
      hit.reloading = true;
      const fresh = load();
      fresh.then(
        () => {
          if (entries.get(key) === hit) keep(key, fresh).ready = true;
        },
        () => (hit.reloading = false),
      );
    }
    return hit.value as Promise<T>;
  }
  return keep(key, load()).value as Promise<T>;
}

/** Forget every value (tests that switch databases). */
export function forgetAll(): void {
  entries.clear();
}
