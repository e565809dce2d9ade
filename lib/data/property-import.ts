/**
 * The property import's writes: the rows lib/import/property-import.ts read from a CRM feed, written to
 * `properties` (one row per property and language), and the removal of what a full feed no longer holds.
 *
 * - Rows are upserted in batches, each in its own transaction: a property that exists in that language gets
 *   every column replaced (a record is the full state), including `updatedAt`; `createdAt` is only replaced when
 *   the row has one. A batch is as many statements as fit in the thread's time budget (`TURN_BUDGET_MS`,
 *   lib/domain/turns.ts); after each one the import gives the event loop a turn, so that the site's waiting
 *   requests are answered between batches.
 * - The caller reads the records: `writeProperties` asks it for each statement's rows by record index, so that
 *   reading a record counts in the batch's budget as its write does (40,000 records read at once would hold the
 *   thread for seconds).
 */
import 'server-only';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db/client';
import { properties, webTypes } from '@/lib/db/schema';
import { giveTurn, TURN_BUDGET_MS } from '@/lib/domain/turns';
import type { PropertyInsert } from './property-row';
import { linkOwnerProperties } from './owners';

/** An owner the records of a statement name, with the properties to link to them. */
export type OwnerLink = { email: string; name: string; lang: string | null; defaultLang: string; propertyIds: Set<number> };

/** What the records `from` to `to` (excluded) hold to write: their valid rows and the owners those name. */
export type StatementRows = { rows: PropertyInsert[]; owners: OwnerLink[] };

/** Owners created (and invited), and the property links added. */
export type OwnerChanges = { invited: string[]; linked: { email: string; propertyId: number }[] };

/** What `writeProperties` wrote, counted once each batch is committed. */
export type PropertyWrites = {
  /** Rows (property × language) written. */
  written: number;
  /** IDs written, and among them those that had no row (in any language) before. */
  imported: Set<number>;
  added: Set<number>;
  /** WebIDs of the rows written. */
  webIds: Set<number>;
  owners: OwnerChanges;
};

/** Rows per statement at most: 200 rows × ~48 columns is well under PostgreSQL's 65,535 parameters per statement. */
const MAX_STATEMENT_ROWS = 200;
/**
 * Rows per statement at least, however long they take: below this a statement's fixed cost (its transaction, the
 * lookup of the IDs already held) outweighs its rows, and on a loaded machine the import wrote a record or two
 * per batch, many times slower in all.
 */
const MIN_STATEMENT_ROWS = 20;

const columns = getTableColumns(properties);
type ColumnKey = keyof typeof columns;
/** `set` of the upsert: every column (but the key) takes the incoming value. */
function excludedSet(keys: ColumnKey[]) {
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])) as Partial<Record<ColumnKey, ReturnType<typeof sql.raw>>>;
}
const UPDATE_ALL = excludedSet((Object.keys(columns) as ColumnKey[]).filter((k) => k !== 'id' && k !== 'lang'));
const UPDATE_KEEPING_CREATED = excludedSet((Object.keys(columns) as ColumnKey[]).filter((k) => k !== 'id' && k !== 'lang' && k !== 'createdAt'));

/**
 * Upsert rows and link their properties to the owners their records name (a new owner is created and
 * invited, by the same function as `npm run owners -- add`), as part of the caller's transaction; returns
 * the IDs that had no row (in any language) before, and what happened to owners.
 */
async function upsert(tx: Executor, rows: PropertyInsert[], owners: OwnerLink[]): Promise<{ added: number[]; owners: OwnerChanges }> {
  const dated = rows.filter((r) => r.createdAt !== undefined);
  const undated = rows.filter((r) => r.createdAt === undefined);
  const batchIds = [...new Set(rows.map((r) => r.id))];
  const existing = await tx.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, batchIds));
  const known = new Set(existing.map((e) => e.id));
  const target = [properties.id, properties.lang];
  if (dated.length) await tx.insert(properties).values(dated).onConflictDoUpdate({ target, set: UPDATE_ALL });
  if (undated.length) await tx.insert(properties).values(undated).onConflictDoUpdate({ target, set: UPDATE_KEEPING_CREATED });
  const result: OwnerChanges = { invited: [], linked: [] };
  for (const o of owners) {
    const r = await linkOwnerProperties(tx, {
      email: o.email,
      name: o.name,
      lang: o.lang,
      defaultLang: o.defaultLang,
      propertyIds: [...o.propertyIds],
    });
    if (r.invitation) result.invited.push(r.email);
    for (const propertyId of r.linked) result.linked.push({ email: r.email, propertyId });
  }
  return { added: batchIds.filter((id) => !known.has(id)), owners: result };
}

/**
 * Writes the rows of records 0 to `total` (excluded), which `read(from, to)` gives a statement at a time, in
 * batches of `budgetMs` each followed by a turn of the event loop; `onProgress(done, total)` after each batch.
 */
