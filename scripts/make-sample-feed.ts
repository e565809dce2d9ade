/**
 * Writes tests/fixtures/sample-feed.json: an example of the CRM feed that `npm run import` reads, with the 20
 * first demo properties in the four languages (80 valid records) followed by 3 deliberately broken records
 * (no ID, Zip "abc", CountryID 33) that the import rejects.
 * Run: npx tsx scripts/make-sample-feed.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { demoFeed } from '../tests/support/demo-feed';

export const SAMPLE_PROPERTIES = 20;

const OUT = join(process.cwd(), 'tests', 'fixtures', 'sample-feed.json');

const valid = demoFeed(SAMPLE_PROPERTIES);
const template = valid.find((r) => r.Language === 'en')!;

const { ID: _dropped, ...withoutId } = template;
const broken = [
  { ...withoutId, Reference: 'BROKEN-NO-ID' },
  { ...template, ID: 9001, Reference: 'BROKEN-ZIP', UniqueCode: 'BROKEN-ZIP', Zip: 'abc' },
  { ...template, ID: 9002, Reference: 'BROKEN-COUNTRY', UniqueCode: 'BROKEN-COUNTRY', CountryID: 33 },
];

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify({ properties: [...valid, ...broken] }, null, 2) + '\n');
console.log(`wrote ${OUT}: ${valid.length} valid and ${broken.length} broken records`);
