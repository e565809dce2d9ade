/**
 * The property import: validates the records of a CRM feed (see lib/import/feed.ts) and writes the valid ones to
 * `properties`, one row per property and language.
 *
 * - A record that does not validate is rejected with its index in the feed, its ID when it has a readable
 *   one, and every problem on one line; the other records go on. Two records with the same ID and Language
 *   are one too many: the later one is rejected.
 * - Valid records are upserted in batches, each in its own transaction: a property that exists in that
 *   language gets every column replaced (a record is the full state), including `updatedAt` (the record's
 *   UpdatedAt, or the time of the import); `createdAt` is only replaced when the record has a CreatedAt.
 *   A batch is as many records as fit in a time budget (`BATCH_BUDGET_MS`); after each one the import gives
 *   the event loop a turn (`setImmediate`), so that the site's waiting requests are answered between batches.
 * - `full: true` means the feed holds every published property in every language it is published in, as the
 *   CRM exports it (one record per property and language): a property whose ID is not in the feed is
 *   withdrawn and removed in all languages, and a property the feed holds in fewer languages than the site
 *   has loses the other languages' rows only (the CRM stopped publishing it in those). A rejected record
 *   still counts as "in the feed" for its ID and language (for all languages when its Language cannot be
 *   read), so a typo in one record never takes a property off the site; and a full feed without a single
 *   valid record removes nothing.
 * - `onImported(ids, added)` runs once, after everything is committed, with the IDs that were imported and,
 *   among them, those this import added (no row of that ID existed before, in any language). Alert e-mails
 *   for saved searches are queued there for the added ones only: a re-import announces nothing.
 */
import 'server-only';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/lib/db/client';
import { properties, webTypes } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { describeIssues, feedRecordSchema, toRow, type FeedRecord, type PropertyInsert } from '@/lib/import/feed';
import { linkOwnerProperties } from './owners';
import { log } from '@/lib/log';

export type RejectedRecord = { index: number; id: number | null; reason: string };

export type ImportResult = {
  /** Records in the feed. */
  received: number;
  /** Records (property × language) written. */
  imported: number;
  rejected: RejectedRecord[];
  /** IDs of the withdrawn properties removed in every language (`full` only), ascending. */
  removed: number[];
  /** Languages withdrawn from properties that stay in others (`full` only), by ID then language. */
  removedLanguages: { id: number; lang: string }[];
  /** WebIDs of imported records that have no name in `web_types` (they are missing from the type filters). */
  unknownWebIds: number[];
  /** Owners of the records' OwnerEmail: those created (and invited), and the property links added. */
  owners: { invited: string[]; linked: { email: string; propertyId: number }[] };
};

/** The owner a batch's records name, with the properties to link to them. */
type OwnerLink = { email: string; name: string; lang: string | null; defaultLang: string; propertyIds: Set<number> };

/** The owners of a batch, by e-mail; the first record that names an owner gives their name and language. */
function ownerLinks(records: FeedRecord[]): OwnerLink[] {
  const byEmail = new Map<string, OwnerLink>();
  for (const r of records) {
    if (!r.OwnerEmail || !r.OwnerName) continue;
    const email = r.OwnerEmail.toLowerCase();
    const link = byEmail.get(email) ?? { email, name: r.OwnerName, lang: r.OwnerLanguage ?? null, defaultLang: r.Language, propertyIds: new Set<number>() };
    link.propertyIds.add(r.ID);
    byEmail.set(email, link);
  }
  return [...byEmail.values()];
}

export type ImportOptions = {
  /** The feed is complete: remove the properties it does not hold. */
  full?: boolean;
  /** Called after each batch with the number of records handled so far and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Called once after the import with the IDs imported and the IDs it added (ascending, each once). */
  onImported?: (ids: number[], added: number[]) => Promise<void>;
  /** Languages accepted; default: the enabled languages of the site configuration. */
  languages?: readonly Locale[];
  /**
   * With `full`: the feed is complete for these languages only (a saved CRM answer holds one language); rows of
   * other languages are left alone. Default: the feed is complete for every language.
   */
  fullLanguages?: readonly Locale[];
  /** Milliseconds a batch may write before it is committed and the thread given back (default `BATCH_BUDGET_MS`). */
  batchBudgetMs?: number;
};

