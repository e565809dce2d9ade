/**
 * A search area: a polygon the visitor drew on the map, or a point and a radius. In the URL a polygon is
 * `area=` its corners as an encoded polyline (precision 5, about 1 m), a circle `around=lat,lng,km`. A
 * property lies inside when its position (the public one: rounded when its address is hidden) is inside
 * the polygon or within the radius; a property without coordinates is never inside.
 *
 * Limits: a polygon has 3 to MAX_AREA_POINTS corners, a radius is MIN_RADIUS_KM to MAX_RADIUS_KM.
 * A value outside them, or one that cannot be read, is no area at all (the caller says so to the visitor).
 */
import polyline from '@mapbox/polyline';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';

export const MAX_AREA_POINTS = 100;
export const MIN_RADIUS_KM = 0.1;
export const MAX_RADIUS_KM = 100;
/** The longest `area=` text read: MAX_AREA_POINTS corners at up to 12 characters each. */
const MAX_AREA_TEXT = MAX_AREA_POINTS * 12;
const EARTH_RADIUS_KM = 6371.0088;

export type LatLng = { lat: number; lng: number };
export type SearchArea = { kind: 'polygon'; points: [lat: number, lng: number][] } | { kind: 'circle'; lat: number; lng: number; km: number };
export type Bounds = { south: number; west: number; north: number; east: number };

const isLat = (n: number) => Number.isFinite(n) && n >= -90 && n <= 90;
const isLng = (n: number) => Number.isFinite(n) && n >= -180 && n <= 180;
/** Degrees to 5 decimals, the precision of the polyline (about 1 m). */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** Twice the polygon's signed area in square degrees: zero for corners on one line. */
function shoelace(points: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [y1, x1] = points[i]!;
    const [y2, x2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The polygon of an `area=` value, or null when it is not a readable polygon within the limits. */
export function parseAreaParam(value: string | undefined): SearchArea | null {
  if (!value || value.length > MAX_AREA_TEXT || !/^[?-~]+$/.test(value)) return null;
  let decoded: [number, number][];
  try {
    decoded = polyline.decode(value, 5);
  } catch {
    return null;
  }
  const points = decoded.map(([lat, lng]) => [round5(lat), round5(lng)] as [number, number]);
  // A closed ring repeats its first corner at the end: one corner is enough.
  const [firstPoint] = points;
  const lastPoint = points.at(-1);
  if (points.length > 3 && firstPoint && lastPoint && firstPoint[0] === lastPoint[0] && firstPoint[1] === lastPoint[1]) points.pop();
  if (points.length < 3 || points.length > MAX_AREA_POINTS) return null;
  if (!points.every(([lat, lng]) => isLat(lat) && isLng(lng))) return null;
  if (shoelace(points) === 0) return null;
  return { kind: 'polygon', points };
}

/** The circle of an `around=lat,lng,km` value, or null when it is not one within the limits. */
export function parseAroundParam(value: string | undefined): SearchArea | null {
  if (!value || value.length > 60) return null;
  const parts = value.split(',').map((s) => s.trim());
  if (parts.length !== 3 || parts.some((s) => !/^-?\d+(\.\d+)?$/.test(s))) return null;
  const [lat, lng, km] = parts.map(Number) as [number, number, number];
  if (!isLat(lat) || !isLng(lng) || !(km >= MIN_RADIUS_KM && km <= MAX_RADIUS_KM)) return null;
  return { kind: 'circle', lat: round5(lat), lng: round5(lng), km: Math.round(km * 10) / 10 };
}

/** The URL parameter of an area, in its one canonical spelling: `['area', polyline]` or `['around', 'lat,lng,km']`. */
export function areaParam(area: SearchArea): ['area' | 'around', string] {
  if (area.kind === 'polygon') return ['area', polyline.encode(area.points, 5)];
  return ['around', `${area.lat},${area.lng},${area.km}`];
}

/** The rectangle around an area (for the database's first, coarse selection). */
export function boundsOf(area: SearchArea): Bounds {
  if (area.kind === 'polygon') {
    const lats = area.points.map(([lat]) => lat);
    const lngs = area.points.map(([, lng]) => lng);
    return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
  }
  const dLat = (area.km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos((area.lat * Math.PI) / 180);
  const dLng = cos > 1e-6 ? Math.min(180, dLat / cos) : 180;
  return { south: Math.max(-90, area.lat - dLat), north: Math.min(90, area.lat + dLat), west: area.lng - dLng, east: area.lng + dLng };
}

/** The great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a position lies inside the area (its edge included); no position is never inside. */
export function isInside(area: SearchArea, position: LatLng | null): boolean {
  if (!position || !isLat(position.lat) || !isLng(position.lng)) return false;
  if (area.kind === 'circle') return distanceKm(area, position) <= area.km;
  const ring = area.points.map(([lat, lng]) => [lng, lat]);
  ring.push(ring[0]!);
  return booleanPointInPolygon([position.lng, position.lat], { type: 'Polygon', coordinates: [ring] });
}

/** A visitor's "lat,lng" (a point typed in the point-and-radius fields), or null. */
export function parseLatLng(value: string): LatLng | null {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return isLat(lat) && isLng(lng) ? { lat: round5(lat), lng: round5(lng) } : null;
}

/** An area as one URL parameter with its value (`around=50.8467,4.3525,5`): how a demand stores it. */
export function searchAreaText(area: SearchArea): string {
  const [param, value] = areaParam(area);
  return `${param}=${value}`;
}

/** The area of a text made by searchAreaText, or null when it is not one within the limits. */
export function parseSearchAreaText(text: string | null | undefined): SearchArea | null {
  const at = text?.indexOf('=') ?? -1;
  if (!text || at < 0) return null;
  const param = text.slice(0, at);
  const value = text.slice(at + 1);
  return param === 'area' ? parseAreaParam(value) : param === 'around' ? parseAroundParam(value) : null;
}
