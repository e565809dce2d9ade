/**
 * Offer to buy: the advance the buyer pays when the sale agreement is signed, 10 % of the amount offered.
 */

export const BUYER_ADVANCE_RATE = 0.1;

/** 10% of the offered amount, to the cent; null for an amount that is not a positive number. */
export function buyerAdvance(offer: number): number | null {
  if (!Number.isFinite(offer) || offer <= 0) return null;
  return Math.round(offer * BUYER_ADVANCE_RATE * 100) / 100;
}
