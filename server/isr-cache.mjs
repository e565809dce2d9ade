// @ts-check
/**
 * The route cache of the site (next.config.ts `cacheHandler`): Next.js's own file-system cache, except for
 * the pages of the results route (/{locale}/results/{query}/…, a listing with filters, see proxy.ts).
 *
 * Why: every distinct search makes a result page, and visitors (or robots) can make any number of them.
 * Next.js writes every rendered page to disk without any bound, and its memory LRU (`cacheMaxMemorySize` of
 * next.config.ts) is shared by all pages, so a stream of searches would also push the other pages out of it. Result
 * pages are cheap to render again and stale within minutes, so they get a memory LRU of their own, bounded
 * in bytes (RESULTS_CACHE_MB, default 64: about 1,100 result pages of ~290 kB of HTML and RSC data, kept
 * gzipped in ~59 kB), and never touch the disk: an evicted page, or every page after a restart, is rendered
 * on its next request. Every other page (configured pages, listings, property pages) is cached exactly as
 * Next.js does, except an answer that is not a page (a 404 of a random path or ID, any error status): it is
 * never cached, in memory or on disk, so a crawler of made-up paths cannot fill either. Only when a real
 * page was cached under that key before (a property taken off the site) does the error replace it, so the
 * old page is not served on. Only canonical paths reach a page (proxy.ts redirects other spellings of an ID
 * and untidy queries), so the disk holds at most one entry per real page. A result page revalidated on
 * demand (revalidatePath) is rendered again on its next request, like the others.
 *
 * This subclasses an internal module of Next.js (`next/dist/server/lib/incremental-cache/file-system-cache`)
 * for the other pages: check it when upgrading Next.js (`npm run bench` shows whether result pages are still
 * served from cache: x-nextjs-cache HIT).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { serverEnv } from '../lib/env-server.mjs';
import etag from 'etag';
import { LRUCache } from 'lru-cache';
import { latin1Html } from './latin1-html.mjs';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifest from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * The shapes of Next.js's cache handler that this file uses (its own types keep `fs` and `getFilePath` private).
 * @typedef {{ kind?: string; status?: number; html?: string | Buffer; rscData?: Buffer; postponed?: string; headers?: Record<string, unknown>; segmentData?: Map<string, Buffer> } & Record<string, unknown>} CacheValue
 * @typedef {{ value: CacheValue | null; lastModified: number; cacheControl?: unknown }} CacheEntry
 * @typedef {{ cacheControl?: unknown } & Record<string, unknown>} CacheContext
 * @typedef {{
 *   fs: { existsSync(path: string): boolean };
 *   getFilePath(key: string, kind: string): string;
 *   get(key: string, ctx: CacheContext): Promise<CacheEntry | null>;
 *   set(key: string, data: CacheValue | null, ctx: CacheContext): Promise<void>;
 * }} FileSystemCacheShape
 */
const FileSystemCache = /** @type {new (ctx: object) => FileSystemCacheShape} */ (
  /** @type {{ default?: unknown }} */ (fileSystemCache).default ?? fileSystemCache
);
const gzipAsync = promisify(gzip);

/** A cache key of the results route: `/route-cache/APP_PAGE/{hash}/$/fr/results/{query}/for-sale`, or the bare path. */
const RESULT_PAGE = /(^|\/\$)\/[a-z]{2}\/results\/[A-Za-z0-9_-]+\//;
export const isResultPageKey = (/** @type {string} */ key) => RESULT_PAGE.test(key);

const MAX_BYTES = serverEnv('RESULTS_CACHE_MB') * 2 ** 20;

/** Gzip at its fastest level: a result page's HTML and RSC data shrink about 4.5 times in about a millisecond. */
const pack = (/** @type {Buffer} */ buffer) => gzipAsync(buffer, { level: 1 });

/**
 * The prefetch segments of a stored page, each uncompressed when Next.js asks for it (it reads them by
 * path only, `segmentData.get(path)`, for a prefetch request), not every one on every hit.
 */
/** @extends {Map<string, Buffer>} */
class PackedSegments extends Map {
  /** @param {string} path */
  get(path) {
    const packed = super.get(path);
    return packed && gunzipSync(packed);
  }
}

