/**
 * Rent application: the amount payable at
 * signing and the statements the applicant confirms.
 *
 * Where the figures come from:
 * - monthly rent: the property's `monthlyRent` detail, else its price (a rent property's price is its rent);
 * - first month's charges: the property's `chargesRenter` detail (0 when there are none);
 * - share of inventory costs: the `inventoryCost` detail when the CRM gives one, else INVENTORY_COST_EUR,
 *   the agency's usual fee for the entry inventory by an independent expert; by Belgian practice the
 *   landlord and the tenant each pay half (TENANT_INVENTORY_SHARE);
 * - deposit: DEPOSIT_MONTHS (3) months of rent.
 * The minimum monthly income is MIN_INCOME_RENT_RATIO times the rent plus charges, the agency's rule;
 * the maximum number of persons is the `maxPersons` detail, else two per bedroom (two for a studio).
 */

export const DEPOSIT_MONTHS = 3;
export const INVENTORY_COST_EUR = 300;
export const TENANT_INVENTORY_SHARE = 0.5;
export const MIN_INCOME_RENT_RATIO = 3;
export const PERSONS_PER_BEDROOM = 2;

export type RentFigures = { monthlyRent: number; monthlyCharges: number; inventoryCost: number };

export type AmountAtSigning = {
  firstRent: number;
  firstCharges: number;
  inventoryShare: number;
  deposit: number;
  total: number;
};

const cents = (n: number) => Math.round(n * 100) / 100;
const amount = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};

/** The figures of a rent property from its price and details (see above); null when it has no rent. */
export function rentFigures(price: number | null, details: Record<string, unknown>): RentFigures | null {
  const monthlyRent = amount(details.monthlyRent) ?? amount(price);
  if (monthlyRent === null || monthlyRent <= 0) return null;
  return {
    monthlyRent,
    monthlyCharges: amount(details.chargesRenter) ?? 0,
    inventoryCost: amount(details.inventoryCost) ?? INVENTORY_COST_EUR,
  };
}

/** First month's rent + first month's charges + share of inventory costs + deposit of 3 months' rent. */
export function amountAtSigning(f: RentFigures): AmountAtSigning {
  const firstRent = cents(f.monthlyRent);
  const firstCharges = cents(f.monthlyCharges);
  const inventoryShare = cents(f.inventoryCost * TENANT_INVENTORY_SHARE);
  const deposit = cents(f.monthlyRent * DEPOSIT_MONTHS);
  return { firstRent, firstCharges, inventoryShare, deposit, total: cents(firstRent + firstCharges + inventoryShare + deposit) };
}

/** The household's minimum net monthly income for this rent. */
export const minimumMonthlyIncome = (f: RentFigures) => Math.ceil(MIN_INCOME_RENT_RATIO * (f.monthlyRent + f.monthlyCharges));

/** The maximum number of persons (adults and children) living in the property. */
export function maximumPersons(bedrooms: number | null, details: Record<string, unknown>): number {
  const given = amount(details.maxPersons);
  if (given !== null && Number.isInteger(given) && given > 0) return given;
  return Math.max(1, bedrooms ?? 0) * PERSONS_PER_BEDROOM;
}
