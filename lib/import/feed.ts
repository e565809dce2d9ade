/**
 * The property feed of the agency's CRM: one record per property AND per language, with the CRM's own field
 * names. `feedRecordSchema` validates one record; `toRow` maps a valid record to a
 * row of the `properties` table.
 *
 * Strict where a mistake would show a wrong property: ID and WebID positive whole numbers, Goal a whole number
 * (0 sale, anything else rent), Language one of the site's enabled languages, Status one of
 * available/option/sold/rented, Zip four digits, CountryID 10 (Belgium) or 50 (Luxembourg), prices and
 * surfaces not negative, links http(s) or a path of this site (`/demo/house-01.jpg`), dates real dates.
 *
 * Tolerant where CRMs are sloppy: numbers may come as numeric strings (`"250000"`, `"12,5"`), an empty string
 * is "no value", booleans may be `1`/`0`/`"yes"`/`"no"`, texts are trimmed, a Zip may carry a country prefix
 * (`L-2449`), dates may be `2030-05-01`, `2030-05-01T00:00:00` or `01/05/2030`, a time without an offset is
 * Brussels time, pictures may be plain URL strings. Fields the site does not know are ignored.
 *
 * Missing optional fields become null columns (a record is the full state of the property in that language);
 * missing keys of `Details` are left out of the `details` column.
 *
 * `OwnerEmail`, `OwnerName` (both or neither) and `OwnerLanguage` (default: the record's Language) name the
 * property's owner: not columns of `properties`; the import links the property to that owner (lib/data/property-import.ts).
 */
import { z } from 'zod';
import { siteConfig } from '../../config';
import { enabledLanguages } from '../../config/languages';
import type { PropertyInsert } from '../data/property-row';
import { DATE_TIME_ZONE } from '../domain/dates';
import { PROPERTY_STATUSES } from '../domain/property';
import type { Locale } from '@/lib/domain/locales';

export type { PropertyInsert };

/** The languages a feed record may be in: the enabled languages of config/languages.json. */
export const ENABLED_LANGUAGES: readonly Locale[] = enabledLanguages(siteConfig.languages);

// ---------------------------------------------------------------------------------------------------------------
// Tolerant readers (run before the strict schema)
// ---------------------------------------------------------------------------------------------------------------

const isBlank = (v: unknown) => typeof v === 'string' && v.trim() === '';
const blankToNull = (v: unknown) => (isBlank(v) ? null : v);

/** `"250000"`, `" 12,5 "` → numbers; anything else is left for the schema to reject. */
function readNumber(v: unknown): unknown {
  if (isBlank(v)) return null;
  if (typeof v === 'string' && /^\s*[+-]?\d+(?:[.,]\d+)?\s*$/.test(v)) return Number(v.trim().replace(',', '.'));
  return v;
}

export function readText(v: unknown): unknown {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' ? v.trim() : v;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);
function readBoolean(v: unknown): unknown {
  if (isBlank(v)) return null;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (TRUE_WORDS.has(t)) return true;
    if (FALSE_WORDS.has(t)) return false;
  }
  return v;
}

const readWord = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

function isCalendarDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** `2030-05-01`, `2030-05-01T…` or `01/05/2030` (day first, as in Belgium) → `2030-05-01`. */
function readDate(v: unknown): unknown {
  if (isBlank(v)) return null;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  // Every group of both patterns is mandatory: the three parts are there exactly when the pattern matched.
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t) ?? [];
  if (year && month && day) return isCalendarDay(+year, +month, +day) ? `${year}-${month}-${day}` : t;
  const [, d, m, y] = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? [];
  if (d && m && y && isCalendarDay(+y, +m, +d)) return `${y}-${pad(+m)}-${pad(+d)}`;
  return t;
}

