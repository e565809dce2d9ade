/**
 * Translations outside a page request (e-mails written by a server action, by the importer's demand
 * alerts or by a command-line tool): the same messages/*.json as the pages, through use-intl's core
 * translator, so an e-mail speaks its recipient's language and not the server's.
 */
import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { isSupportedLocale, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/config';

const MESSAGES: Record<Locale, AbstractIntlMessages> = { en, nl, fr, de };

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/** The language of a stored record, or the site's default when it is not one we speak. */
export const mailLocale = (lang: string): Locale => (isSupportedLocale(lang) ? lang : siteConfig.languages.default);

/** A translator for `lang`, optionally inside a namespace (`demand.mail`). */
export function translator(lang: string, namespace?: string): Translate {
  const locale = mailLocale(lang);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never, timeZone: 'Europe/Brussels' });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);
}