/**
 * How long one batch may hold the thread. PGlite runs in the site's own thread and a request that arrives
 * during a batch waits for its end: 50 ms keeps that wait below what a visitor notices while each batch
 * still writes enough rows that its commit and the turn it gives the event loop cost little.
 */
export const BATCH_BUDGET_MS = 50;
/** Rows per statement at most: 200 rows × ~48 columns is well under PostgreSQL's 65,535 parameters per statement. */
const MAX_STATEMENT_ROWS = 200;
/**
 * Rows per statement at least, however long they take: below this a statement's fixed cost (its transaction, the
 * lookup of the IDs already held) outweighs its rows, and on a loaded machine the import wrote a record or two
 * per batch, many times slower in all.
 */
const MIN_STATEMENT_ROWS = 20;

/** The Language of a record that may be anything, read as the feed schema reads it (`" FR"` is `fr`); null when it is no text. */
function readableLanguage(raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const v = (raw as Record<string, unknown>).Language;
  return typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null;
}

/** `"1001"` or `1001` from a record that may be anything, for the rejection report. */
function readableId(raw: unknown): number | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const v = (raw as Record<string, unknown>).ID;
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

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
async function upsert(tx: Executor, rows: PropertyInsert[], owners: OwnerLink[]): Promise<{ added: number[]; owners: ImportResult['owners'] }> {
  const dated = rows.filter((r) => r.createdAt !== undefined);
  const undated = rows.filter((r) => r.createdAt === undefined);
  const batchIds = [...new Set(rows.map((r) => r.id))];
  const existing = await tx.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, batchIds));
  const known = new Set(existing.map((e) => e.id));
  const target = [properties.id, properties.lang];
  if (dated.length) await tx.insert(properties).values(dated).onConflictDoUpdate({ target, set: UPDATE_ALL });
  if (undated.length) await tx.insert(properties).values(undated).onConflictDoUpdate({ target, set: UPDATE_KEEPING_CREATED });
  const result: ImportResult['owners'] = { invited: [], linked: [] };
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

