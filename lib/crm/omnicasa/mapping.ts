/**
 * The CRM's fields → ours: one table per kind of item, read top to bottom.
 *
 * A property item of `GetPropertyList` becomes a record of the import feed (lib/import/feed.ts), which the
 * importer validates and writes exactly as it does a feed file, unless it is a unit of a project (`ProjectID`);
 * a project item, with its units and their buildings, becomes a project record of lib/import/project-import.ts;
 * a web type of `GetWebIDList` a name of `web_types`.
 *
 * The CRM is loosely typed: numbers often arrive as strings, flags as `'1'`/`'0'` or booleans, `'-'`
 * or `''` for "no value", dates as `"2026-05-04 09:29:00"` (the agency's time) or `"/Date(1777886940000+0200)/"`.
 * The readers below turn those into what the feed schema expects; a value they cannot read is passed on as it
 * is, so the schema rejects the item with its ID and the field's name instead of guessing. The detail-page fields
 * whose CRM names vary (agent, virtual tour, charges, deposit, CO2, EPC validity, legal facts) are read under the
 * names public sources show (DEFAULT_CRM_FIELDS) or the agency's own (site.json `crm.fields`); fields not in the
 * tables are ignored, and the sync records which ones an answer carried (`npm run sync -- --status`). An item
 * has no language of its own: its texts are in the `LanguageId` it was asked with.
 */
import type { Locale } from '../../domain/locales';
import type { CrmSiteField } from '../../domain/crm-fields';
import { propertyState, siteGoal, STATUS, type CrmStateMapping } from '../../domain/crm-states';
import type { PropertyState } from '../../domain/property';
import { htmlToPlainText } from '../../domain/html-text';
import { wholeNumber } from '../../domain/numbers';
import { siteConfig } from '@/config';

export type CrmItem = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------------------------

/** The CRM's `LanguageId` of each of the site's languages (5 es and 6 ca are not ours). */
export const LANGUAGE_IDS: Record<Locale, number> = { nl: 1, fr: 2, en: 3, de: 4 };

// ---------------------------------------------------------------------------------------------------------------
// Readers
// ---------------------------------------------------------------------------------------------------------------

/** `'-'`, `''`, whitespace, null and undefined are "no value". */
export const isNoValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === '-'));

/** A value, or undefined for "no value". */
export const value = (v: unknown): unknown => (isNoValue(v) ? undefined : typeof v === 'string' ? v.trim() : v);

/** `"250000"`, `"12,5"`, `12.5` → a number; no value → undefined; anything else as it is (the schema names it). */
export function number(v: unknown): unknown {
  if (isNoValue(v)) return undefined;
  if (typeof v === 'string' && /^\s*[+-]?\d+(?:[.,]\d+)?\s*$/.test(v)) return Number(v.trim().replace(',', '.'));
  return v;
}

/** A count or surface where the CRM writes 0 for "not filled in" is still 0: only no value is undefined. */
export const count = number;

/** `'1'`/`'0'`, `1`/`0`, `true`/`false`, `'true'`/`'false'` → boolean; no value → undefined. */
export function flag(v: unknown): unknown {
  if (isNoValue(v)) return undefined;
  if (v === true || v === 1 || (typeof v === 'string' && /^(1|true|yes)$/i.test(v.trim()))) return true;
  if (v === false || v === 0 || (typeof v === 'string' && /^(0|false|no)$/i.test(v.trim()))) return false;
  return v;
}

const MS_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
/**
 * `"/Date(1777886940000+0200)/"` → the ISO instant (the milliseconds are UTC; the offset only says where it was
 * written); `"2026-05-04 09:29:00"` is left as it is (the feed reads a time without an offset as Brussels time);
 * no value → undefined.
 */
export function date(v: unknown): unknown {
  if (isNoValue(v)) return undefined;
  if (typeof v === 'string') {
    const m = MS_DATE.exec(v.trim());
    if (m) return new Date(Number(m[1])).toISOString();
    return v.trim();
  }
  return v;
}

