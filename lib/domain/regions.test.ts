import { describe, expect, it } from 'vitest';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG, POSTAL_REGIONS, postcodesInRegions, regionOf } from './regions';

describe('postal regions', () => {
  it('uses the CRM country ids: 10 Belgium, 50 Luxembourg', () => {
    expect(COUNTRY_BELGIUM).toBe(10);
    expect(COUNTRY_LUXEMBOURG).toBe(50);
  });

  it.each([
    [999, null],
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [9999, 'flanders'],
    [10000, null],
  ])('puts Belgian postcode %i in %s', (zip, region) => {
    expect(regionOf(zip, COUNTRY_BELGIUM)).toBe(region);
    expect(regionOf(String(zip), COUNTRY_BELGIUM)).toBe(region);
  });

  it('reads well-known cities', () => {
    expect(regionOf('1050', 10)).toBe('brussels'); // Ixelles
    expect(regionOf('1348', 10)).toBe('wallonia'); // Louvain-la-Neuve
    expect(regionOf('2000', 10)).toBe('flanders'); // Antwerpen
    expect(regionOf('4000', 10)).toBe('wallonia'); // Liège
    expect(regionOf('9000', 10)).toBe('flanders'); // Gent
  });

  it('takes Luxembourg from the country id whatever the postcode', () => {
    expect(regionOf('1000', COUNTRY_LUXEMBOURG)).toBe('luxembourg');
    expect(regionOf('L-1611', COUNTRY_LUXEMBOURG)).toBe('luxembourg');
    expect(regionOf('', COUNTRY_LUXEMBOURG)).toBe('luxembourg');
  });

  it('gives null for a postcode that is not a number, and for other countries', () => {
    expect(regionOf('', 10)).toBeNull();
    expect(regionOf('abc', 10)).toBeNull();
    expect(regionOf('B-1000', 10)).toBeNull();
    expect(regionOf('10.5', 10)).toBeNull();
    expect(regionOf(1000.5, 10)).toBeNull();
    expect(regionOf(Number.NaN, 10)).toBeNull();
    expect(regionOf(-1000, 10)).toBeNull();
    expect(regionOf(' 1000 ', 10)).toBe('brussels');
    expect(regionOf('1000', 20)).toBeNull();
    expect(regionOf('1000', 0)).toBeNull();
  });

  it('covers 1000-9999 with no gap and no overlap', () => {
    for (let zip = 1000; zip <= 9999; zip++) {
      expect(POSTAL_REGIONS.filter((r) => zip >= r.from && zip <= r.to)).toHaveLength(1);
    }
  });
});

describe('the postcodes of a saved search', () => {
  const places = [
    { zip: '9000', countryId: 10 },
    { zip: '1050', countryId: 10 },
    { zip: '1000', countryId: 10 },
    { zip: ' 1000 ', countryId: 10 },
    { zip: '2449', countryId: 50 },
    { zip: '4000', countryId: 10 },
    { zip: '1000', countryId: 20 },
    { zip: '', countryId: 10 },
  ];

  it('gives the places’ postcodes in the chosen regions, each once, in order', () => {
    expect(postcodesInRegions(['brussels'], places)).toEqual(['1000', '1050']);
    expect(postcodesInRegions(['luxembourg', 'brussels'], places)).toEqual(['1000', '1050', '2449']);
    expect(postcodesInRegions(['flanders', 'wallonia'], places)).toEqual(['4000', '9000']);
  });

  it('gives none for no region, or a region without places', () => {
    expect(postcodesInRegions([], places)).toEqual([]);
    expect(postcodesInRegions(['luxembourg'], [{ zip: '1000', countryId: 10 }])).toEqual([]);
  });
});
