import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles, articleTranslations } from '@/lib/db/schema';
import { defaultLocale } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/i18n/locales';

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
export const getArticleBySlug = (slug: string, locale: Locale) => oneArticle(eq(articles.slug, slug), locale);

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

/** Every article slug (for the sitemap and static params). */
export async function listArticleSlugs(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ slug: articles.slug }).from(articles).orderBy(asc(articles.id));
  return rows.map((r) => r.slug);
}
