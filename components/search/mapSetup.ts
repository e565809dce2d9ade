/** The map settings of site.json (`map`): the tiles, their credit line, and where the map opens. */
export type MapSettings = { tileUrl: string; attribution: string; center: [number, number]; zoom: number };

/** The tile layer Leaflet loads: the configured `tileUrl` template, credited with the `attribution`. */
export const tileLayerOf = ({ tileUrl, attribution }: Pick<MapSettings, 'tileUrl' | 'attribution'>) => ({
  url: tileUrl,
  options: { attribution, maxZoom: 19 },
});

/**
 * Where the map looks: around its markers when it has some (at most `maxFitZoom` close), else at the
 * configured `center` and `zoom`.
 */
export function mapViewOf(
  points: readonly { lat: number; lng: number }[],
  { center, zoom }: Pick<MapSettings, 'center' | 'zoom'>,
  maxFitZoom: number,
): { fit: [number, number][]; maxZoom: number } | { center: [number, number]; zoom: number } {
  if (points.length > 0) return { fit: points.map((p) => [p.lat, p.lng] as [number, number]), maxZoom: maxFitZoom };
  return { center, zoom };
}
