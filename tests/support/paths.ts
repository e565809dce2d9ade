/** The site's path table (config/paths.json), for the tests and benchmarks that request pages by their original path. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
type PathEntry = { path: string; localized: Record<Locale, string> };

export const paths = (JSON.parse(readFileSync(join(__dirname, '../../config/paths.json'), 'utf8')) as { paths: PathEntry[] }).paths;

/** The public URL of an original path in a language (trailing slash, as the site serves them). */
export function urlOf(original: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = paths.find((p) => p.path === original);
  if (!entry) throw new Error(`no path-table entry for ${original}`);
  let local = entry.localized[locale];
  for (const [k, v] of Object.entries(params)) local = local.replace(`[${k}]`, String(v));
  return `/${locale}${local === '/' ? '' : local}/`;
}
