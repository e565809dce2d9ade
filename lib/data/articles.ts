import 'server-only';
import { cache } from 'react';
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { articles, articleTranslations, categories } from '@/lib/db/schema';
import type { ArticleFile, ArticleRecord } from '@/lib/domain/article-file';
import { defaultLocale } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/domain/locales';

export type Article = {
  id: number;
  slug: string;
  categoryId: number | null;
  image: string | null;
  publishedAt: string;
  meta: Record<string, unknown>;
  /** The language the text is in: the requested one, or the default when it has no translation. */
  lang: string;
  title: string;
  summary: string;
  body: string;
};

type Row = { article: typeof articles.$inferSelect; t: typeof articleTranslations.$inferSelect };

/** One article per id, in `locale` where translated, else in the default language. */
function pick(rows: Row[], locale: Locale): Article[] {
  const byId = new Map<number, Row>();
  for (const r of rows) {
    const current = byId.get(r.article.id);
    if (!current || r.t.lang === locale || (current.t.lang !== locale && r.t.lang === defaultLocale)) byId.set(r.article.id, r);
  }
  return [...byId.values()].map(({ article, t }) => ({
    id: article.id,
    slug: article.slug,
    categoryId: article.categoryId,
    image: article.image,
    publishedAt: article.publishedAt,
    meta: article.meta,
    lang: t.lang,
    title: t.title,
    summary: t.summary,
    body: t.body,
  }));
}

const langs = (locale: Locale) => [...new Set([locale, defaultLocale])];

async function oneArticle(where: SQL, locale: Locale): Promise<Article | null> {
  const db = await getDb();
  const rows = await db
    .select({ article: articles, t: articleTranslations })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(and(where, inArray(articleTranslations.lang, langs(locale))));
  return pick(rows, locale)[0] ?? null;
}

export const getArticle = (id: number, locale: Locale) => oneArticle(eq(articles.id, id), locale);
/** Read once per render: an article page's metadata and body ask for the same article (React's `cache`). */
export const getArticleBySlug = cache((slug: string, locale: Locale) => oneArticle(eq(articles.slug, slug), locale));

/** What a category module shows (modules.json): the articles of its category (`relations[0]`), at most its `maxItems`. */
export const moduleArticles = (m: { relations: readonly { id: number | string }[]; maxItems: number }, locale: Locale) =>
  listCategoryArticles(Number(m.relations[0]?.id), locale, m.maxItems);

/** The articles of a category in their sort order, at most `limit`. */
export async function listCategoryArticles(categoryId: number, locale: Locale, limit: number): Promise<Article[]> {
  const db = await getDb();
  const rows = await db
    .select({ article: articles, t: articleTranslations })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(and(eq(articles.categoryId, categoryId), inArray(articleTranslations.lang, langs(locale))))
    .orderBy(asc(articles.sort), asc(articles.id));
  return pick(rows, locale).slice(0, limit);
}

/** Every article with what decides its address (config/articles.ts): its category and whether it has a body in any language. */
export async function listArticleRefs(): Promise<{ id: number; slug: string; categoryId: number | null; hasBody: boolean }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, categoryId: articles.categoryId, body: articleTranslations.body })
    .from(articles)
    .leftJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .orderBy(asc(articles.id));
  const byId = new Map<number, { id: number; slug: string; categoryId: number | null; hasBody: boolean }>();
  for (const r of rows) {
    const a = byId.get(r.id) ?? { id: r.id, slug: r.slug, categoryId: r.categoryId, hasBody: false };
    a.hasBody ||= !!r.body?.trim();
    byId.set(r.id, a);
  }
  return [...byId.values()];
}

/* ------------------------------------------------------------------------------------------------
 * Staff's changes (`npm run articles`): on the connection given, each in one transaction. Every change
 * bumps the catalogue's version through the triggers of migration 0009, so each instance revalidates its
 * pages within a minute (server/live-updates.ts).
 * ---------------------------------------------------------------------------------------------- */

/** A change refused for what it asks (an unknown slug, a slug another article has): nothing was written. */
export class ArticleInputError extends Error {}

export type ArticleSummary = { id: number; slug: string; categoryId: number | null; langs: string[]; title: string };