const ZONE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: DATE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** Minutes the agency's time zone is ahead of UTC at the instant `ms`. */
function zoneOffsetMinutes(ms: number): number {
  const parts = ZONE_PARTS.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const found = parts.find((x) => x.type === type);
    // ZONE_PARTS asks for each of these parts, so the formatter always gives them.
    if (!found) throw new Error(`The ${DATE_TIME_ZONE} date format gave no ${type}`);
    return Number(found.value);
  };
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** An ISO 8601 date-time → Date; without an offset it is the agency's local (Brussels) time. */
export function readDateTime(v: unknown): unknown {
  if (isBlank(v)) return null;
  if (v instanceof Date) return v;
  if (typeof v !== 'string') return v;
  // Year, month and day are mandatory in DATE_TIME (present exactly when it matched); the rest is optional.
  const [, year, month, day, hour, minute, second, fraction, offset] = DATE_TIME.exec(v.trim()) ?? [];
  if (!year || !month || !day || !isCalendarDay(+year, +month, +day)) return v;
  const [h, mi, s] = [+(hour ?? 0), +(minute ?? 0), +(second ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return v;
  const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  const wall = Date.UTC(+year, +month - 1, +day, h, mi, s, ms);
  if (offset) {
    if (offset.toUpperCase() === 'Z') return new Date(wall);
    const sign = offset.startsWith('-') ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    return new Date(wall - sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60_000);
  }
  let t = wall - zoneOffsetMinutes(wall) * 60_000;
  const again = wall - zoneOffsetMinutes(t) * 60_000;
  if (again !== t) t = again;
  return new Date(t);
}

// ---------------------------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------------------------

const missing = (input: unknown) => input === undefined || input === null;

type NumberRule = { int?: boolean; min?: number; max?: number };
function numberRule({ int, min, max }: NumberRule) {
  const what = int ? 'a whole number' : 'a number';
  let s = z.number({ error: (i) => (missing(i.input) ? 'is required' : `must be ${what}`) });
  if (int) s = s.int({ error: 'must be a whole number' });
  if (min !== undefined) s = s.min(min, { error: min === 0 ? 'must not be negative' : `must be at least ${min}` });
  if (max !== undefined) s = s.max(max, { error: `must be at most ${max}` });
  return s;
}
/** A number that must be there. */
export const num = (rule: NumberRule = {}) => z.preprocess(readNumber, numberRule(rule));
/** A number that may be absent or empty (→ null). */
export const optNum = (rule: NumberRule = {}) => z.preprocess(readNumber, numberRule(rule).nullable()).optional();
/** A number with a default when absent or empty. */
export const numOr = (fallback: number, rule: NumberRule = {}) =>
  z
    .preprocess((v) => readNumber(v) ?? fallback, numberRule(rule))
    .optional()
    .transform((v) => v ?? fallback);

export const text = () =>
  z.preprocess(readText, z.string({ error: (i) => (missing(i.input) ? 'is required' : 'must be a text') }).min(1, { error: 'is required' }));
export const optText = () => z.preprocess((v) => blankToNull(readText(v)), z.string({ error: 'must be a text' }).nullable()).optional();

export const bool = () => z.preprocess(readBoolean, z.boolean({ error: 'must be true or false' }).nullable()).optional();
export const boolOr = (fallback: boolean) => bool().transform((v) => v ?? fallback);

function isUrlOrSitePath(s: string): boolean {
  if (/\s/.test(s)) return false;
  if (s.startsWith('/')) return !s.startsWith('//');
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
const URL_MESSAGE = 'must be an http(s) address or a path of the site starting with /';
const url = () =>
  z.preprocess(
    readText,
    z
      .string({ error: (i) => (missing(i.input) ? 'is required' : URL_MESSAGE) })
      .min(1, { error: 'is required' })
      .refine(isUrlOrSitePath, { error: URL_MESSAGE }),
  );
export const optUrl = () => z.preprocess((v) => blankToNull(readText(v)), z.string().refine(isUrlOrSitePath, { error: URL_MESSAGE }).nullable()).optional();

const DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';
export const optDate = () => z.preprocess(readDate, z.iso.date({ error: DATE_MESSAGE }).nullable()).optional();
export const optDateTime = () =>
  z.preprocess(readDateTime, z.date({ error: 'must be a date and time (ISO 8601, e.g. 2026-05-01T10:00:00Z)' }).nullable()).optional();

export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(readWord, z.enum(values, { error: (i) => (missing(i.input) ? 'is required' : `must be one of ${values.join(', ')}`) }));

export const LEGAL_FLAG_VALUES = ['none', 'yes', 'requested'] as const;
/** A legal flag (permit, summons …): none, yes or requested; true/false are read as yes/none. */
const legalFlag = () =>
  z
    .preprocess(
      (v) => (v === true ? 'yes' : v === false ? 'none' : blankToNull(readWord(v))),
      z.enum(LEGAL_FLAG_VALUES, { error: `must be one of ${LEGAL_FLAG_VALUES.join(', ')}` }).nullable(),
    )
    .optional();

export const object = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: (i) => (missing(i.input) ? 'is required' : 'must be an object') });
/** An optional object: absent, null or `""` → null. */
export const optObject = <S extends z.core.$ZodLooseShape>(shape: S) => z.preprocess(blankToNull, object(shape).nullable()).optional();
/** A list: absent, null or `""` → []. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null || isBlank(v) ? [] : v), z.array(item, { error: 'must be a list' }));

export const zip = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/^[A-Z]{1,2}-\s*/i, '') : v),
  z.string({ error: (i) => (missing(i.input) ? 'is required' : 'must be 4 digits') }).regex(/^\d{4}$/, { error: 'must be 4 digits' }),
);

