/**
 * /sitemap.xml is an index of one sitemap per language (/sitemap/fr.xml …). They are built once and kept
 * until the catalogue or the configuration changes: a row changed where the catalogue's version does not
 * see it leaves them as they were, a change of the catalogue (the version the live-updates poller notes) or
 * a new configuration builds them again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applySiteConfig, bundledSiteConfig } from '@/config';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { readCatalogVersion } from '@/lib/data/catalog-changes';
import { noteCatalogVersion } from '@/lib/data/catalog-version';
import { GET as index } from '@/app/sitemap.xml/route';
import { GET as language } from '@/app/sitemap/[file]/route';
import { enabledLocales } from '@/lib/i18n/routing';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';

/** The sitemap of `file` (`fr.xml`) as its route answers it. */
const sitemap = (file: string, headers: Record<string, string> = {}) =>
  language(new Request(`http://127.0.0.1/sitemap/${file}`, { headers }), { params: Promise.resolve({ file }) });
const get = (headers: Record<string, string> = {}) => sitemap('fr.xml', headers);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => must(m[1], 'a <loc>'));
const fetched = async () => {
  const response = await get();
  return { response, xml: await response.text() };
};

for (const target of testDatabases()) {
  describe(`the sitemap on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let id: number;
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 300 });
      const [row] = await handle.db.select({ id: properties.id }).from(properties).limit(1);
      id = must(row, 'a property').id;
      // As the live-updates poller does in the site: the memory caches are keyed by the version it read.
      noteCatalogVersion(await readCatalogVersion(handle.db));
    });
    afterAll(async () => {
      applySiteConfig(bundledSiteConfig(), 0);
      await handle?.drop();
    });

    const picture = (url: string, triggers: 'on' | 'off') =>
      handle.db.transaction(async (tx) => {
        // Off: the catalogue's triggers do not fire, so its version does not move (a change the site cannot see).
        if (triggers === 'off') await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(properties).set({ smallPictureUrl: url }).where(eq(properties.id, id));
      });

    it('is an index of one sitemap per enabled language, each listing the pages in its language with their alternates', async () => {
      const response = await index(new Request('http://127.0.0.1/sitemap.xml'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('xml');
      const xml = await response.text();
      expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(xml).map((url) => new URL(url).pathname);
      expect(files).toEqual(enabledLocales.map((l) => `/sitemap/${l}.xml`));
      const listed = new Map<string, string[]>();
      for (const l of enabledLocales) {
        const answer = await sitemap(`${l}.xml`);
        expect(answer.status, l).toBe(200);
        const urls = locs(await answer.text());
        expect(urls.length, l).toBeGreaterThan(300);
        expect(
          urls.every((url) => new URL(url).pathname.startsWith(`/${l}/`)),
          `${l}: its own language only`,
        ).toBe(true);
        listed.set(l, urls);
      }
      for (const l of enabledLocales)
        expect(
          listed.get(l)!.filter((url) => url.includes(`/${id}/`)),
          `property ${id} in ${l}`,
        ).toHaveLength(1);
      expect((await sitemap('es.xml')).status).toBe(404);
      expect((await sitemap('sitemap.xml')).status).toBe(404);
    });

    it('is built once: two requests in a row answer the same bytes, the second from memory, and a known entity tag gets a 304', async () => {
      const first = await fetched();
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('content-type')).toContain('xml');
      expect(first.xml).toContain('<urlset');
      expect(first.xml).toContain(`/${id}/</loc>`);
      await picture('https://pictures.example/unseen.jpg', 'off');
      const second = await fetched();
      expect(second.xml, 'not built again from the rows').toBe(first.xml);
      expect(second.xml).not.toContain('unseen.jpg');

      const etag = must(second.response.headers.get('etag'), 'an ETag');
      const again = await get({ 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('is built again once the catalogue changed, with a new entity tag', async () => {
      const before = await get();
      const etag = before.headers.get('etag');
      await picture('https://pictures.example/changed.jpg', 'on');
      noteCatalogVersion(await readCatalogVersion(handle.db));
      const after = await get({ 'if-none-match': must(etag, 'an ETag') });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await after.text()).toContain('https://pictures.example/changed.jpg');
    });

    it('is built again once another configuration is in use', async () => {
      expect(await (await get()).text()).not.toContain('2031-02-03');
      const config = structuredClone(bundledSiteConfig());
      must(config.pages.pages[0], 'the home page').modifyDate = '2031-02-03';
      applySiteConfig(config, 1);
      expect(await (await get()).text()).toContain('<lastmod>2031-02-03');
      applySiteConfig(bundledSiteConfig(), 0);
      expect(await (await get()).text()).not.toContain('2031-02-03');
    });
  });
}
