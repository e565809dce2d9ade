import { describe, expect, it } from 'vitest';
import { formatMoney, priceDisplay, PRICE_UNIT_STARTING_FROM } from './money';

describe('price display', () => {
  it('formats as an nl-BE number with a euro prefix', () => {
    expect(formatMoney(325000)).toBe('€ 325.000');
    expect(formatMoney('1250')).toBe('€ 1.250');
    expect(formatMoney(0)).toBe('€ 0');
  });
  it('lets PriceUnitText replace the euro sign', () => {
    expect(formatMoney(1250, 'EUR/mois')).toBe('EUR/mois 1.250');
    expect(formatMoney(1250, '  ')).toBe('€ 1.250');
  });
  it('shows NaN when the value cannot be formatted', () => {
    expect(formatMoney('abc')).toBe('NaN');
    expect(formatMoney(undefined)).toBe('NaN');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('NaN');
  });
  it('hides the price unless PublishPrice, and marks PriceUnit 7 as starting from', () => {
    const base = { price: 250000, publishPrice: true, priceUnit: 0, priceUnitText: null };
    expect(priceDisplay({ ...base, publishPrice: false })).toEqual({ kind: 'hidden' });
    expect(priceDisplay({ ...base, price: null })).toEqual({ kind: 'hidden' });
    expect(priceDisplay(base)).toEqual({ kind: 'price', text: '€ 250.000', startingFrom: false });
    expect(PRICE_UNIT_STARTING_FROM).toBe(7);
    expect(priceDisplay({ ...base, priceUnit: 7 })).toEqual({ kind: 'price', text: '€ 250.000', startingFrom: true });
  });
});