export const countryId = z.preprocess(
  readNumber,
  z.literal([10, 50], { error: (i) => (missing(i.input) ? 'is required' : 'must be 10 (Belgium) or 50 (Luxembourg)') }),
);

/** The address and position of a property or a project, in the CRM's field names. */
export const addressFields = {
  Street: optText(),
  HouseNumber: optText(),
  BoxNr: optText(),
  Zip: zip,
  City: text(),
  CountryID: countryId,
  CountryName: text(),
  Latitude: optNum({ min: -90, max: 90 }),
  Longitude: optNum({ min: -180, max: 180 }),
};

/** The address columns of a row (`properties`, `projects`) from a record's parsed address fields. */
export function addressColumns(r: z.infer<z.ZodObject<typeof addressFields>>) {
  return {
    street: r.Street ?? null,
    houseNumber: r.HouseNumber ?? null,
    boxNr: r.BoxNr ?? null,
    zip: r.Zip,
    city: r.City,
    countryId: r.CountryID,
    countryName: r.CountryName,
    latitude: r.Latitude ?? null,
    longitude: r.Longitude ?? null,
  };
}

/** `"1,3"`, `"1, 3"`, `1` or `[1, 3]` → `"1,3"`; absent → `""`. */
const webIds = z
  .preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z.string({ error: 'must be comma-separated numbers' }).regex(/^(\d+(,\d+)*)?$/, { error: 'must be comma-separated numbers (e.g. 1,3)' }),
  )
  .optional()
  .transform((v) => v ?? '');

/** `{ Url }`, or the URL itself; absent or empty → null. */
export const picture = z.preprocess((v) => (typeof v === 'string' ? { Url: v } : blankToNull(v)), object({ Url: optUrl() }).nullable());

const annuityHead = optObject({
  Age: optNum({ int: true, min: 0, max: 130 }),
  Gender: optText(),
});

const year = () => optNum({ int: true, min: 1000, max: 2200 });
export const amount = () => optNum({ min: 0 });
export const count = () => optNum({ int: true, min: 0 });

