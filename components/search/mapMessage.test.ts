import { describe, expect, it } from 'vitest';
import { isMapReady, parseMapAreaMessage, parseMapMessage, urlWithArea, visibleProperties, type MapProperty } from './mapMessage';

const villa: MapProperty = {
  id: 101,
  lat: 50.8503,
  lng: 4.3517,
  title: 'Villa with garden',
  price: '€ 325.000',
  address: 'Rue Haute 12, 1000 Bruxelles',
  image: '/demo/villa.jpg',
  url: '/fr/bien/101/',
};
const flat: MapProperty = { ...villa, id: 102, lat: 49.6116, lng: 6.1319, title: 'Flat', image: null, url: '/fr/bien/102/' };

const message = (extra: Record<string, unknown> = {}) => ({ type: 'agency-map', properties: [villa, flat], ...extra });

describe('parseMapMessage', () => {
  it('accepts a full message', () => {
    const parsed = parseMapMessage(message({ info: '2 biens sur la carte', mapType: 'satellite', customMarker: 'https://example.com/pin.png', ignore: [102] }));
    expect(parsed).not.toBeNull();
    expect(parsed?.properties).toHaveLength(2);
    expect(parsed?.info).toBe('2 biens sur la carte');
    expect(parsed?.mapType).toBe('satellite');
    expect(parsed?.customMarker).toBe('https://example.com/pin.png');
  });

  it('accepts a message with only the property list, and an empty list', () => {
    expect(parseMapMessage(message())?.properties.map((p) => p.id)).toEqual([101, 102]);
    expect(parseMapMessage({ type: 'agency-map', properties: [] })?.properties).toEqual([]);
    expect(parseMapMessage(message({ customMarker: null }))?.customMarker).toBeNull();
  });

  it('ignores what is not a map message', () => {
    for (const data of [
      null,
      undefined,
      'agency-map',
      42,
      [],
      {},
      { type: 'agency-map-ready' },
      { type: 'other', properties: [villa] },
      { type: 'agency-map' },
    ]) {
      expect(parseMapMessage(data)).toBeNull();
    }
  });

  it('rejects non-numeric coordinates', () => {
    expect(parseMapMessage(message({ properties: [{ ...villa, lat: '50.85' }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, lng: null }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, lat: Number.NaN }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, lng: Number.POSITIVE_INFINITY }] }))).toBeNull();
  });

  it('rejects coordinates outside the globe', () => {
    expect(parseMapMessage(message({ properties: [{ ...villa, lat: 91 }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, lng: -181 }] }))).toBeNull();
  });

  it('rejects the whole message when one property is malformed', () => {
    const { title: _title, ...untitled } = villa;
    void _title;
    expect(parseMapMessage(message({ properties: [flat, untitled] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [flat, { ...villa, id: '101' }] }))).toBeNull();
  });

  it('rejects a wrong map type, info, ignore list or custom marker', () => {
    expect(parseMapMessage(message({ mapType: 'terrain' }))).toBeNull();
    expect(parseMapMessage(message({ info: 2 }))).toBeNull();
    expect(parseMapMessage(message({ ignore: ['101'] }))).toBeNull();
    expect(parseMapMessage(message({ ignore: 101 }))).toBeNull();
    expect(parseMapMessage(message({ customMarker: 'javascript:alert(1)' }))).toBeNull();
  });

  it('rejects links and images that could run script', () => {
    expect(parseMapMessage(message({ properties: [{ ...villa, url: 'javascript:alert(1)' }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, url: '//evil.example/' }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, image: 'data:text/html,<script>alert(1)</script>' }] }))).toBeNull();
    expect(parseMapMessage(message({ properties: [{ ...villa, url: 'https://www.example.com/fr/bien/101/' }] }))).not.toBeNull();
  });
});

describe('visibleProperties', () => {
  it('leaves off the properties on the ignore list', () => {
    const parsed = parseMapMessage(message({ ignore: [102, 999] }));
    expect(parsed && visibleProperties(parsed).map((p) => p.id)).toEqual([101]);
  });

  it('shows every property without an ignore list', () => {
    const parsed = parseMapMessage(message());
    expect(parsed && visibleProperties(parsed).map((p) => p.id)).toEqual([101, 102]);
  });
});

describe('isMapReady', () => {
  it('recognises only the ready answer of the frame', () => {
    expect(isMapReady({ type: 'agency-map-ready' })).toBe(true);
    expect(isMapReady({ type: 'agency-map' })).toBe(false);
    expect(isMapReady('agency-map-ready')).toBe(false);
    expect(isMapReady(null)).toBe(false);
  });
});

describe('the search area between the page and the map', () => {
  const square = [
    [50.837, 4.337],
    [50.857, 4.337],
    [50.857, 4.369],
  ];
  it('carries the area to draw and whether the visitor may draw one', () => {
    const parsed = parseMapMessage(message({ area: { kind: 'polygon', points: square }, draw: true }));
    expect(parsed?.area).toEqual({ kind: 'polygon', points: square });
    expect(parsed?.draw).toBe(true);
    expect(parseMapMessage(message({ area: { kind: 'circle', lat: 50.8, lng: 4.3, km: 5 } }))?.area).toMatchObject({ kind: 'circle', km: 5 });
    expect(parseMapMessage(message({ area: null }))?.area).toBeNull();
  });

  it('ignores a message whose area is malformed', () => {
    for (const area of [
      { kind: 'polygon', points: square.slice(0, 2) },
      { kind: 'polygon', points: [...square, ['x', 4]] },
      { kind: 'circle', lat: 91, lng: 4, km: 5 },
      'area',
    ]) {
      expect(parseMapMessage(message({ area }))).toBeNull();
    }
    expect(parseMapMessage(message({ draw: 'yes' }))).toBeNull();
  });

  it("reads the map's answer: a polyline, a point and radius, or no area; nothing else", () => {
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: 'area', value: 'gbhuHganY_|B??_gE' })).toMatchObject({ param: 'area' });
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: 'around', value: '50.8,4.3,5' })).toMatchObject({ param: 'around' });
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: null })).toEqual({ type: 'agency-map-area', param: null });
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: 'around', value: '50.8,4.3,5&view=list' })).toBeNull();
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: 'area', value: 'a b' })).toBeNull();
    expect(parseMapAreaMessage({ type: 'agency-map-area', param: 'city', value: 'Gent|9000' })).toBeNull();
    expect(parseMapAreaMessage({ type: 'agency-map', param: null })).toBeNull();
  });

  it('opens the listing with the area, in the map view, from its first page, keeping the other filters', () => {
    expect(urlWithArea('/en/for-sale/?type=2&around=1,2,3&page=4', 'area', 'gbhuHganY_|B??_gE')).toBe(
      '/en/for-sale/?type=2&area=gbhuHganY_%7CB%3F%3F_gE&view=map',
    );
    expect(urlWithArea('/en/for-sale/?type=2&near=9000&km=5', null)).toBe('/en/for-sale/?type=2&view=map');
  });
});
