/**
 * The project import: new-build projects (one record per project AND language, like properties) with their
 * units, validated like the property feed (lib/import/feed.ts: the same tolerant readers, the same strict rules for
 * IDs, Zip, CountryID) and written to `projects` and `project_units`. The CRM sync feeds it
 * (lib/crm/omnicasa/mapping.ts → projectRecord).
 *
 * - A record that does not validate is rejected with its index, its ID when readable and every problem on one
 *   line; it never removes anything.
 * - A project is written in one transaction: its rows (one per language) replaced, and its units (language-neutral)
 *   replaced by the record's `Units` (the units of the last valid record of the project win; they are the same in
 *   every language). A record without `Units` keeps the project's units: an empty list empties them, a missing one
 *   (a unit list that could not be read) does not.
 * - Projects are written in batches, each in its own transaction: as many projects as fit in the property
 *   import's time budget (`BATCH_BUDGET_MS`, at least one project), then the event loop gets a turn
 *   (`setImmediate`), so that the site's waiting requests are answered between batches.
 * - `full: true`: the records are every published project in every language; a project not among them is
 *   removed with its units, and a language it lacks loses that row (in one transaction after the batches). A
 *   rejected record keeps its project; a list without a single valid record removes nothing.
 */
import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { projects, projectUnits } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import {
  addressColumns,
  addressFields,
  choice,
  describeIssues,
  ENABLED_LANGUAGES,
  list,
  num,
  numOr,
  boolOr,
  object,
  optDate,
  optDateTime,
  optNum,
  optText,
  optUrl,
  text,
} from '@/lib/import/feed';
import { BATCH_BUDGET_MS, type RejectedRecord } from './property-import';

export const PROJECT_STATUSES = ['selling', 'sold-out'] as const;
export const UNIT_STATUSES = ['available', 'option', 'sold', 'sold-out'] as const;

const unitSchema = object({
  UnitID: num({ int: true, min: 1 }),
  Building: z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : 'A'), z.string()),
  Floor: numOr(0, { int: true, min: -10, max: 200 }),
  Reference: text(),
  WebID: num({ int: true, min: 1 }),
  Bedrooms: optNum({ int: true, min: 0 }),
  SurfaceLiving: optNum({ min: 0 }),
  SurfaceTerrace: optNum({ min: 0 }),
  Price: optNum({ min: 0 }),
  PublishPrice: boolOr(true),
  Status: choice(UNIT_STATUSES),
});

export function projectRecordSchema(languages: readonly Locale[] = ENABLED_LANGUAGES) {
  const langs = [...languages] as [Locale, ...Locale[]];
  return object({
    ID: num({ int: true, min: 1 }),
    Language: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(langs, { error: `must be one of the site's languages (${langs.join(', ')})` }),
    ),
    Name: text(),
    Description: optText(),
    PublicAddress: boolOr(true),
    ...addressFields,
    Picture: optUrl(),
    Pictures: list(optUrl()).optional(),
    Status: choice(PROJECT_STATUSES),
    DeliveryDate: optDate(),
    CreatedAt: optDateTime(),
    Units: list(unitSchema).optional(),
  });
}

export type ProjectImportResult = { received: number; imported: number; rejected: RejectedRecord[]; removed: number[] };

