import 'server-only';
/**
 * The picture cache on disk (IMAGE_CACHE_DIR): resized pictures and the CRM's originals, one file each,
 * named by a hash of what made it.
 *
 * - Bounded: at most IMAGE_CACHE_MAX_MB. Each process counts what it writes on top of the folder's size at
 *   its last look; past the bound (or ten minutes after its last look, as other instances may write into
 *   the same folder) it lists the folder and deletes the least recently used files down to 90% of the
 *   bound (lib/domain/images.ts filesToEvict). A file served from the cache has its time set to now (at
 *   most once a minute), so the pictures in use stay.
 * - Shared: several instances may use the same folder. A file appears whole (written aside, then renamed)
 *   and may vanish at any time (another instance evicted it): a file that is gone is a miss, one that is
 *   gone before it is deleted or listed is skipped.
 * - Merged: a picture being made is made once; a second request for it waits for the first one's result.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { filesToEvict, type CachedFile } from '@/lib/domain/images';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

const RESCAN_MS = 10 * 60_000;
const TOUCH_EVERY_MS = 60_000;
/** A temporary file older than this was left by a process that stopped while writing it. */
const STALE_TEMP_MS = 60 * 60_000;

type FolderState = { bytes: number | null; scannedAt: number; scanning: Promise<void> | null; touched: Map<string, number> };
const folders = new Map<string, FolderState>();
const making = new Map<string, Promise<Buffer>>();

const folder = () => env.IMAGE_CACHE_DIR;
const maxBytes = () => Math.floor(env.IMAGE_CACHE_MAX_MB * 1024 * 1024);

function stateOf(dir: string): FolderState {
  let state = folders.get(dir);
  if (!state) folders.set(dir, (state = { bytes: null, scannedAt: 0, scanning: null, touched: new Map() }));
  return state;
}

const gone = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

/** The file that holds what `key` names, with `extension` (avif, webp, jpeg, orig). */
export function cacheFile(key: string, extension: string): string {
  return join(folder(), `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.${extension}`);
}

/** The cached file's bytes, or null when it is not there (never made, or evicted). */
export async function readCached(file: string): Promise<Buffer | null> {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch (e) {
    if (gone(e)) return null;
    throw e;
  }
  const state = stateOf(folder());
  const now = Date.now();
  if (now - (state.touched.get(file) ?? 0) >= TOUCH_EVERY_MS) {
    if (state.touched.size >= 10_000) state.touched.clear();
    state.touched.set(file, now);
    const at = new Date(now);
    await utimes(file, at, at).catch(() => undefined);
  }
  return body;
}

/** Keep `body` as `file`, then keep the folder within its bound. */
async function store(file: string, body: Buffer): Promise<void> {
  const dir = folder();
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
  const state = stateOf(dir);
  if (state.bytes !== null) state.bytes += body.length;
  if (state.bytes === null || state.bytes > maxBytes() || Date.now() - state.scannedAt > RESCAN_MS) await keepWithinBound(dir);
}

/** Lists the folder and deletes the least recently used files when it holds more than its bound (one listing at a time). */
export function keepWithinBound(dir = folder()): Promise<void> {
  const state = stateOf(dir);
  state.scanning ??= (async () => {
    try {
      const now = Date.now();
      const names = await readdir(dir).catch((e) => (gone(e) ? [] : Promise.reject(e)));
      const files: CachedFile[] = [];
      for (let i = 0; i < names.length; i += 64) {
        const batch = await Promise.all(
          names.slice(i, i + 64).map(async (name) => {
            const s = await stat(join(dir, name)).catch(() => null);
            if (!s?.isFile()) return null;
            if (name.endsWith('.tmp')) {
              if (now - s.mtimeMs > STALE_TEMP_MS) await unlink(join(dir, name)).catch(() => undefined);
              return null;
            }
            return { name, size: s.size, usedAt: Math.max(s.mtimeMs, s.atimeMs) };
          }),
        );
        for (const f of batch) if (f) files.push(f);
      }
      const evict = new Set(filesToEvict(files, maxBytes()));
      for (const name of evict) await unlink(join(dir, name)).catch((e) => (gone(e) ? undefined : Promise.reject(e)));
      state.bytes = files.reduce((sum, f) => (evict.has(f.name) ? sum : sum + f.size), 0);
      state.scannedAt = Date.now();
    } finally {
      state.scanning = null;
    }
  })();
  return state.scanning;
}

/**
 * The cached bytes of `file`, else `make()`'s, kept as `file`. Requests for the same file while it is
 * being made share that one making (its result or its error).
 */
export function cachedOrMade(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const pending = making.get(file);
  if (pending) return pending;
  const work = (async () => {
    const cached = await readCached(file);
    if (cached) return cached;
    const body = await make();
    // A cache that cannot be written (a full disk) still serves what was made.
    await store(file, body).catch((error) => log.warn('image.cache-write-failed', { error }));
    return body;
  })();
  making.set(file, work);
  const forget = () => {
    if (making.get(file) === work) making.delete(file);
  };
  work.then(forget, forget);
  return work;
}
