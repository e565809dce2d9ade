/**
 * What the specialised property forms need to know about their property: whether it is for sale or
 * rent, and the figures of its rent (amount at signing, minimum income, maximum persons; lib/domain/rent).
 * The rent figures are computed from the price: when the price is not published (`priceHidden`), the forms
 * word their statements without amounts and show no amount to the visitor, so the price stays hidden.
 */
import 'server-only';
import type { Db } from '@/lib/data/connection';
import { propertyFigures } from '@/lib/data/property-terms';
import { amountAtSigning, maximumPersons, minimumMonthlyIncome, rentFigures, type AmountAtSigning } from '@/lib/domain/rent';
import { isForRent } from '@/lib/domain/property';

export type PropertyTerms = {
  forRent: boolean;
  /** PublishPrice is false: the visitor may not see the price nor any amount computed from it. */
  priceHidden: boolean;
  rent: { atSigning: AmountAtSigning; minimumIncome: number; maximumPersons: number } | null;
};

export async function propertyTerms(id: number, lang: string, db?: Db): Promise<PropertyTerms | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const p = await propertyFigures(id, lang, db);
  if (!p) return null;
  const forRent = isForRent(p);
  const figures = forRent ? rentFigures(p.price, p.details) : null;
  return {
    forRent,
    priceHidden: !p.publishPrice,
    rent: figures
      ? { atSigning: amountAtSigning(figures), minimumIncome: minimumMonthlyIncome(figures), maximumPersons: maximumPersons(p.bedrooms, p.details) }
      : null,
  };
}