/** The descriptive fields that are not columns; stored in `details` with camelCase keys. */
const detailsShape = {
  ShowerRooms: count(),
  Toilets: count(),
  Facades: count(),
  Floor: optNum({ int: true, min: -10, max: 200 }),
  Units: count(),
  ConstructionYear: year(),
  RenovationYear: year(),
  NewBuild: bool(),
  CadastralIncome: amount(),
  Heating: optText(),
  Kitchen: optText(),
  Roof: optText(),
  WindowGlazing: optText(),
  WindowFrame: optText(),
  FloodZone: bool(),
  FloodRiskParcel: optText(),
  FloodRiskBuilding: optText(),
  AsbestosType: optText(),
  AsbestosDate: optDate(),
  /** The unique code of the energy performance certificate (EPC), shown on the page and on a Flemish listing's card. */
  EpcCode: optText(),
  NotaryFees: amount(),
  Vat: amount(),
  RegistrationRights: amount(),
  ChargesOwner: amount(),
  ChargesRenter: amount(),
  Deposit: amount(),
  MonthlyRent: amount(),
  /** `immediately`, `at deed`, a date … */
  Availability: z.preprocess((v) => blankToNull(readDate(readText(v))), z.string({ error: 'must be a text or a date' }).nullable()).optional(),
  PlanningInfo: optText(),
  Permit: legalFlag(),
  Summons: legalFlag(),
  AllotmentPermit: legalFlag(),
  PreemptiveRights: legalFlag(),
  JudicialDecision: legalFlag(),
  Annuity: optObject({
    AnnuityType: optText(),
    Head1: annuityHead,
    Head2: annuityHead,
    Survivor: bool(),
    IndexedRent: bool(),
  }),
  /** `Type` is a known kind (epc, floorPlan, planning, soil) the site names in each language; `Name` is shown otherwise. */
  Documents: list(
    object({ Type: optText(), Name: optText(), Url: url() }).refine((d) => d.Type != null || d.Name != null, {
      error: 'needs a Name or a Type',
    }),
  ).optional(),
  Videos: list(url()).optional(),
  VirtualTour: optUrl(),
};

/** The schema of one feed record; `languages` are the languages accepted (default: the enabled ones). */
export function feedRecordSchema(languages: readonly Locale[] = ENABLED_LANGUAGES) {
  const langs = [...languages] as [Locale, ...Locale[]];
  return object({
    ID: num({ int: true, min: 1 }),
    WebID: num({ int: true, min: 1 }),
    WebIDs: webIds,
    Reference: text(),
    UniqueCode: text(),
    TypeDescription: text(),
    /** 0 is sale, any other value rent. */
    Goal: num({ int: true, min: 0 }),
    Language: z.preprocess(
      readWord,
      z.enum(langs, { error: (i) => (missing(i.input) ? 'is required' : `must be one of the site's languages (${langs.join(', ')})`) }),
    ),
    Status: choice(PROPERTY_STATUSES),
    Manager: optObject({
      Name: optText(),
      Phone: optText(),
      Email: z.preprocess((v) => blankToNull(readText(v)), z.email({ error: 'must be an e-mail address' }).nullable()).optional(),
    }),
    Price: optNum({ min: 0 }),
    PublishPrice: boolOr(true),
    PriceUnit: numOr(0, { int: true, min: 0 }),
    PriceUnitText: optText(),
    Marquee: numOr(0, { int: true, min: 0 }),
    MarqueeName: optText(),
    PublishAddress: boolOr(true),
    ...addressFields,
    EnergyPerformance: optNum(),
    EPCLabelText: optText(),
    CO2Emission: optNum({ min: 0 }),
    EPCValidUntil: optDate(),
    SmallPictureItem: picture.optional(),
    Pictures: list(picture).optional(),
    Title: text(),
    Description: optText(),
    Bedrooms: count(),
    Bathrooms: count(),
    Garages: count(),
    Parkings: count(),
    SurfaceTotal: amount(),
    SurfaceLiving: amount(),
    SurfaceGround: amount(),
    SurfaceGarden: amount(),
    SurfaceTerrace: amount(),
    CreatedAt: optDateTime(),
    UpdatedAt: optDateTime(),
    Details: optObject(detailsShape),
    /** The owner of the property (optional): linked to it, and invited to the portal when new (lib/data/owners). */
    OwnerEmail: z
      .preprocess((v) => blankToNull(readText(v)), z.email({ error: 'must be an e-mail address' }).max(254, { error: 'must be an e-mail address' }).nullable())
      .optional(),
    OwnerName: optText(),
    /** The owner's language for the portal and its e-mails; default: the record's Language. */
    OwnerLanguage: z
      .preprocess((v) => blankToNull(readWord(v)), z.enum(langs, { error: `must be one of the site's languages (${langs.join(', ')})` }).nullable())
      .optional(),
  }).superRefine((r, ctx) => {
    if (r.OwnerEmail && !r.OwnerName) ctx.addIssue({ code: 'custom', path: ['OwnerName'], message: 'is required with an OwnerEmail' });
    if (!r.OwnerEmail && (r.OwnerName || r.OwnerLanguage))
      ctx.addIssue({ code: 'custom', path: ['OwnerEmail'], message: 'is required with an OwnerName or OwnerLanguage' });
  });
}

