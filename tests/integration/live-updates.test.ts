/**
 * A change of the catalogue or of the configuration shows on every instance within a minute, the database side: the change log the triggers
 * write for each instance's poller, the pages the poller revalidates for it, and the published configuration.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type DbHandle } from '@/lib/db/client';
import { projectUnits, properties, webTypes } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { CatalogChangeReader, readCatalogVersion, type CatalogChangeSet } from '@/lib/data/catalog-changes';
import { latestSiteConfigVersion, publishSiteConfig, readPublishedSiteConfig } from '@/lib/data/site-config';
import { importFeed } from '@/lib/import/property-import';
import { demoFeed } from '@/tests/support/demo-feed';
import { DEFAULT_POLL_MS, pagesForChanges, pollInterval } from '@/server/live-updates';
import { BUNDLED_CONFIG_FILES } from '@/config';
import { parseSiteConfig } from '@/config/validate';
import { configPublishCommand } from '@/lib/cli/config-publish';
import { runScript, runCommand } from '../support/cli';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { openMigratedPgliteFolder } from '../support/pglite-template';

const ids = (set: Set<number> | 'all') => (set === 'all' ? 'all' : [...set].sort((a, b) => a - b));
const summary = (c: CatalogChangeSet) => ({ properties: ids(c.properties), projects: ids(c.projects) });
/** A demo property as feed records (4 languages) with another ID. */
const feedFor = (id: number, patch: Record<string, unknown> = {}) => demoFeed(1).map((r) => ({ ...r, ID: id, Reference: `REF-${id}`, ...patch }));

