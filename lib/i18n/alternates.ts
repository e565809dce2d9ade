import { getPathname } from './navigation';
import { enabledLocales } from './routing';
import type { Locale } from '@/lib/domain/locales';

export type Href = string | { pathname: string; params: Record<string, string | number> };
export type Alternates = Partial<Record<Locale, string>>;

/** A page path as the site serves it: with its trailing slash (next.config `trailingSlash`; `/fr` is served at `/fr/`). */
const withTrailingSlash = (path: string) => path.replace(/^([^?#]*?)\/?(?=[?#]|$)/, '$1/');

/** The localized path of one internal href in every enabled language (switcher, hreflang, sitemap). */
export function alternatesFor(href: Href): Alternates {
  return Object.fromEntries(enabledLocales.map((locale) => [locale, localizedPath(locale, href)]));
}

/** The path of an internal href in `locale`, as the site serves it (the home page `/nl/`, not `/nl`, which redirects). */
export function localizedPath(locale: Locale, href: Href): string {
  return withTrailingSlash(getPathname({ locale, href: href as never }));
}
