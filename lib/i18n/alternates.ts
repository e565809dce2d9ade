import { getPathname } from './navigation';
import { enabledLocales } from './routing';
import type { Locale } from './locales';

export type Href = string | { pathname: string; params: Record<string, string | number> };
export type Alternates = Partial<Record<Locale, string>>;

/** The localized path of one internal href in every enabled language (switcher, hreflang, sitemap). */
export function alternatesFor(href: Href): Alternates {
  return Object.fromEntries(enabledLocales.map((locale) => [locale, getPathname({ locale, href: href as never })]));
}

export function localizedPath(locale: Locale, href: Href): string {
  return getPathname({ locale, href: href as never });
}
