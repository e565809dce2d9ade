/**
 * The search form's area fields for the area of a query: a point and a radius fill the typed fields
 * (`near` a postcode or "lat, lng", `km`), which the server turns back into the same area; a drawn polygon
 * travels as a hidden `area` field, so changing another filter keeps it.
 */
import { areaParam, MAX_RADIUS_KM } from '@/lib/domain/area';
import type { ListingFilters } from '@/lib/domain/listing-query';

export const AREA_PARAM_MAX_KM = MAX_RADIUS_KM;

export function areaParamOf(f: Pick<ListingFilters, 'area' | 'near'>): { near: string; km: string; hidden: string | null } {
  if (f.near) return { near: f.near.zip, km: String(f.near.km), hidden: null };
  if (f.area?.kind === 'circle') return { near: `${f.area.lat}, ${f.area.lng}`, km: String(f.area.km), hidden: null };
  if (f.area?.kind === 'polygon') return { near: '', km: '', hidden: areaParam(f.area)[1] };
  return { near: '', km: '', hidden: null };
}
