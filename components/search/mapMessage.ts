/**
 * The message that a listing page posts to the embedded map frame (spec section 7): the property list,
 * an info message, the map type, a custom marker and an ignore list. The frame answers with
 * `{ type: 'agency-map-ready' }` when it can receive one. Both sides only talk to their own origin.
 */
import { z } from '@/lib/domain/zod';

export const MAP_MESSAGE_TYPE = 'agency-map';
export const MAP_READY_TYPE = 'agency-map-ready';

/** A link or an image on this site (`/fr/bien/12/`) or on the web (`https://…`); never `javascript:` or `data:`. */
const linkUrl = z
  .string()
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value), 'must be a site path or an http(s) URL');

export const mapPropertySchema = z.object({
  id: z.number().int(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  title: z.string(),
  price: z.string(),
  address: z.string(),
  image: linkUrl.nullable(),
  url: linkUrl,
});

export const mapMessageSchema = z.object({
  type: z.literal(MAP_MESSAGE_TYPE),
  properties: z.array(mapPropertySchema),
  info: z.string().optional(),
  mapType: z.enum(['roadmap', 'satellite']).optional(),
  customMarker: linkUrl.nullable().optional(),
  ignore: z.array(z.number().int()).optional(),
});

export type MapProperty = z.infer<typeof mapPropertySchema>;
export type MapMessage = z.infer<typeof mapMessageSchema>;
export type MapReadyMessage = { type: typeof MAP_READY_TYPE };

/** The message when `data` has the right shape, else null: a malformed message is ignored as a whole. */
export function parseMapMessage(data: unknown): MapMessage | null {
  const result = mapMessageSchema.safeParse(data);
  return result.success ? result.data : null;
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
