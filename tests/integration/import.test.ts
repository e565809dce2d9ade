import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { generateDemoProperties } from '@/lib/db/seed/properties';
import { getProperty, getPropertyStats } from '@/lib/data/properties';
import { feedRecord, toRow } from '@/lib/import/feed';
import { importFeed, parseFeedText, type ImportResult } from '@/lib/import/property-import';
import { demoFeed } from '@/tests/support/demo-feed';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { importCommand } from '@/lib/cli/import';
import { runScript, runCommand } from '../support/cli';

type Raw = Record<string, unknown>;

const FIXTURE = join(process.cwd(), 'tests/fixtures/sample-feed.json');
const fixture = () => parseFeedText(readFileSync(FIXTURE, 'utf8')) as Raw[];
const validRecords = () => fixture().filter((r) => typeof r.ID === 'number' && r.ID < 9000);

describe('feed records', () => {
  it('map back to the demo rows they were made from (toRow is the inverse of demoFeed)', () => {
    const rows = generateDemoProperties(150);
    const feed = JSON.parse(JSON.stringify(demoFeed(150))) as unknown[];
    const back = feed.map((r) => toRow(feedRecord.parse(r)));
    expect(JSON.parse(JSON.stringify(back))).toEqual(JSON.parse(JSON.stringify(rows)));
  });

  it('accept what a sloppy CRM sends: numeric strings, empty strings, yes/no, prefixed zips, local times', () => {
    const base = must(demoFeed(1)[0], 'a demo feed record');
    const row = toRow(
      feedRecord.parse({
        ...base,
        ID: '1001',
        Goal: '1',
        Price: '1250,50',
        PublishPrice: '0',
        Zip: 'L-2449',
        CountryID: '50',
        Language: 'FR',
        Street: '',
        Latitude: '',
        EPCValidUntil: '13/07/2031',
        CreatedAt: '2026-07-01 10:00:00',
        Pictures: ['/demo/house-01.jpg', { Url: '' }],
        Details: { ...base.Details, Permit: 'Requested', FloodZone: 'no', Documents: [{ Name: 'Plan', Url: 'https://example.be/plan.pdf' }] },
      }),
    );
    expect(row).toMatchObject({ id: 1001, goal: 1, price: 1250.5, publishPrice: false, zip: '2449', countryId: 50, lang: 'fr' });
    expect(row).toMatchObject({ street: null, latitude: null, epcValidUntil: '2031-07-13', pictures: ['/demo/house-01.jpg'] });
    expect(row.createdAt?.toISOString()).toBe('2026-07-01T08:00:00.000Z'); // Brussels summer time
    expect(row.details).toMatchObject({
      permit: 'requested',
      floodZone: false,
      documents: [{ type: 'other', name: 'Plan', url: 'https://example.be/plan.pdf' }],
    });
  });

  it('are strict about what would show a wrong property', () => {
    const [base] = demoFeed(1);
    const problems = (patch: Raw) => {
      const r = feedRecord.safeParse({ ...base, ...patch });
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(problems({ ID: 0 })).toEqual(['ID']);
    expect(problems({ ID: 12.5 })).toEqual(['ID']);
    expect(problems({ Goal: 'sale' })).toEqual(['Goal']);
    expect(problems({ Zip: '12345' })).toEqual(['Zip']);
    expect(problems({ Status: 'reserved' })).toEqual(['Status']);
    expect(problems({ Price: -1 })).toEqual(['Price']);
    expect(problems({ SmallPictureItem: { Url: 'javascript:alert(1)' } })).toEqual(['SmallPictureItem.Url']);
    expect(problems({ Pictures: [{ Url: '//evil.example/x.jpg' }] })).toEqual(['Pictures.0.Url']);
    expect(problems({ Details: { Videos: ['ftp://example.be/v.mp4'], Permit: 'maybe' } })).toEqual(['Details.Permit', 'Details.Videos.0']);
    expect(problems({ EPCValidUntil: '2031-02-30' })).toEqual(['EPCValidUntil']);
  });

  it('are read from a JSON array or an object { properties }, and a file that is neither is refused clearly', () => {
    expect(parseFeedText('[{"ID": 1}]')).toEqual([{ ID: 1 }]);
    expect(parseFeedText('{"properties": [{"ID": 1}]}')).toEqual([{ ID: 1 }]);
    expect(() => parseFeedText('[\n{"ID": 1,}\n]', 'feed.json')).toThrow(/^feed\.json is not valid JSON at line 2/);
    expect(() => parseFeedText('{"items": []}', 'feed.json')).toThrow(/must hold a JSON array/);
  });
});

for (const target of testDatabases()) {
  describe(`property import on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    const rowCount = async () => must((await handle.db.select({ n: count() }).from(properties))[0], 'the count of properties').n;
    const allRows = () => handle.db.select().from(properties).orderBy(asc(properties.id), asc(properties.lang));

    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
    });
    afterAll(async () => {
      await handle?.drop();
    });

    it('imports the sample feed: 20 properties × 4 languages, the 3 broken records rejected with their reasons', async () => {
      const hooked: number[][] = [];
      const progress: [number, number][] = [];
      const result = await importFeed(handle.db, fixture(), {
        onProgress: (done, total) => progress.push([done, total]),
        onImported: async (ids) => void hooked.push(ids),
      });
      expect(result.received).toBe(83);
      expect(result.imported).toBe(80);
      expect(result.removed).toEqual([]);
      expect(result.rejected).toEqual([
        { index: 80, id: null, reason: 'ID: is required' },
        { index: 81, id: 9001, reason: 'Zip: must be 4 digits' },
        { index: 82, id: 9002, reason: 'CountryID: must be 10 (Belgium) or 50 (Luxembourg)' },
      ]);
      // After each batch (as many records as its time budget allowed): records handled so far, of all.
      expect(progress.at(-1)).toEqual([83, 83]);
      expect(progress.every(([done, total], i) => total === 83 && done > (progress[i - 1]?.[0] ?? 0))).toBe(true);
      expect(await handle.db.select({ n: count(), ids: countDistinct(properties.id) }).from(properties)).toEqual([{ n: 80, ids: 20 }]);
      expect(hooked).toEqual([Array.from({ length: 20 }, (_, i) => 1001 + i)]);
      // The web types are not seeded here, so every WebID of the feed is reported as unnamed.
      expect(result.unknownWebIds.length).toBeGreaterThan(0);
    });

    it('re-imports the same feed without changing anything', async () => {
      const before = await allRows();
      const result = await importFeed(handle.db, fixture());
      expect([result.imported, result.rejected.length]).toEqual([80, 3]);
      expect(await allRows()).toEqual(before);
    });

    it('updates a property whose price changed, in every language, and nothing else', async () => {
      const before = await allRows();
      const feed = fixture().map((r) => (r.ID === 1005 ? { ...r, Price: 123_456, UpdatedAt: '2026-11-02T09:00:00Z' } : r));
      await importFeed(handle.db, feed);
      const after = await allRows();
      const changed = after.filter((r) => r.id === 1005);
      expect(changed).toHaveLength(4);
      for (const r of changed) {
        expect(r.price).toBe(123_456);
        expect(r.updatedAt.toISOString()).toBe('2026-11-02T09:00:00.000Z');
        expect(r.createdAt).toEqual(before.find((b) => b.id === r.id && b.lang === r.lang)!.createdAt);
      }
      expect(after.filter((r) => r.id !== 1005)).toEqual(before.filter((r) => r.id !== 1005));
    });

    it('keeps the creation date of a property when a record has no CreatedAt', async () => {
      const before = must((await handle.db.select().from(properties).where(eq(properties.id, 1006)).limit(1))[0], 'property 1006');
      const record = fixture().find((r) => r.ID === 1006 && r.Language === before.lang)!;
      const { CreatedAt: _omitted, ...withoutCreatedAt } = record;
      await importFeed(handle.db, [{ ...withoutCreatedAt, Title: 'Renamed by the CRM' }]);
      const [after] = await handle.db
        .select()
        .from(properties)
        .where(and(eq(properties.id, 1006), eq(properties.lang, before.lang)));
      expect(after).toMatchObject({ title: 'Renamed by the CRM', createdAt: before.createdAt });
      await importFeed(handle.db, [record]);
    });

    it('gives an imported property to the site in French', async () => {
      const record = fixture().find((r) => r.ID === 1002 && r.Language === 'fr')!;
      const p = await getProperty(1002, 'fr');
      expect(p).not.toBeNull();
      expect(p).toMatchObject({ id: 1002, reference: record.Reference, title: record.Title, city: record.City, zip: record.Zip });
      expect(p!.pictures).toEqual((record.Pictures as { Url: string }[]).map((x) => x.Url));
      expect(p!.details).toHaveProperty('permit');
    });

    it('rejects a record in a language the site does not have, and a second record for the same property and language', async () => {
      const en = must(validRecords()[0], 'a valid record');
      const result = await importFeed(handle.db, [{ ...en, ID: 7001, Language: 'es' }, en, { ...en, Title: 'Twice' }]);
      expect(result.imported).toBe(1);
      expect(result.rejected).toEqual([
        { index: 0, id: 7001, reason: expect.stringMatching(/^Language: must be one of the site's languages \(.*\ben\b.*\)$/) },
        { index: 2, id: en.ID, reason: 'duplicate of record 1 (same ID and Language)' },
      ]);
      expect(await handle.db.select().from(properties).where(eq(properties.id, 7001))).toEqual([]);
    });

    it('with full, removes exactly the properties missing from the feed, in all languages', async () => {
      const withdrawn = [1003, 1017];
      const feed = fixture().filter((r) => !withdrawn.includes(r.ID as number));
      const result: ImportResult = await importFeed(handle.db, feed, { full: true });
      expect(result.removed).toEqual(withdrawn);
      expect(result.removedLanguages).toEqual([]);
      expect(await rowCount()).toBe(18 * 4);
      expect(await handle.db.select().from(properties).where(inArray(properties.id, withdrawn))).toEqual([]);
      expect(await getProperty(1003, 'fr')).toBeNull();
    });

    it('with full, removes only the languages a property no longer has in the feed', async () => {
      const published = () => validRecords().filter((r) => r.ID !== 1003 && r.ID !== 1017);
      const feed = published().filter((r) => !(r.ID === 1005 && (r.Language === 'nl' || r.Language === 'de')));
      const result = await importFeed(handle.db, feed, { full: true });
      expect(result.removed).toEqual([]);
      expect(result.removedLanguages).toEqual([
        { id: 1005, lang: 'de' },
        { id: 1005, lang: 'nl' },
      ]);
      expect(await getProperty(1005, 'nl')).toBeNull();
      expect(await getProperty(1005, 'fr')).not.toBeNull();
      expect(await rowCount()).toBe(18 * 4 - 2);
      // Back in the feed, back on the site; a rejected record keeps its language, an unreadable language keeps them all.
      await importFeed(
        handle.db,
        fixture().filter((r) => r.ID === 1005),
      );
      const kept = published().map((r) =>
        r.ID === 1005 && r.Language === 'nl'
          ? { ...r, Zip: 'abc' }
          : r.ID === 1006 && r.Language === 'de'
            ? { ...r, Zip: 'abc', Language: 42 }
            : r.ID === 1007 && r.Language === 'fr'
              ? { ...r, Language: ' FR ' }
              : r,
      );
      const again = await importFeed(handle.db, kept, { full: true });
      expect(again.rejected.map((r) => r.id)).toEqual([1005, 1006]);
      expect(again.removed).toEqual([]);
      expect(again.removedLanguages).toEqual([]);
      expect(await rowCount()).toBe(18 * 4);
    });

    it('with full, keeps a property whose record was rejected, and removes nothing when no record is valid', async () => {
      const feed = validRecords()
        .filter((r) => r.ID !== 1003 && r.ID !== 1017)
        .map((r) => (r.ID === 1004 ? { ...r, Zip: 'abc' } : r));
      const result = await importFeed(handle.db, feed, { full: true });
      expect(result.rejected.map((r) => r.id)).toEqual([1004, 1004, 1004, 1004]);
      expect(result.removed).toEqual([]);
      const nothingValid = await importFeed(handle.db, [{ ID: 1001 }], { full: true });
      expect(nothingValid.removed).toEqual([]);
      expect(await rowCount()).toBe(18 * 4);
    });

    it('answers the site’s queries between its batches while a large import runs', async () => {
      // The site's figures for French (a query through lib/data), asked again and again while the import writes;
      // each answer sees the batches committed so far. A budget of 0 ms makes each batch one statement of the
      // fewest rows, so that the import has many batches on a fast machine too.
      const frenchRows = async () => {
        const s = await getPropertyStats('fr');
        return s.forSale + s.forRent + s.soldOrRented;
      };
      const feed = demoFeed(60).map((r) => ({ ...r, ID: r.ID + 100_000 }));
      const before = await frenchRows();
      const answers: number[] = [];
      let importing = true;
      const visitor = (async () => {
        while (importing) {
          await new Promise((resolve) => setImmediate(resolve));
          answers.push(await frenchRows());
        }
      })();
      const result = await importFeed(handle.db, feed, { batchBudgetMs: 0 }).finally(() => (importing = false));
      await visitor;
      const after = await frenchRows();
      expect(result.imported).toBe(feed.length);
      expect(after).toBeGreaterThan(before);
      // Answers that saw some of the import's rows but not all: given while it ran, between two of its batches.
      const between = new Set(answers.filter((n) => n > before && n < after));
      expect(between.size).toBeGreaterThanOrEqual(2);
    });
  });
}

// The command in the test's process (tests/support/cli.ts), and once as a person runs it, a process of its own.
describe('npm run import', () => {
  const cli = (args: string[], env: Record<string, string> = {}) => runCommand(importCommand, args, env);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports a file, prints progress, a summary and each rejected record, and exits 0', async () => {
    const r = await cli([FIXTURE], { PGLITE_DIR: join(dir, 'pglite') });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('import: 83/83 records');
    expect(r.stdout).toContain('import: 83 records read, 80 imported, 3 rejected');
    expect(r.stdout).toContain('rejected: records[81] (ID 9001): Zip: must be 4 digits');
  });

  it('exits 1 with a clear message when the file is missing or not JSON', async () => {
    // The wiring of arguments, output and exit code: a process of its own.
    const missing = await runScript('lib/cli/import.ts', [join(dir, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.json: no such file');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"properties": [');
    const notJson = await cli([broken]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toMatch(/broken\.json is not valid JSON/);
  });
});