/**
 * A result page as the LRU keeps it: its HTML, RSC data and prefetch segments gzipped, in Buffers outside the
 * JavaScript heap. Kept as text, a page's HTML would take two bytes a character as soon as it holds one beyond
 * Latin-1 (a euro sign, a typographic apostrophe); gzipped, the budget holds about five times more searches.
 * Compressing runs on libuv's thread pool, once per render; a hit uncompresses on the spot (a fraction of a
 * millisecond: cheaper than a round trip to the pool).
 */
/**
 * @param {CacheValue | null} value
 * @returns {Promise<CacheValue | null>}
 */
async function stored(value) {
  if (value?.kind !== 'APP_PAGE' || value.html === undefined) return value;
  const page = answerable({ ...value, html: Buffer.isBuffer(value.html) ? value.html.toString('utf8') : value.html });
  const segments =
    value.segmentData &&
    (await Promise.all([...value.segmentData].map(async ([path, buffer]) => /** @type {[string, Buffer]} */ ([path, await pack(buffer)]))));
  return {
    ...page,
    html: await pack(Buffer.from(page.html, 'latin1')),
    rscData: value.rscData && (await pack(value.rscData)),
    segmentData: segments && new PackedSegments(segments),
  };
}

/** The page as Next.js expects it back: its HTML as text (in Latin-1, one byte a character), as Next.js's own cache reads it from disk. */
/**
 * @param {CacheValue | null} value
 * @returns {CacheValue | null}
 */
function served(value) {
  if (value?.kind !== 'APP_PAGE') return value;
  return {
    ...value,
    html: value.html && gunzipSync(/** @type {Buffer} */ (value.html)).toString('latin1'),
    rscData: value.rscData && gunzipSync(value.rscData),
  };
}

/** Bytes of a stored page: its gzipped HTML, RSC payload and prefetch segments. */
/** @param {CacheValue | null} value */
function sizeOf(value) {
  if (!value) return 64;
  let size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + (value.postponed?.length ?? 0);
  if (value.segmentData) for (const [path, buffer] of value.segmentData) size += path.length + buffer.length;
  return size;
}

/**
 * Result pages by cache key, the least recently used forgotten past the byte budget (a page larger than the whole
 * budget is not kept).
 * @type {LRUCache<string, { size: number; data: CacheEntry }>}
 */
const results = new LRUCache({ maxSize: Math.max(1, Math.floor(MAX_BYTES)), sizeCalculation: (entry) => entry.size });

/**
 * How many result pages render at once (RESULTS_RENDERS, default twice the cores). A search never made
 * before misses the cache and renders; twenty at once on two cores take no less time in all than four at a
 * time, but each holds its render's memory (a few MB) the whole while: at 50,000 properties and 20
 * connections of new searches the server peaked 100 to 200 MiB higher than at 5 (`npm run bench`). So a miss
 * waits for a slot before Next.js renders, and the slot is freed when the page is stored (`set`), or after
 * RENDER_SLOT_MS should the render fail and never store it. Cached result pages and every other page never
 * wait.
 */
const defaultRenders = availableParallelism() * 2;
const renders = serverEnv('RESULTS_RENDERS') ?? defaultRenders;
export const RENDER_SLOTS = Number.isInteger(renders) && renders >= 1 ? renders : defaultRenders;
export const RENDER_SLOT_MS = 15_000;
/** The keys rendering now, each with the timer that frees its slot if no page is stored. */
/** @type {Map<string, NodeJS.Timeout>} */
const rendering = new Map();
/** Misses waiting for a slot, first come first served. */
/** @type {{ key: string; resolve: () => void }[]} */
const waiting = [];

/** Holds a slot for `key` until its page is stored, or for RENDER_SLOT_MS at most. */
/** @param {string} key */
function hold(key) {
  if (rendering.has(key)) return;
  const timer = setTimeout(() => freeSlot(key), RENDER_SLOT_MS);
  timer.unref();
  rendering.set(key, timer);
}

/** Resolves when `key` may render: at once while a slot is free (or it renders already), else in its turn. */
/**
 * @param {string} key
 * @returns {Promise<void>}
 */
function takeSlot(key) {
  if (rendering.has(key) || rendering.size < RENDER_SLOTS) {
    hold(key);
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push({ key, resolve }));
}

/** @param {string} key */
function freeSlot(key) {
  const timer = rendering.get(key);
  if (timer === undefined) return;
  clearTimeout(timer);
  rendering.delete(key);
  while (waiting.length && rendering.size < RENDER_SLOTS) {
    const next = /** @type {{ key: string; resolve: () => void }} */ (waiting.shift());
    hold(next.key);
    next.resolve();
  }
}

