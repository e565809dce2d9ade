/**
 * The sitemap (/sitemap.xml, app/sitemap.xml/route.ts): every indexed page in every enabled language, built
 * from every property and project row. Building it takes the only thread about 0.16 s for 10,000 properties,
 * so it is built once and kept, as its XML bytes, until the catalogue or the configuration changes: the key
 * holds both versions (lib/data/catalog-version.ts, config/index.ts), so the next request after a change
 * builds it again, and until then every request is answered from memory.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { MetadataRoute } from 'next';
// The serializer of Next.js's own sitemap routes (a sitemap.ts file): the same XML, written once and kept.
import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { findPublishedPage, pageModified, publishedPagePaths } from '@/config/pages';
import { siteConfig, siteConfigVersion } from '@/config';
import { articleAddress } from '@/config/articles';
import { listArticleRefs } from '@/lib/data/articles';
import { rememberCatalog } from '@/lib/data/catalog-version';
import { Memo } from '@/lib/data/memo';
import { listSitemapProjects, listSitemapProperties } from '@/lib/data/seo';
import { alternatesFor, type Href } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/locales';
import { defaultLocale, enabledLocales } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site';
import { inSitemap } from '@/components/layout/pageView';

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
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
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

/** The sitemap as served: its XML and an entity tag that changes with it. */
export type SitemapFile = { xml: Uint8Array<ArrayBuffer>; etag: string };

/** The one sitemap kept: that of the versions in use (an older one goes when a newer one is built). */
const kept = new Memo({ maxEntries: 1 });

/** The sitemap of the catalogue and configuration in use, built on the first request after either changed. */
export function sitemapFile(): Promise<SitemapFile> {
  return rememberCatalog(
    `sitemap:config-${siteConfigVersion()}`,
    async () => {
      const xml = new TextEncoder().encode(resolveRouteData(await sitemapEntries(), 'sitemap'));
      return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"` };
    },
    undefined,
    kept,
  );
}
