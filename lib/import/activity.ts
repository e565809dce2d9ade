/**
 * The owner activity file (`npm run import -- --activity FILE`): the entries the owner portal shows for a
 * property (visits, communications, online media, history), one record per entry, as the agency's CRM
 * exports them. A JSON array of records, or an object `{ "entries": [...] }`:
 *
 *   { "ID": "V-2026-0042", "PropertyID": 1001, "Kind": "visit", "Date": "2026-11-20T14:30:00",
 *     "Type": "viewing", "Contact": "Sophie Lambert", "Subject": "Viewing of the property",
 *     "Comment": "Interested couple", "Status": "done", "Source": "immoweb" }
 *
 * - `ID` is the entry's ID in the CRM (text or number): importing a record whose ID is known updates that
 *   entry (every field), never adds a second one. `PropertyID` must be a property of the site.
 * - `Kind` is visit, communication, media or history (`online media` and `online-media` are read as media).
 * - `Date` is an ISO 8601 date or date-time; without an offset it is Brussels time.
 * - `Type` is required (viewing, phone, email, listing, mandate …); `Contact`, `Subject`, `Comment`,
 *   `Status` and `Source` are optional texts (an absent one is emptied on update: a record is the entry's
 *   full state).
 *
 * A record that is not valid (bad kind, bad date, unknown property, a second record with the same ID) is
 * rejected with its index and reason; the others are written, all in one transaction (lib/data/activity.ts).
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { upsertPortalEntries, type ActivityEntry } from '@/lib/data/activity';
import type { Db } from '@/lib/data/connection';
import { FeedFileError } from './property-import';
import { PORTAL_ENTRY_KIND_ALIASES, PORTAL_ENTRY_KINDS } from '@/lib/domain/portal-entries';
import { describeIssues, readDateTime, readText } from './feed';

const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const requiredText = (max: number) =>
  z.preprocess(
    readText,
    z
      .string({ error: (i) => (missing(i.input) ? 'is required' : 'must be a text') })
      .min(1, { error: 'is required' })
      .max(max, { error: `must be at most ${max} characters` }),
  );
const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (missing(v) ? null : readText(v)),
      z
        .string({ error: 'must be a text' })
        .max(max, { error: `must be at most ${max} characters` })
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

const PROPERTY_ID_MESSAGE = 'must be a property ID (a whole number)';

export const activityRecord = z.object(
  {
    ID: requiredText(200),
    PropertyID: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: (i) => (missing(i.input) ? 'is required' : PROPERTY_ID_MESSAGE) })
        .int({ error: PROPERTY_ID_MESSAGE })
        .min(1, { error: PROPERTY_ID_MESSAGE })
        .max(2_147_483_647, { error: PROPERTY_ID_MESSAGE }),
    ),
    Kind: z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const k = v.trim().toLowerCase();
        return PORTAL_ENTRY_KIND_ALIASES[k] ?? k;
      },
      z.enum(PORTAL_ENTRY_KINDS, { error: (i) => (missing(i.input) ? 'is required' : `must be one of ${PORTAL_ENTRY_KINDS.join(', ')} (or "online media")`) }),
    ),
    Date: z.preprocess(
      readDateTime,
      z.date({ error: (i) => (missing(i.input) ? 'is required' : 'must be a date or a date and time (ISO 8601, e.g. 2026-11-20T14:30:00)') }),
    ),
    Type: requiredText(100),
    Contact: optionalText(200),
    Subject: optionalText(500),
    Comment: optionalText(5000),
    Status: optionalText(100),
    Source: optionalText(100),
  },
  { error: 'must be an object' },
);

export type RejectedEntry = { index: number; id: string | null; reason: string };

export type ActivityResult = {
  received: number;
  /** Entries written: added plus updated. */
  imported: number;
  added: number;
  updated: number;
  rejected: RejectedEntry[];
};

/** The ID of a record that may be anything, for the rejection report. */
function readableId(raw: unknown): string | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const v = (raw as Record<string, unknown>).ID;
  return typeof v === 'number' || (typeof v === 'string' && v.trim()) ? String(v).trim() : null;
}

export async function importActivity(db: Db, records: unknown[]): Promise<ActivityResult> {
  const rejected: RejectedEntry[] = [];
  const entries: { index: number; entry: ActivityEntry }[] = [];
  const firstIndexOf = new Map<string, number>();
  records.forEach((raw, index) => {
    const parsed = activityRecord.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, id: readableId(raw), reason: describeIssues(parsed.error) });
      return;
    }
    const r = parsed.data;
    const first = firstIndexOf.get(r.ID);
    if (first !== undefined) {
      rejected.push({ index, id: r.ID, reason: `duplicate of record ${first} (same ID)` });
      return;
    }
    firstIndexOf.set(r.ID, index);
    entries.push({
      index,
      entry: {
        externalId: r.ID,
        propertyId: r.PropertyID,
        kind: r.Kind,
        date: r.Date,
        type: r.Type,
        contact: r.Contact,
        subject: r.Subject,
        comment: r.Comment,
        status: r.Status,
        source: r.Source,
      },
    });
  });
  const written = entries.length
    ? await upsertPortalEntries(
        db,
        entries.map((e) => e.entry),
      )
    : { added: 0, updated: 0, unknownProperty: [] };
  const unknown = new Set(written.unknownProperty);
  for (const e of entries)
    if (unknown.has(e.entry)) rejected.push({ index: e.index, id: e.entry.externalId, reason: `PropertyID: unknown property ${e.entry.propertyId}` });
  rejected.sort((a, b) => a.index - b.index);
  return { received: records.length, imported: written.added + written.updated, added: written.added, updated: written.updated, rejected };
}

/** The records of an activity file: a JSON array, or an object `{ "entries": [...] }`. */
export async function loadActivityFile(path: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new FeedFileError(`cannot read ${path}: ${err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'it is a directory' : err.message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new FeedFileError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
  if (Array.isArray(data)) return data;
  if (data !== null && typeof data === 'object' && Array.isArray((data as { entries?: unknown }).entries)) return (data as { entries: unknown[] }).entries;
  throw new FeedFileError(`${path} must hold a JSON array of entries or an object { "entries": [...] }`);
}
