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
