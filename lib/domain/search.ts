/**
 * Home search box: what it finds for the typed text, and how its answers are grouped and matched.
 *
 * "Exact matching, no fuzzy tolerance; case and accents are ignored" is read as: the typed text, once
 * normalised (see `normalize`), must appear as it is in the normalised value. There is no typo tolerance
 * ('apartmnet' finds nothing), but a search box finds what starts or contains the typed text:
 * - a type matches when its normalised name contains the text ('app' and 'part' both find 'Appartement');
 * - a city matches when its normalised name contains the text, when its postcode starts with it ('10' finds
 *   1000 and 1050, '00' finds nothing), or when the text is the name then the postcode or the other way
 *   round, as in 'Liège 4000', 'liege 40' or '4000 li';
 *   the name without accents is covered because both sides lose their accents;
 * - a property matches when its reference contains the text, or when the text is exactly its numeric ID
 *   ('123' finds ID 123, not 1234: parts of numbers would find hundreds of unrelated listings).
 * Results keep the order of the data they come from.
 *
 * Counts (spec: "an entry with count zero is greyed and is not a link"): every type and city hit carries
 * `saleDisabled` / `rentDisabled` (that count is zero, so its link is greyed) and `disabled` (both counts are
 * zero: the whole entry is greyed and not a link). Whether counts are shown is the page's business (config).
 */
import { truncate } from './text';

/** Type description in search results is cut to 100 characters. */
export const TYPE_DESCRIPTION_MAX = 100;
/** The longest text of the search box that is looked at; the rest is ignored. */
export const SEARCH_TEXT_MAX = 100;

/** Lower case, accents stripped (NFD then combining marks removed), trimmed, inner spaces collapsed. */
export function normalize(text: string): string {
  if (typeof text !== 'string') return '';
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

export type SearchType = { webId: number; name: string; saleCount: number; rentCount: number };
export type SearchCity = { name: string; zip: string; saleCount: number; rentCount: number };
/**
 * A property as the search box matches it: its ID and reference. `searchKey`, when given, is the reference
 * already normalised (saves normalising thousands of references per search; the server's index keeps only it).
 */
export type SearchProperty = { id: number; reference?: string | null; searchKey?: string };

/** Which links of an entry are greyed because their count is zero. */
export type CountFlags = { saleDisabled: boolean; rentDisabled: boolean; disabled: boolean };
export type Counted<T> = T & CountFlags;

function isZero(count: unknown): boolean {
  return typeof count !== 'number' || !Number.isFinite(count) || count <= 0;
}

/** Marks an entry whose count is zero: `saleDisabled`, `rentDisabled`, and `disabled` when both are zero. */
export function withCountFlags<T extends { saleCount: number; rentCount: number }>(entry: T): Counted<T> {
  const saleDisabled = isZero(entry.saleCount);
  const rentDisabled = isZero(entry.rentCount);
  return { ...entry, saleDisabled, rentDisabled, disabled: saleDisabled && rentDisabled };
}

export type SearchTotals = { sale: { count: number; disabled: boolean }; rent: { count: number; disabled: boolean } };

/**
 * The totals of the for-sale and for-rent buttons (counted, never configured), from the
 * live counts of lib/data/search.ts. A zero (or a count that is not a number) is disabled: the button is
 * greyed and not a link, as a zero count of a type or a city.
 */
export function searchTotals(countProperty: readonly [number, number] | readonly number[] | null | undefined): SearchTotals {
  const total = (n: unknown) => ({ count: isZero(n) ? 0 : (n as number), disabled: isZero(n) });
  return { sale: total(countProperty?.[0]), rent: total(countProperty?.[1]) };
}

/** All types for an empty text, otherwise the types whose normalised name contains the normalised text. */
export function matchTypes<T extends SearchType>(types: readonly T[], text: string): Counted<T>[] {
  const q = normalize(text);
  return types.filter((t) => q === '' || normalize(t.name).includes(q)).map(withCountFlags);
}

/** Cities by name (accents and case ignored), postcode prefix, or name and postcode together; none for an empty text. */
export function matchCities<C extends SearchCity>(cities: readonly C[], text: string): Counted<C>[] {
  const q = normalize(text);
  if (q === '') return [];
  return cities
    .filter((c) => {
      const name = normalize(c.name);
      const zip = normalize(String(c.zip ?? ''));
      return name.includes(q) || (zip !== '' && zip.startsWith(q)) || `${name} ${zip}`.startsWith(q) || `${zip} ${name}`.startsWith(q);
    })
    .map(withCountFlags);
}

/** Properties whose reference contains the text (case-insensitive) or whose ID is exactly the text; none for an empty text. */
export function matchProperties<P extends SearchProperty>(props: readonly P[], text: string): P[] {
  const q = normalize(text);
  if (q === '') return [];
  return props.filter((p) => {
    const key = p.searchKey ?? (p.reference != null ? normalize(p.reference) : null);
    return (key !== null && key.includes(q)) || String(p.id) === q;
  });
}

/** The type description of a property result, cut to 100 characters with an ellipsis. */
export function searchResultDescription(text: string | null | undefined): string {
  return truncate(typeof text === 'string' ? text.trim() : '', TYPE_DESCRIPTION_MAX);
}

export type SearchData<T extends SearchType, C extends SearchCity, P extends SearchProperty> = {
  types: readonly T[];
  cities: readonly C[];
  properties: readonly P[];
};

export type SearchGroups<T extends SearchType, C extends SearchCity, P extends SearchProperty> = {
  types: Counted<T>[];
  cities: Counted<C>[];
  properties: P[];
};

/**
 * The three groups of the result panel. An empty text (or only spaces, as after clearing the field) lists
 * all types and no cities or properties; otherwise the matching types, cities and properties.
 */
export function searchGroups<T extends SearchType, C extends SearchCity, P extends SearchProperty>(
  data: SearchData<T, C, P>,
  text: string,
): SearchGroups<T, C, P> {
  return {
    types: matchTypes(data.types, text),
    cities: matchCities(data.cities, text),
    properties: matchProperties(data.properties, text),
  };
}