/**
 * A page as each hit of it is answered: its HTML in Latin-1 (server/latin1-html.mjs: a string of one byte a
 * character, which every answer measures and writes the faster) and its ETag among the headers stored with it, which
 * Next.js sends with every answer of the page (server/server.mjs answers 304 to a browser that names it). Next.js's
 * own ETag (`generateEtags`, off in next.config.ts) hashes the whole page again on every request.
 * @param {CacheValue & { html: string }} value
 * @returns {CacheValue & { html: string }}
 */
function answerable(value) {
  const html = latin1Html(value.html);
  return { ...value, html, headers: { ...value.headers, etag: etag(html) } };
}

/** The pages of Next.js's cache made answerable already (each once, on its first hit). */
const answerablePages = new WeakSet();

/**
 * A page of Next.js's cache, made answerable where the cache holds it: a page rendered since the server started,
 * or read from disk (those of the build too), on its first hit.
 * @param {CacheEntry | null} entry
 */
function inAnswerableForm(entry) {
  const value = entry?.value;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && !answerablePages.has(value)) {
    Object.assign(value, answerable(/** @type {CacheValue & { html: string }} */ (value)));
    answerablePages.add(value);
  }
  return entry;
}

/**
 * ROUTE_CACHE_DIR: where rendered pages are written instead of .next/server/route-cache, for a second server
 * started from the same build on another database (tests/e2e/live-updates.spec.ts): two servers sharing
 * that folder would serve each other's pages.
 */
const ROUTE_CACHE_DIR = serverEnv('ROUTE_CACHE_DIR');

/** A page answer with an error status (the not-found page of a made-up path): rendered each time, never stored. */
/**
 * @param {CacheValue | null} data
 * @returns {data is CacheValue & { kind: string; status: number }}
 */
export const isErrorPage = (data) =>
  (data?.kind === 'APP_PAGE' || data?.kind === 'PAGES' || data?.kind === 'APP_ROUTE') && typeof data.status === 'number' && data.status >= 400;

export default class SiteCache extends FileSystemCache {
  /**
   * @param {string} key
   * @param {string} kind
   */
  getFilePath(key, kind) {
    if (!ROUTE_CACHE_DIR || !key.startsWith('/route-cache/')) return super.getFilePath(key, kind);
    const path = join(ROUTE_CACHE_DIR, key);
    if (!path.startsWith(`${join(ROUTE_CACHE_DIR, 'route-cache')}/`)) throw new Error(`Invalid file path: ${path}`);
    return path;
  }

  /** Whether Next.js wrote a page (or route answer) under this key before. */
  /**
   * @param {string} key
   * @param {string} kind
   */
  hasPageOnDisk(key, kind) {
    try {
      const route = kind === 'APP_ROUTE';
      return this.fs.existsSync(this.getFilePath(`${key}${route ? '.body' : '.html'}`, route ? 'APP_ROUTE' : kind));
    } catch {
      return false;
    }
  }

  /**
   * @param {string} key
   * @param {CacheContext} ctx
   * @returns {Promise<CacheEntry | null>}
   */
  async get(key, ctx) {
    if (!isResultPageKey(key)) return inAnswerableForm(await super.get(key, ctx));
    const entry = results.get(key);
    if (!entry) return takeSlot(key).then(() => null);
    // Revalidated on demand (revalidatePath, server/live-updates.ts) since it was rendered: render it
    // again now, as Next.js's own cache does for the other pages.
    const tags = entry.data.value?.headers?.['x-next-cache-tags'];
    if (typeof tags === 'string' && tagsManifest.areTagsExpired(tags.split(','), entry.data.lastModified)) {
      results.delete(key);
      return takeSlot(key).then(() => null);
    }
    return { ...entry.data, value: served(entry.data.value) };
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {CacheContext} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    if (isResultPageKey(key)) freeSlot(key);
    if (isErrorPage(data)) {
      results.delete(key);
      if (!isResultPageKey(key) && this.hasPageOnDisk(key, data.kind)) return super.set(key, data, ctx);
      return;
    }
    if (!isResultPageKey(key)) return super.set(key, data, ctx);
    const value = await stored(data);
    results.set(key, { size: key.length + sizeOf(value), data: { value, lastModified: Date.now(), cacheControl: ctx?.cacheControl } });
  }
}