/** A date-time → its calendar day (`YYYY-MM-DD`), for fields that are days (EPC validity, delivery). */
export function day(v: unknown): unknown {
  const d = date(v);
  if (typeof d !== 'string') return d;
  if (MS_DATE.test(String(v).trim())) {
    const t = new Date(d);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(t);
  }
  const m = /^(\d{4}-\d{2}-\d{2})[T ]/.exec(d);
  return m ? m[1] : d;
}

/** `"1"`, `"1,3"`, `1`, `[1, 3]` → the first WebID (the property's type). */
export function firstWebId(v: unknown): unknown {
  if (isNoValue(v)) return undefined;
  if (Array.isArray(v)) return number(v[0]);
  if (typeof v === 'string') return number(v.split(',')[0]);
  return v;
}

/** `"1,3"` or `[1, 3]` → `"1,3"`: every web type the property is listed under. */
export function webIdList(v: unknown): unknown {
  if (isNoValue(v)) return undefined;
  if (Array.isArray(v)) return v.join(',');
  return typeof v === 'number' ? String(v) : v;
}

/** A picture item `{ ID, Url, Width, Height, Name }` or a URL → its URL. */
function pictureUrl(p: unknown): string | undefined {
  if (typeof p === 'string') return isNoValue(p) ? undefined : p.trim();
  if (p && typeof p === 'object') {
    const url = (p as { Url?: unknown }).Url;
    return typeof url === 'string' && !isNoValue(url) ? url.trim() : undefined;
  }
  return undefined;
}

/**
 * The pictures of an item, largest first: `XLargePictureItems`, else `LargePictureItems`, else the single
 * `LargePicture`. Items without a URL are left out (a missing picture never rejects the property).
 */
export function pictures(item: CrmItem): string[] {
  for (const key of ['XLargePictureItems', 'LargePictureItems'] as const) {
    const list = item[key];
    if (Array.isArray(list)) {
      const urls = list.map(pictureUrl).filter((u): u is string => !!u);
      if (urls.length) return urls;
    }
  }
  const single = pictureUrl(item.LargePicture);
  return single ? [single] : [];
}

