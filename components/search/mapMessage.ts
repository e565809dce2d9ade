/**
 * The message that a listing page posts to the embedded map frame: the property list,
 * an info message, the map type, a custom marker and an ignore list. The frame answers with
 * `{ type: 'agency-map-ready' }` when it can receive one. Both sides only talk to their own origin.
 *
 * The search area travels both ways: the page sends the area it searched (`area`) for the map to draw, and
 * whether the visitor may draw one (`draw`); the frame answers with the area the visitor drew
 * (`agency-map-area`: `area` an encoded polyline, `around` lat,lng,km, or null to remove it), which the page
 * turns into its URL. The server reads that URL like any other and drops what it cannot read.
 */
export const MAP_MESSAGE_TYPE = 'agency-map';
export const MAP_READY_TYPE = 'agency-map-ready';
export const MAP_AREA_TYPE = 'agency-map-area';

export type MapProperty = {
  id: number;
  lat: number;
  lng: number;
  title: string;
  price: string;
  address: string;
  image: string | null;
  url: string;
};
/** The area drawn on the map: corners [lat, lng] of a polygon, or a circle. */
export type MapArea = { kind: 'polygon'; points: [number, number][] } | { kind: 'circle'; lat: number; lng: number; km: number };
export type MapMessage = {
  type: typeof MAP_MESSAGE_TYPE;
  properties: MapProperty[];
  info?: string;
  mapType?: 'roadmap' | 'satellite';
  customMarker?: string | null;
  ignore?: number[];
  area?: MapArea | null;
  draw?: boolean;
};
export type MapReadyMessage = { type: typeof MAP_READY_TYPE };
/** The visitor's area: the URL parameter and its value, or `param: null` to search without an area. */
export type MapAreaMessage = { type: typeof MAP_AREA_TYPE; param: 'area' | 'around' | null; value?: string };

// Checked by hand, not with a schema library: the listing page and the map frame ship this code.
type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
/** A link or an image on this site (`/fr/bien/12/`) or on the web (`https://…`); never `javascript:` or `data:`. */
const isLink = (v: unknown): v is string => isText(v) && ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\//i.test(v));
const isDegrees = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -limit && v <= limit;
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((id) => Number.isInteger(id));
/** Absent, or present and right. */
const optional = <T>(v: unknown, check: (v: unknown) => v is T): v is T | undefined => v === undefined || check(v);

function mapProperty(p: unknown): MapProperty | null {
  if (!isObject(p)) return null;
  const { id, lat, lng, title, price, address, image, url } = p;
  if (!Number.isInteger(id) || !isDegrees(lat, 90) || !isDegrees(lng, 180) || !isText(title) || !isText(price) || !isText(address)) return null;
  if (!(image === null || isLink(image)) || !isLink(url)) return null;
  return { id: id as number, lat, lng, title, price, address, image, url };
}

const MAX_AREA_POINTS = 100;
function mapArea(a: unknown): MapArea | null | undefined {
  if (a === undefined || a === null) return a;
  if (!isObject(a)) return undefined;
  if (a.kind === 'circle') {
    const { lat, lng, km } = a;
    return isDegrees(lat, 90) && isDegrees(lng, 180) && typeof km === 'number' && km > 0 && km <= 1000 ? { kind: 'circle', lat, lng, km } : undefined;
  }
  if (a.kind !== 'polygon' || !Array.isArray(a.points) || a.points.length < 3 || a.points.length > MAX_AREA_POINTS) return undefined;
  const points = a.points.filter((p): p is [number, number] => Array.isArray(p) && p.length === 2 && isDegrees(p[0], 90) && isDegrees(p[1], 180));
  return points.length === a.points.length ? { kind: 'polygon', points } : undefined;
}

/** The message when `data` has the right shape, else null: a malformed message is ignored as a whole. */
export function parseMapMessage(data: unknown): MapMessage | null {
  if (!isObject(data) || data.type !== MAP_MESSAGE_TYPE || !Array.isArray(data.properties)) return null;
  const { info, mapType, customMarker, ignore, draw } = data;
  const properties = data.properties.map(mapProperty);
  if (!properties.every((p) => p !== null)) return null;
  if (!optional(info, isText) || !(mapType === undefined || mapType === 'roadmap' || mapType === 'satellite')) return null;
  if (!(customMarker === undefined || customMarker === null || isLink(customMarker)) || !optional(ignore, isIdList)) return null;
  const area = mapArea(data.area);
  if (area === undefined && data.area !== undefined) return null;
  if (!(draw === undefined || typeof draw === 'boolean')) return null;
  const message: MapMessage = { type: MAP_MESSAGE_TYPE, properties };
  if (area !== undefined) message.area = area;
  if (draw !== undefined) message.draw = draw;
  if (info !== undefined) message.info = info;
  if (mapType !== undefined) message.mapType = mapType;
  if (customMarker !== undefined) message.customMarker = customMarker;
  if (ignore !== undefined) message.ignore = ignore;
  return message;
}

/** The properties to show as markers: every one whose id is not on the ignore list. */
export function visibleProperties(message: MapMessage): MapProperty[] {
  const ignored = new Set(message.ignore ?? []);
  return message.properties.filter((p) => !ignored.has(p.id));
}

/**
 * The frame's area message when `data` is one: `area` a polyline's characters, `around` lat,lng,km, or
 * null; anything else is ignored (the page never follows a value it did not expect).
 */
export function parseMapAreaMessage(data: unknown): MapAreaMessage | null {
  if (!isObject(data) || data.type !== MAP_AREA_TYPE) return null;
  const { param, value } = data;
  if (param === null) return { type: MAP_AREA_TYPE, param: null };
  if (param === 'area' && isText(value) && /^[?-~]{1,1200}$/.test(value)) return { type: MAP_AREA_TYPE, param, value };
  if (param === 'around' && isText(value) && /^-?\d+(\.\d+)?,-?\d+(\.\d+)?,\d+(\.\d+)?$/.test(value)) return { type: MAP_AREA_TYPE, param, value };
  return null;
}

/** The listing's URL (`areaHref`, without any area) with the visitor's area, in the map view, from its first page. */
export function urlWithArea(areaHref: string, param: 'area' | 'around' | null, value?: string): string {
  const url = new URL(areaHref, 'http://site.invalid');
  for (const key of ['area', 'around', 'near', 'km', 'ignored', 'page']) url.searchParams.delete(key);
  if (param && value) url.searchParams.set(param, value);
  url.searchParams.set('view', 'map');
  return `${url.pathname}${url.search}`;
}

/** Whether `data` is the frame's answer that it is ready to receive a map message. */
export function isMapReady(data: unknown): data is MapReadyMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MAP_READY_TYPE;
}
