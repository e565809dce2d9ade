import { describe, expect, it } from 'vitest';
import { amountAtSigning, maximumPersons, minimumMonthlyIncome, rentFigures, INVENTORY_COST_EUR } from './rent';

describe('amount payable at signing', () => {
  it('is the first rent, the first charges, half the inventory and a deposit of three months', () => {
    const a = amountAtSigning({ monthlyRent: 1200, monthlyCharges: 150, inventoryCost: 300 });
    expect(a).toEqual({ firstRent: 1200, firstCharges: 150, inventoryShare: 150, deposit: 3600, total: 5100 });
  });

  it('keeps cents', () => {
    expect(amountAtSigning({ monthlyRent: 995.5, monthlyCharges: 0, inventoryCost: 275 }).total).toBe(995.5 + 137.5 + 2986.5);
  });

  it('takes the figures from the property: rent detail or price, renter charges, inventory cost or the default', () => {
    expect(rentFigures(1000, { chargesRenter: 80 })).toEqual({ monthlyRent: 1000, monthlyCharges: 80, inventoryCost: INVENTORY_COST_EUR });
    expect(rentFigures(1000, { monthlyRent: 1100, inventoryCost: 420 })).toEqual({ monthlyRent: 1100, monthlyCharges: 0, inventoryCost: 420 });
    expect(rentFigures(null, {})).toBeNull();
    expect(rentFigures(0, { monthlyRent: 'abc' })).toBeNull();
  });

  it('asks for an income of three times the rent and charges, and caps the persons by bedrooms', () => {
    expect(minimumMonthlyIncome({ monthlyRent: 1000, monthlyCharges: 100, inventoryCost: 300 })).toBe(3300);
    expect(maximumPersons(2, {})).toBe(4);
    expect(maximumPersons(0, {})).toBe(2);
    expect(maximumPersons(null, {})).toBe(2);
    expect(maximumPersons(3, { maxPersons: 5 })).toBe(5);
  });
});
