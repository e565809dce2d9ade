import 'server-only';

/** How long catalogue data (types and cities with their counts, the search box's index) is kept in memory. */
export const CATALOG_TTL_MS = 60_000;

/**
 * A value being loaded (`pending`) or loaded (`value`). Only the value is kept once it is there, never the
 * promise of its load: a promise made while a page renders holds that request's async context (React's
 * and Next.js's per-request stores, so the whole render), and a value kept for minutes would keep every
 * render that loaded one (about 400 kB per distinct search). `bytes`: what the
 * value counts against its store's byte budget (0 while it loads).
 */
type Entry = { at: number; ttlMs: number; pending: Promise<unknown> | null; value?: unknown; ready: boolean; reloading: boolean; bytes: number };

/** Older than twice its time to live, a value is never answered again (the next call loads it afresh). */
const expired = (entry: Entry, now: number) => now - entry.at >= 2 * entry.ttlMs;

export type MemoLimits = {
  /** The most values kept; the least recently used goes first. */
  maxEntries: number;
  /** The most bytes the values take (with `sizeOf`); the least recently used go first. */
  maxBytes?: number;
  /** The bytes a value takes (its key included by the store); none by default. */
  sizeOf?: (value: unknown) => number;
};

/** The bytes a text takes in memory at most (two per character), for a store of texts. */
export const textBytes = (value: unknown): number => (typeof value === 'string' ? 2 * value.length : 0);

/**
 * A memory cache of values by key, bounded in entries and bytes, least recently used out first. Values
 * that visitors choose the key of (a search's text, a listing's filters) get a store of their own, so any
 * number of them pushes out only each other, never the indexes every request reads.
 */
export class Memo {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: unknown) => number;

  constructor(limits: MemoLimits) {
    this.maxEntries = limits.maxEntries;
    this.maxBytes = limits.maxBytes ?? Infinity;
    this.sizeOf = limits.sizeOf ?? (() => 0);
    stores.add(this);
  }

  /** Values kept (loading ones included). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept values take, as `sizeOf` counts them. */
  get bytes(): number {
    return this.total;
  }

  /** Whether a value (or its load) is kept for `key`, without touching its place in the order. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** The bytes `value` takes under `key`. */
  private measure(key: string, value: unknown): number {
    return this.maxBytes === Infinity ? 0 : 2 * key.length + this.sizeOf(value);
  }

  /** Least recently used out until within both bounds. */
  private trim(): void {
    while (this.entries.size > this.maxEntries || this.total > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
  }

  private keep(key: string, entry: Entry): Entry {
    this.drop(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
    this.trim();
    // The least recently used first: drop those that expired (a search's result 60 s after its last use),
    // rather than keep them until the bounds push them out.
    const now = Date.now();
    for (const [k, e] of this.entries) {
      if (!e.ready || !expired(e, now)) break;
      this.drop(k);
    }
    return entry;
  }

  /** The entry `key` holds now, loaded with `value`: counted against the byte budget. */
  private settle(key: string, entry: Entry, value: unknown): void {
    entry.value = value;
    entry.ready = true;
    entry.pending = null;
    if (this.entries.get(key) !== entry) return;
    entry.bytes = this.measure(key, value);
    // A value larger than the whole budget is answered but not kept: it would push out every other.
    if (entry.bytes > this.maxBytes) return this.drop(key);
    this.total += entry.bytes;
    this.trim();
  }

  /** An entry whose value `load` is loading now; forgotten if the load fails. */
  private load(key: string, ttlMs: number, loader: () => Promise<unknown>): Entry {
    const entry = this.keep(key, { at: Date.now(), ttlMs, pending: null, ready: false, reloading: false, bytes: 0 });
    const pending = loader();
    entry.pending = pending;
    pending.then(
      (value) => this.settle(key, entry, value),
      () => {
        entry.pending = null;
        if (this.entries.get(key) === entry) this.drop(key);
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
  remember<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ttlMs) {
      this.keep(key, hit);
      return valueOf(hit);
    }
    if (hit?.ready && age < 2 * ttlMs) {
      if (!hit.reloading) {
        hit.reloading = true;
        loader().then(
          (value) => {
            if (this.entries.get(key) !== hit) return;
            const bytes = this.measure(key, value);
            if (bytes > this.maxBytes) this.drop(key);
            else this.keep(key, { at: Date.now(), ttlMs, pending: null, value, ready: true, reloading: false, bytes });
          },
          () => (hit.reloading = false),
        );
      }
      return valueOf(hit);
    }
    return valueOf(this.load(key, ttlMs, loader));
  }

  /** Forget every value of this store. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/** The entry's value for this caller: a promise of its own once the value is there. */
const valueOf = <T>(entry: Entry): Promise<T> => (entry.ready ? Promise.resolve(entry.value as T) : (entry.pending as Promise<T>));

/** Every store of this bundle (forgetAll clears them all). */
const stores = new Set<Memo>();

/**
 * The values every request reads, keyed by the code, not by what a visitor typed: the catalogue's counts,
 * the search and listing indexes, the sitemap. At most 2,000.
 */
export const catalogueMemo = new Memo({ maxEntries: 2_000 });

/** `catalogueMemo.remember`: see Memo.remember. */
export function remember<T>(key: string, ttlMs: number, loader: () => Promise<T>): Promise<T> {
  return catalogueMemo.remember(key, ttlMs, loader);
}

/** Forget every value (tests that switch databases). */
export function forgetAll(): void {
  for (const store of stores) store.clear();
}
