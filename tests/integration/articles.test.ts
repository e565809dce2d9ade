/**
 * `npm run articles` on both databases: staff put, change, export and remove articles (and their categories)
 * without the demo seed; each change is logged for the pollers, which revalidate every page; a bad file or
 * an unknown slug changes nothing. The command itself on each database: its first run on PGlite as a process of
 * its own, as staff run it, the others in the test's process (tests/support/cli.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import {
  ArticleInputError,
  exportArticles,
  getArticleBySlug,
  listArticleSummaries,
  listCategoryArticles,
  putArticles,
  removeArticle,
} from '@/lib/data/articles';
import { CatalogChangeReader } from '@/lib/data/catalog-changes';
import { articleFileProblems, type ArticleFile } from '@/lib/domain/article-file';
import { ALL_PAGES, pagesForChanges } from '@/server/live-updates';
import { testDatabases } from '../support/databases';
import { articlesCommand } from '@/lib/cli/articles';
import { runScript, runCommand } from '../support/cli';
import { openMigratedPgliteFolder } from '../support/pglite-template';

const fileOf = (input: unknown): ArticleFile => {
  const { file, problems } = articleFileProblems(input);
  expect(problems).toEqual([]);
  return file!;
};
const testimonial = (id: number, slug: string, texts: Record<string, { title: string; summary?: string }>) => ({
  id,
  slug,
  categoryId: 2,
  publishedAt: '2026-11-01',
  meta: { author: 'Anne', city: 'Uccle', rating: 5 },
  translations: texts,
});

for (const target of testDatabases()) {
  describe(`articles on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let reader: CatalogChangeReader;
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle); // the site's reads (getArticleBySlug, listCategoryArticles) use it
      reader = await CatalogChangeReader.fromNow(handle.db);
    });
    afterAll(async () => handle?.drop());

    it('puts a category and its articles on an empty database; the site reads them; the pollers hear of it', async () => {
      const r = await putArticles(
        handle.db,
        fileOf({
          categories: [{ id: 2, name: 'Témoignages' }],
          articles: [
            testimonial(501, 'anne-uccle', { fr: { title: 'Très bon accueil', summary: 'Vendu en un mois.' }, nl: { title: 'Heel goed onthaal' } }),
            { id: 502, slug: 'privacy-notice', publishedAt: '2026-10-01', translations: { en: { title: 'Privacy', body: 'We keep little.' } } },
          ],
        }),
      );
      expect(r).toEqual({ categories: 1, added: 2, updated: 0 });
      expect((await listCategoryArticles(2, 'fr', 10)).map((a) => [a.slug, a.title, a.summary])).toEqual([
        ['anne-uccle', 'Très bon accueil', 'Vendu en un mois.'],
      ]);
      expect((await getArticleBySlug('privacy-notice', 'en'))?.body).toBe('We keep little.');
      const changes = await reader.next();
      expect(changes.articles).toBe(true);
      expect(pagesForChanges(changes, ['fr', 'nl', 'en', 'de'])).toEqual(ALL_PAGES);
      expect((await reader.next()).articles).toBe(false);
    });

    it('replaces an article as the file says: a changed title, a language left out is removed', async () => {
      const r = await putArticles(handle.db, fileOf({ articles: [testimonial(501, 'anne-uccle', { fr: { title: 'Accueil parfait' } })] }));
      expect(r).toEqual({ categories: 0, added: 0, updated: 1 });
      const [row] = (await listArticleSummaries(handle.db, 2)).filter((a) => a.id === 501);
      expect(row).toEqual({ id: 501, slug: 'anne-uccle', categoryId: 2, langs: ['fr'], title: 'Accueil parfait' });
      expect((await reader.next()).articles).toBe(true);
    });

    it('refuses a slug another article has, or a category that does not exist, and writes nothing', async () => {
      const before = await exportArticles(handle.db);
      await expect(putArticles(handle.db, fileOf({ articles: [{ ...testimonial(503, 'privacy-notice', { fr: { title: 'x' } }) }] }))).rejects.toThrow(
        new ArticleInputError("slug privacy-notice belongs to article 502; choose another slug or that article's id"),
      );
      await expect(putArticles(handle.db, fileOf({ articles: [{ ...testimonial(504, 'new-one', { fr: { title: 'x' } }), categoryId: 99 }] }))).rejects.toThrow(
        /category 99 does not exist/,
      );
      expect(await exportArticles(handle.db)).toEqual(before);
    });

    it('exports what put reads, and removes an article by its slug', async () => {
      const exported = await exportArticles(handle.db);
      expect(articleFileProblems(exported).problems).toEqual([]);
      expect(await putArticles(handle.db, fileOf(exported))).toMatchObject({ added: 0, updated: 2 });
      await reader.next();
      await removeArticle(handle.db, 'privacy-notice');
      expect(await getArticleBySlug('privacy-notice', 'en')).toBeNull();
      expect((await reader.next()).articles).toBe(true);
      await expect(removeArticle(handle.db, 'privacy-notice')).rejects.toThrow(ArticleInputError);
    });
  });
}

describe('npm run articles', () => {
  const articles = (env: Record<string, string>) => (args: string[]) => runCommand(articlesCommand, args, env);

  for (const target of testDatabases()) {
    // Each command opens the database (PGlite: seconds), hence the time allowed.
    it(`on ${target.name}: put, list, export, remove; a bad file is refused with where and why`, { timeout: 300_000 }, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'articles-cli-'));
      let env: Record<string, string>;
      let drop: () => Promise<void>;
      if (target.name === 'pglite') {
        await (await openMigratedPgliteFolder(join(dir, 'pglite'))).close();
        env = { PGLITE_DIR: join(dir, 'pglite') };
        drop = async () => undefined;
      } else {
        const h = await target.open();
        env = { DATABASE_URL: h.url! };
        drop = h.drop;
      }
      try {
        const cli = articles(env);
        const file = join(dir, 'articles.json');
        writeFileSync(
          file,
          JSON.stringify({ categories: [{ id: 2, name: 'Témoignages' }], articles: [testimonial(601, 'jan-gent', { nl: { title: 'Snel verkocht' } })] }),
        );
        // The first as a person runs it, a process of its own (the wiring of arguments, output and exit code); the others in this one.
        const put = target.name === 'pglite' ? await runScript('lib/cli/articles.ts', ['put', file], env) : await cli(['put', file]);
        expect(put).toMatchObject({
          code: 0,
          stdout: 'articles: 1 added, 0 replaced, 1 categories written; the site shows them within a minute\n',
        });
        const listed = await cli(['list']);
        expect(listed.stdout).toMatch(/^id\s+slug\s+category\s+languages\s+title\n601\s+jan-gent\s+2\s+nl\s+Snel verkocht\n$/);
        const out = join(dir, 'export.json');
        expect((await cli(['export', out])).code).toBe(0);
        expect(JSON.parse(readFileSync(out, 'utf8')).articles[0]).toMatchObject({
          id: 601,
          slug: 'jan-gent',
          translations: { nl: { title: 'Snel verkocht' } },
        });

        writeFileSync(file, JSON.stringify([{ id: 602, slug: 'Bad Slug', publishedAt: 'yesterday', translations: { nl: { title: 'x' } } }]));
        const bad = await cli(['put', file]);
        expect(bad.code).toBe(1);
        expect(bad.stderr).toContain(`articles: ${file}: nothing written`);
        expect(bad.stderr).toContain('articles[0] (slug Bad Slug).slug: lower-case letters');
        expect(bad.stderr).toContain('articles[0] (slug Bad Slug).publishedAt:');
        expect(await cli(['remove', 'nobody'])).toMatchObject({
          code: 1,
          stderr: 'articles: no article with slug nobody (npm run articles -- list shows them)\n',
        });
        expect(await cli(['remove', 'jan-gent'])).toMatchObject({
          code: 0,
          stdout: 'articles: removed jan-gent (id 601); the site stops showing it within a minute\n',
        });
        expect((await cli(['list'])).stdout).toBe('articles: none yet (npm run articles -- put FILE adds some)\n');
      } finally {
        await drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