/** Every article: its id, slug, category, languages and title (in the default language where it has one). */
export async function listArticleSummaries(db: Db, categoryId?: number): Promise<ArticleSummary[]> {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, categoryId: articles.categoryId, lang: articleTranslations.lang, title: articleTranslations.title })
    .from(articles)
    .leftJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(categoryId === undefined ? undefined : eq(articles.categoryId, categoryId))
    .orderBy(asc(articles.categoryId), asc(articles.sort), asc(articles.id));
  const byId = new Map<number, ArticleSummary>();
  for (const r of rows) {
    const a = byId.get(r.id) ?? { id: r.id, slug: r.slug, categoryId: r.categoryId, langs: [], title: '' };
    if (r.lang) a.langs.push(r.lang);
    if (r.title && (!a.title || r.lang === defaultLocale)) a.title = r.title;
    byId.set(r.id, a);
  }
  return [...byId.values()];
}

/** Every category and article with its translations, in the shape `putArticles` reads. */
export async function exportArticles(db: Db): Promise<ArticleFile> {
  const cats = await db.select().from(categories).orderBy(asc(categories.id));
  const rows = await db.select().from(articles).orderBy(asc(articles.id));
  const texts = await db.select().from(articleTranslations).orderBy(asc(articleTranslations.articleId), asc(articleTranslations.lang));
  return {
    categories: cats.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, webId: c.webId })),
    articles: rows.map((a): ArticleRecord => ({
      id: a.id,
      slug: a.slug,
      categoryId: a.categoryId,
      sort: a.sort,
      image: a.image,
      publishedAt: a.publishedAt,
      meta: a.meta,
      translations: Object.fromEntries(
        texts.filter((t) => t.articleId === a.id).map((t) => [t.lang, { title: t.title, summary: t.summary, body: t.body }]),
      ) as ArticleRecord['translations'],
    })),
  };
}

/**
 * Adds or replaces the categories and articles of a checked file (lib/domain/article-file.ts). An article in
 * the file is as the file says: its languages missing from the file are removed. Articles not in the file stay.
 */
export async function putArticles(db: Db, file: ArticleFile): Promise<{ categories: number; added: number; updated: number }> {
  return db.transaction(async (tx) => {
    for (const c of file.categories) {
      await tx
        .insert(categories)
        .values(c)
        .onConflictDoUpdate({ target: categories.id, set: { parentId: c.parentId, name: c.name, webId: c.webId } });
    }
    const ids = file.articles.map((a) => a.id);
    if (!ids.length) return { categories: file.categories.length, added: 0, updated: 0 };
    const taken = await tx
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(
        and(
          inArray(
            articles.slug,
            file.articles.map((a) => a.slug),
          ),
          notInArray(articles.id, ids),
        ),
      );
    const [clash] = taken;
    if (clash) throw new ArticleInputError(`slug ${clash.slug} belongs to article ${clash.id}; choose another slug or that article's id`);
    const known = new Set((await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, ids))).map((r) => r.id));
    const categoryIds = new Set((await tx.select({ id: categories.id }).from(categories)).map((r) => r.id));
    for (const a of file.articles) {
      if (a.categoryId !== null && !categoryIds.has(a.categoryId))
        throw new ArticleInputError(`article ${a.slug}: category ${a.categoryId} does not exist (add it under "categories")`);
      const values = { slug: a.slug, categoryId: a.categoryId, sort: a.sort, image: a.image, publishedAt: a.publishedAt, meta: a.meta };
      await tx
        .insert(articles)
        .values({ id: a.id, ...values })
        .onConflictDoUpdate({ target: articles.id, set: values });
      const langs = Object.keys(a.translations);
      await tx.delete(articleTranslations).where(and(eq(articleTranslations.articleId, a.id), notInArray(articleTranslations.lang, langs)));
      for (const [lang, t] of Object.entries(a.translations)) {
        await tx
          .insert(articleTranslations)
          .values({ articleId: a.id, lang, ...t })
          .onConflictDoUpdate({ target: [articleTranslations.articleId, articleTranslations.lang], set: t });
      }
    }
    return { categories: file.categories.length, added: ids.filter((id) => !known.has(id)).length, updated: ids.filter((id) => known.has(id)).length };
  });
}

/** Deletes one article and its translations. */
export async function removeArticle(db: Db, slug: string): Promise<{ id: number }> {
  const [row] = await db.delete(articles).where(eq(articles.slug, slug)).returning({ id: articles.id });
  if (!row) throw new ArticleInputError(`no article with slug ${slug} (npm run articles -- list shows them)`);
  return row;
}
