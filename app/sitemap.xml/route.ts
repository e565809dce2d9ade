/**
 * GET /sitemap.xml (named by robots.txt): the sitemap of lib/seo/sitemap.ts, kept in memory until the
 * catalogue or the configuration changes. It carries an entity tag, so a crawler that sends it back
 * (If-None-Match) gets a 304 without the 1.5 MB.
 */
import { sitemapFile } from '@/lib/seo/sitemap';

/** The sitemap reads the database, which the build does not have: it is answered on each request (from memory). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { xml, etag } = await sitemapFile();
  const headers = { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag };
  const known = (request.headers.get('if-none-match') ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(xml, { headers });
}