const readId = (raw: unknown): number | null => {
  const v = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).ID : undefined;
  const n = typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function importProjects(
  db: Db,
  records: unknown[],
  options: { full?: boolean; languages?: readonly Locale[] } = {},
): Promise<ProjectImportResult> {
  const schema = projectRecordSchema(options.languages);
  const rejected: RejectedRecord[] = [];
  const idsInFeed = new Set<number>();
  const rows: (typeof projects.$inferInsert)[] = [];
  const unitsOf = new Map<number, (typeof projectUnits.$inferInsert)[]>();
  records.forEach((raw, index) => {
    const rawId = readId(raw);
    if (rawId !== null) idsInFeed.add(rawId);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, id: rawId, reason: describeIssues(parsed.error) });
      return;
    }
    const r = parsed.data;
    const row: typeof projects.$inferInsert = {
      id: r.ID,
      lang: r.Language,
      name: r.Name,
      description: r.Description ?? '',
      publicAddress: r.PublicAddress,
      ...addressColumns(r),
      picture: r.Picture ?? r.Pictures?.find((p) => !!p) ?? null,
      pictures: (r.Pictures ?? []).filter((p): p is string => !!p),
      status: r.Status,
      deliveryDate: r.DeliveryDate ?? null,
    };
    if (r.CreatedAt) row.createdAt = r.CreatedAt;
    rows.push(row);
    // A record without a unit list (the CRM's could not be read) leaves the project's units as they are.
    if (r.Units === undefined) return;
    unitsOf.set(
      r.ID,
      r.Units.map((u) => ({
        projectId: r.ID,
        unitId: u.UnitID,
        building: u.Building,
        floor: u.Floor,
        reference: u.Reference,
        webId: u.WebID,
        bedrooms: u.Bedrooms ?? null,
        surfaceLiving: u.SurfaceLiving ?? null,
        surfaceTerrace: u.SurfaceTerrace ?? null,
        price: u.Price ?? null,
        publishPrice: u.PublishPrice,
        status: u.Status,
      })),
    );
  });

  // A project's rows in every language, in the order of its first record.
  const rowsOf = new Map<number, (typeof projects.$inferInsert)[]>();
  for (const row of rows) rowsOf.set(row.id, [...(rowsOf.get(row.id) ?? []), row]);
  const projectIds = [...rowsOf.keys()];
  // PGlite runs in the site's own thread: a batch writes projects until its time budget is used, commits, and the
  // import waits for the event loop's next turn, so that the requests that arrived meanwhile are answered first.
  for (let next = 0; next < projectIds.length;) {
    const batchStarted = performance.now();
    next = await db.transaction(async (tx) => {
      let at = next;
      do {
        const projectId = projectIds[at++] as number;
        for (const row of rowsOf.get(projectId) ?? []) {
          const { id: _id, lang: _lang, createdAt, ...rest } = row;
          await tx
            .insert(projects)
            .values(row)
            .onConflictDoUpdate({ target: [projects.id, projects.lang], set: createdAt ? { ...rest, createdAt } : rest });
        }
        const units = unitsOf.get(projectId);
        if (units) {
          await tx.delete(projectUnits).where(sql`${projectUnits.projectId} = ${projectId}`);
          if (units.length) await tx.insert(projectUnits).values(units);
        }
      } while (at < projectIds.length && performance.now() - batchStarted < BATCH_BUDGET_MS);
      return at;
    });
    await new Promise((resolve) => setImmediate(resolve));
  }

  let removed: number[] = [];
  if (options.full && rows.length) {
    await db.transaction(async (tx) => {
      const pairs = rows.map((r) => `${r.id}:${r.lang}`);
      const rejectedIds = [...idsInFeed].filter((id) => !rows.some((r) => r.id === id));
      const gone = await tx
        .delete(projects)
        .where(
          sql`(${projects.id}::text || ':' || ${projects.lang}) <> all(${`{${pairs.map((p) => `"${p}"`).join(',')}}`}::text[])
              and ${projects.id} <> all(${`{${rejectedIds.join(',')}}`}::int[])`,
        )
        .returning({ id: projects.id });
      const goneIds = [...new Set(gone.map((g) => g.id))];
      if (goneIds.length) {
        const left = await tx.selectDistinct({ id: projects.id }).from(projects).where(inArray(projects.id, goneIds));
        const kept = new Set(left.map((l) => l.id));
        removed = goneIds.filter((id) => !kept.has(id)).sort((a, b) => a - b);
        if (removed.length) await tx.delete(projectUnits).where(inArray(projectUnits.projectId, removed));
      }
    });
  }
  return { received: records.length, imported: rows.length, rejected, removed };
}
