/**
 * What the map sends the page for an area the visitor drew: a polygon as `area=` (its corners encoded,
 * thinned to the limit if the visitor placed more), a circle as `around=lat,lng,km` (its radius held
 * within the limits). Loaded with the drawing library, only once the visitor starts drawing.
 */
import { areaParam, MAX_AREA_POINTS, MAX_RADIUS_KM, MIN_RADIUS_KM } from '@/lib/domain/area';

type Drawn = { corners: [number, number][] } | { center: { lat: number; lng: number }; meters: number };

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export function areaOfDrawing(drawn: Drawn): { param: 'area' | 'around'; value: string } | null {
  if ('center' in drawn) {
    const km = Math.min(MAX_RADIUS_KM, Math.max(MIN_RADIUS_KM, Math.round(drawn.meters / 100) / 10));
    const [param, value] = areaParam({ kind: 'circle', lat: round5(drawn.center.lat), lng: round5(drawn.center.lng), km });
    return { param, value };
  }
  let corners = drawn.corners.map(([lat, lng]) => [round5(lat), round5(lng)] as [number, number]);
  if (corners.length > MAX_AREA_POINTS) {
    const step = corners.length / MAX_AREA_POINTS;
    corners = Array.from({ length: MAX_AREA_POINTS }, (_, i) => corners[Math.floor(i * step)]!);
  }
  if (corners.length < 3) return null;
  const [param, value] = areaParam({ kind: 'polygon', points: corners });
  return { param, value };
}
