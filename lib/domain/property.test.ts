import { describe, expect, it } from 'vitest';
import { goalCode, goalOf, isForRent, isForSale, isOffMarket, priceText, showsPerMonth } from './property';

const t = (key: string) => ({ priceOnRequest: 'Price on request', startingFrom: 'Starting from', perMonth: 'per month', box: 'box' })[key]!;
const price = { price: 1250, publishPrice: true, priceUnit: 0, priceUnitText: null };

describe('a property goal', () => {
  it('is for sale at Goal 0 and for rent at any other Goal the CRM sends', () => {
    expect([0, 1, 2].map((goal) => [isForSale({ goal }), isForRent({ goal })])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(goalOf({ goal: 0 })).toBe('sale');
    expect(goalOf({ goal: 2 })).toBe('rent');
    expect(goalCode('sale')).toBe(0);
    expect(goalCode('rent')).toBe(1);
  });
});

describe('off the market', () => {
  it('is a sold or rented property, not one under option or available', () => {
    expect(['sold', 'rented', 'option', 'available'].map((status) => isOffMarket({ status }))).toEqual([true, true, false, false]);
  });
});

describe('the price text', () => {
  it('adds "per month" to a rent without a unit text of its own, never to a sale', () => {
    expect(priceText({ ...price, goal: 1 }, t)).toBe('€ 1.250 per month');
    expect(priceText({ ...price, goal: 0 }, t)).toBe('€ 1.250');
    expect(showsPerMonth({ goal: 1, priceUnitText: 'per week' })).toBe(false);
  });

  it('hides an unpublished price and says "starting from" for price unit 7', () => {
    expect(priceText({ ...price, publishPrice: false, goal: 0 }, t)).toBe('Price on request');
    expect(priceText({ ...price, priceUnit: 7, price: 250000, goal: 0 }, t)).toBe('Starting from € 250.000');
  });
});
