/**
 * Energy labels: each region's scale, how a label is shown, and the renovation obligation.
 *
 * Belgian properties get their label from their EnergyPerformance value on the scale of their region (found
 * from the postcode); Luxembourg properties (country 50) from the label text (EPCLabelText), classes A to I.
 * The values are used as they are stored, whatever their unit.
 */
import { inForce, type Dated } from './dates';
import { type BelgianRegion, COUNTRY_LUXEMBOURG, type Region, regionOf } from './regions';

/** One range of a scale. `lower: null` is an open "below" end, `upper: null` an open "above" end. */
export type EnergyBand = { lower: number | null; upper: number | null; label: string };

/**
 * The three Belgian scales (Flanders, Brussels, Wallonia), best class first.
 *
 * Which band a value falls in (see `energyLabelFor`):
 * - an open end is strict: "below 0" is a value < 0, "above 500" a value > 500;
 * - a bounded band includes both of its limits;
 * - where two bands share a limit (Flanders 0-100 a and 100-200 b), the limit belongs to the FIRST, better
 *   band: 100 is 'a', 200 is 'b', 500 is 'e' (a value is in the first band, best to worst, that contains it);
 * - a value in a gap between two bands (Brussels: 0 between "below 0" and 1-23, 23.5 between 1-23 and
 *   24-45, 345-346 between f_sub and "above 346") goes to the nearest band; exactly halfway it goes to the
 *   worse band, as rounding half up would (23.5 is a_sub). So Brussels 0 is a_plus and 346 is g.
 */
export const ENERGY_SCALES: Record<BelgianRegion, EnergyBand[]> = {
  flanders: [
    { lower: null, upper: 0, label: 'a_plus' },
    { lower: 0, upper: 100, label: 'a' },
    { lower: 100, upper: 200, label: 'b' },
    { lower: 200, upper: 300, label: 'c' },
    { lower: 300, upper: 400, label: 'd' },
    { lower: 400, upper: 500, label: 'e' },
    { lower: 500, upper: null, label: 'f' },
  ],
  brussels: [
    { lower: null, upper: 0, label: 'a_plus' },
    { lower: 1, upper: 23, label: 'a' },
    { lower: 24, upper: 45, label: 'a_sub' },
    { lower: 46, upper: 62, label: 'b_plus' },
    { lower: 63, upper: 79, label: 'b' },
    { lower: 80, upper: 95, label: 'b_sub' },
    { lower: 96, upper: 113, label: 'c_plus' },
    { lower: 114, upper: 132, label: 'c' },
    { lower: 133, upper: 150, label: 'c_sub' },
    { lower: 151, upper: 170, label: 'd_plus' },
    { lower: 171, upper: 190, label: 'd' },
    { lower: 191, upper: 210, label: 'd_sub' },
    { lower: 211, upper: 232, label: 'e_plus' },
    { lower: 233, upper: 253, label: 'e' },
    { lower: 254, upper: 275, label: 'e_sub' },
    { lower: 276, upper: 298, label: 'f_plus' },
    { lower: 299, upper: 322, label: 'f' },
    // The source gives f_sub as 223-345. Read literally it would overlap e_plus to f (and 300 would be
    // ambiguous); the sequence of the other bands (... f 299-322) shows 323-345 was meant, so that is used.
    { lower: 323, upper: 345, label: 'f_sub' },
    { lower: 346, upper: null, label: 'g' },
  ],
  wallonia: [
    { lower: null, upper: 0, label: 'a_plusplus' },
    { lower: 0, upper: 45, label: 'a_plus' },
    { lower: 45, upper: 85, label: 'a' },
    { lower: 85, upper: 170, label: 'b' },
    { lower: 170, upper: 255, label: 'c' },
    { lower: 255, upper: 340, label: 'd' },
    { lower: 340, upper: 425, label: 'e' },
    { lower: 425, upper: 510, label: 'f' },
    { lower: 510, upper: null, label: 'g' },
  ],
};

/** Luxembourg energy classes (energy performance certificate), best first. */
export const LUXEMBOURG_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export type LuxembourgClass = (typeof LUXEMBOURG_CLASSES)[number];

/** Every label of every scale, best first: the image files that must exist in `public/energy/`. */
export const ENERGY_LABELS: Record<Region, readonly string[]> = {
  flanders: ENERGY_SCALES.flanders.map((b) => b.label),
  brussels: ENERGY_SCALES.brussels.map((b) => b.label),
  wallonia: ENERGY_SCALES.wallonia.map((b) => b.label),
  luxembourg: LUXEMBOURG_CLASSES,
};

function contains(band: EnergyBand, value: number): boolean {
  if (band.lower === null) return band.upper !== null && value < band.upper;
  if (band.upper === null) return value > band.lower;
  return value >= band.lower && value <= band.upper;
}

/** How far a value lies outside a band (0 when it touches an open end's limit, e.g. 0 for "below 0"). */
function distance(band: EnergyBand, value: number): number {
  if (band.lower !== null && value < band.lower) return band.lower - value;
  if (band.upper !== null && value > band.upper) return value - band.upper;
  return 0;
}

/**
 * The label of an energy performance value on a region's scale (boundary and gap rules at `ENERGY_SCALES`).
 * Null when the value is not a finite number.
 */
export function energyLabelFor(value: number, region: BelgianRegion): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const scale = ENERGY_SCALES[region];
  if (!scale) return null;
  const band = scale.find((b) => contains(b, value));
  if (band) return band.label;
  // In a gap: the nearest band; on a tie the later (worse) one. (Every scale has bands; an empty one
  // would give no label.)
  let best: EnergyBand | undefined;
  for (const b of scale) if (!best || distance(b, value) <= distance(best, value)) best = b;
  return best?.label ?? null;
}

