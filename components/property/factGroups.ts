/**
 * The facts table of a property detail page (descriptive fields, legal flags, annuity fields), as data: ordered groups of ordered items whose values are typed tokens, not yet translated.
 *
 * `factGroups` decides what is shown and in which order; `factText` turns a token into text with a translator
 * of the `facts` message namespace (amounts with `formatMoney`, dates
 * day-month-year with `formatDate`). Both are pure so they can be tested without React or a request.
 *
 * What is left out: null/undefined values, values of the wrong type, counts, surfaces, years and amounts of 0
 * (except the charges, where 0 means 'no charges', and the floor, where 0 is the ground floor), and empty groups.
 * The legal flags are always shown for Belgian properties (an absent flag shows as 'not specified'); elsewhere
 * only a 'yes' or 'requested' flag is shown. The annuity group is shown only when the property has an annuity.
 */
import type { PropertyDetail } from '@/lib/data/properties';
import { evaluateConditions, type ConditionRule } from '@/lib/domain/conditions';
import { formatDate } from '@/lib/domain/dates';
import { FACT_KEYS, GROUP_ITEMS, GROUP_KEYS, type FactGroupKey, type FactKey } from '@/lib/domain/fact-keys';
import { formatMoney } from '@/lib/domain/money';

/** The CRM's CountryID of Belgium. */
export const BELGIUM_COUNTRY_ID = 10;

/** The columns and the `details` object that the facts are made of. */
export type FactsInput = Pick<
  PropertyDetail,
  | 'typeDescription'
  | 'countryId'
  | 'publishPrice'
  | 'bedrooms'
  | 'bathrooms'
  | 'garages'
  | 'parkings'
  | 'surfaceTotal'
  | 'surfaceLiving'
  | 'surfaceGround'
  | 'surfaceGarden'
  | 'surfaceTerrace'
  | 'details'
>;

export { FACT_KEYS, GROUP_ITEMS, GROUP_KEYS, type FactGroupKey, type FactKey };

/** The amounts computed from the price (a sale's taxes and fees, a rent and its deposit): hidden with the price. */
export const PRICE_DERIVED: readonly FactKey[] = ['registrationRights', 'notaryFees', 'vat', 'monthlyRent', 'deposit'];

/** Condition rules per item (site.json `detail.facts`): an item whose rules do not hold is left out. */
export type FactRules = Partial<Record<FactKey, readonly ConditionRule[]>>;

/**
 * The language-neutral tokens of the `details` object, per kind, mapped to their message key under
 * `facts.values.<domain>`. Tokens are matched ignoring case and surrounding spaces.
 */
export const TOKENS = {
  heating: {
    oil: 'oil',
    gas: 'gas',
    'heat pump': 'heatPump',
    electric: 'electric',
    pellets: 'pellets',
    'district heating': 'districtHeating',
    wood: 'wood',
    collective: 'collective',
  },
  kitchen: { 'not equipped': 'notEquipped', equipped: 'equipped', 'fully equipped': 'fullyEquipped', 'semi-equipped': 'semiEquipped' },
  roof: { 'flat roof': 'flatRoof', zinc: 'zinc', tiles: 'tiles', slate: 'slate', thatch: 'thatch' },
  windowGlazing: { triple: 'triple', double: 'double', single: 'single' },
  windowFrame: { pvc: 'pvc', aluminium: 'aluminium', wood: 'wood' },
  availability: { 'at deed': 'atDeed', immediately: 'immediately' },
  planningInfo: {
    'residential area': 'residential',
    'residential park area': 'residentialPark',
    'mixed-use area': 'mixedUse',
    'business area': 'business',
    'residential area with rural character': 'residentialRural',
    'commercial area': 'commercial',
  },
  asbestosType: { 'not asbestos-safe': 'notSafe', 'asbestos-safe': 'safe', 'no asbestos found': 'noneFound' },
  annuityType: { 'bouquet + rente': 'bouquetAndRent', 'rente only': 'rentOnly' },
} as const satisfies Record<string, Record<string, string>>;

export type TokenDomain = keyof typeof TOKENS;

export const LEGAL_VALUES = ['none', 'yes', 'requested'] as const;
export type LegalValue = (typeof LEGAL_VALUES)[number];
export type LegalFlag = (typeof GROUP_ITEMS)['legal'][number];

export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const;
export type FloodScore = (typeof FLOOD_SCORES)[number];

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A value as data: what kind it is decides how it is translated and formatted. */
export type FactValue =
  | { kind: 'text'; text: string } // already in the page's language (the type description) or an unknown token
  | { kind: 'count'; value: number }
  | { kind: 'year'; value: number }
  | { kind: 'floor'; value: number } // 0 is the ground floor
  | { kind: 'boolean'; value: boolean }
  | { kind: 'money'; value: number }
  | { kind: 'surface'; value: number } // m²
  | { kind: 'date'; value: string } // ISO date
  | { kind: 'availableFrom'; date: string } // ISO date
  | { kind: 'token'; domain: TokenDomain; token: string } // token = message key under values.<domain>
  | { kind: 'floodScore'; value: FloodScore }
  | { kind: 'legal'; flag: LegalFlag; value: LegalValue | 'unknown' }
  | { kind: 'head'; age: number | null; gender: Gender | null };

