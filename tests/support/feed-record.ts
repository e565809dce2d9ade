import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
