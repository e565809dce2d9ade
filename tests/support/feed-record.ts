import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@/lib/db/client';
import { webTypes } from '@/lib/db/schema';
import type { FormSubject } from '@/lib/forms/types';
import { parseFeedText } from '@/lib/import/property-import';
import { must } from './must';

type Raw = Record<string, unknown>;
/** The sample feed's first record. */
export const sampleRecord = must(
  (parseFeedText(readFileSync(join(process.cwd(), 'tests/fixtures/sample-feed.json'), 'utf8')) as Raw[])[0],
  'the first record of tests/fixtures/sample-feed.json',
);

/**
 * A feed record for tests: the sample feed's first record made a published two-bedroom house for sale in
 * Ixelles (Brussels) at € 350.000, with ID `id` and reference `{prefix}-{id}`; `over` changes any field.
 */
export const feedRecord = (id: number, prefix: string, over: Raw = {}): Raw => ({
  ...sampleRecord,
  ID: id,
  Reference: `${prefix}-${id}`,
  UniqueCode: `${prefix.slice(-1)}${id}`,
  WebID: 1,
  WebIDs: '1',
  Goal: 0,
  Language: 'fr',
  Status: 'available',
  Price: 350_000,
  PublishPrice: true,
  Zip: '1050',
  City: 'Ixelles',
  CountryID: 10,
  Bedrooms: 2,
  Title: `Maison ${id}`,
  ...over,
});

/** What a form about the house of `feedRecord(id, prefix)` is sent with (its page's reference, title, price and place); `goal` 1 for rent. */
export const feedSubject = (id: number, prefix: string, goal = 0): FormSubject => ({
  kind: 'property',
  id,
  reference: `${prefix}-${id}`,
  title: `Maison ${id}`,
  url: `http://localhost:3000/fr/bien/${id}/`,
  picture: null,
  price: '€ 350.000',
  place: '1050 Ixelles',
  goal,
});

/** feedRecord's web type (1) in every language, as the demand form's type choices need it; idempotent. */
export async function addHouseWebType(db: Db): Promise<void> {
  await db
    .insert(webTypes)
    .values(['en', 'nl', 'fr', 'de'].map((lang) => ({ webId: 1, lang, name: lang === 'fr' ? 'Maison' : 'House' })))
    .onConflictDoNothing();
}
