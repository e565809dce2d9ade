/**
 * What the specialised property forms need to know about their property: whether it is for sale or
 * rent, and the figures of its rent (amount at signing, minimum income, maximum persons; lib/domain/rent).
 * The rent figures are computed from the price: when the price is not published (`priceHidden`), the forms
 * word their statements without amounts and show no amount to the visitor, so the price stays hidden.
 * Read here rather than through lib/data/properties (server-only) because the form submit also runs in
 * command-line and test processes.
 */
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { amountAtSigning, maximumPersons, minimumMonthlyIncome, rentFigures, type AmountAtSigning } from '@/lib/domain/rent';

export type PropertyTerms = {
  forRent: boolean;
  /** PublishPrice is false: the visitor may not see the price nor any amount computed from it. */
  priceHidden: boolean;
  rent: { atSigning: AmountAtSigning; minimumIncome: number; maximumPersons: number } | null;
};

export async function propertyTerms(id: number, lang: string, db?: Db): Promise<PropertyTerms | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const d = db ?? (await getDb());
  const [p] = await d
    .select({ goal: properties.goal, price: properties.price, publishPrice: properties.publishPrice, bedrooms: properties.bedrooms, details: properties.details })
    .from(properties)
    .where(eq(properties.id, id))
    // The figures are the same in every language; the visitor's comes first.
    .orderBy(desc(eq(properties.lang, lang)))
    .limit(1);
  if (!p) return null;
  const forRent = p.goal !== 0;
  const figures = forRent ? rentFigures(p.price, p.details) : null;
  return {
    forRent,
    priceHidden: !p.publishPrice,
    rent: figures ? { atSigning: amountAtSigning(figures), minimumIncome: minimumMonthlyIncome(figures), maximumPersons: maximumPersons(p.bedrooms, p.details) } : null,
  };
}
