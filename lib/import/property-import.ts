/**
 * The property import: reads the records of a CRM feed (see feed.ts), checks each one and hands the valid ones to
 * lib/data/property-import.ts, which writes them to `properties`, one row per property and language.
 *
 * - A record that does not validate is rejected with its index in the feed, its ID when it has a readable
 *   one, and every problem on one line; the other records go on. Two records with the same ID and Language
 *   are one too many: the later one is rejected.
 * - Valid records are written in batches of a time budget, each in its own transaction, with a turn of the event
 *   loop after each (lib/data/property-import.ts `writeProperties`); a record is read when its batch writes it,
 *   so reading counts in the budget too. A record is the full state of a property in its language: every column
 *   is replaced, `createdAt` only when the record has a CreatedAt.
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
import type { Db } from '@/lib/data/connection';
import { removePropertiesNotIn, webIdsWithoutName, writeProperties, type OwnerChanges, type OwnerLink } from '@/lib/data/property-import';
import type { PropertyInsert } from '@/lib/data/property-row';
import type { Locale } from '@/lib/domain/locales';
import { log } from '@/lib/log';
import { describeIssues, feedRecordSchema, toRow, type FeedRecord } from './feed';

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
  owners: OwnerChanges;
};

/** The owners of some records, by e-mail; the first record that names an owner gives their name and language. */
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

type ImportOptions = {
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
  /** Milliseconds a batch may write before it is committed and the thread given back (default `TURN_BUDGET_MS`). */
  batchBudgetMs?: number;
};

/** The Language of a record that may be anything, read as the feed schema reads it (`" FR"` is `fr`); null when it is no text. */
function readableLanguage(raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const v = (raw as Record<string, unknown>).Language;
  return typeof v === 'string' && v.trim() ? v.trim().toLowerCase() : null;
}

/** `"1001"` or `1001` from a record that may be anything, for the rejection report. */
export function readableId(raw: unknown): number | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const v = (raw as Record<string, unknown>).ID;
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export async function importFeed(db: Db, records: unknown[], options: ImportOptions = {}): Promise<ImportResult> {
  const schema = feedRecordSchema(options.languages);
  const total = records.length;
  const started = Date.now();
  const rejected: RejectedRecord[] = [];
  /** (ID, language) pairs the feed holds, valid or not; IDs of records whose language cannot be read. */
  const pairsInFeed = new Map<string, { id: number; lang: string }>();
  const idsInFeedAnyLanguage = new Set<number>();
  const firstIndexOf = new Map<string, number>();

  /** Reads records `from` to `to` (excluded): the valid ones as rows, with the owners they name. */
  const read = (from: number, to: number) => {
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
    return { rows, owners: ownerLinks(valid) };
  };

  const written = await writeProperties(db, total, read, { budgetMs: options.batchBudgetMs, onProgress: options.onProgress });
  const imported = written.written;

  const { removed, removedLanguages } =
    options.full && imported > 0
      ? await removePropertiesNotIn(db, [...pairsInFeed.values()], idsInFeedAnyLanguage, options.fullLanguages)
      : { removed: [], removedLanguages: [] };
  const unknownWebIds = await webIdsWithoutName(db, written.webIds);

  const ids = [...written.imported].sort((a, b) => a - b);
  const added = [...written.added].sort((a, b) => a - b);
  if (ids.length && options.onImported) await options.onImported(ids, added);
  log.info('import.finished', { received: total, imported, added: added.length, rejected: rejected.length, removed: removed.length, ms: Date.now() - started });
  return { received: total, imported, rejected, removed, removedLanguages, unknownWebIds, owners: written.owners };
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
