/**
 * Translating form texts outside a React request (the submit function, e-mails, tests, command line):
 * the same messages/*.json files as the pages, through use-intl's translator.
 */
import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { siteConfig } from '@/config';
import { isSupportedLocale, LOCALE_TAGS, type Locale } from '@/lib/i18n/locales';

const MESSAGES = { en, nl, fr, de } as const;

/** The request's language if the site serves it, else the site's default. */
export function formLocale(value: unknown): Locale {
  const enabled = siteConfig.languages.languages.filter((l) => l.use).map((l) => l.code);
  return isSupportedLocale(value) && enabled.includes(value) ? value : siteConfig.languages.default;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for one namespace ('forms', 'feedback') of `locale`; a missing key gives the key back. */
export function translator(locale: Locale, namespace: 'forms' | 'feedback'): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace, onError: () => undefined, getMessageFallback: ({ key }) => key });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** Whether `forms.KEY` exists in `locale` (labels of optional parts). */
export function hasFormsMessage(locale: Locale, key: string): boolean {
  let node: unknown = (MESSAGES[locale] as Record<string, unknown>).forms;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** A date as the spec shows it: day-month-year. */
export function formatFormDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

export const localeTag = (locale: Locale) => LOCALE_TAGS[locale];
