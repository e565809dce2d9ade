/**
 * Price display rules (spec section 5): nl-BE number with a euro prefix; PriceUnitText replaces the euro
 * sign; PriceUnit 7 means 'starting from'; a failed format shows NaN; no price unless PublishPrice.
 */
export const PRICE_UNIT_STARTING_FROM = 7;

const NUMBER = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 });

/** `€ 325.000`, or `EUR/mois 1.250` when a unit text replaces the euro sign; `NaN` when the value is not a number. */
export function formatMoney(value: unknown, unitText?: string | null): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'NaN';
  return `${unitText?.trim() || '€'} ${NUMBER.format(n)}`;
}

export type PriceInput = { price: number | null; publishPrice: boolean; priceUnit: number; priceUnitText: string | null };
export type PriceDisplay = { kind: 'hidden' } | { kind: 'price'; text: string; startingFrom: boolean };

export function priceDisplay(p: PriceInput): PriceDisplay {
  if (!p.publishPrice || p.price === null) return { kind: 'hidden' };
  return { kind: 'price', text: formatMoney(p.price, p.priceUnitText), startingFrom: p.priceUnit === PRICE_UNIT_STARTING_FROM };
}

const AMOUNT = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const AMOUNT_CENTS = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount to pay (rent at signing, buyer advance): `€ 3.600`, or with its cents `€ 12.345,68`. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return `€ ${(Number.isInteger(value) ? AMOUNT : AMOUNT_CENTS).format(value)}`;
}
