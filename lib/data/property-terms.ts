/**
 * The figures of a property that its forms' terms are computed from (lib/forms/property-terms.ts): goal,
 * price and whether it is published, bedrooms and the CRM details. The same in every language; the
 * visitor's is read first.
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';

export type PropertyFigures = Pick<typeof properties.$inferSelect, 'goal' | 'price' | 'publishPrice' | 'bedrooms' | 'details'>;

export async function propertyFigures(id: number, lang: string, db?: Db): Promise<PropertyFigures | null> {
  const d = db ?? (await getDb());
  const [p] = await d
    .select({
      goal: properties.goal,
      price: properties.price,
      publishPrice: properties.publishPrice,
      bedrooms: properties.bedrooms,
      details: properties.details,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .orderBy(desc(eq(properties.lang, lang)))
    .limit(1);
  return p ?? null;
}
