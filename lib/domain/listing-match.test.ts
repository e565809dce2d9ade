import { describe, expect, it } from 'vitest';
import { Interner, listingMatcher, listingOrder, toListed, townKey, type ListingSource, type Listing, type TownsOf } from './listing-match';
import { EMPTY_FILTERS, type ListingFilters } from './listing-query';

const base: ListingSource = {
  id: 1,
  goal: 0,
  status: 'available',
  webId: 1,
  webIds: '',
  zip: '1050',
  countryId: 10,
  price: 300_000,
  publishPrice: true,
  bedrooms: 3,
  surfaceLiving: 120,
  garages: 0,
  parkings: 0,
  surfaceTerrace: null,
  surfaceGarden: null,
  reference: 'HOR-1001',
  city: 'Ixelles',
  typeDescription: 'Maison de maître',
  createdAt: new Date('2026-01-01T00:00:00Z'),
};
const property = (p: Partial<ListingSource> = {}) => toListed({ ...base, ...p });
const filters = (f: Partial<ListingFilters> = {}): ListingFilters => ({ ...EMPTY_FILTERS, ...f });
const noTowns: TownsOf = () => undefined;
const matches = (p: Partial<ListingSource>, f: Partial<ListingFilters> = {}, listing: Listing = 'sale', towns = noTowns) =>
  listingMatcher(listing, filters(f), towns)(property(p));

describe('listing matching', () => {
  it('puts a property in sale, rent or sold by its goal and status', () => {
    expect(matches({}, {}, 'sale')).toBe(true);
    expect(matches({}, {}, 'rent')).toBe(false);
    expect(matches({ goal: 1 }, {}, 'rent')).toBe(true);
    expect(matches({ goal: 2 }, {}, 'rent')).toBe(true);
    expect(matches({ status: 'option' }, {}, 'sale')).toBe(true);
    for (const status of ['sold', 'rented']) {
      expect(matches({ status }, {}, 'sale')).toBe(false);
      expect(matches({ status, goal: 1 }, {}, 'rent')).toBe(false);
      expect(matches({ status }, {}, 'sold')).toBe(true);
    }
    expect(matches({}, {}, 'sold')).toBe(false);
  });

  it('matches a city on postcode and name in any of the property’s languages, case and accents ignored', () => {
    const towns = new Map([[1, [townKey('4000', 'Liège'), townKey('4000', 'Luik')]]]);
    const townsOf = (id: number) => towns.get(id);
    const liege = { zip: '4000', city: 'Liège' };
    for (const name of ['Liège', 'liege', 'LIÈGE', 'Luik']) expect(matches(liege, { city: { name, zip: '4000' } }, 'sale', townsOf), name).toBe(true);
    expect(matches(liege, { city: { name: 'Liège', zip: '4020' } }, 'sale', townsOf)).toBe(false);
    expect(matches(liege, { city: { name: 'Namur', zip: '4000' } }, 'sale', townsOf)).toBe(false);
  });

  it('builds an index whose properties share one copy of a list of types', () => {
    const interner = new Interner();
    const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3, webIds: '7' }].map((p) => toListed({ ...base, ...p }, interner));
    expect(a!.types).toBe(b!.types);
    expect(c!.types).not.toBe(a!.types);
    expect(c!.types).toEqual([1, 7]);
    expect(interner.list(['4000|liege'])).toBe(interner.list(['4000|liege']));
    expect(interner.list([1])).not.toBe(interner.list(['1']));
  });

  it('matches types by WebID or WebIDs and zones by postal region or Luxembourg', () => {
    expect(matches({ webId: 3, webIds: '1, 3' }, { types: [1] })).toBe(true);
    expect(matches({ webId: 3, webIds: '' }, { types: [1, 2] })).toBe(false);
    expect(matches({ zip: '1299' }, { zones: ['brussels'] })).toBe(true);
    expect(matches({ zip: '1300' }, { zones: ['brussels'] })).toBe(false);
    expect(matches({ zip: '1300' }, { zones: ['wallonia'] })).toBe(true);
    expect(matches({ zip: '9000' }, { zones: ['flanders', 'brussels'] })).toBe(true);
    expect(matches({ zip: '4530', countryId: 50 }, { zones: ['luxembourg'] })).toBe(true);
    expect(matches({ zip: '4530', countryId: 50 }, { zones: ['wallonia'] })).toBe(false);
    expect(matches({ zip: 'B-10' }, { zones: ['brussels'] })).toBe(false);
  });

  it('never shows a hidden price inside a price limit; unknown figures are outside any limit', () => {
    expect(matches({}, { priceMin: 300_000, priceMax: 300_000 })).toBe(true);
    expect(matches({}, { priceMax: 299_999 })).toBe(false);
    expect(matches({ publishPrice: false }, { priceMax: 1_000_000 })).toBe(false);
    expect(matches({ price: null }, { priceMin: 1 })).toBe(false);
    expect(matches({ publishPrice: false }, {})).toBe(true);
    expect(matches({}, { bedroomsMin: 3, bedroomsMax: 3 })).toBe(true);
    expect(matches({ bedrooms: null }, { bedroomsMin: 1 })).toBe(false);
    expect(matches({}, { surfaceMin: 121 })).toBe(false);
    expect(matches({ surfaceLiving: null }, { surfaceMax: 500 })).toBe(false);
  });

  it('reads each feature as the demands do: parking is a parking space or a garage', () => {
    expect(matches({}, { features: ['garage'] })).toBe(false);
    expect(matches({ garages: 1 }, { features: ['garage', 'parking'] })).toBe(true);
    expect(matches({ parkings: 2 }, { features: ['parking'] })).toBe(true);
    expect(matches({ surfaceTerrace: 0.5 }, { features: ['terrace'] })).toBe(false);
    expect(matches({ surfaceTerrace: 12, surfaceGarden: 1 }, { features: ['terrace', 'garden'] })).toBe(true);
  });

  it('finds a text as reference, ID, postcode or town exactly, or inside the type description', () => {
    for (const q of ['hor-1001', 'HOR-1001', '1', '1050', 'ixelles', 'IXELLES', 'maitre', 'Maître', 'maison de']) expect(matches({}, { q }), q).toBe(true);
    for (const q of ['hor', '105', 'ixel', 'appartement', '99999999999']) expect(matches({}, { q }), q).toBe(false);
  });
});

describe('listing order', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const list = [
    property({ id: 1, price: 250_000, city: 'Gent', typeDescription: 'Villa', createdAt: day(3) }),
    property({ id: 2, price: 90_000, city: 'Écaussinnes', typeDescription: 'appartement', createdAt: day(5) }),
    property({ id: 3, price: 1_000, publishPrice: false, city: 'arlon', typeDescription: 'Villa', createdAt: day(1) }),
    property({ id: 4, price: 500_000, city: 'Gent', typeDescription: 'Bureau', createdAt: day(3) }),
    property({ id: 5, price: null, city: 'Zottegem', typeDescription: 'Terrain', createdAt: day(2) }),
  ];
  const order = (sort: Parameters<typeof listingOrder>[0]) => [...list].sort(listingOrder(sort)).map((p) => p.id);

  it('sorts by price either way with unknown, then hidden, prices last', () => {
    expect(order('price-asc')).toEqual([2, 1, 4, 5, 3]);
    expect(order('price-desc')).toEqual([4, 1, 2, 5, 3]);
  });

  it('sorts type and town alphabetically with accents and case ignored, newest first within a name', () => {
    expect(order('type')).toEqual([2, 4, 5, 1, 3]);
    expect(order('city')).toEqual([3, 2, 4, 1, 5]);
  });

  it('sorts newest first by default, the higher ID first on the same date', () => {
    expect(order('date-desc')).toEqual([2, 4, 1, 5, 3]);
  });
});
