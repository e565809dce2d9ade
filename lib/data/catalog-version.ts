import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dataVersions } from '@/lib/db/schema';
import { CATALOG_TTL_MS, remember } from './memo';

/** The longest a catalogue value is kept even when no change was seen (a change the triggers cannot see). */
export const CATALOG_MAX_AGE_MS = 60 * 60_000;

/**
 * The catalogue's version (`data_versions`, bumped by triggers on every write to properties, projects and
 * web types), read at most once a minute per process, in the background once known (lib/data/memo.ts).
 */
const catalogVersion = () =>
  remember('catalog-version', CATALOG_TTL_MS, async () => {
    const db = await getDb();
    const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'catalog'));
    return row?.version ?? 0;
  });

/**
 * A value computed from the catalogue (counts of types and cities, the search box's index and answers),
 * kept until the catalogue changes: at most a minute after an import on any instance, every instance reads
 * it again, and not before. Reading 10,000 properties takes the embedded database about a second, during
 * which its process answers nobody; re-reading them every minute for nothing would stall the site.
 */
export async function rememberCatalog<T>(key: string, load: () => Promise<T>): Promise<T> {
  const version = await catalogVersion();
  return remember(`${key}@${version}`, CATALOG_MAX_AGE_MS, load);
}