/**
 * A Luxembourg class id from a label text as it is typed: `'a'`, `' B '`, `'C+'`, `'Classe D'`, `'Klasse e'`
 * give `a` … `e`. Luxembourg classes have no sub-levels, so a trailing `+` or `-` is dropped. The certificate
 * also rates thermal insulation; in a pair like `'B/C'` the first letter, the energy efficiency class, is kept.
 * Null for anything that is not one letter A to I (`'J'`, `'AB'`, `''`).
 */
export function luxembourgClassOf(text: string | null | undefined): LuxembourgClass | null {
  if (typeof text !== 'string') return null;
  const m = /^(?:(?:energy\s+)?(?:classe|class|klasse|energieklasse)\s*:?\s*)?([a-i])\s*[+-]*(?:\s*\/\s*[a-i]\s*[+-]*)?$/.exec(text.trim().toLowerCase());
  return m ? (m[1] as LuxembourgClass) : null;
}

export type EnergyClassInput = { energyPerformance: number | null; epcLabelText: string | null; zip: string; countryId: number };

/**
 * The energy class to show for a property: Luxembourg (country 50) from the label text; a Belgian property
 * from its EnergyPerformance value on the scale of the region of its postcode. The label text of a Belgian
 * property is not used: a Belgian label comes from the range of its region's scale. Null when it cannot be decided.
 */
export function energyClassOf(property: EnergyClassInput): { region: Region; label: string } | null {
  const region = regionOf(property.zip, property.countryId);
  if (region === null) return null;
  if (property.countryId === COUNTRY_LUXEMBOURG || region === 'luxembourg') {
    const label = luxembourgClassOf(property.epcLabelText);
    return label ? { region: 'luxembourg', label } : null;
  }
  if (property.energyPerformance === null) return null;
  const label = energyLabelFor(property.energyPerformance, region);
  return label ? { region, label } : null;
}

/** A label id as people write it: `a_plus` → `A+`, `a_sub` → `A-`, `a_plusplus` → `A++`, `g` → `G`. */
export function energyLabelText(label: string): string {
  const [, letter, level] = /^([a-z])(_plusplus|_plus|_sub)?$/.exec(label) ?? [];
  if (letter === undefined) return label.toUpperCase();
  const suffix = level === '_plusplus' ? '++' : level === '_plus' ? '+' : level === '_sub' ? '-' : '';
  return letter.toUpperCase() + suffix;
}

/** The image of a label: `/energy/{region}-{label}.svg` (files made by `scripts/make-energy-labels.ts`). */
export function energyLabelImage(region: Region, label: string): string {
  return `/energy/${region}-${label}.svg`;
}

/** The image of every label of every scale, by region then label. */
export const ENERGY_LABEL_IMAGES: Record<Region, Record<string, string>> = Object.fromEntries(
  (Object.keys(ENERGY_LABELS) as Region[]).map((region) => [
    region,
    Object.fromEntries(ENERGY_LABELS[region].map((label) => [label, energyLabelImage(region, label)])),
  ]),
) as Record<Region, Record<string, string>>;

/**
 * A renovation obligation (site.json `renovationObligations`): a home of `region` bought with a deed from `from`
 * with one of `labels` must reach `target` or better within `withinYears` years of the deed. The letters are those
 * of the region's scale (Flanders: the e_plus / e / e_sub or f labels of Brussels and Wallonia are other scales).
 */
export type RenovationRule = Dated & { region: Region; labels: readonly string[]; target: string; withinYears: number };

/**
 * The last day by which a home bought with a deed on `deedDay` (`YYYY-MM-DD`) must be renovated: the same calendar
 * day `withinYears` years later; a deed on 29 February ends on 28 February when that year has none.
 * Null when `deedDay` is not a calendar day.
 */
export function renovationDeadline(deedDay: string, withinYears: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof deedDay === 'string' ? deedDay.trim() : '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const deed = new Date(Date.UTC(year, month - 1, day));
  if (deed.getUTCFullYear() !== year || deed.getUTCMonth() !== month - 1 || deed.getUTCDate() !== day) return null;
  const end = new Date(Date.UTC(year + withinYears, month - 1, 1));
  const lastOfMonth = new Date(Date.UTC(end.getUTCFullYear(), month, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastOfMonth));
  return end.toISOString().slice(0, 10);
}

/**
 * What a renovation obligation asks of a buyer of a home of `region` with `label` whose deed is passed on `deedDay`
 * (`YYYY-MM-DD`, e.g. today's Brussels day): the rule of the region in force on that day, the label to reach and the
 * last day to reach it. Null when no rule binds the home (no rule of the region in force that day, a label the rule
 * does not name, or a day that is not a calendar day).
 */
export function renovationDue(
  label: string,
  region: Region,
  deedDay: string,
  rules: readonly RenovationRule[],
): { rule: RenovationRule; target: string; deadline: string } | null {
  const rule = inForce(
    rules.filter((r) => r.region === region),
    typeof deedDay === 'string' ? deedDay.trim() : '',
  );
  if (!rule || typeof label !== 'string' || !rule.labels.includes(label.trim().toLowerCase())) return null;
  const deadline = renovationDeadline(deedDay, rule.withinYears);
  return deadline === null ? null : { rule, target: rule.target, deadline };
}
