/**
 * Price display rules: nl-BE number with a euro prefix; PriceUnitText replaces the euro
 * sign; PriceUnit 7 means 'starting from'; a failed format shows NaN; no price unless PublishPrice.
 */
export const PRICE_UNIT_STARTING_FROM = 7;

/**
 * A number format made on its first use, not when the module loads: creating the first Intl object starts the
 * browser's Intl (about 30 ms on a phone), and a client module that only might format an amount (a form's
 * outputs) should not pay that while the page hydrates.
 */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('nl-BE', options));
}

const NUMBER = lazyFormat({ maximumFractionDigits: 0 });

/** `€ 325.000`, or `EUR/mois 1.250` when a unit text replaces the euro sign; `NaN` when the value is not a number. */
export function formatMoney(value: unknown, unitText?: string | null): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 'NaN';
  return `${unitText?.trim() || '€'} ${NUMBER().format(n)}`;
}

export type PriceInput = { price: number | null; publishPrice: boolean; priceUnit: number; priceUnitText: string | null };
export type PriceDisplay = { kind: 'hidden' } | { kind: 'price'; text: string; startingFrom: boolean };

export function priceDisplay(p: PriceInput): PriceDisplay {
  if (!p.publishPrice || p.price === null) return { kind: 'hidden' };
  return { kind: 'price', text: formatMoney(p.price, p.priceUnitText), startingFrom: p.priceUnit === PRICE_UNIT_STARTING_FROM };
}

const AMOUNT = lazyFormat({ minimumFractionDigits: 0, maximumFractionDigits: 2 });
const AMOUNT_CENTS = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount to pay (rent at signing, buyer advance): `€ 3.600`, or with its cents `€ 12.345,68`. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return `€ ${(Number.isInteger(value) ? AMOUNT : AMOUNT_CENTS)().format(value)}`;
}
