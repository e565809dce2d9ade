import { describe, expect, it } from 'vitest';
import { buyerAdvance } from './offer';

describe('buyer advance on signing', () => {
  it('is 10% of the offered amount, to the cent', () => {
    expect(buyerAdvance(350_000)).toBe(35_000);
    expect(buyerAdvance(199_999.99)).toBe(20_000);
    expect(buyerAdvance(123_456.78)).toBe(12_345.68);
  });
  it('is nothing for an amount that is not positive', () => {
    expect(buyerAdvance(0)).toBeNull();
    expect(buyerAdvance(-5)).toBeNull();
    expect(buyerAdvance(Number.NaN)).toBeNull();
  });
});
