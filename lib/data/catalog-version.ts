import 'server-only';
import { getDb } from '@/lib/db/client';
import { readCatalogVersion } from './catalog-changes';
import { CATALOG_TTL_MS, catalogueMemo, remember, type Memo } from './memo';
import { CATALOG_VERSION } from '@/lib/global-keys.mjs';

/** The longest a catalogue value is kept even when no change was seen (a change the triggers cannot see). */
export const CATALOG_MAX_AGE_MS = 60 * 60_000;

/** The version the live-updates poller last read, shared by every bundle of the process (globalThis). */
const seen = globalThis as unknown as { [CATALOG_VERSION]?: number };

/**
 * Called by the poller (server/live-updates.ts) when it sees a new catalogue version, just before it
 * revalidates the pages: from now on the memory caches below are keyed by it, so the pages rendered again
 * read fresh counts, indexes and search answers.
 */
export function noteCatalogVersion(version: number): void {
  seen[CATALOG_VERSION] = version;
}

/**
 * The catalogue's version (`data_versions`, bumped by triggers on every write to properties, projects and
 * web types): the poller's when it runs (the site), else read at most once a minute per process, in the
 * background once known (lib/data/memo.ts).
 */
const catalogVersion = async () => seen[CATALOG_VERSION] ?? remember('catalog-version', CATALOG_TTL_MS, async () => readCatalogVersion(await getDb()));

/**
 * A value computed from the catalogue (counts of types and cities, the search box's index and answers),
 * kept until the catalogue changes: within the poller's interval after an import on any instance, every
 * instance reads it again, and not before. Reading 10,000 properties takes the embedded database about a
 * second, during which its process answers nobody; re-reading them every minute for nothing would stall the site.
 * Kept in `memo`: the catalogue's own store by default; values keyed by what a visitor asked go to a store of their own.
 */
export async function rememberCatalog<T>(key: string, load: () => Promise<T>, maxAgeMs = CATALOG_MAX_AGE_MS, memo: Memo = catalogueMemo): Promise<T> {
  const version = await catalogVersion();
  return memo.remember(`${key}@${version}`, maxAgeMs, load);
}
