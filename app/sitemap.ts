import type { MetadataRoute } from 'next';
import { findPublishedPage, pageModified, publishedPagePaths } from '@/config/pages';
import { siteConfig } from '@/config';
import { articleAddress } from '@/config/articles';
import { listArticleRefs } from '@/lib/data/articles';
import { listSitemapProjects, listSitemapProperties } from '@/lib/data/seo';
import { alternatesFor, type Href } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/locales';
import { defaultLocale, enabledLocales } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site';
import { inSitemap } from '@/components/layout/pageView';

/** The sitemap reads the database, which the build does not have: it is rendered on each request. */
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];
type Options = { locales?: readonly Locale[]; images?: string[]; lastModified?: Date | null; priority?: number; changeFrequency?: Entry['changeFrequency'] };

/** One URL per language the page exists in, each listing the others (and x-default) as its hreflang alternates. */
function entriesOf(href: Href, { locales = enabledLocales, images, lastModified, priority, changeFrequency }: Options = {}): MetadataRoute.Sitemap {
  const all = alternatesFor(href);
  const present = enabledLocales.flatMap((locale) => {
    const path = all[locale];
    return locales.includes(locale) && path ? [{ locale, url: siteUrl(path) }] : [];
  });
  const [first] = present;
  if (!first) return [];
  const languages: Record<string, string> = Object.fromEntries(present.map((p) => [p.locale, p.url]));
  languages['x-default'] = languages[defaultLocale] ?? first.url;
  return present.map(({ url }) => ({
    url,
    lastModified: lastModified ?? undefined,
    changeFrequency,
    priority,
    alternates: { languages },
    images: images?.length ? images.map(siteUrl) : undefined,
  }));
}

/**
 * Every indexed page in every enabled language: the Published configured pages (those marked `seo: false`
 * left out, each with its modifyDate), the projects list, the articles that have a page of their own (config/articles.ts), every property (all statuses: a sold one answers 200 with its
 * notice) and project, with their photos.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, properties, projects] = await Promise.all([listArticleRefs(), listSitemapProperties(), listSitemapProjects()]);
  // An article shown by a configured page is listed as that page; one without a page of its own not at all.
  const slugs = articles.filter((a) => articleAddress(a, siteConfig).kind === 'own').map((a) => a.slug);
  const pages = publishedPagePaths().filter((path) => {
    const page = findPublishedPage(path);
    return page && inSitemap(page.params);
  });
  return [
    ...pages.flatMap((path) => entriesOf(path, { priority: path === '/' ? 1 : 0.8, changeFrequency: 'daily', lastModified: pageModified(path) })),
    ...entriesOf('/projects', { priority: 0.7, changeFrequency: 'weekly' }),
    ...properties.flatMap((p) =>
      entriesOf(
        { pathname: '/property/[id]', params: { id: p.id } },
        { locales: p.locales, images: p.images, lastModified: p.lastModified, priority: 0.6, changeFrequency: 'weekly' },
      ),
    ),
    ...projects.flatMap((p) =>
      entriesOf(
        { pathname: '/project/[id]', params: { id: p.id } },
        { locales: p.locales, images: p.images, lastModified: p.lastModified, priority: 0.6, changeFrequency: 'weekly' },
      ),
    ),
    ...slugs.flatMap((slug) => entriesOf({ pathname: '/article/[slug]', params: { slug } }, { priority: 0.4, changeFrequency: 'monthly' })),
  ];
}
