import 'server-only';

/** How long catalogue data (types and cities with their counts, the search box's index) is kept in memory. */
export const CATALOG_TTL_MS = 60_000;

/**
 * The most values kept; the least recently used goes first (searches with any text must not grow memory
 * without end, and must not push out the indexes that every search reads).
 */
const MAX_ENTRIES = 2_000;

/**
 * A value being loaded (`pending`) or loaded (`value`). Only the value is kept once it is there, never the
 * promise of its load: a promise made while a page renders holds that request's async context (React's
 * and Next.js's per-request stores, so the whole render), and a value kept for minutes would keep every
 * render that loaded one (about 400 kB per distinct search, the memory of issue 19).
 */
type Entry = { at: number; ttlMs: number; pending: Promise<unknown> | null; value?: unknown; ready: boolean; reloading: boolean };
const entries = new Map<string, Entry>();

/** Older than twice its time to live, a value is never answered again (the next call loads it afresh). */
const expired = (entry: Entry, now: number) => now - entry.at >= 2 * entry.ttlMs;

function keep(key: string, entry: Entry): Entry {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // The least recently used first: drop those that expired (a search's result 60 s after its last use),
  // rather than keep them until 2,000 newer values push them out.
  const now = Date.now();
  for (const [k, e] of entries) {
    if (!e.ready || !expired(e, now)) break;
    entries.delete(k);
  }
  return entry;
}

/** An entry whose value `load` is loading now; forgotten if the load fails. */
function load(key: string, ttlMs: number, loader: () => Promise<unknown>): Entry {
  const entry = keep(key, { at: Date.now(), ttlMs, pending: null, ready: false, reloading: false });
  const pending = loader();
  entry.pending = pending;
  pending.then(
    (value) => {
      entry.value = value;
      entry.ready = true;
      entry.pending = null;
    },
    () => {
      entry.pending = null;
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

/** The entry's value for this caller: a promise of its own once the value is there. */
const valueOf = <T>(entry: Entry): Promise<T> => (entry.ready ? Promise.resolve(entry.value as T) : (entry.pending as Promise<T>));

/**
 * The value of `load` for `key`, computed at most once per `ttlMs` per process; a failed load is
 * forgotten so the next call tries again. Figures that may be a minute old are fine for counts.
 *
 * Stale while revalidating: in the `ttlMs` after a value expires, callers still get it at once while one
 * reload runs in the background and replaces it, so no visitor waits for the reload (the search box's
 * index of 10,000 properties, say). Older than twice `ttlMs` (nobody asked for a while), callers wait for
 * a fresh value.
 */
export function remember<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < ttlMs) {
    keep(key, hit);
    return valueOf(hit);
  }
  if (hit?.ready && age < 2 * ttlMs) {
    if (!hit.reloading) {
      hit.reloading = true;
      loader().then(
        (value) => {
          if (entries.get(key) === hit) keep(key, { at: Date.now(), ttlMs, pending: null, value, ready: true, reloading: false });
        },
        () => (hit.reloading = false),
      );
    }
    return valueOf(hit);
  }
  return valueOf(load(key, ttlMs, loader));
}

/** Forget every value (tests that switch databases). */
export function forgetAll(): void {
  entries.clear();
}
