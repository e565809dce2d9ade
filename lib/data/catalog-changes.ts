/**
 * What changed in the catalogue since an instance last looked: the log `catalog_changes` written by the
 * triggers of migration 0005 in the same transaction as the change (one row per statement: kind and IDs).
 * Read by each instance's poller (server/live-updates.ts) to revalidate the pages of those properties
 * and projects, and the listings, rather than the whole site.
 *
 * Read in sequence order, each row once. Numbers become visible in the order they were handed out: every
 * writer of the catalogue first bumps the version row (trigger `*_catalog_version`, which PostgreSQL fires
 * before `*_changes_*`: same event, alphabetical order) and holds that row's lock until it commits, so a
 * second writer takes its number only after the first committed. A number never seen belongs to a
 * transaction that rolled back.
 */
import 'server-only';
import { eq, gt, max } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { catalogChanges, dataVersions } from '@/lib/db/schema';

/**
 * IDs that changed per kind; 'all' when a statement touched the whole table (TRUNCATE) or a web type changed;
 * `articles` when an article, its text or a category changed (they show on pages of every kind).
 */
export type CatalogChangeSet = { properties: Set<number> | 'all'; projects: Set<number> | 'all'; articles: boolean };

/** The catalogue's version (data_versions 'catalog', bumped by every statement that changes it). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, 'catalog'));
  return row?.version ?? 0;
}

/** The highest sequence number of the change log now (where a new reader starts). */
export async function latestCatalogChange(db: Db): Promise<number> {
  const [row] = await db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges);
  return row?.seq ?? 0;
}

type Row = { seq: number; kind: string; ids: number[] | null };

/**
 * Follows the change log for one reader (one per process). `next()` returns what changed since the last
 * call, each change once.
 */
export class CatalogChangeReader {
  constructor(
    private readonly db: Db,
    private last: number,
  ) {}

  /** Starts after the newest change already logged: pages rendered before now show it. */
  static async fromNow(db: Db): Promise<CatalogChangeReader> {
    return new CatalogChangeReader(db, await latestCatalogChange(db));
  }

  async next(): Promise<CatalogChangeSet> {
    const rows: Row[] = await this.db
      .select({ seq: catalogChanges.seq, kind: catalogChanges.kind, ids: catalogChanges.ids })
      .from(catalogChanges)
      .where(gt(catalogChanges.seq, this.last))
      .orderBy(catalogChanges.seq);
    const newest = rows.at(-1);
    if (newest) this.last = newest.seq;
    return collect(rows);
  }
}

function collect(rows: Row[]): CatalogChangeSet {
  const set: CatalogChangeSet = { properties: new Set(), projects: new Set(), articles: false };
  const add = (key: 'properties' | 'projects', ids: number[] | null) => {
    const current = set[key];
    if (current === 'all') return;
    if (ids === null) set[key] = 'all';
    else ids.forEach((id) => current.add(id));
  };
  for (const row of rows) {
    if (row.kind === 'property') add('properties', row.ids);
    else if (row.kind === 'project') add('projects', row.ids);
    else if (row.kind === 'article') set.articles = true;
    else {
      // A web type's name shows on every property and project page.
      set.properties = 'all';
      set.projects = 'all';
    }
  }
  return set;
}
