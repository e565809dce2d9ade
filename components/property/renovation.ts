import type { LocalizedUrl, REGIONS } from '@/config/schema';
import type { Locale } from '@/lib/domain/locales';
import type { Region } from '@/lib/domain/regions';

export type RenovationCalculators = Partial<Record<(typeof REGIONS)[number], LocalizedUrl>>;

/**
 * The renovation cost calculator for a property in `region` (site.json detail.renovationCalculators):
 * the region's link in the visitor's language, else the first language the region lists; null when the
 * region has none configured or the property's region is unknown (then no link shows).
 */
export function renovationCalculatorUrl(calculators: RenovationCalculators, region: Region | null, locale: Locale): string | null {
  const entry = region ? calculators[region] : undefined;
  if (!entry) return null;
  if (typeof entry === 'string') return entry;
  return entry[locale] ?? Object.values(entry)[0] ?? null;
}
