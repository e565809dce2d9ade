/**
 * Demands (saved searches): does a property match what a visitor
 * registered? The same reading of each criterion as the listing filters (lib/domain/listing-match.ts), so an
 * alert never announces a property that the same search on the site would not show:
 *
 * - goal: 0 buying matches a property with Goal 0; 1 renting matches any other Goal;
 * - the property is still on the market (not sold, not rented);
 * - type: its WebID or one of its WebIDs is one of the demand's types (lib/domain/web-types.ts);
 * - zone: its region (postal range in Belgium, or Luxembourg by country) is one of the demand's zones;
 *   a demand with a search area may have no zone (then the area alone places it);
 * - area: its public position lies inside the demand's area (lib/domain/area.ts), as the listing tests it;
 *   a property without coordinates is never inside;
 * - price: within min and max, both included; a property whose price is not published never matches a
 *   demand with a price limit (an alert must not reveal a hidden price);
 * - bedrooms: within min and max, both included; unknown bedrooms do not match a limit;
 * - garages: at least that many garages; parking: a parking space or a garage; terrace and garden: a
 *   terrace or garden surface of at least 1 m². An unticked feature is no condition.
 */
import { isInside, parseSearchAreaText } from './area';
import { publicPosition } from './address';
import { within } from './listing-match';
import { isForSale, isOffMarket } from './property';
import { regionOf } from './regions';
import { hasWebType } from './web-types';

export const DEMAND_ZONES = ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const;

/** 0 buying, 1 renting (stored as the property's Goal reading). */
export type DemandGoal = 0 | 1;

export type DemandCriteria = {
  goal: DemandGoal;
  webIds: number[];
  zones: string[];
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  maxBedrooms: number | null;
  garages: number | null;
  parking: boolean;
  terrace: boolean;
  garden: boolean;
  /** The search area as searchAreaText writes it, or null. */
  area?: string | null;
};

export type MatchableProperty = {
  goal: number;
  status: string;
  webId: number;
  /** The CRM's comma-separated WebIDs, when a property has more than one type. */
  webIds?: string | null;
  zip: string;
  countryId: number;
  price: number | null;
  publishPrice: boolean;
  bedrooms: number | null;
  garages: number | null;
  parkings: number | null;
  surfaceTerrace: number | null;
  surfaceGarden: number | null;
  publishAddress?: boolean;
  latitude?: number | null;
  longitude?: number | null;
};

const atLeast = (value: number | null, n: number) => value !== null && value >= n;

export function matchesDemand(d: DemandCriteria, p: MatchableProperty): boolean {
  if (isForSale(d) !== isForSale(p)) return false;
  if (isOffMarket(p)) return false;
  if (!hasWebType(p, d.webIds)) return false;
  const area = d.area ? parseSearchAreaText(d.area) : null;
  // A stored area that no longer reads (a limit lowered since) matches nothing rather than everything.
  if (d.area && !area) return false;
  if (area && !isInside(area, publicPosition({ publishAddress: p.publishAddress ?? false, latitude: p.latitude ?? null, longitude: p.longitude ?? null })))
    return false;
  const region = regionOf(p.zip, p.countryId);
  if (!area || d.zones.length > 0) {
    if (region === null || !d.zones.includes(region)) return false;
  }
  if (d.minPrice !== null || d.maxPrice !== null) {
    if (!p.publishPrice || !within(p.price, d.minPrice, d.maxPrice)) return false;
  }
  if (!within(p.bedrooms, d.minBedrooms, d.maxBedrooms)) return false;
  if (d.garages !== null && d.garages > 0 && !atLeast(p.garages, d.garages)) return false;
  if (d.parking && !(atLeast(p.parkings, 1) || atLeast(p.garages, 1))) return false;
  if (d.terrace && !atLeast(p.surfaceTerrace, 1)) return false;
  if (d.garden && !atLeast(p.surfaceGarden, 1)) return false;
  return true;
}
