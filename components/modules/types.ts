import type { Module } from '@/config/schema';
import type { ListingQuery } from '@/lib/domain/listing-query';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What every module component receives: its config, the page's language and original path, and the
 * listing query of a filtered request (only on the results route; pages served from cache have none).
 */
export type ModuleProps = { module: Module; locale: Locale; path: string; query?: ListingQuery };
