import type { Banner, SiteFile } from '@/config/schema';

/**
 * Which parts of the property search the home banner shows: none unless the banner asks for the search
 * (pages.json banner.search); then the text field when site.json search.showSearchInput is on and the two
 * buttons (for sale, for rent) when showSearchButton is on, each independently of the other.
 */
export function bannerSearchParts(
  banner: Pick<Banner, 'search'>,
  search: Pick<SiteFile['search'], 'showSearchInput' | 'showSearchButton'>,
): { input: boolean; buttons: boolean } {
  if (!banner.search) return { input: false, buttons: false };
  return { input: search.showSearchInput, buttons: search.showSearchButton };
}