for (const target of testDatabases()) {
  describe(`catalogue changes on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let reader: CatalogChangeReader;
    beforeAll(async () => {
      handle = await target.open();
      await seedDemo(handle.db, { properties: 20 });
      reader = await CatalogChangeReader.fromNow(handle.db);
    });
    afterAll(async () => handle?.drop());

    it('starts after what was already there: nothing changed yet', async () => {
      expect(summary(await reader.next())).toEqual({ properties: [], projects: [] });
    });

    it('names the property an import adds, and moves the catalogue version', async () => {
      const before = await readCatalogVersion(handle.db);
      const result = await importFeed(handle.db, feedFor(5001));
      expect(result.imported).toBe(4);
      expect(await readCatalogVersion(handle.db)).toBeGreaterThan(before);
      expect(summary(await reader.next())).toEqual({ properties: [5001], projects: [] });
      // Read once: the next look finds nothing new.
      expect(summary(await reader.next())).toEqual({ properties: [], projects: [] });
    });

    it('does not name a property whose record was imported again unchanged', async () => {
      await importFeed(handle.db, feedFor(5001));
      expect(summary(await reader.next())).toEqual({ properties: [], projects: [] });
    });

    it('names a property whose price or status changed, once for its four language rows', async () => {
      await importFeed(handle.db, feedFor(5001, { Price: 123_456 }));
      await handle.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, 1002));
      expect(summary(await reader.next())).toEqual({ properties: [1002, 5001], projects: [] });
    });

    it('names a withdrawn property (a full import without it, or a delete)', async () => {
      const result = await importFeed(handle.db, [...feedFor(5001), ...feedFor(1001)], { full: true });
      expect(result.removed.length).toBeGreaterThan(0);
      const changes = await reader.next();
      expect(ids(changes.properties)).toEqual(expect.arrayContaining(result.removed));
      await handle.db.delete(properties).where(eq(properties.id, 5001));
      expect(summary(await reader.next())).toEqual({ properties: [5001], projects: [] });
    });

    it('names the project of a changed unit, and everything when a web type is renamed', async () => {
      const unit = must((await handle.db.select().from(projectUnits).limit(1))[0], 'a project unit');
      await handle.db.update(projectUnits).set({ price: 999_000 }).where(eq(projectUnits.unitId, unit.unitId));
      expect(summary(await reader.next())).toEqual({ properties: [], projects: [unit.projectId] });
      await handle.db
        .update(webTypes)
        .set({ name: sql`${webTypes.name} || ' '` })
        .where(eq(webTypes.webId, 1));
      expect(summary(await reader.next())).toEqual({ properties: 'all', projects: 'all' });
    });

    it('sees changes in commit order when two writers overlap, and never a change that was rolled back', async () => {
      if (target.name === 'pglite') return; // one connection: transactions cannot overlap
      await importFeed(handle.db, [...feedFor(6001), ...feedFor(6002)]);
      await reader.next();
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let wrote!: () => void;
      const written = new Promise<void>((r) => (wrote = r));
      const first = handle.db.transaction(async (tx) => {
        await tx.update(properties).set({ price: 1 }).where(eq(properties.id, 6001));
        wrote();
        await held;
      });
      await written;
      // The second writer waits for the first (the version row's lock), so it cannot be read before it.
      const second = handle.db.update(properties).set({ price: 2 }).where(eq(properties.id, 6002));
      await new Promise((r) => setTimeout(r, 200));
      expect(summary(await reader.next())).toEqual({ properties: [], projects: [] });
      release();
      await Promise.all([first, second]);
      expect(summary(await reader.next())).toEqual({ properties: [6001, 6002], projects: [] });
      await handle.db
        .transaction(async (tx) => {
          await tx.update(properties).set({ price: 3 }).where(eq(properties.id, 6001));
          tx.rollback();
        })
        .catch(() => undefined);
      await handle.db.update(properties).set({ price: 4 }).where(eq(properties.id, 6002));
      expect(summary(await reader.next())).toEqual({ properties: [6002], projects: [] });
    });
  });
}

describe('pages revalidated for a change', () => {
  const locales = ['fr', 'nl', 'en', 'de'];
  it('are the changed property in every language, its forms, and the pages that list properties', () => {
    const paths = pagesForChanges({ properties: new Set([5001]), projects: new Set(), articles: false }, locales).map(
      (p) => `${p.path}${p.type ? ` (${p.type})` : ''}`,
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/fr/property/5001', '/nl/property/5001', '/en/property/5001', '/de/property/5001', '/[locale]/property/[id]/[form] (page)']),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/[locale] (page)',
        '/[locale]/[...path] (page)',
        '/[locale]/listing/[...path] (page)',
        '/[locale]/results/[query]/[...path] (page)',
      ]),
    );
    expect(paths.some((p) => p.includes('project/'))).toBe(false);
    expect(paths).not.toContain('/[locale]/property/[id] (page)');
  });

  it('are looked for every 15 s by default, never less often than every 30 s', () => {
    expect(pollInterval(undefined)).toBe(DEFAULT_POLL_MS);
    expect(DEFAULT_POLL_MS).toBeLessThanOrEqual(30_000);
    expect(pollInterval('5000')).toBe(5000);
    expect(() => pollInterval('60000')).toThrow('LIVE_POLL_MS must be a whole number of milliseconds from 1000 to 30000, not "60000"');
    expect(() => pollInterval('soon')).toThrow('LIVE_POLL_MS');
  });

  it('are a whole route when many changed (a full import), not thousands of paths', () => {
    const many = new Set(Array.from({ length: 5000 }, (_, i) => 1001 + i));
    const paths = pagesForChanges({ properties: many, projects: new Set([7]), articles: false }, locales);
    expect(paths.length).toBeLessThan(20);
    expect(paths).toContainEqual({ path: '/[locale]/property/[id]', type: 'page' });
    expect(paths).toContainEqual({ path: '/fr/project/7' });
  });
});

for (const target of testDatabases()) {
  describe(`published configuration on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.drop());

    it('is none at first: the site uses the configuration it was built with', async () => {
      expect(await latestSiteConfigVersion(handle.db)).toBe(0);
      expect(await readPublishedSiteConfig(handle.db)).toBeNull();
    });

    it('stores a new version with its checksum, and no second version of the same configuration', async () => {
      const first = await publishSiteConfig(handle.db, BUNDLED_CONFIG_FILES);
      expect(first).toMatchObject({ version: 1, unchanged: false });
      expect(first.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(await publishSiteConfig(handle.db, BUNDLED_CONFIG_FILES)).toMatchObject({ version: 1, unchanged: true });
      const pages = structuredClone(BUNDLED_CONFIG_FILES['pages.json']) as { pages: { params: { title: Record<string, string> } }[] };
      must(pages.pages[0], 'the first page of pages.json').params.title.en = 'Welcome, published';
      const second = await publishSiteConfig(handle.db, { ...BUNDLED_CONFIG_FILES, 'pages.json': pages });
      expect(second).toMatchObject({ version: 2, unchanged: false });
      const stored = await readPublishedSiteConfig(handle.db);
      expect(stored?.version).toBe(2);
      const parsed = parseSiteConfig(stored!.files as typeof BUNDLED_CONFIG_FILES);
      expect(parsed.config?.pages.pages[0]?.params.title.en).toBe('Welcome, published');
    });
  });
}