/** The card picture: `SmallPictureItem`, else `SmallPicture`, else the first large one. */
export function smallPicture(item: CrmItem): unknown {
  const url = pictureUrl(item.SmallPictureItem) ?? pictureUrl(item.SmallPicture) ?? pictures(item)[0];
  return url ? { Url: url } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------------------------

/**
 * The agency's state mapping (site.json `crm.substatuses`, `crm.marquees`, `crm.businessTakeover`), read at each
 * call so a published configuration applies to the next sync.
 */
export function stateMapping(): CrmStateMapping {
  const { substatuses, marquees, businessTakeover } = siteConfig.site.crm;
  return { substatuses, marquees, businessTakeover };
}

/**
 * Our status of a property, or null when it is not for the site (withdrawn): from `Status`, `SubStatus`,
 * `Marquee` and `Goal` through the agency's mapping (lib/domain/crm-states.ts).
 */
export function propertyStatus(item: CrmItem, mapping: CrmStateMapping = stateMapping()): PropertyState | null {
  return propertyState(item, mapping);
}

/** A unit of a project: available, option, or sold (a rented unit is taken too); null: not shown. */
export function unitStatus(item: CrmItem, mapping: CrmStateMapping = stateMapping()): 'available' | 'option' | 'sold' | null {
  const s = propertyState(item, mapping);
  return s === null ? null : s === 'rented' ? 'sold' : s;
}

// ---------------------------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------------------------

/** The country names of the CRM's country IDs the site serves (10 Belgium, 50 Luxembourg), per language. */
const COUNTRY_NAMES: Record<number, Record<Locale, string>> = {
  10: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  50: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
};
/**
 * The country abbreviations some clients store instead of `CountryID` (modmore/Omnicasa keeps `CountryAbbr`: `B`,
 * `L`), with the ISO codes, → the CRM's country ID.
 */
const COUNTRY_ABBR: Record<string, number> = { B: 10, BE: 10, BEL: 10, L: 50, LU: 50, LUX: 50 };

/** The item's `CountryID`, else the ID its `CountryAbbr` stands for; an abbreviation the site does not serve is passed on (the schema names it). */
export function countryId(item: CrmItem): unknown {
  const id = number(item.CountryID);
  if (id !== undefined) return id;
  const abbr = value(item.CountryAbbr);
  return typeof abbr === 'string' ? (COUNTRY_ABBR[abbr.toUpperCase()] ?? abbr) : abbr;
}

function countryName(item: CrmItem, lang: Locale): unknown {
  const id = countryId(item);
  return (typeof id === 'number' ? COUNTRY_NAMES[id]?.[lang] : undefined) ?? value(item.CountryName);
}

/** A description: the CRM's HTML (or plain text) as the site's plain-text paragraphs (lib/domain/html-text.ts). */
export function description(v: unknown): unknown {
  const text = value(v);
  return typeof text === 'string' ? htmlToPlainText(text) || undefined : text;
}

// ---------------------------------------------------------------------------------------------------------------
// Property: feed field ← CRM item
// ---------------------------------------------------------------------------------------------------------------

type Rule = (item: CrmItem, lang: Locale) => unknown;
const from =
  (field: string, read: (v: unknown) => unknown = value): Rule =>
  (item) =>
    read(item[field]);

/** The property's title: the item's own when it has one, else its type and city ("Villa – Waterloo"). */
const title: Rule = (item) => value(item.Title) ?? [value(item.TypeDescription), value(item.City)].filter(Boolean).join(' – ');

/** The address and position of a property or a project (lib/import/feed.ts `addressFields`) ← a CRM item. */
const ADDRESS_FIELDS: Record<string, Rule> = {
  Street: from('Street'),
  HouseNumber: from('HouseNumber'),
  BoxNr: from('BoxNr'),
  Zip: from('Zip'),
  City: from('City'),
  CountryID: countryId,
  CountryName: countryName,
  /** GoogleX is the latitude, GoogleY the longitude (0 is "not placed"). */
  Latitude: (item) => (number(item.GoogleX) === 0 ? undefined : number(item.GoogleX)),
  Longitude: (item) => (number(item.GoogleY) === 0 ? undefined : number(item.GoogleY)),
};

/** Feed field (lib/import/feed.ts) ← how it is read from a `GetPropertyList` item. */
export const PROPERTY_FIELDS: Record<string, Rule> = {
  ID: from('ID', number),
  WebID: from('WebID', firstWebId),
  WebIDs: from('WebID', webIdList),
  Reference: (item) => value(item.Ident) ?? value(item.ID),
  UniqueCode: (item) => value(item.UniqueCode) ?? value(item.Ident) ?? value(item.ID),
  TypeDescription: (item) => value(item.TypeDescription) ?? value(item.WebIDName),
  /** A business takeover (`Goal` 2) is a sale on the site (or hidden: site.json `crm.businessTakeover`). */
  Goal: (item) => siteGoal(number(item.Goal)),
  Language: (_item, lang) => lang,
  Status: (item) => propertyStatus(item) ?? value(item.Status),
  Price: from('Price', number),
  PublishPrice: from('PublishPrice', flag),
  PriceUnit: from('PriceUnit', number),
  PriceUnitText: from('PriceUnitText'),
  Marquee: from('Marquee', number),
  MarqueeName: from('MarqueeName'),
  PublishAddress: from('PublishAddress', flag),
  ...ADDRESS_FIELDS,
  EnergyPerformance: from('EnergyPerformance', number),
  EPCLabelText: from('EPCLabelText'),
  SmallPictureItem: smallPicture,
  Pictures: pictures,
  Title: title,
  Description: from('DescriptionA', description),
  Bedrooms: from('NumberOfBedRooms', count),
  Bathrooms: from('NumberOfBathRooms', count),
  Garages: from('NumberOfGarages', count),
  Parkings: from('NumberOfParkings', count),
  SurfaceTotal: from('SurfaceTotal', number),
  SurfaceLiving: from('SurfaceLiving', number),
  SurfaceGround: from('SurfaceGround', number),
  SurfaceGarden: from('SurfaceGarden', number),
  SurfaceTerrace: from('SurfaceTerrace', number),
  CreatedAt: from('CreatedDate', date),
  UpdatedAt: from('LastChangedDate', date),
};

/** Details (descriptive fields that are not columns) ← the item. */
export const PROPERTY_DETAILS: Record<string, Rule> = {
  ShowerRooms: from('NumberOfShowerRooms', count),
  Toilets: from('NumberOfToilets', count),
  ConstructionYear: (item) => (number(item.ConstructionYear) === 0 ? undefined : number(item.ConstructionYear)),
};

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

// ---------------------------------------------------------------------------------------------------------------
// Detail-page fields whose CRM names vary: CRM field → site field (site.json `crm.fields` overrides the defaults)
// ---------------------------------------------------------------------------------------------------------------

/** A legal flag: `'1'`/true → `yes`, `'0'`/false → `none`; a word (`requested`) as it is, lower case; no value → undefined. */
export function legalFlag(v: unknown): unknown {
  const f = flag(v);
  if (f === true) return 'yes';
  if (f === false) return 'none';
  return typeof f === 'string' ? f.toLowerCase() : f;
}

/** fw4-bvba/omnicasa-api src/Models/WindowGlazing.php: 1 single, 2 double, 3 triple; a text (a name) is kept. */
const GLAZING: Record<number, string> = { 1: 'single', 2: 'double', 3: 'triple' };
export function glazing(v: unknown): unknown {
  const n = number(v);
  return typeof n === 'number' ? (GLAZING[n] ?? n) : n;
}

/** An ID of the CRM's (a whole number above 0), or null. */
function crmId(v: unknown): number | null {
  const n = wholeNumber(v);
  return n !== null && n > 0 ? n : null;
}

/** A user ID (whole number > 0), or undefined. */
export const userId = (v: unknown): number | undefined => crmId(v) ?? undefined;

/**
 * Where each site field goes in the feed record (lib/import/feed.ts: a top field, `Manager.X` or `Details.X`) and how
 * its value is read; `to: null` is read but not written (the manager's user ID, which finds the agent in GetUserList).
 */
export const SITE_FIELD_RULES: Record<CrmSiteField, { to: string | null; read: (v: unknown) => unknown }> = {
  managerId: { to: null, read: userId },
  managerName: { to: 'Manager.Name', read: value },
  managerEmail: { to: 'Manager.Email', read: value },
  managerPhone: { to: 'Manager.Phone', read: value },
  virtualTour: { to: 'Details.VirtualTour', read: value },
  co2Emission: { to: 'CO2Emission', read: number },
  epcValidUntil: { to: 'EPCValidUntil', read: day },
  epcCode: { to: 'Details.EpcCode', read: value },
  chargesRenter: { to: 'Details.ChargesRenter', read: number },
  chargesOwner: { to: 'Details.ChargesOwner', read: number },
  deposit: { to: 'Details.Deposit', read: number },
  cadastralIncome: { to: 'Details.CadastralIncome', read: number },
  availability: { to: 'Details.Availability', read: day },
  floor: { to: 'Details.Floor', read: number },
  facades: { to: 'Details.Facades', read: count },
  renovationYear: { to: 'Details.RenovationYear', read: (v) => (number(v) === 0 ? undefined : number(v)) },
  heating: { to: 'Details.Heating', read: value },
  kitchen: { to: 'Details.Kitchen', read: value },
  roof: { to: 'Details.Roof', read: value },
  windowGlazing: { to: 'Details.WindowGlazing', read: glazing },
  windowFrame: { to: 'Details.WindowFrame', read: value },
  planningInfo: { to: 'Details.PlanningInfo', read: value },
  permit: { to: 'Details.Permit', read: legalFlag },
  summons: { to: 'Details.Summons', read: legalFlag },
  allotmentPermit: { to: 'Details.AllotmentPermit', read: legalFlag },
  preemptiveRights: { to: 'Details.PreemptiveRights', read: legalFlag },
  judicialDecision: { to: 'Details.JudicialDecision', read: legalFlag },
  floodZone: { to: 'Details.FloodZone', read: flag },
  floodRiskParcel: { to: 'Details.FloodRiskParcel', read: value },
  floodRiskBuilding: { to: 'Details.FloodRiskBuilding', read: value },
  asbestosType: { to: 'Details.AsbestosType', read: value },
  asbestosDate: { to: 'Details.AsbestosDate', read: day },
};

/** CRM field → site field: which CRM field fills which detail-page field. */
export type CrmFieldMap = Readonly<Record<string, CrmSiteField>>;

/**
 * The CRM field names public sources show on a property item. Where two fill the same site field, the first
 * with a value wins. No public code names the fields of the CO2 emission, the EPC's validity and unique code, the Flemish
 * legal facts (planning, permit, summons, allotment, pre-emption, flood scores, asbestos), the charges of the
 * owner, the cadastral income, facades, roof or window frames: an agency names them in site.json `crm.fields`
 * after `npm run sync -- --status` has listed the fields its CRM sends that nothing maps.
 */
export const DEFAULT_CRM_FIELDS: CrmFieldMap = {
  // Scrapers of Omnicasa-based agency sites read them from the property item (the goimmobilier_be spider:
  // ManagerName, ManagerEmail, ManagerDirectPhone, ManagerMobilePhone, DateFree).
  ManagerName: 'managerName',
  ManagerEmail: 'managerEmail',
  ManagerDirectPhone: 'managerPhone',
  ManagerMobilePhone: 'managerPhone',
  DateFree: 'availability',
  // The abricasa_be spider reads them from GetPropertyJsonResult (webstaticapi.omnicasa.com).
  ChargesRenter: 'chargesRenter',
  DepositAmount: 'deposit',
  // Named by Omnicasa front ends that call the service directly (not found again in a searchable public
  // source: confirm with a capture); WindowGlazing's IDs are fw4-bvba/omnicasa-api's Models/WindowGlazing.
  VirtualTour: 'virtualTour',
  Floor: 'floor',
  HeatingName: 'heating',
  KitchenName: 'kitchen',
  WindowGlazing: 'windowGlazing',
  // Assumed, after ManagerName/ManagerEmail (no public source shows the user ID on a property item); fw4's
  // DemandEntry names a demand's user `Manager`. `--status` lists the real name when it differs.
  ManagerID: 'managerId',
};

/**
 * The defaults with an agency's own names (site.json `crm.fields`) over them: a site field the agency maps is
 * read from the agency's CRM field only (the defaults for it are dropped).
 */
export function crmFieldMap(overrides: Readonly<Record<string, CrmSiteField>> = {}): CrmFieldMap {
  const taken = new Set(Object.values(overrides));
  return { ...Object.fromEntries(Object.entries(DEFAULT_CRM_FIELDS).filter(([, site]) => !taken.has(site))), ...overrides };
}

/** The item's value of a CRM field: own fields only (a name such as `constructor` is no field). */
const own = (item: CrmItem, field: string) => (Object.hasOwn(item, field) ? item[field] : undefined);

/** The site fields of `fields` read from the item, written into the record (`Manager.X`, `Details.X` or a top field) unless already there. */
function mappedFields(item: CrmItem, fields: CrmFieldMap, record: Record<string, unknown>): void {
  for (const [crm, site] of Object.entries(fields)) {
    const rule = SITE_FIELD_RULES[site];
    const v = rule.read(own(item, crm));
    if (v === undefined || rule.to === null) continue;
    const [head = '', leaf] = rule.to.split('.');
    const target = leaf ? ((record[head] ??= {}) as Record<string, unknown>) : record;
    const key = leaf ?? head;
    if (target[key] === undefined) target[key] = v;
  }
}

/** The user ID of the property's manager (the site field `managerId`), or undefined. */
export function managerIdOf(item: CrmItem, fields: CrmFieldMap = DEFAULT_CRM_FIELDS): number | undefined {
  for (const [crm, site] of Object.entries(fields)) {
    if (site !== 'managerId') continue;
    const id = userId(own(item, crm));
    if (id !== undefined) return id;
  }
  return undefined;
}

/**
 * The agent of a `GetUser`/`GetUserList` user (fw4-bvba/omnicasa-api declares both; no public code shows a
 * user's fields: read as the property item names its manager's, `Name` or `FirstName` + `LastName`, `Email`,
 * `DirectPhone`, else `MobilePhone`, else `Phone`).
 */
export function userManager(user: CrmItem): { Name?: unknown; Email?: unknown; Phone?: unknown } {
  const name = value(user.Name) ?? ([value(user.FirstName), value(user.LastName)].filter(Boolean).join(' ') || undefined);
  return defined({ Name: name, Email: value(user.Email), Phone: value(user.DirectPhone) ?? value(user.MobilePhone) ?? value(user.Phone) });
}

/** The record with the user's agent where the item named none (fields the item gave stay). */
export function withManager(record: Record<string, unknown>, user: CrmItem | undefined): Record<string, unknown> {
  if (!user) return record;
  const merged = { ...userManager(user), ...((record.Manager as Record<string, unknown> | undefined) ?? {}) };
  return Object.keys(merged).length ? { ...record, Manager: merged } : record;
}

/** The kinds of documents the site names in each language, recognised by the document's type name or its name. */
const DOCUMENT_KINDS: [RegExp, string][] = [
  [/\b(epc|energ|pkg|peb)/i, 'epc'],
  [/(stedenbouw|urbanis|planning|vergunning|permis)/i, 'planning'],
  [/(bodem|soil|\bsol\b|ovam)/i, 'soil'],
  [/(plan|plattegrond|grundriss)/i, 'floorPlan'],
];

/**
 * A `GetDocumentList` item → a document of the property's `Details.Documents`, or null when it has no https/http
 * address or is not published. fw4-bvba/omnicasa-api declares the call (`ObjectIDs`, `Publish`, paged); no public
 * code shows its items: `ObjectID` (the property), `Url` (else `FileUrl`, `Link`), `Name` (else `Description`,
 * `FileName`), `DocumentTypeName` (else `TypeName`) are read, and the kind (epc, planning, soil, floor plan) is
 * recognised from the type name or the name; another document shows its name.
 */
export function propertyDocument(doc: CrmItem): { objectId: number; document: { Type?: string; Name?: string; Url: string } } | null {
  const objectId = userId(doc.ObjectID);
  const url = [doc.Url, doc.FileUrl, doc.Link].map(value).find((u): u is string => typeof u === 'string' && /^https?:\/\/\S+$/i.test(u));
  if (objectId === undefined || !url || flag(doc.Publish) === false) return null;
  const name = [doc.Name, doc.Description, doc.FileName].map(value).find((n): n is string => typeof n === 'string');
  const typeName = [doc.DocumentTypeName, doc.TypeName].map(value).find((n): n is string => typeof n === 'string');
  const type = DOCUMENT_KINDS.find(([re]) => re.test(typeName ?? '') || re.test(name ?? ''))?.[1];
  if (!type && !name && !typeName) return null;
  return { objectId, document: defined({ Type: type, Name: name ?? typeName, Url: url }) as { Type?: string; Name?: string; Url: string } };
}

/** The record with its documents (the property's `Details.Documents`), in the order the CRM listed them. */
export function withDocuments(
  record: Record<string, unknown>,
  documents: { Type?: string; Name?: string; Url: string }[] | undefined,
): Record<string, unknown> {
  if (!documents?.length) return record;
  return { ...record, Details: { ...((record.Details as Record<string, unknown> | undefined) ?? {}), Documents: documents } };
}

/**
 * Fields that are mapped though an item's rules may not ask for them: read only when the field before them has
 * no value (pictures, the type's name, the country), or by the sync itself (a unit's project and building).
 */
const READ_ELSEWHERE = ['SmallPicture', 'LargePicture', 'LargePictureItems', 'WebIDName', 'CountryName', 'CountryAbbr', 'ProjectID', 'BuildingID'];

/**
 * Which fields of the items the mapping read: `track` gives the item to read through and notes every field it
 * has (`seen`) and every field a rule asked for (`read`); `unmapped` is what the CRM sent that nothing reads.
 */
export class FieldUse {
  readonly seen = new Set<string>();
  readonly read = new Set<string>();
  track(item: CrmItem): CrmItem {
    for (const k of Object.keys(item)) this.seen.add(k);
    const read = this.read;
    return new Proxy(item, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string') read.add(key);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
  }
  unmapped(): string[] {
    return [...this.seen].filter((k) => !this.read.has(k) && !READ_ELSEWHERE.includes(k)).sort();
  }
}

/**
 * A `GetPropertyList` item asked in `lang` → a feed record (validated later by the importer). `fields`: the
 * CRM names of the detail-page fields (default: those public sources show); `use` notes the fields read.
 */
export function propertyRecord(item: CrmItem, lang: Locale, fields: CrmFieldMap = DEFAULT_CRM_FIELDS, use?: FieldUse): Record<string, unknown> {
  if (use) item = use.track(item);
  const record = defined(Object.fromEntries(Object.entries(PROPERTY_FIELDS).map(([to, rule]) => [to, rule(item, lang)])));
  const details = defined(Object.fromEntries(Object.entries(PROPERTY_DETAILS).map(([to, rule]) => [to, rule(item, lang)])));
  if (Object.keys(details).length) record.Details = details;
  mappedFields(item, fields, record);
  return record;
}

/** The item's ID as a number, or null when it has none that can be read. */
export function itemId(item: unknown): number | null {
  return item && typeof item === 'object' ? crmId((item as CrmItem).ID) : null;
}

/** The item carries a status that can be read (a whole number). */
export const hasStatus = (item: CrmItem) => wholeNumber(item.Status) !== null;

/** True when the item is for the site (statuses 1, 2, 4, 6, unless the state mapping hides it); false: it is withdrawn. */
export const isPublishedProperty = (item: CrmItem) => propertyStatus(item) !== null;

// ---------------------------------------------------------------------------------------------------------------
// Project and its units
// ---------------------------------------------------------------------------------------------------------------

/** Project record field (lib/import/project-import.ts) ← a `GetProjectList` item. */
export const PROJECT_FIELDS: Record<string, Rule> = {
  ID: from('ID', number),
  Language: (_item, lang) => lang,
  Name: (item) => value(item.Name) ?? value(item.Ident),
  Description: (item) => description(item.DescriptionA) ?? description(item.Description),
  PublicAddress: from('PublishAddress', flag),
  ...ADDRESS_FIELDS,
  Picture: (item) => pictures(item)[0],
  Pictures: pictures,
  /** A project whose status is sold (2) is sold out; anything published otherwise is selling. */
  Status: (item) => (number(item.Status) === STATUS.sold ? 'sold-out' : 'selling'),
  DeliveryDate: from('DeliveryDate', day),
  CreatedAt: from('CreatedDate', date),
};

/** A project is for the site only when its `PublishInternet` is set (as the public sync plugins keep them). */
export const isPublishedProject = (item: CrmItem) => flag(item.PublishInternet) === true;

/** Unit field ← a `GetPropertyList` item of the project (its `ProjectID`). */
export const UNIT_FIELDS: Record<string, Rule> = {
  UnitID: from('ID', number),
  Floor: from('Floor', number),
  Reference: (item) => value(item.Ident) ?? value(item.ID),
  WebID: from('WebID', firstWebId),
  Bedrooms: from('NumberOfBedRooms', count),
  SurfaceLiving: from('SurfaceLiving', number),
  SurfaceTerrace: from('SurfaceTerrace', number),
  Price: from('Price', number),
  PublishPrice: from('PublishPrice', flag),
  Status: (item) => unitStatus(item) ?? value(item.Status),
};

/** The project a `GetPropertyList` item is a unit of (its `ProjectID`), or null for a property of its own. */
export function unitOfProject(item: CrmItem): number | null {
  return crmId(item.ProjectID);
}

/**
 * The units of project `projectId`: the `GetPropertyList` items whose `ProjectID` is the project's (as the public
 * clients find them: maneuver-agency/omnicasa-php-lib groups the property list by `ProjectID`; fw4-bvba/omnicasa-api
 * filters it by `ProjectID` and `BuildingID`); items of another project are left out, so a service that ignored the
 * filter cannot give a project the whole catalogue. A unit is in the building of its `BuildingID` named by the
 * project's `GetBuildingList` (`ID`, `Name`), else its own `BuildingName`; units the state mapping does not show
 * (not published, hidden) are left out.
 */
export function projectUnits(projectId: number, items: CrmItem[], buildings: CrmItem[], lang: Locale): Record<string, unknown>[] {
  const names = new Map<number, unknown>();
  for (const b of buildings) {
    const id = number(b?.ID);
    if (typeof id === 'number') names.set(id, value(b.Name) ?? value(b.Ident));
  }
  const units: Record<string, unknown>[] = [];
  for (const raw of items) {
    if (unitOfProject(raw) !== projectId || unitStatus(raw) === null) continue;
    const building = names.get(number(raw.BuildingID) as number) ?? value(raw.BuildingName);
    units.push(defined({ ...Object.fromEntries(Object.entries(UNIT_FIELDS).map(([to, rule]) => [to, rule(raw, lang)])), Building: building }));
  }
  return units;
}

/**
 * A `GetProjectList` item asked in `lang` → a project record, with its units when they were read (`units`
 * undefined: the record carries none and the project keeps the units it had).
 */
export function projectRecord(item: CrmItem, lang: Locale, units?: Record<string, unknown>[]): Record<string, unknown> {
  const record = defined(Object.fromEntries(Object.entries(PROJECT_FIELDS).map(([to, rule]) => [to, rule(item, lang)])));
  return units ? { ...record, Units: units } : record;
}

// ---------------------------------------------------------------------------------------------------------------
// Web types
// ---------------------------------------------------------------------------------------------------------------

/** A `GetWebIDList` item (`ID`, `WebID`, `Name`, `ShowOrder`, `Sale`, `Rent`) → a web type name, or null when unusable. */
export function webTypeName(item: CrmItem, lang: Locale): { webId: number; lang: Locale; name: string } | null {
  const webId = crmId(item.WebID ?? item.ID);
  const name = value(item.Name);
  if (webId === null || typeof name !== 'string') return null;
  return { webId, lang, name };
}

// ---------------------------------------------------------------------------------------------------------------
// A saved GetPropertyList answer (npm run import -- FILE --language fr)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The items of a saved `GetPropertyList` answer: the whole envelope (`{ "GetPropertyListJsonResult": { …,
 * "Value": { "Items": [...] } } }`), its `Value` (`{ Items }`), or the `Items` array; null when the text is
 * none of these (then it is the project's own feed shape).
 */
export function savedListItems(data: unknown): CrmItem[] | null {
  let v: unknown = data;
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const key = Object.keys(v).find((k) => /JsonResult$/.test(k));
    if (key) v = (v as Record<string, unknown>)[key];
    if (v && typeof v === 'object' && 'Success' in v && 'Value' in v) v = (v as { Value: unknown }).Value;
    if (v && typeof v === 'object' && Array.isArray((v as { Items?: unknown }).Items)) return (v as { Items: CrmItem[] }).Items;
    return null;
  }
  // A bare array is a CRM list when its items look like CRM items (GoogleX, DescriptionA, NumberOfBedRooms …), not feed records (Language).
  if (
    Array.isArray(v) &&
    v.length &&
    v.every((i) => i && typeof i === 'object' && !('Language' in i)) &&
    v.some((i) => ['DescriptionA', 'GoogleX', 'Ident', 'NumberOfBedRooms', 'LastChangedDate'].some((k) => k in i))
  ) {
    return v as CrmItem[];
  }
  return null;
}
