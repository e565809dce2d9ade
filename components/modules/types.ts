import type { Module } from '@/config/schema';
import type { Locale } from '@/lib/i18n/locales';

/** What every module component receives: its config and the page's language. */
export type ModuleProps = { module: Module; locale: Locale };
