import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import type { PropertyCard } from '@/lib/data/properties';
import { propertyCard } from '@/tests/support/property-card';
import { mapProperties, type PropertyTranslator } from './mapData';

const t: PropertyTranslator = (key) => ({ priceOnRequest: 'Price on request', startingFrom: 'From', perMonth: '/ month', box: 'box' })[key];
const card = (over: Partial<PropertyCard>): PropertyCard =>
  propertyCard({ boxNr: '2', picture: '/demo/x.jpg', latitude: 51.054321, longitude: 3.725678, energyPerformance: 250, ...over });
const urlOf = (id: number) => `/en/property/${id}/`;

describe('map data', () => {
  it('carries the formatted price, the full address line and the exact position of a published property', () => {
    expect(mapProperties([card({})], t, urlOf)).toEqual([
      {
        id: 7,
        lat: 51.054321,
        lng: 3.725678,
        title: 'Townhouse',
        price: '€ 487.500',
        address: 'Kerkstraat 41 box 2, 9000 Gent',
        image: '/demo/x.jpg',
        url: '/en/property/7/',
      },
    ]);
  });

  it('carries no street, no exact coordinates and no price of a property with hidden address and price', () => {
    const m = must(mapProperties([card({ publishAddress: false, publishPrice: false })], t, urlOf)[0], 'the marker');
    const json = JSON.stringify(m);
    expect(m.price).toBe('Price on request');
    expect(m.address).toBe('9000 Gent');
    expect(json).not.toMatch(/Kerkstraat|487|054321|725678/);
    expect(m.lat).toBe(51.05);
    expect(m.lng).toBe(3.73);
    // Only the display fields travel to the browser: no raw price, street, flags.
    expect(Object.keys(m).sort()).toEqual(['address', 'id', 'image', 'lat', 'lng', 'price', 'title', 'url']);
  });

  it("shows a rent per month, PriceUnit 7 as 'from', and leaves out properties without coordinates", () => {
    const list = mapProperties([card({ id: 1, goal: 1, price: 950 }), card({ id: 2, priceUnit: 7 }), card({ id: 3, latitude: null })], t, urlOf);
    expect(list.map((m) => [m.id, m.price])).toEqual([
      [1, '€ 950 / month'],
      [2, 'From € 487.500'],
    ]);
  });
});
