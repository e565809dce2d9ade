import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { openDb, setDbHandle, type DbHandle } from '@/lib/db/client';
import { articles, articleTranslations, properties } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { getArticle, getArticleBySlug, listCategoryArticles, moduleArticles } from '@/lib/data/articles';
import { getProperty, getPropertyStats, listPropertyCards, moduleFeaturedProperties } from '@/lib/data/properties';
import { rawConfig } from '@/config/test-config';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { isForRent, isForSale } from '@/lib/domain/property';

for (const target of testDatabases()) {
  describe(`data layer on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };

    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 60 });
    });
    afterAll(async () => {
      await handle?.drop();
    });

    it('runs the migrations and seeds the demo agency', async () => {
      expect(await handle.db.select({ n: count() }).from(properties)).toEqual([{ n: 60 * 4 }]);
      const { t } = must((await handle.db.select({ t: count() }).from(articleTranslations))[0], 'the count of article translations');
      const { a } = must((await handle.db.select({ a: count() }).from(articles))[0], 'the count of articles');
      expect(t).toBe(a * 4);
    });

    it('seeds idempotently', async () => {
      await seedDemo(handle.db, { properties: 60 });
      expect(await handle.db.select({ n: count() }).from(properties)).toEqual([{ n: 240 }]);
    });

    it('reads an article in each language, falling back to the default language', async () => {
      const fr = await getArticle(1, 'fr');
      const nl = await getArticle(1, 'nl');
      expect(fr?.lang).toBe('fr');
      expect(nl?.lang).toBe('nl');
      expect(fr?.title).not.toBe(nl?.title);
      await handle.db.delete(articleTranslations).where(sql`${articleTranslations.articleId} = 2 and ${articleTranslations.lang} = 'de'`);
      const de = await getArticle(2, 'de');
      expect(de?.lang).toBe('fr');
      expect(await getArticle(99999, 'en')).toBeNull();
      expect((await getArticleBySlug('privacy', 'en'))?.id).toBe(5);
    });

    it('lists the articles of a category in their order, at most the limit', async () => {
      const testimonials = await listCategoryArticles(2, 'en', 40);
      expect(testimonials.length).toBeGreaterThanOrEqual(6);
      expect(testimonials.every((a) => a.categoryId === 2 && a.lang === 'en')).toBe(true);
      expect(await listCategoryArticles(2, 'en', 3)).toHaveLength(3);
      const services = await listCategoryArticles(3, 'de', 6);
      expect(services.map((s) => s.slug)).toEqual(['sale', 'rental-management', 'certificates', 'rental-permit']);
    });

    it("a module's maxItems (modules.json) is how many items it shows", async () => {
      const modules = rawConfig()['modules.json'].modules as { relations: { type: string; id: number | string }[]; maxItems: number }[];
      const testimonials = modules.find((m) => m.relations[0]!.type === 'category' && m.relations[0]!.id === 2)!;
      const featured = modules.find((m) => m.relations[0]!.type === 'property-list' && m.relations[0]!.id === 'featured')!;
      expect(await moduleArticles(testimonials, 'fr')).toHaveLength(Math.min(testimonials.maxItems, (await listCategoryArticles(2, 'fr', 1000)).length));
      expect(await moduleArticles({ ...testimonials, maxItems: 2 }, 'fr')).toHaveLength(2);
      expect(await moduleArticles({ ...testimonials, maxItems: 5 }, 'fr')).toHaveLength(5);
      expect(await moduleFeaturedProperties(featured, 'nl')).toHaveLength(featured.maxItems);
      expect(await moduleFeaturedProperties({ ...featured, maxItems: 3 }, 'nl')).toHaveLength(3);
      expect(await moduleFeaturedProperties({ ...featured, maxItems: 7 }, 'nl')).toHaveLength(7);
    });

    it('lists properties by named list, newest first, in the requested language', async () => {
      const sale = await listPropertyCards('sale', 'nl', 100);
      expect(sale.length).toBeGreaterThan(0);
      expect(sale.every((p) => isForSale(p) && p.status !== 'sold')).toBe(true);
      const rent = await listPropertyCards('rent', 'nl', 100);
      expect(rent.every((p) => isForRent(p) && p.status !== 'rented')).toBe(true);
      const sold = await listPropertyCards('sold', 'fr', 100);
      expect(sold.every((p) => p.status === 'sold' || p.status === 'rented')).toBe(true);
      const featured = await listPropertyCards('featured', 'en', 4);
      expect(featured).toHaveLength(4);
      const ids = featured.map((p) => p.id);
      const rows = await handle.db.select({ id: properties.id, createdAt: properties.createdAt }).from(properties).where(eq(properties.lang, 'en'));
      const newest = rows.filter((r) => ids.includes(r.id)).map((r) => r.createdAt.getTime());
      expect([...newest].sort((a, b) => b - a)).toEqual(featured.map((p) => rows.find((r) => r.id === p.id)!.createdAt.getTime()));
    });

    it('counts properties for the statistics view', async () => {
      const stats = await getPropertyStats('en');
      const sale = await listPropertyCards('sale', 'en', 1000);
      expect(stats.forSale).toBe(sale.filter((p) => p.status === 'available' || p.status === 'option').length);
      expect(stats.forSale + stats.forRent + stats.soldOrRented).toBe(60);
    });

    it('reads one property, and nothing for an unknown or malformed id', async () => {
      const first = must((await listPropertyCards('featured', 'de', 1))[0], 'a featured property');
      const p = await getProperty(first.id, 'de');
      expect(p?.reference).toBe(first.reference);
      expect(p?.pictures.length).toBeGreaterThan(0);
      expect(await getProperty(1, 'de')).toBeNull();
      expect(await getProperty(Number('abc'), 'de')).toBeNull();
    });
  });
}

describe('migrations on PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('are applied once when several instances start at the same time', async () => {
    const target = testDatabases().find((t) => t.name === 'postgres')!;
    const first = await target.open();
    const rows = async <T>(q: ReturnType<typeof sql>) => ((await first.db.execute(q)) as unknown as { rows: T[] }).rows;
    const { d } = must((await rows<{ d: string }>(sql`select current_database() as d`))[0], 'the name of the current database');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${d}`;
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const others = await Promise.all([1, 2, 3].map(() => openDb({ url: url.toString() })));
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(must(before[0], 'the count of migrations').n).toBeGreaterThan(0);
    expect(after).toEqual(before);
    await Promise.all(others.map((o) => o.close()));
    await first.drop();
  });
});
