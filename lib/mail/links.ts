/**
 * Absolute links to the site's pages for e-mails (confirm a demand, see a property): the path table of
 * the configuration and the public address (SITE_URL or site.json's info.url), without next-intl's
 * navigation helpers so command-line tools (the importer's demand alerts) can use them too.
 */
import { siteConfig } from '@/config';
import { formLocale } from '@/lib/i18n/translate';

/** `https://site/fr/recherche-enregistree/abc/confirmer/` for original path `/demand/[token]/confirm`. */
export function siteLink(lang: string, original: string, params: Record<string, string | number> = {}): string {
  const entry = siteConfig.paths.paths.find((p) => p.path === original);
  if (!entry) throw new Error(`no path-table entry for ${original}`);
  const locale = formLocale(lang);
  let local = entry.localized[locale];
  for (const [k, v] of Object.entries(params)) local = local.replace(`[${k}]`, encodeURIComponent(String(v)));
  const base = siteConfig.site.info.url.replace(/\/+$/, '');
  return `${base}/${locale}${local === '/' ? '' : local}/`;
}
