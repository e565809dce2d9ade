import { describe, expect, it } from 'vitest';
import { parseAreaParam, parseAroundParam, MAX_AREA_POINTS, MAX_RADIUS_KM } from '@/lib/domain/area';
import { areaOfDrawing } from './drawnArea';
import { must } from '@/tests/support/must';

describe('the area the visitor drew, as the page receives it', () => {
  it('sends a polygon as area= that the server reads back to the same corners', () => {
    const corners: [number, number][] = [
      [50.8370012, 4.337],
      [50.857, 4.337],
      [50.857, 4.369],
    ];
    const drawn = must(areaOfDrawing({ corners }));
    expect(drawn.param).toBe('area');
    expect(parseAreaParam(drawn.value)).toEqual({
      kind: 'polygon',
      points: [
        [50.837, 4.337],
        [50.857, 4.337],
        [50.857, 4.369],
      ],
    });
  });

  it('thins a polygon of too many corners to the limit, and sends nothing for fewer than three', () => {
    const corners = Array.from({ length: 450 }, (_, i) => {
      const a = (2 * Math.PI * i) / 450;
      return [50.85 + 0.05 * Math.sin(a), 4.35 + 0.05 * Math.cos(a)] as [number, number];
    });
    const area = must(parseAreaParam(must(areaOfDrawing({ corners })).value));
    expect(area.kind === 'polygon' && area.points.length).toBe(MAX_AREA_POINTS);
    expect(areaOfDrawing({ corners: corners.slice(0, 2) })).toBeNull();
  });

  it('sends a circle as around=lat,lng,km, its radius within the limits', () => {
    expect(areaOfDrawing({ center: { lat: 50.846712, lng: 4.352512 }, meters: 2049 })).toEqual({ param: 'around', value: '50.84671,4.35251,2' });
    const huge = must(areaOfDrawing({ center: { lat: 50.8, lng: 4.3 }, meters: 900_000 }));
    expect(must(parseAroundParam(huge.value))).toMatchObject({ km: MAX_RADIUS_KM });
    const tiny = must(areaOfDrawing({ center: { lat: 50.8, lng: 4.3 }, meters: 3 }));
    expect(parseAroundParam(tiny.value)).not.toBeNull();
  });
});
