/**
 * The project import: new-build projects (one record per project AND language, like properties) with their
 * units, validated like the property feed (feed.ts: the same tolerant readers, the same strict rules for IDs, Zip,
 * CountryID) and written by lib/data/project-import.ts to `projects` and `project_units`. The CRM sync feeds it
 * (lib/crm/omnicasa/mapping.ts → projectRecord).
 *
 * - A record that does not validate is rejected with its index, its ID when readable and every problem on one
 *   line; it never removes anything.
 * - A project is written in one transaction: its rows (one per language) replaced, and its units (language-neutral)
 *   replaced by the record's `Units` (the units of the last valid record of the project win; they are the same in
 *   every language). A record without `Units` keeps the project's units: an empty list empties them, a missing one
 *   (a unit list that could not be read) does not. Projects are written in batches of the property import's time
 *   budget, with a turn of the event loop after each.
 * - `full: true`: the records are every published project in every language; a project not among them is
 *   removed with its units, and a language it lacks loses that row (in one transaction after the batches). A
 *   rejected record keeps its project; a list without a single valid record removes nothing.
 */
import { z } from 'zod';
import type { Db } from '@/lib/data/connection';
import { removeProjectsNotIn, writeProjects, type ProjectInsert, type ProjectUnitInsert } from '@/lib/data/project-import';
import { PROJECT_STATUSES, UNIT_STATUSES } from '@/lib/data/projects';
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
} from './feed';
import { readableId, type RejectedRecord } from './property-import';

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

function projectRecordSchema(languages: readonly Locale[] = ENABLED_LANGUAGES) {
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

type ProjectImportResult = { received: number; imported: number; rejected: RejectedRecord[]; removed: number[] };

export async function importProjects(
  db: Db,
  records: unknown[],
  options: { full?: boolean; languages?: readonly Locale[] } = {},
): Promise<ProjectImportResult> {
  const schema = projectRecordSchema(options.languages);
  const rejected: RejectedRecord[] = [];
  const idsInFeed = new Set<number>();
  const rows: ProjectInsert[] = [];
  const unitsOf = new Map<number, ProjectUnitInsert[]>();
  records.forEach((raw, index) => {
    const rawId = readableId(raw);
    if (rawId !== null) idsInFeed.add(rawId);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, id: rawId, reason: describeIssues(parsed.error) });
      return;
    }
    const r = parsed.data;
    const row: ProjectInsert = {
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
  const rowsOf = new Map<number, ProjectInsert[]>();
  for (const row of rows) rowsOf.set(row.id, [...(rowsOf.get(row.id) ?? []), row]);
  await writeProjects(db, rowsOf, unitsOf);

  const removed =
    options.full && rows.length
      ? await removeProjectsNotIn(
          db,
          rows,
          [...idsInFeed].filter((id) => !rows.some((r) => r.id === id)),
        )
      : [];
  return { received: records.length, imported: rows.length, rejected, removed };
}