export type FactItem = { key: FactKey; value: FactValue };
export type FactGroup = { key: FactGroupKey; items: FactItem[] };

// ---------------------------------------------------------------------------------------------------------------
// Reading values
// ---------------------------------------------------------------------------------------------------------------

function toNumber(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** A positive number (counts, surfaces, amounts where 0 means 'not given'). */
function positive(v: unknown): number | null {
  const n = toNumber(v);
  return n !== null && n > 0 ? n : null;
}

function positiveInt(v: unknown): number | null {
  const n = positive(v);
  return n !== null && Number.isInteger(n) ? n : null;
}

function year(v: unknown): number | null {
  const n = positiveInt(v);
  return n !== null && n >= 1000 && n <= 9999 ? n : null;
}

function isoDate(v: unknown): string | null {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v.trim()) && formatDate(v) !== '' ? v.trim() : null;
}

function normalized(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : null;
}

/** A known token, or the raw text when the token is unknown (shown as given rather than lost). */
function token(domain: TokenDomain, v: unknown): FactValue | null {
  const key = normalized(v);
  if (key === null) return null;
  const map: Readonly<Record<string, string>> = TOKENS[domain];
  const known = Object.hasOwn(map, key) ? map[key] : undefined; // own keys only: `constructor` is no token
  return known !== undefined ? { kind: 'token', domain, token: known } : { kind: 'text', text: String(v).trim() };
}

function legalValue(v: unknown): LegalValue | null {
  const key = normalized(v);
  return key !== null && (LEGAL_VALUES as readonly string[]).includes(key) ? (key as LegalValue) : null;
}

function floodScore(v: unknown): FloodScore | null {
  const key = typeof v === 'string' ? v.trim().toUpperCase() : null;
  return key !== null && (FLOOD_SCORES as readonly string[]).includes(key) ? (key as FloodScore) : null;
}

function head(v: unknown): FactValue | null {
  if (typeof v !== 'object' || v === null) return null;
  const h = v as Record<string, unknown>;
  const age = positiveInt(h.age);
  const g = normalized(h.gender);
  const gender = g !== null && (GENDERS as readonly string[]).includes(g) ? (g as Gender) : null;
  return age === null && gender === null ? null : { kind: 'head', age: age !== null && age < 150 ? age : null, gender };
}

const count = (v: unknown): FactValue | null => {
  const n = positiveInt(v);
  return n === null ? null : { kind: 'count', value: n };
};
const surface = (v: unknown): FactValue | null => {
  const n = positive(v);
  return n === null ? null : { kind: 'surface', value: n };
};
const money = (v: unknown): FactValue | null => {
  const n = positive(v);
  return n === null ? null : { kind: 'money', value: n };
};
/** Charges: 0 is meaningful ('no charges'); a negative amount is not. */
const charges = (v: unknown): FactValue | null => {
  const n = toNumber(v);
  return n === null || n < 0 ? null : { kind: 'money', value: n };
};
const bool = (v: unknown): FactValue | null => (typeof v === 'boolean' ? { kind: 'boolean', value: v } : null);
const yearValue = (v: unknown): FactValue | null => {
  const n = year(v);
  return n === null ? null : { kind: 'year', value: n };
};

// ---------------------------------------------------------------------------------------------------------------
// The groups
// ---------------------------------------------------------------------------------------------------------------

