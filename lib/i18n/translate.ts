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
import { enabledLanguages } from '@/config/languages';
import { isSupportedLocale, type Locale } from '@/lib/domain/locales';

const MESSAGES = { en, nl, fr, de } as const;

/** The request's language if the site serves it, else the site's default. */
export function formLocale(value: unknown): Locale {
  return isSupportedLocale(value) && enabledLanguages(siteConfig.languages).includes(value) ? value : siteConfig.languages.default;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for one namespace ('forms', 'feedback', a form's own such as 'appointment', or 'demand.mail') of `locale`; a missing key gives the key back. */
export function translator(locale: Locale, namespace: string): Translate {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: namespace as never,
    onError: () => undefined,
    getMessageFallback: ({ key }) => key,
  });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** Whether the message `path` (`appointment.fields.day`) exists in `locale`. */
export function hasMessage(locale: Locale, path: string): boolean {
  return isMessageAt(MESSAGES[locale], path);
}

/**
 * Whether `messages` hold a message at `path`: a string as messages/*.json write it, or an array, the form the
 * site's bundle gets for a message with arguments or tags (next.config.ts compiles them at build time); a
 * namespace is neither.
 */
export function isMessageAt(messages: unknown, path: string): boolean {
  let node = messages;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node) || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || Array.isArray(node);
}

/**
 * The texts of one form: a form with its own namespace (`messages: 'appointment'`) finds its labels,
 * options, hints, sections, errors, title and feedback there first, and everything else (the shared
 * labels of the person fields, the common errors, the mail phrases) in `forms`.
 */
export function formTranslator(locale: Locale, def: { messages?: string } | null | undefined): Translate {
  const shared = translator(locale, 'forms');
  if (!def?.messages) return shared;
  const own = translator(locale, def.messages);
  const ns = def.messages;
  return (key, values) => (hasMessage(locale, `${ns}.${key}`) ? own(key, values) : shared(key, values));
}

/** A date as the site shows it: day-month-year. */
export function formatFormDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}
