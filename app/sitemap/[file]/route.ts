/**
 * GET /sitemap/{locale}.xml: the sitemap of one enabled language (every indexed page in that language, with
 * its hreflang alternates and photos; lib/seo/sitemap.ts), kept in memory until the catalogue or the
 * configuration changes, with an entity tag for a crawler's 304. Any other name answers 404.
 */
import { languageSitemap, sitemapResponse } from '@/lib/seo/sitemap';

/** The sitemaps read the database, which the build does not have: answered on each request (from memory). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const locale = /^([a-z]{2})\.xml$/.exec((await params).file)?.[1];
  const sitemap = locale ? await languageSitemap(locale) : null;
  if (!sitemap) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return sitemapResponse(request, sitemap);
}
