/**
 * next-intl routing built from the site config: the enabled languages, the default language and the
 * path table (original path → path per language). Links, the language switcher, hreflang and the
 * sitemap all derive from this one table.
 */
import { defineRouting } from 'next-intl/routing';
import { siteConfig } from '@/config';
import type { Locale } from './locales';

export const enabledLocales: Locale[] = siteConfig.languages.languages.filter((l) => l.use).map((l) => l.code);
export const defaultLocale: Locale = siteConfig.languages.default;

const pathnames = Object.fromEntries(
  siteConfig.paths.paths.map((p) => [p.path, Object.fromEntries(enabledLocales.map((l) => [l, p.localized[l]]))]),
) as Record<string, Record<Locale, string>>;

export const LOCALE_COOKIE = 'NEXT_LOCALE';

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