// The command runs in the test's process (tests/support/cli.ts), the first time as a person runs it, a process of
// its own (tsx starts in a few seconds, more on a busy machine).
describe('npm run config:publish', { timeout: 150_000 }, () => {
  let dir: string;
  let handle: (DbHandle & { drop: () => Promise<void>; url?: string }) | undefined;
  let env: NodeJS.ProcessEnv;
  const publish = (configDir: string) => runCommand(configPublishCommand, [configDir], env);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'config-publish-'));
    cpSync(join(process.cwd(), 'config'), join(dir, 'config'), { recursive: true, filter: (f) => !f.endsWith('.ts') });
    // The command's own database: a PGlite folder, or a fresh PostgreSQL database when one answers.
    const [pg] = testDatabases().filter((t) => t.name === 'postgres');
    if (pg) {
      handle = await pg.open();
      env = { ...process.env, DATABASE_URL: handle.url };
    }
    if (!env) {
      // The folder holds the migrated database already, as after the command's first start.
      await (await openMigratedPgliteFolder(join(dir, 'pglite'))).close();
      env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: join(dir, 'pglite') };
    }
  });
  afterAll(async () => {
    await handle?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a configuration that fails the check: one line per problem, exit 1, nothing stored', async () => {
    const broken = join(dir, 'broken');
    cpSync(join(dir, 'config'), broken, { recursive: true });
    const menus = JSON.parse(readFileSync(join(broken, 'menus.json'), 'utf8'));
    menus.main.push('/Nowhere');
    writeFileSync(join(broken, 'menus.json'), JSON.stringify(menus));
    const result = await runScript('lib/cli/config-publish.ts', [broken], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config/menus.json: $.main[');
    expect(result.stderr).toContain('/Nowhere, which is not a page in pages.json');
    expect(result.stdout).not.toContain('published version');
  });

  it('publishes a valid one as a new version, then says when nothing changed', async () => {
    const first = await publish(join(dir, 'config'));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/published version 1 \(checksum [0-9a-f]{12}\)/);
    const again = await publish(join(dir, 'config'));
    expect(again.stdout).toContain('version 1 is already this configuration');
  });

  it('refuses a change of languages (they are built with the site), keeping the last version', async () => {
    const other = join(dir, 'languages');
    cpSync(join(dir, 'config'), other, { recursive: true });
    const languages = JSON.parse(readFileSync(join(other, 'languages.json'), 'utf8'));
    languages.languages = languages.languages.map((l: { code: string; use: boolean }) => (l.code === 'de' ? { ...l, use: false } : l));
    writeFileSync(join(other, 'languages.json'), JSON.stringify(languages));
    const result = await publish(other);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config/languages.json: $ changes the languages the site was built with');
    const still = await publish(join(dir, 'config'));
    expect(still.stdout).toContain('version 1 is already this configuration');
  });
});
