/**
 * GET /sitemap.xml (named by robots.txt): the sitemap index, naming the sitemap of each enabled language
 * (/sitemap/{locale}.xml, lib/seo/sitemap.ts), kept in memory until the catalogue or the configuration
 * changes. It carries an entity tag, so a crawler that sends it back (If-None-Match) gets a 304.
 */
import { sitemapIndex, sitemapResponse } from '@/lib/seo/sitemap';

/** The sitemaps read the database, which the build does not have: answered on each request (from memory). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return sitemapResponse(request, await sitemapIndex());
}
