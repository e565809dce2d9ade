/** site.json `map`: tileUrl, attribution, center and zoom, each set two ways, and what the map then loads or shows. */
import { describe, expect, it } from 'vitest';
import { mapViewOf, tileLayerOf } from './mapSetup';

describe('the listings map', () => {
  it('loads its tiles from tileUrl, credited with the attribution', () => {
    const osm = tileLayerOf({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
    const own = tileLayerOf({ tileUrl: 'https://tiles.agency.example/{z}/{x}/{y}.png', attribution: '© Agency maps' });
    expect(osm).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', options: { attribution: '© OpenStreetMap', maxZoom: 19 } });
    expect(own.url).toBe('https://tiles.agency.example/{z}/{x}/{y}.png');
    expect(own.options.attribution).toBe('© Agency maps');
  });
  it('opens on the configured center and zoom when it has no marker', () => {
    expect(mapViewOf([], { center: [50.85, 4.35], zoom: 9 }, 15)).toEqual({ center: [50.85, 4.35], zoom: 9 });
    expect(mapViewOf([], { center: [49.61, 6.13], zoom: 12 }, 15)).toEqual({ center: [49.61, 6.13], zoom: 12 });
  });
  it('looks at its markers instead when it has some, whatever the center and zoom', () => {
    const points = [
      { lat: 50.5, lng: 4.1 },
      { lat: 50.6, lng: 4.2 },
    ];
    expect(mapViewOf(points, { center: [49.61, 6.13], zoom: 12 }, 15)).toEqual({
      fit: [
        [50.5, 4.1],
        [50.6, 4.2],
      ],
      maxZoom: 15,
    });
  });
});