export async function writeProperties(
  db: Db,
  total: number,
  read: (from: number, to: number) => StatementRows,
  options: { budgetMs?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<PropertyWrites> {
  const budget = options.budgetMs ?? TURN_BUDGET_MS;
  const result: PropertyWrites = { written: 0, imported: new Set(), added: new Set(), webIds: new Set(), owners: { invited: [], linked: [] } };
  // PGlite runs in the site's own thread and answers through promises that settle at once: a loop of batches
  // would run as one chain of microtasks, and the site would answer nothing until the import ends (20 s for
  // 40,000 records, tests/bench/README.md). So a batch writes statements until its time budget is used (each
  // statement sized so that it takes a part of the budget), commits, and then the import waits for the event loop's
  // next turn: the requests that arrived meanwhile run first, and with none waiting the import goes straight on.
  let next = 0;
  // Each statement's rows double while a statement takes under a quarter of the budget and halve above half of it.
  let statementRows = MIN_STATEMENT_ROWS;
  while (next < total) {
    const batchStarted = performance.now();
    const batch = await db.transaction(async (tx) => {
      const added: number[] = [];
      const batchOwners: OwnerChanges = { invited: [], linked: [] };
      const batchImported = new Set<number>();
      const batchWebIds = new Set<number>();
      let written = 0;
      let at = next;
      do {
        const to = Math.min(at + statementRows, total);
        const statementStarted = performance.now();
        const { rows, owners } = read(at, to);
        if (rows.length) {
          const done = await upsert(tx, rows, owners);
          added.push(...done.added);
          batchOwners.invited.push(...done.owners.invited);
          batchOwners.linked.push(...done.owners.linked);
          for (const row of rows) {
            batchImported.add(row.id);
            batchWebIds.add(row.webId);
          }
        }
        written += rows.length;
        const ms = performance.now() - statementStarted;
        if (ms < budget / 4) statementRows = Math.min(MAX_STATEMENT_ROWS, statementRows * 2);
        else if (ms > budget / 2) statementRows = Math.max(MIN_STATEMENT_ROWS, Math.floor(statementRows / 2));
        at = to;
      } while (at < total && performance.now() - batchStarted < budget);
      return { to: at, written, added, owners: batchOwners, imported: batchImported, webIds: batchWebIds };
    });
    // What a batch did counts once it is committed.
    for (const id of batch.added) result.added.add(id);
    for (const id of batch.imported) result.imported.add(id);
    for (const id of batch.webIds) result.webIds.add(id);
    result.owners.invited.push(...batch.owners.invited);
    result.owners.linked.push(...batch.owners.linked);
    result.written += batch.written;
    next = batch.to;
    options.onProgress?.(next, total);
    await giveTurn();
  }
  return result;
}

/** PostgreSQL array literal of whole numbers: one parameter however many IDs there are. */
const intArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
/** PostgreSQL array literal of texts (each quoted, so any language code is one element). */
const textArray = (texts: Iterable<string>) => `{${[...texts].map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * What a full feed no longer holds, removed in one transaction: every row whose (ID, language) is not among
 * `pairs` and whose ID is not in `keepIds` (a record whose language could not be read keeps its property in every
 * language), only in `languages` when given. Returns the IDs removed in every language (ascending) and the
 * languages removed from properties that stay in others (by ID then language).
 */
export async function removePropertiesNotIn(
  db: Db,
  pairs: { id: number; lang: string }[],
  keepIds: Iterable<number>,
  languages?: readonly string[],
): Promise<{ removed: number[]; removedLanguages: { id: number; lang: string }[] }> {
  const ids = intArray(pairs.map((p) => p.id));
  const langs = textArray(pairs.map((p) => p.lang));
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(properties)
      .where(
        sql`(${properties.id}, ${properties.lang}) not in (select * from unnest(${ids}::int[], ${langs}::text[]))
            and ${properties.id} <> all(${intArray(keepIds)}::int[])
            ${languages ? sql`and ${properties.lang} = any(${textArray(languages)}::text[])` : sql``}`,
      )
      .returning({ id: properties.id, lang: properties.lang });
    const goneIds = [...new Set(rows.map((r) => r.id))];
    const kept = goneIds.length ? await tx.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, goneIds)) : [];
    return { rows, kept: new Set(kept.map((k) => k.id)) };
  });
  return {
    removed: [...new Set(gone.rows.map((r) => r.id))].filter((id) => !gone.kept.has(id)).sort((a, b) => a - b),
    removedLanguages: gone.rows.filter((r) => gone.kept.has(r.id)).sort((a, b) => a.id - b.id || a.lang.localeCompare(b.lang)),
  };
}

/** The WebIDs among `webIds` that have no name in `web_types` (they are missing from the type filters), ascending. */
export async function webIdsWithoutName(db: Db, webIds: Set<number>): Promise<number[]> {
  if (!webIds.size) return [];
  const named = await db
    .selectDistinct({ webId: webTypes.webId })
    .from(webTypes)
    .where(inArray(webTypes.webId, [...webIds]));
  const known = new Set(named.map((w) => w.webId));
  return [...webIds].filter((w) => !known.has(w)).sort((a, b) => a - b);
}
