/**
 * The message that a listing page posts to the embedded map frame: the property list,
 * an info message, the map type, a custom marker and an ignore list. The frame answers with
 * `{ type: 'agency-map-ready' }` when it can receive one. Both sides only talk to their own origin.
 */
export const MAP_MESSAGE_TYPE = 'agency-map';
export const MAP_READY_TYPE = 'agency-map-ready';

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
export type MapMessage = {
  type: typeof MAP_MESSAGE_TYPE;
  properties: MapProperty[];
  info?: string;
  mapType?: 'roadmap' | 'satellite';
  customMarker?: string | null;
  ignore?: number[];
};
export type MapReadyMessage = { type: typeof MAP_READY_TYPE };

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

/** The message when `data` has the right shape, else null: a malformed message is ignored as a whole. */
export function parseMapMessage(data: unknown): MapMessage | null {
  if (!isObject(data) || data.type !== MAP_MESSAGE_TYPE || !Array.isArray(data.properties)) return null;
  const { info, mapType, customMarker, ignore } = data;
  const properties = data.properties.map(mapProperty);
  if (!properties.every((p) => p !== null)) return null;
  if (!optional(info, isText) || !(mapType === undefined || mapType === 'roadmap' || mapType === 'satellite')) return null;
  if (!(customMarker === undefined || customMarker === null || isLink(customMarker)) || !optional(ignore, isIdList)) return null;
  const message: MapMessage = { type: MAP_MESSAGE_TYPE, properties };
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

/** Whether `data` is the frame's answer that it is ready to receive a map message. */
export function isMapReady(data: unknown): data is MapReadyMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MAP_READY_TYPE;
}
