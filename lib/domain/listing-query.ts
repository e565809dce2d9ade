/**
 * The listing filters as they live in the URL, so every result page can be shared:
 * `city=Name|Zip`, `type=WebID` (repeatable), `zone=brussels` (repeatable), `pmin`, `pmax`, `bmin`, `bmax`,
 * `smin`, `smax` (living surface), `garage`, `parking`, `terrace`, `garden` (=1), `q` (reference or text),
 * `sort`, `page`, `view=map`, and a search area (lib/domain/area.ts): `area=` a drawn polygon, `around=lat,lng,km`,
 * or `near=` a postcode with `km=` (the point-and-radius fields: a typed `lat,lng` becomes `around=`).
 * Bad values are dropped, never an error: a shared link always shows a page. A bad area is dropped
 * with `ignored=area` (or `around`) in its place, so the page can tell the visitor what it left out.
 */
import { areaParam, parseAreaParam, parseAroundParam, parseLatLng, MAX_RADIUS_KM, MIN_RADIUS_KM, type SearchArea } from './area';

export const REGIONS = ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const;
export type Zone = (typeof REGIONS)[number];

export const SORTS = ['date-desc', 'price-asc', 'price-desc', 'type', 'city'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'date-desc';

export const PAGE_SIZE = 12;
export const FEATURES = ['garage', 'parking', 'terrace', 'garden'] as const;
export type Feature = (typeof FEATURES)[number];

export type ListingFilters = {
  city: { name: string; zip: string } | null;
  types: number[];
  zones: Zone[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  surfaceMin: number | null;
  surfaceMax: number | null;
  features: Feature[];
  q: string | null;
  /** Only the properties inside this area (a drawn polygon or a circle). */
  area: SearchArea | null;
  /** Only the properties within `km` of this postcode (the centre of the catalogue's properties there). */
  near: { zip: string; km: number } | null;
  /** The area parameter that was dropped because it could not be read or was out of bounds. */
  ignored: AreaParam | null;
};

export const AREA_PARAMS = ['area', 'around'] as const;
export type AreaParam = (typeof AREA_PARAMS)[number];

export type ListingQuery = { filters: ListingFilters; sort: Sort; page: number; view: 'list' | 'map' };

export const EMPTY_FILTERS: ListingFilters = {
  city: null,
  types: [],
  zones: [],
  priceMin: null,
  priceMax: null,
  bedroomsMin: null,
  bedroomsMax: null,
  surfaceMin: null,
  surfaceMax: null,
  features: [],
  q: null,
  area: null,
  near: null,
  ignored: null,
};

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function all(params: Params, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const v = params[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}
const first = (params: Params, key: string) => all(params, key)[0];

function amount(value: string | undefined, max = 1e9): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value.replace(/[\s.]/g, '').replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= max ? Math.round(n) : null;
}

/** `Name|Zip`: the city parameter. */
export function parseCity(value: string | undefined): { name: string; zip: string } | null {
  if (!value) return null;
  const [name, zip] = value.split('|').map((s) => s.trim());
  return name && zip && /^\d{4}$/.test(zip) ? { name: name.slice(0, 80), zip } : null;
}

const radius = (value: string | undefined): number | null => {
  const km = Number((value ?? '').trim().replace(',', '.'));
  return value?.trim() && km >= MIN_RADIUS_KM && km <= MAX_RADIUS_KM ? Math.round(km * 10) / 10 : null;
};

/**
 * The area of a query: `area=`, else `around=`, else the typed point (`near=` a postcode or `lat,lng`, with
 * `km=`); `ignored` names the first one given that could not be read.
 */
function areaOf(params: Params): Pick<ListingFilters, 'area' | 'near' | 'ignored'> {
  const none = { area: null, near: null };
  const areaText = first(params, 'area');
  if (areaText !== undefined && areaText !== '') {
    const area = parseAreaParam(areaText);
    return area ? { ...none, area, ignored: null } : { ...none, ignored: 'area' };
  }
  const aroundText = first(params, 'around');
  if (aroundText !== undefined && aroundText !== '') {
    const area = parseAroundParam(aroundText);
    return area ? { ...none, area, ignored: null } : { ...none, ignored: 'around' };
  }
  const nearText = first(params, 'near')?.trim();
  if (nearText) {
    const km = radius(first(params, 'km'));
    const point = parseLatLng(nearText);
    const zip = /^(?:L-?)?(\d{4})$/i.exec(nearText)?.[1];
    if (km !== null && point) return { ...none, area: { kind: 'circle', ...point, km }, ignored: null };
    if (km !== null && zip) return { ...none, near: { zip, km }, ignored: null };
    return { ...none, ignored: 'around' };
  }
  const ignored = first(params, 'ignored');
  return { ...none, ignored: (AREA_PARAMS as readonly string[]).includes(ignored ?? '') ? (ignored as AreaParam) : null };
}

/** Reads a listing query from URL search parameters; unknown or malformed values are ignored. */
export function parseListingQuery(params: Params): ListingQuery {
  const types = [
    ...new Set(
      all(params, 'type')
        .flatMap((t) => t.split(','))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0 && n < 1e6),
    ),
  ];
  const zones = [...new Set(all(params, 'zone').filter((z): z is Zone => (REGIONS as readonly string[]).includes(z)))];
  const features = FEATURES.filter((f) => first(params, f) === '1' || first(params, f) === 'true');
  const sortParam = first(params, 'sort');
  const page = Number(first(params, 'page') ?? 1);
  const q = first(params, 'q')?.trim().slice(0, 100);
  return {
    filters: {
      city: parseCity(first(params, 'city')),
      types,
      zones,
      priceMin: amount(first(params, 'pmin')),
      priceMax: amount(first(params, 'pmax')),
      bedroomsMin: amount(first(params, 'bmin'), 50),
      bedroomsMax: amount(first(params, 'bmax'), 50),
      surfaceMin: amount(first(params, 'smin'), 1e6),
      surfaceMax: amount(first(params, 'smax'), 1e6),
      features,
      q: q ? q : null,
      ...areaOf(params),
    },
    sort: (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    view: first(params, 'view') === 'map' ? 'map' : 'list',
  };
}

/** The URL search parameters of a query (defaults left out), the inverse of parseListingQuery. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const p = new URLSearchParams();
  const f = query.filters;
  if (f.q) p.set('q', f.q);
  if (f.city) p.set('city', `${f.city.name}|${f.city.zip}`);
  for (const t of f.types) p.append('type', String(t));
  for (const z of f.zones) p.append('zone', z);
  const nums: [string, number | null][] = [
    ['pmin', f.priceMin],
    ['pmax', f.priceMax],
    ['bmin', f.bedroomsMin],
    ['bmax', f.bedroomsMax],
    ['smin', f.surfaceMin],
    ['smax', f.surfaceMax],
  ];
  for (const [k, v] of nums) if (v !== null) p.set(k, String(v));
  for (const feature of f.features) p.set(feature, '1');
  if (f.area) p.set(...areaParam(f.area));
  if (f.near) {
    p.set('near', f.near.zip);
    p.set('km', String(f.near.km));
  }
  if (f.ignored) p.set('ignored', f.ignored);
  if (query.sort !== DEFAULT_SORT) p.set('sort', query.sort);
  if (query.view === 'map') p.set('view', 'map');
  if (query.page > 1) p.set('page', String(query.page));
  return p;
}

export function hasFilters(filters: ListingFilters): boolean {
  return JSON.stringify({ ...filters, ignored: null }) !== JSON.stringify(EMPTY_FILTERS);
}

/** Pages of a result: 'page X of Y with N listings', first / previous / next / last. */
export function paging(total: number, page: number, pageSize = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return {
    page: current,
    pages,
    total,
    offset: (current - 1) * pageSize,
    first: current > 1 ? 1 : null,
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
    last: current < pages ? pages : null,
  };
}

/**
 * The canonical query of a result page as one path segment (base64url of its UTF-8 text), so proxy.ts can
 * rewrite /fr/a-vendre/?type=2 to /fr/results/dHlwZT0y/for-sale/ and each distinct result page is rendered
 * once and then served from the route cache like any other page.
 */
export function encodeQuerySegment(canonical: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(canonical)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The query text of a segment made by encodeQuerySegment; null when it is not one. */
export function decodeQuerySegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length % 4 === 1) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The canonical result-page query of a query segment, or null when the segment is not the encoding of a
 * canonical, non-empty query (the results route answers 404 rather than cache a second copy of a page).
 */
export function canonicalQueryOfSegment(segment: string): ListingQuery | null {
  const text = decodeQuerySegment(segment);
  if (!text) return null;
  const query = parseListingQuery(new URLSearchParams(text));
  const canonical = listingSearchParams(query).toString();
  return canonical && canonical === text && encodeQuerySegment(canonical) === segment ? query : null;
}
