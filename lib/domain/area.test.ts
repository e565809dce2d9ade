import { describe, expect, it } from 'vitest';
import polyline from '@mapbox/polyline';
import { areaParam, boundsOf, distanceKm, isInside, MAX_AREA_POINTS, MAX_RADIUS_KM, parseAreaParam, parseAroundParam, parseLatLng } from './area';
import { must } from '@/tests/support/must';

// A square around the centre of Brussels (Grand-Place at 50.8467, 4.3525), about 2.2 km a side.
const square: [number, number][] = [
  [50.837, 4.337],
  [50.857, 4.337],
  [50.857, 4.369],
  [50.837, 4.369],
];
const grandPlace = { lat: 50.8467, lng: 4.3525 };
const antwerp = { lat: 51.2194, lng: 4.4025 };

describe('area= a drawn polygon as an encoded polyline', () => {
  it('reads the corners back from their encoding and writes the same text again', () => {
    const encoded = polyline.encode(square, 5);
    const area = must(parseAreaParam(encoded));
    expect(area).toEqual({ kind: 'polygon', points: square });
    expect(areaParam(area)).toEqual(['area', encoded]);
  });

  it('drops a closing corner that repeats the first, so a closed ring has one spelling', () => {
    const closed = polyline.encode([...square, square[0]!], 5);
    expect(areaParam(must(parseAreaParam(closed)))).toEqual(['area', polyline.encode(square, 5)]);
  });

  it('refuses text that is not a polygon within the limits', () => {
    expect(parseAreaParam('')).toBeNull();
    expect(parseAreaParam('not a polyline!')).toBeNull();
    // Two corners, and three on one line, enclose nothing.
    expect(parseAreaParam(polyline.encode(square.slice(0, 2), 5))).toBeNull();
    expect(
      parseAreaParam(
        polyline.encode(
          [
            [50, 4],
            [50.1, 4.1],
            [50.2, 4.2],
          ],
          5,
        ),
      ),
    ).toBeNull();
    const tooMany = Array.from({ length: MAX_AREA_POINTS + 1 }, (_, i) => {
      const a = (2 * Math.PI * i) / (MAX_AREA_POINTS + 1);
      return [50.8 + 0.1 * Math.sin(a), 4.3 + 0.1 * Math.cos(a)] as [number, number];
    });
    expect(parseAreaParam(polyline.encode(tooMany, 5))).toBeNull();
    expect(parseAreaParam(polyline.encode(tooMany.slice(0, MAX_AREA_POINTS), 5))).not.toBeNull();
    // A latitude beyond the pole.
    expect(
      parseAreaParam(
        polyline.encode(
          [
            [95, 4],
            [96, 5],
            [95, 6],
          ],
          5,
        ),
      ),
    ).toBeNull();
  });

  it('tells a position inside from one outside, and never counts a property without coordinates', () => {
    const area = must(parseAreaParam(polyline.encode(square, 5)));
    expect(isInside(area, grandPlace)).toBe(true);
    expect(isInside(area, antwerp)).toBe(false);
    expect(isInside(area, null)).toBe(false);
    expect(isInside(area, { lat: Number.NaN, lng: 4.35 })).toBe(false);
  });

  it('follows a concave outline: the notch of an L is outside although it is inside the rectangle', () => {
    const l: [number, number][] = [
      [50.8, 4.3],
      [50.9, 4.3],
      [50.9, 4.35],
      [50.85, 4.35],
      [50.85, 4.4],
      [50.8, 4.4],
    ];
    const area = must(parseAreaParam(polyline.encode(l, 5)));
    expect(isInside(area, { lat: 50.82, lng: 4.38 })).toBe(true);
    expect(isInside(area, { lat: 50.88, lng: 4.38 })).toBe(false);
    expect(boundsOf(area)).toEqual({ south: 50.8, north: 50.9, west: 4.3, east: 4.4 });
  });
});

describe('around=lat,lng,km a point and a radius', () => {
  it('reads and writes lat,lng,km, rounded to 5 decimals and 0.1 km', () => {
    const area = must(parseAroundParam('50.846712,4.352512,2.04'));
    expect(area).toEqual({ kind: 'circle', lat: 50.84671, lng: 4.35251, km: 2 });
    expect(areaParam(area)).toEqual(['around', '50.84671,4.35251,2']);
  });

  it('refuses a radius out of bounds, a position off the globe or other text', () => {
    expect(parseAroundParam(`50.8,4.3,${MAX_RADIUS_KM + 1}`)).toBeNull();
    expect(parseAroundParam('50.8,4.3,0')).toBeNull();
    expect(parseAroundParam('91,4.3,5')).toBeNull();
    expect(parseAroundParam('50.8,4.3')).toBeNull();
    expect(parseAroundParam('50.8,4.3,5,1')).toBeNull();
    expect(parseAroundParam('Brussels,5')).toBeNull();
    expect(parseAroundParam('1e1,4,5')).toBeNull();
  });

  it('counts what lies within the radius by great-circle distance', () => {
    // Brussels to Antwerp is about 41 km.
    expect(distanceKm(grandPlace, antwerp)).toBeGreaterThan(40);
    expect(distanceKm(grandPlace, antwerp)).toBeLessThan(43);
    expect(isInside(must(parseAroundParam('50.8467,4.3525,45')), antwerp)).toBe(true);
    expect(isInside(must(parseAroundParam('50.8467,4.3525,40')), antwerp)).toBe(false);
    expect(isInside(must(parseAroundParam('50.8467,4.3525,40')), null)).toBe(false);
  });

  it('puts the whole circle inside its rectangle', () => {
    const area = must(parseAroundParam('50.8467,4.3525,10'));
    const b = boundsOf(area);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const rad = (bearing * Math.PI) / 180;
      // A point 9.99 km away in each direction (small-distance approximation).
      const lat = 50.8467 + (9.99 / 111.195) * Math.cos(rad);
      const lng = 4.3525 + (9.99 / (111.195 * Math.cos((50.8467 * Math.PI) / 180))) * Math.sin(rad);
      expect(isInside(area, { lat, lng })).toBe(true);
      expect(lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east).toBe(true);
    }
  });
});

describe('a typed point', () => {
  it('reads lat,lng with a comma, semicolon or space', () => {
    expect(parseLatLng('50.8467, 4.3525')).toEqual(grandPlace);
    expect(parseLatLng('50.8467;4.3525')).toEqual(grandPlace);
    expect(parseLatLng('50.8467 4.3525')).toEqual(grandPlace);
    expect(parseLatLng('9000')).toBeNull();
    expect(parseLatLng('99,4')).toBeNull();
  });
});
