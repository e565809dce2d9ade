import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, hasFilters, listingSearchParams, paging, parseCity, parseListingQuery } from './listing-query';

describe('listing query in the URL', () => {
  it("reads the spec's parameters: city=Name|Zip and type=WebID", () => {
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
    const raw = 'q=MH-24&city=Gent|9000&type=2&zone=flanders&zone=brussels&pmin=100000&pmax=400000&bmin=2&bmax=4&smin=80&smax=200&garage=1&garden=1&sort=price-asc&view=map&page=3';
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
