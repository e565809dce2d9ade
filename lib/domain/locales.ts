/** The languages the product supports. Which of them are enabled, and the default, come from config/languages.json. */
export const SUPPORTED_LOCALES = ['en', 'nl', 'fr', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** BCP 47 tags used for formatting and hreflang (the agency works in Belgium and Luxembourg). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-BE', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };
