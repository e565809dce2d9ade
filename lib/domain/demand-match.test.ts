import { describe, expect, it } from 'vitest';
import { matchesDemand, type DemandCriteria, type MatchableProperty } from './demand-match';

const demand: DemandCriteria = {
  goal: 0,
  webIds: [1, 2],
  zones: ['brussels'],
  minPrice: 200_000,
  maxPrice: 400_000,
  minBedrooms: 2,
  maxBedrooms: 3,
  garages: null,
  parking: false,
  terrace: false,
  garden: false,
};

const house: MatchableProperty = {
  goal: 0,
  status: 'available',
  webId: 1,
  webIds: '',
  zip: '1050',
  countryId: 10,
  price: 300_000,
  publishPrice: true,
  bedrooms: 3,
  garages: 0,
  parkings: 0,
  surfaceTerrace: null,
  surfaceGarden: null,
};

describe('matchesDemand', () => {
  it('matches a property that meets every criterion, limits included', () => {
    expect(matchesDemand(demand, house)).toBe(true);
    expect(matchesDemand(demand, { ...house, price: 200_000, bedrooms: 2 })).toBe(true);
    expect(matchesDemand(demand, { ...house, price: 400_000 })).toBe(true);
  });

  it('separates buyers from tenants: Goal 0 is sale, any other value rent', () => {
    expect(matchesDemand(demand, { ...house, goal: 1 })).toBe(false);
    const tenant = { ...demand, goal: 1 as const, minPrice: 800, maxPrice: 1500 };
    expect(matchesDemand(tenant, { ...house, goal: 2, price: 1200 })).toBe(true);
    expect(matchesDemand(tenant, { ...house, goal: 0, price: 1200 })).toBe(false);
  });

  it('never alerts for a sold or rented property', () => {
    expect(matchesDemand(demand, { ...house, status: 'sold' })).toBe(false);
    expect(matchesDemand(demand, { ...house, status: 'rented' })).toBe(false);
    expect(matchesDemand(demand, { ...house, status: 'option' })).toBe(true);
  });

  it('needs one of the types, including the CRM list of WebIDs', () => {
    expect(matchesDemand(demand, { ...house, webId: 9 })).toBe(false);
    expect(matchesDemand(demand, { ...house, webId: 9, webIds: '9, 2' })).toBe(true);
  });

  it('needs one of the zones, by postal region or Luxembourg by country', () => {
    expect(matchesDemand(demand, { ...house, zip: '1300' })).toBe(false);
    expect(matchesDemand({ ...demand, zones: ['wallonia', 'luxembourg'] }, { ...house, zip: '1300' })).toBe(true);
    expect(matchesDemand({ ...demand, zones: ['luxembourg'] }, { ...house, zip: '1050', countryId: 50 })).toBe(true);
    expect(matchesDemand({ ...demand, zones: ['flanders'] }, { ...house, zip: '9000' })).toBe(true);
  });

  it('with a search area: only a property whose public position is inside, zones or not', () => {
    // Within 2 km of the Grand-Place of Brussels.
    const around = { ...demand, area: 'around=50.8467,4.3525,2' };
    const placed = { ...house, publishAddress: true, latitude: 50.85, longitude: 4.36 };
    expect(matchesDemand(around, placed)).toBe(true);
    // Antwerp, about 41 km away.
    expect(matchesDemand(around, { ...placed, latitude: 51.2194, longitude: 4.4025 })).toBe(false);
    expect(matchesDemand(around, { ...placed, latitude: null, longitude: null })).toBe(false);
    // No zone ticked: the area alone places the property; a zone ticked still has to match.
    expect(matchesDemand({ ...around, zones: [] }, placed)).toBe(true);
    expect(matchesDemand({ ...around, zones: ['flanders'] }, placed)).toBe(false);
    // A hidden address counts where the site shows it: 50.8653 (inside) rounds to 50.87 (outside, 2.6 km).
    const edge = { ...around, area: 'around=50.8467,4.3525,2.1' };
    expect(matchesDemand(edge, { ...placed, latitude: 50.8653, longitude: 4.3525 })).toBe(true);
    expect(matchesDemand(edge, { ...placed, latitude: 50.8653, longitude: 4.3525, publishAddress: false })).toBe(false);
    // A stored area that does not read matches nothing.
    expect(matchesDemand({ ...demand, area: 'around=nowhere' }, placed)).toBe(false);
    // Without an area the position plays no part.
    expect(matchesDemand(demand, { ...placed, latitude: null, longitude: null })).toBe(true);
  });

  it('keeps within the price range and never matches a hidden price against a limit', () => {
    expect(matchesDemand(demand, { ...house, price: 199_999 })).toBe(false);
    expect(matchesDemand(demand, { ...house, price: 400_001 })).toBe(false);
    expect(matchesDemand(demand, { ...house, publishPrice: false })).toBe(false);
    expect(matchesDemand(demand, { ...house, price: null })).toBe(false);
    const noPrice = { ...demand, minPrice: null, maxPrice: null };
    expect(matchesDemand(noPrice, { ...house, publishPrice: false })).toBe(true);
    expect(matchesDemand({ ...demand, minPrice: null }, { ...house, price: 50_000 })).toBe(true);
  });

  it('keeps within the bedrooms range; unknown bedrooms do not meet a limit', () => {
    expect(matchesDemand(demand, { ...house, bedrooms: 1 })).toBe(false);
    expect(matchesDemand(demand, { ...house, bedrooms: 4 })).toBe(false);
    expect(matchesDemand(demand, { ...house, bedrooms: null })).toBe(false);
    expect(matchesDemand({ ...demand, minBedrooms: null, maxBedrooms: null }, { ...house, bedrooms: null })).toBe(true);
  });

  it('asks for garages, parking, terrace and garden only when the demand does', () => {
    expect(matchesDemand({ ...demand, garages: 2 }, { ...house, garages: 1 })).toBe(false);
    expect(matchesDemand({ ...demand, garages: 2 }, { ...house, garages: 2 })).toBe(true);
    expect(matchesDemand({ ...demand, parking: true }, house)).toBe(false);
    expect(matchesDemand({ ...demand, parking: true }, { ...house, parkings: 1 })).toBe(true);
    expect(matchesDemand({ ...demand, parking: true }, { ...house, garages: 1 })).toBe(true);
    expect(matchesDemand({ ...demand, terrace: true }, house)).toBe(false);
    expect(matchesDemand({ ...demand, terrace: true }, { ...house, surfaceTerrace: 12 })).toBe(true);
    expect(matchesDemand({ ...demand, garden: true }, { ...house, surfaceGarden: 0 })).toBe(false);
    expect(matchesDemand({ ...demand, garden: true }, { ...house, surfaceGarden: 150 })).toBe(true);
  });
});
