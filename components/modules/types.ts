import type { Module } from '@/config/schema';
import type { ListingQuery } from '@/lib/domain/listing-query';
import type { Locale } from '@/lib/domain/locales';

/**
 * What every module component receives: its config, the page's language and original path, the
 * listing query of a filtered request (only on the results route; pages served from cache have none),
 * and whether it opens the page (`lead`): only then may its first image be the page's largest paint, and
 * only then is that image fetched first (lib/images/lead.ts `leadImage`); below a banner every image waits its turn.
 */
export type ModuleProps = { module: Module; locale: Locale; path: string; query?: ListingQuery; lead: boolean };
