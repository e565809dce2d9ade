import { describe, expect, it } from 'vitest';
import { isSupportedLocale, LOCALE_TAGS, SUPPORTED_LOCALES } from './locales';

describe('the supported languages', () => {
  it('are English, Dutch, French and German, each formatted as spoken in Belgium', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'nl', 'fr', 'de']);
    expect(SUPPORTED_LOCALES.map((l) => LOCALE_TAGS[l])).toEqual(['en-BE', 'nl-BE', 'fr-BE', 'de-BE']);
  });

  it('recognise only their own codes', () => {
    expect(isSupportedLocale('nl')).toBe(true);
    expect(isSupportedLocale('es')).toBe(false);
    expect(isSupportedLocale('NL')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });
});