function itemValues(p: FactsInput): Partial<Record<FactKey, FactValue | null>> {
  const d: Record<string, unknown> = p.details && typeof p.details === 'object' ? p.details : {};
  const floor = toNumber(d.floor);
  const availabilityDate = isoDate(d.availability);
  const asbestosDate = isoDate(d.asbestosDate);
  const parcel = floodScore(d.floodRiskParcel);
  const building = floodScore(d.floodRiskBuilding);
  const belgian = p.countryId === BELGIUM_COUNTRY_ID;
  const values: Partial<Record<FactKey, FactValue | null>> = {
    type: p.typeDescription?.trim() ? { kind: 'text', text: p.typeDescription.trim() } : null,
    constructionYear: yearValue(d.constructionYear),
    renovationYear: yearValue(d.renovationYear),
    newBuild: bool(d.newBuild),
    availability: availabilityDate ? { kind: 'availableFrom', date: availabilityDate } : token('availability', d.availability),
    facades: count(d.facades),
    floor: floor !== null && Number.isInteger(floor) ? { kind: 'floor', value: floor } : null,
    units: count(d.units),
    bedrooms: count(p.bedrooms),
    bathrooms: count(p.bathrooms),
    showerRooms: count(d.showerRooms),
    toilets: count(d.toilets),
    garages: count(p.garages),
    parkings: count(p.parkings),
    surfaceTotal: surface(p.surfaceTotal),
    surfaceLiving: surface(p.surfaceLiving),
    surfaceGround: surface(p.surfaceGround),
    surfaceGarden: surface(p.surfaceGarden),
    surfaceTerrace: surface(p.surfaceTerrace),
    heating: token('heating', d.heating),
    kitchen: token('kitchen', d.kitchen),
    roof: token('roof', d.roof),
    windowGlazing: token('windowGlazing', d.windowGlazing),
    windowFrame: token('windowFrame', d.windowFrame),
    cadastralIncome: money(d.cadastralIncome),
    notaryFees: money(d.notaryFees),
    vat: money(d.vat),
    registrationRights: money(d.registrationRights),
    chargesOwner: charges(d.chargesOwner),
    chargesRenter: charges(d.chargesRenter),
    monthlyRent: money(d.monthlyRent),
    deposit: money(d.deposit),
    planningInfo: token('planningInfo', d.planningInfo),
    floodZone: bool(d.floodZone),
    floodRiskParcel: parcel ? { kind: 'floodScore', value: parcel } : null,
    floodRiskBuilding: building ? { kind: 'floodScore', value: building } : null,
    asbestosType: token('asbestosType', d.asbestosType),
    asbestosDate: asbestosDate ? { kind: 'date', value: asbestosDate } : null,
  };
  for (const flag of GROUP_ITEMS.legal) {
    const v = legalValue(d[flag]);
    // Belgian properties always show the five flags; elsewhere only a flag that says something.
    values[flag] = belgian ? { kind: 'legal', flag, value: v ?? 'unknown' } : v === 'yes' || v === 'requested' ? { kind: 'legal', flag, value: v } : null;
  }
  const a = d.annuity;
  if (typeof a === 'object' && a !== null) {
    const annuity = a as Record<string, unknown>;
    values.annuityType = token('annuityType', annuity.annuityType);
    values.head1 = head(annuity.head1);
    values.head2 = head(annuity.head2);
    values.survivor = bool(annuity.survivor);
    values.indexedRent = bool(annuity.indexedRent);
  }
  return values;
}

/**
 * The facts of a property: the non-empty groups in display order, each with its items in display order.
 * `rules` (site.json `detail.facts`) can hide an item: it shows only when its condition rules hold for
 * `record` (the property with its computed fields, such as `region`; default the property itself). A rule
 * that fails to evaluate counts as false, so the item is hidden.
 */
export function factGroups(property: FactsInput, rules: FactRules = {}, record: object = property): FactGroup[] {
  const values = itemValues(property);
  const groups: FactGroup[] = [];
  for (const key of GROUP_KEYS) {
    const items: FactItem[] = [];
    for (const item of GROUP_ITEMS[key]) {
      if (!property.publishPrice && PRICE_DERIVED.includes(item)) continue;
      const itemRules = rules[item];
      if (itemRules && !evaluateConditions(itemRules, record)) continue;
      const value = values[item];
      if (value) items.push({ key: item, value });
    }
    if (items.length > 0) groups.push({ key, items });
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------------------------

/** A translator of the `facts` namespace, as `getTranslations` / `useTranslations` give. */
export type FactsTranslator = (key: string, values?: Record<string, string | number>) => string;

/** Every message key of the `facts` namespace that the facts use. */
export function factMessageKeys(): string[] {
  const keys = [
    ...GROUP_KEYS.map((g) => `groups.${g}`),
    ...FACT_KEYS.map((k) => `labels.${k}`),
    ...Object.entries(TOKENS).flatMap(([domain, map]) => Object.values(map).map((k) => `values.${domain}.${k}`)),
    ...GROUP_ITEMS.legal.flatMap((flag) => [...LEGAL_VALUES, 'unknown'].map((v) => `legal.${flag}.${v}`)),
    ...FLOOD_SCORES.map((s) => `values.floodScore.${s}`),
    ...GENDERS.map((g) => `values.gender.${g}`),
    'values.yes',
    'values.no',
    'values.groundFloor',
    'values.availableFrom',
    'values.age',
    'values.surface',
  ];
  return [...new Set(keys)];
}

/** The translated label of an item. */
export function factLabel(key: FactKey, t: FactsTranslator): string {
  return t(`labels.${key}`);
}

/** The translated, formatted value of an item. */
export function factText(value: FactValue, t: FactsTranslator, locale: string): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'count':
      return String(value.value);
    case 'year':
      return String(value.value);
    case 'floor':
      return value.value === 0 ? t('values.groundFloor') : String(value.value);
    case 'boolean':
      return t(value.value ? 'values.yes' : 'values.no');
    case 'money':
      return formatMoney(value.value);
    case 'surface':
      return t('values.surface', { value: value.value });
    case 'date':
      return formatDate(value.value, locale);
    case 'availableFrom':
      return t('values.availableFrom', { date: formatDate(value.date, locale) });
    case 'token':
      return t(`values.${value.domain}.${value.token}`);
    case 'floodScore':
      return t(`values.floodScore.${value.value}`);
    case 'legal':
      return t(`legal.${value.flag}.${value.value}`);
    case 'head':
      return [value.gender ? t(`values.gender.${value.gender}`) : null, value.age !== null ? t('values.age', { age: value.age }) : null]
        .filter((part): part is string => part !== null)
        .join(', ');
  }
}
