/**
 * Postal regions and the CRM's country ids: which energy label scale and which
 * regional rules apply to a property is decided by its country and, in Belgium, by its postcode.
 */

export type Region = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg';
/** The three Belgian regions, each with its own energy label scale. */
export type BelgianRegion = Exclude<Region, 'luxembourg'>;

/** CountryID of a property or project located in Belgium. */
export const COUNTRY_BELGIUM = 10;
/** CountryID of a property or project located in Luxembourg. */
export const COUNTRY_LUXEMBOURG = 50;

/** A range of Belgian postcodes, both ends included. */
export type PostalRange = { from: number; to: number; region: BelgianRegion };

/** 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and 8000-9999 Flanders. */
export const POSTAL_REGIONS: readonly PostalRange[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

/** A postcode as a whole number, or null when it is not one (`'1000'`, ` 1000 ` and `1000` give 1000; `'B-1000'`, `'10.5'`, `''` give null). */
function postcodeNumber(zip: string | number): number | null {
  if (typeof zip === 'number') return Number.isInteger(zip) ? zip : null;
  if (typeof zip !== 'string') return null;
  const digits = zip.trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * The region of a property: Luxembourg by country id 50 whatever the postcode; in Belgium (country 10) the
 * postal range of the postcode. Null for a Belgian postcode outside every range or not a number, and for any
 * other country (the agency only works in Belgium and Luxembourg).
 */
export function regionOf(zip: string | number, countryId: number): Region | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId !== COUNTRY_BELGIUM) return null;
  const code = postcodeNumber(zip);
  if (code === null) return null;
  return POSTAL_REGIONS.find((r) => code >= r.from && code <= r.to)?.region ?? null;
}

/**
 * The postcodes of `places` that lie in one of `regions`, each once, in ascending order: the `Zips` a saved
 * search for those regions is sent to the CRM with (the CRM matches a demand by postcode, not by region).
 */
export function postcodesInRegions(regions: readonly string[], places: readonly { zip: string; countryId: number }[]): string[] {
  const wanted = new Set(regions);
  const zips = new Set<string>();
  for (const p of places) {
    const region = regionOf(p.zip, p.countryId);
    if (region && wanted.has(region)) zips.add(p.zip.trim());
  }
  return [...zips].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
