import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  canonicalQueryOfSegment,
  decodeQuerySegment,
  encodeQuerySegment,
  hasFilters,
  listingSearchParams,
  paging,
  parseCity,
  parseListingQuery,
} from './listing-query';
import fc from 'fast-check';

describe('listing query in the URL', () => {
  it('reads the listing parameters: city=Name|Zip and type=WebID', () => {
    const q = parseListingQuery(new URLSearchParams('city=Liège|4000&type=1&type=3'));
    expect(q.filters.city).toEqual({ name: 'Liège', zip: '4000' });
    expect(q.filters.types).toEqual([1, 3]);
  });

  it('drops malformed values instead of failing', () => {
    const q = parseListingQuery(new URLSearchParams('city=Liège&type=abc&zone=mars&pmin=-5&bmin=999&sort=cheapest&page=0&view=globe'));
    expect(q.filters).toEqual(EMPTY_FILTERS);
    expect(q.sort).toBe('date-desc');
    expect(q.page).toBe(1);
    expect(q.view).toBe('list');
    expect(parseCity('Gent|90000')).toBeNull();
  });

  it('round-trips every filter through the URL', () => {
    const raw =
      'q=MH-24&city=Gent|9000&type=2&zone=flanders&zone=brussels&pmin=100000&pmax=400000&bmin=2&bmax=4&smin=80&smax=200&garage=1&garden=1&sort=price-asc&view=map&page=3';
    const q = parseListingQuery(new URLSearchParams(raw));
    const again = parseListingQuery(listingSearchParams(q));
    expect(again).toEqual(q);
    expect(q.filters.features).toEqual(['garage', 'garden']);
    expect(hasFilters(q.filters)).toBe(true);
  });

  it('leaves defaults and empty fields out of the URL', () => {
    const q = parseListingQuery(new URLSearchParams('q=&type=&zone=&pmax=&sort=date-desc&page=1&view=list'));
    expect(listingSearchParams(q).toString()).toBe('');
    expect(hasFilters(q.filters)).toBe(false);
  });

  it('accepts Belgian number formats for amounts', () => {
    expect(parseListingQuery(new URLSearchParams('pmax=350.000')).filters.priceMax).toBe(350000);
    expect(parseListingQuery(new URLSearchParams('pmax=350 000')).filters.priceMax).toBe(350000);
  });
});

describe('search area in the URL', () => {
  const square = 'gbhuHganY_|B??_gE~{B?';
  it('keeps a drawn area and a point with radius in one canonical spelling each', () => {
    const drawn = parseListingQuery(new URLSearchParams(`area=${encodeURIComponent(square)}&type=2`));
    expect(drawn.filters.area?.kind).toBe('polygon');
    expect(parseListingQuery(listingSearchParams(drawn))).toEqual(drawn);
    const around = parseListingQuery(new URLSearchParams('around=50.8467,4.3525,5'));
    expect(around.filters.area).toEqual({ kind: 'circle', lat: 50.8467, lng: 4.3525, km: 5 });
    expect(listingSearchParams(around).toString()).toBe('around=50.8467%2C4.3525%2C5');
    expect(hasFilters(around.filters)).toBe(true);
  });

  it('turns the typed point and radius into around=, and keeps a postcode as near= with km=', () => {
    const typed = parseListingQuery(new URLSearchParams('near=50.8467, 4.3525&km=3,5'));
    expect(listingSearchParams(typed).get('around')).toBe('50.8467,4.3525,3.5');
    const zip = parseListingQuery(new URLSearchParams('near=9000&km=5'));
    expect(zip.filters.near).toEqual({ zip: '9000', km: 5 });
    expect(listingSearchParams(zip).toString()).toBe('near=9000&km=5');
    expect(parseListingQuery(new URLSearchParams('near=L-1009&km=2')).filters.near).toEqual({ zip: '1009', km: 2 });
  });

  it('drops a bad area and says which one it dropped', () => {
    for (const [raw, ignored] of [
      ['area=%%%', 'area'],
      ['around=50.8,4.3,5000', 'around'],
      ['around=nowhere', 'around'],
      ['near=Gent&km=5', 'around'],
      ['near=9000&km=0', 'around'],
    ] as const) {
      const q = parseListingQuery(new URLSearchParams(raw));
      expect(q.filters.area).toBeNull();
      expect(q.filters.near).toBeNull();
      expect(q.filters.ignored).toBe(ignored);
      expect(listingSearchParams(q).toString()).toBe(`ignored=${ignored}`);
      // The notice is no filter: the page lists everything and offers no "clear filters".
      expect(hasFilters(q.filters)).toBe(false);
    }
    expect(parseListingQuery(new URLSearchParams('ignored=elsewhere')).filters.ignored).toBeNull();
  });
});

describe('paging', () => {
  it('says page X of Y and links first, previous, next and last', () => {
    expect(paging(30, 2, 12)).toEqual({ page: 2, pages: 3, total: 30, offset: 12, first: 1, previous: 1, next: 3, last: 3 });
    expect(paging(30, 1, 12)).toMatchObject({ first: null, previous: null, next: 2, last: 3 });
    expect(paging(30, 3, 12)).toMatchObject({ first: 1, previous: 2, next: null, last: null });
  });
  it('keeps a page past the end on the last page, and an empty result on page 1 of 1', () => {
    expect(paging(30, 99, 12)).toMatchObject({ page: 3, offset: 24 });
    expect(paging(0, 5, 12)).toMatchObject({ page: 1, pages: 1, offset: 0, next: null });
  });
});

describe('query as a path segment (the cached results route)', () => {
  it('round-trips any text, accents and separators included, using only URL-safe characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const segment = encodeQuerySegment(text);
        expect(segment).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeQuerySegment(segment || 'x')).toBe(segment ? text : null);
      }),
    );
    expect(encodeQuerySegment('city=Li%C3%A8ge%7C4000')).toBe('Y2l0eT1MaSVDMyVBOGdlJTdDNDAwMA');
  });

  it('accepts only the encoding of a canonical, non-empty query', () => {
    const canonical = 'type=2&zone=brussels&sort=price-asc';
    const query = canonicalQueryOfSegment(encodeQuerySegment(canonical));
    expect(query?.filters.types).toEqual([2]);
    expect(query?.filters.zones).toEqual(['brussels']);
    expect(query?.sort).toBe('price-asc');
    expect(canonicalQueryOfSegment(encodeQuerySegment('q=mons&view=map&page=3'))?.page).toBe(3);
    // the same filters in another order, with empty fields, a default or bad values: not the canonical form
    for (const untidy of ['zone=brussels&type=2&sort=price-asc', 'type=2&zone=brussels&sort=price-asc&q=', 'type=2&sort=date-desc', 'type=x', 'page=1', '']) {
      expect(canonicalQueryOfSegment(encodeQuerySegment(untidy)), untidy).toBeNull();
    }
    // not base64url, not UTF-8, or a second spelling of the same bytes
    for (const bad of ['', 'a', 'dHlwZT0y=', 'dHlw/ZT0y', '_w', 'cT1hYh']) expect(canonicalQueryOfSegment(bad), bad).toBeNull();
    expect(canonicalQueryOfSegment('cT1hYg')?.filters.q).toBe('ab');
    expect(canonicalQueryOfSegment('dHlwZT0y')?.filters.types).toEqual([2]);
  });
});