export type FeedRecordSchema = ReturnType<typeof feedRecordSchema>;
/** A valid record, as the schema gives it (numbers are numbers, dates `YYYY-MM-DD`, CreatedAt/UpdatedAt Dates). */
export type FeedRecord = z.output<FeedRecordSchema>;
export type FeedDetails = NonNullable<FeedRecord['Details']>;

/** The record schema for the enabled languages. */
export const feedRecord = feedRecordSchema();

/** `Details.Documents[0].Url: must be …; Zip: must be 4 digits`: every problem of a record on one line. */
export function describeIssues(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const path = issue.path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
    seen.add(`${path || 'record'}: ${issue.message}`);
  }
  return [...seen].join('; ');
}

// ---------------------------------------------------------------------------------------------------------------
// Record → row
// ---------------------------------------------------------------------------------------------------------------

const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Details → camelCase keys, nested objects too; keys that were absent stay absent, nulls stay null. */
function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[lcFirst(k)] = camelCaseKeys(v);
  return out;
}

function detailsOf(d: FeedDetails | null | undefined): Record<string, unknown> {
  if (!d) return {};
  const { Documents, ...rest } = d;
  const out = camelCaseKeys(rest) as Record<string, unknown>;
  if (Documents !== undefined) {
    out.documents = Documents.map((doc) => ({ type: doc.Type ?? 'other', url: doc.Url, ...(doc.Name != null ? { name: doc.Name } : {}) }));
  }
  return out;
}

/**
 * A valid record as a row of `properties`. `createdAt`/`updatedAt` are left out when the record has no
 * CreatedAt/UpdatedAt, so the database keeps (or defaults) them.
 */
export function toRow(r: FeedRecord): PropertyInsert {
  const pictures = (r.Pictures ?? []).map((p) => p?.Url).filter((u): u is string => typeof u === 'string');
  const row: PropertyInsert = {
    id: r.ID,
    lang: r.Language,
    webId: r.WebID,
    webIds: r.WebIDs,
    reference: r.Reference,
    uniqueCode: r.UniqueCode,
    typeDescription: r.TypeDescription,
    goal: r.Goal,
    status: r.Status,
    managerName: r.Manager?.Name ?? null,
    managerPhone: r.Manager?.Phone ?? null,
    managerEmail: r.Manager?.Email ?? null,
    price: r.Price ?? null,
    publishPrice: r.PublishPrice,
    priceUnit: r.PriceUnit,
    priceUnitText: r.PriceUnitText ?? null,
    marquee: r.Marquee,
    marqueeName: r.MarqueeName ?? null,
    publishAddress: r.PublishAddress,
    ...addressColumns(r),
    energyPerformance: r.EnergyPerformance ?? null,
    epcLabelText: r.EPCLabelText ?? null,
    co2Emission: r.CO2Emission ?? null,
    epcValidUntil: r.EPCValidUntil ?? null,
    smallPictureUrl: r.SmallPictureItem?.Url ?? null,
    pictures,
    title: r.Title,
    description: r.Description ?? '',
    bedrooms: r.Bedrooms ?? null,
    bathrooms: r.Bathrooms ?? null,
    garages: r.Garages ?? null,
    parkings: r.Parkings ?? null,
    surfaceTotal: r.SurfaceTotal ?? null,
    surfaceLiving: r.SurfaceLiving ?? null,
    surfaceGround: r.SurfaceGround ?? null,
    surfaceGarden: r.SurfaceGarden ?? null,
    surfaceTerrace: r.SurfaceTerrace ?? null,
    details: detailsOf(r.Details),
  };
  if (r.CreatedAt) row.createdAt = r.CreatedAt;
  if (r.UpdatedAt) row.updatedAt = r.UpdatedAt;
  return row;
}
