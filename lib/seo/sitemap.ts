/**
 * The sitemaps: /sitemap.xml (app/sitemap.xml/route.ts, named by robots.txt) is a sitemap index naming one
 * sitemap per enabled language, /sitemap/{locale}.xml (app/sitemap/[file]/route.ts), each with every indexed
 * page in that language and its hreflang alternates in the others. One file per language keeps each under
 * the protocol's limits (50,000 URLs, 50 MB): with 10,000 properties a single file held 40,000 URLs in 47 MB.
 *
 * They are built from every property and project row (0.16 s of the only thread for the demo's 300
 * properties, 2.5 s for 10,000), so they are built once and kept, as their XML bytes, until the catalogue or
 * the configuration changes: the key holds both versions (lib/data/catalog-version.ts, config/index.ts), so
 * the first request after a change builds them again, and until then every request is answered from memory.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { MetadataRoute } from 'next';
// The serializer of Next.js's own sitemap routes (a sitemap.ts file): the same XML, written once and kept.
import { resolveRouteData } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { findPublishedPage, inSitemap, pageModified, publishedPagePaths } from '@/config/pages';
import { siteConfig, siteConfigVersion } from '@/config';
import { articleAddress } from '@/config/articles';
import { listArticleRefs } from '@/lib/data/articles';
import { rememberCatalog } from '@/lib/data/catalog-version';
import { Memo } from '@/lib/data/memo';
import { listSitemapProjects, listSitemapProperties } from '@/lib/data/seo';
import { alternatesFor, type Href } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { defaultLocale, enabledLocales } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/site';

type Entry = MetadataRoute.Sitemap[number];
type Options = { locales?: readonly Locale[]; images?: string[]; lastModified?: Date | null; priority?: number; changeFrequency?: Entry['changeFrequency'] };

/** A sitemap entry and the language of its URL. */
type Located = { locale: Locale; entry: Entry };

/** One URL per language the page exists in, each listing the others (and x-default) as its hreflang alternates. */
function entriesOf(href: Href, { locales = enabledLocales, images, lastModified, priority, changeFrequency }: Options = {}): Located[] {
  const all = alternatesFor(href);
  const present = enabledLocales.flatMap((locale) => {
    const path = all[locale];
    return locales.includes(locale) && path ? [{ locale, url: siteUrl(path) }] : [];
  });
  const [first] = present;
  if (!first) return [];
  const languages: Record<string, string> = Object.fromEntries(present.map((p) => [p.locale, p.url]));
  languages['x-default'] = languages[defaultLocale] ?? first.url;
  return present.map(({ locale, url }) => ({
    locale,
    entry: {
      url,
      lastModified: lastModified ?? undefined,
      changeFrequency,
      priority,
      alternates: { languages },
      images: images?.length ? images.map(siteUrl) : undefined,
    },
  }));
}

/**
 * Every indexed page in every enabled language: the Published configured pages (those marked `seo: false`
 * left out, each with its modifyDate), the projects list, the articles that have a page of their own (config/articles.ts), every property (all statuses: a sold one answers 200 with its
 * notice) and project, with their photos.
 */
async function sitemapEntries(): Promise<Located[]> {
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

/** A sitemap as served: its XML and an entity tag that changes with it. */
export type SitemapFile = { xml: Uint8Array<ArrayBuffer>; etag: string };

const fileOf = (text: string): SitemapFile => {
  const xml = new TextEncoder().encode(text);
  return { xml, etag: `"${createHash('sha256').update(xml).digest('base64url').slice(0, 32)}"` };
};

/** The address of a language's sitemap. */
export const sitemapPath = (locale: Locale) => `/sitemap/${locale}.xml`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Sitemaps = { index: SitemapFile; byLocale: Map<string, SitemapFile> };

async function buildSitemaps(): Promise<Sitemaps> {
  const entries = await sitemapEntries();
  const byLocale = new Map<string, SitemapFile>();
  for (const locale of enabledLocales) {
    const own = entries.filter((e) => e.locale === locale).map((e) => e.entry);
    byLocale.set(locale, fileOf(resolveRouteData(own, 'sitemap')));
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...enabledLocales.map((locale) => `<sitemap>\n<loc>${escapeXml(siteUrl(sitemapPath(locale)))}</loc>\n</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index: fileOf(index), byLocale };
}

/** The sitemaps kept: those of the versions in use (older ones go when newer ones are built). */
const kept = new Memo({ maxEntries: 1 });

/** The sitemaps of the catalogue and configuration in use, built on the first request after either changed. */
const sitemaps = () => rememberCatalog(`sitemaps:config-${siteConfigVersion()}`, buildSitemaps, undefined, kept);

/** The sitemap index (/sitemap.xml). */
export const sitemapIndex = async (): Promise<SitemapFile> => (await sitemaps()).index;

/** The sitemap of a language (`fr`), or null when that language is not enabled. */
export const languageSitemap = async (locale: string): Promise<SitemapFile | null> => (await sitemaps()).byLocale.get(locale) ?? null;

/** The answer of a sitemap's route: the XML, or a 304 to a client that already has it (If-None-Match). */
export function sitemapResponse(request: Request, { xml, etag }: SitemapFile): Response {
  const headers = { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag };
  const known = (request.headers.get('if-none-match') ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
