/**
 * next-intl routing built from the site config: the enabled languages, the default language and the
 * path table (original path → path per language). Links, the language switcher, hreflang and the
 * sitemap all derive from this one table.
 *
 * This module is in every page's JavaScript (next-intl's `Link` needs the table), so it does not import the
 * configuration's module, whose validator, seven files and environment schema would come along. It reads
 * the build's languages.json and paths.json, and on the server the path table of the configuration in use
 * (a published one too) from where config/index.ts keeps it on globalThis. The browser keeps the build's
 * paths until the next build (the few links it draws itself).
 */
import { defineRouting } from 'next-intl/routing';
import languagesFile from '@/config/languages.json';
import pathsFile from '@/config/paths.json';
import { enabledLanguages } from '@/config/languages';
import type { LanguagesFile } from '@/config/schema';
import type { Locale } from '@/lib/domain/locales';
import { SITE_CONFIG } from '@/lib/global-keys.mjs';

export const enabledLocales: Locale[] = enabledLanguages(languagesFile as LanguagesFile);
export const defaultLocale: Locale = (languagesFile as LanguagesFile).default;

type PathEntry = { path: string; localized: Record<Locale, string> };
type Table = Record<string, Record<Locale, string>>;
const pathsInUse = (): PathEntry[] =>
  (globalThis as unknown as Record<symbol, { config?: { paths?: { paths?: PathEntry[] } } } | undefined>)[SITE_CONFIG]?.config?.paths?.paths ??
  (pathsFile.paths as PathEntry[]);

let tableOf: PathEntry[] | null = null;
let table: Table = {};
/** The path table as next-intl reads it, rebuilt when the configuration in use changes (a new paths array): the same object until then. */
export function pathTable(): Table {
  const paths = pathsInUse();
  if (paths !== tableOf) {
    tableOf = paths;
    table = Object.fromEntries(paths.map((p) => [p.path, Object.fromEntries(enabledLocales.map((l) => [l, p.localized[l]])) as Record<Locale, string>]));
  }
  return table;
}

/**
 * One object for the life of the process (next-intl's middleware and navigation keep a reference to it)
 * whose entries are always those of the configuration in use.
 */
const pathnames = new Proxy({} as Table, {
  get: (_, key) => (typeof key === 'string' ? pathTable()[key] : undefined),
  has: (_, key) => typeof key === 'string' && key in pathTable(),
  ownKeys: () => Reflect.ownKeys(pathTable()),
  getOwnPropertyDescriptor: (_, key) => {
    const value = typeof key === 'string' ? pathTable()[key] : undefined;
    return value === undefined ? undefined : { value, enumerable: true, configurable: true, writable: false };
  },
});

export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Set by proxy.ts when it chose the language from the browser setting or the default, not from a choice. */
export const AUTO_LANGUAGE_COOKIE = 'lang_auto';

export const routing = defineRouting({
  locales: enabledLocales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // Every page states its own hreflang alternates in its <head>, on the site's public address and with
  // x-default on the default language (lib/seo). next-intl's `Link` header would state a second, different
  // set (on the request's host, x-default on `/`): search engines and Lighthouse read both and see conflicts.
  alternateLinks: false,
});