/** PostgreSQL array literal of whole numbers: one parameter however many IDs there are. */
const intArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
/** PostgreSQL array literal of texts (each quoted, so any language code is one element). */
const textArray = (texts: Iterable<string>) => `{${[...texts].map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

export async function importFeed(db: Db, records: unknown[], options: ImportOptions = {}): Promise<ImportResult> {
  const schema = feedRecordSchema(options.languages);
  const budget = options.batchBudgetMs ?? BATCH_BUDGET_MS;
  const total = records.length;
  const started = Date.now();
  const rejected: RejectedRecord[] = [];
  const importedIds = new Set<number>();
  const addedIds = new Set<number>();
  /** (ID, language) pairs the feed holds, valid or not; IDs of records whose language cannot be read. */
  const pairsInFeed = new Map<string, { id: number; lang: string }>();
  const idsInFeedAnyLanguage = new Set<number>();
  const webIds = new Set<number>();
  const firstIndexOf = new Map<string, number>();
  const owners: ImportResult['owners'] = { invited: [], linked: [] };
  let imported = 0;

  /** Validates records `from` to `to` (excluded); returns the valid ones as rows, and their records. */
  const validate = (from: number, to: number) => {
    const rows: PropertyInsert[] = [];
    const valid: FeedRecord[] = [];
    for (let index = from; index < to; index++) {
      const raw = records[index];
      const rawId = readableId(raw);
      const rawLang = readableLanguage(raw);
      if (rawId !== null && rawLang !== null) pairsInFeed.set(`${rawId}:${rawLang}`, { id: rawId, lang: rawLang });
      else if (rawId !== null) idsInFeedAnyLanguage.add(rawId);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        rejected.push({ index, id: rawId, reason: describeIssues(parsed.error) });
        continue;
      }
      const row = toRow(parsed.data);
      const key = `${row.id}:${row.lang}`;
      const first = firstIndexOf.get(key);
      if (first !== undefined) {
        rejected.push({ index, id: row.id, reason: `duplicate of record ${first} (same ID and Language)` });
        continue;
      }
      firstIndexOf.set(key, index);
      rows.push(row);
      valid.push(parsed.data);
    }
    return { rows, valid };
  };

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
      const batchOwners: ImportResult['owners'] = { invited: [], linked: [] };
      const batchImported = new Set<number>();
      const batchWebIds = new Set<number>();
      let written = 0;
      let at = next;
      do {
        const to = Math.min(at + statementRows, total);
        const statementStarted = performance.now();
        const { rows, valid } = validate(at, to);
        if (rows.length) {
          const done = await upsert(tx, rows, ownerLinks(valid));
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
    for (const id of batch.added) addedIds.add(id);
    for (const id of batch.imported) importedIds.add(id);
    for (const id of batch.webIds) webIds.add(id);
    owners.invited.push(...batch.owners.invited);
    owners.linked.push(...batch.owners.linked);
    imported += batch.written;
    next = batch.to;
    options.onProgress?.(next, total);
    await new Promise((resolve) => setImmediate(resolve));
  }

  let removed: number[] = [];
  let removedLanguages: { id: number; lang: string }[] = [];
  if (options.full && imported > 0) {
    const pairs = [...pairsInFeed.values()];
    const ids = intArray(pairs.map((p) => p.id));
    const langs = textArray(pairs.map((p) => p.lang));
    const gone = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(properties)
        .where(
          sql`(${properties.id}, ${properties.lang}) not in (select * from unnest(${ids}::int[], ${langs}::text[]))
              and ${properties.id} <> all(${intArray(idsInFeedAnyLanguage)}::int[])
              ${options.fullLanguages ? sql`and ${properties.lang} = any(${textArray(options.fullLanguages)}::text[])` : sql``}`,
        )
        .returning({ id: properties.id, lang: properties.lang });
      const goneIds = [...new Set(rows.map((r) => r.id))];
      const kept = goneIds.length ? await tx.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, goneIds)) : [];
      return { rows, kept: new Set(kept.map((k) => k.id)) };
    });
    removed = [...new Set(gone.rows.map((r) => r.id))].filter((id) => !gone.kept.has(id)).sort((a, b) => a - b);
    removedLanguages = gone.rows.filter((r) => gone.kept.has(r.id)).sort((a, b) => a.id - b.id || a.lang.localeCompare(b.lang));
  }

  let unknownWebIds: number[] = [];
  if (webIds.size) {
    const named = await db
      .selectDistinct({ webId: webTypes.webId })
      .from(webTypes)
      .where(inArray(webTypes.webId, [...webIds]));
    const known = new Set(named.map((w) => w.webId));
    unknownWebIds = [...webIds].filter((w) => !known.has(w)).sort((a, b) => a - b);
  }

  const ids = [...importedIds].sort((a, b) => a - b);
  const added = [...addedIds].sort((a, b) => a - b);
  if (ids.length && options.onImported) await options.onImported(ids, added);
  log.info('import.finished', { received: total, imported, added: added.length, rejected: rejected.length, removed: removed.length, ms: Date.now() - started });
  return { received: total, imported, rejected, removed, removedLanguages, unknownWebIds, owners };
}

/** A feed file that cannot be used, with a message for the person who ran the import. */
export class FeedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFileError';
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position).split('\n');
  // split always gives at least one (possibly empty) line.
  return `line ${before.length}, column ${(before.at(-1) ?? '').length + 1}`;
}

/** The records of a feed text: a JSON array, or an object `{ "properties": [...] }`. */
export function parseFeedText(text: string, name = 'the feed'): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const where = at ? ` at ${lineAndColumn(text, Number(at[1]))}` : '';
    throw new FeedFileError(`${name} is not valid JSON${where}: ${message.replace(/ in JSON at position \d+.*$/s, '')}`);
  }
  if (Array.isArray(data)) return data;
  if (data !== null && typeof data === 'object' && Array.isArray((data as { properties?: unknown }).properties)) {
    return (data as { properties: unknown[] }).properties;
  }
  throw new FeedFileError(`${name} must hold a JSON array of properties or an object { "properties": [...] }`);
}
