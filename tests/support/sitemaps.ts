/**
 * Reading the site's sitemaps as a crawler does: /sitemap.xml is an index naming one sitemap per language
 * (/sitemap/fr.xml …, lib/seo/sitemap.ts); each of those lists the pages of its language.
 */

/** The addresses in the `<loc>` elements of a sitemap or sitemap index (as written: `&amp;` left as it is). */
export const sitemapLocs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/**
 * The index and every sitemap it names, read with `get` (a path of the site → its body; it should fail on a
 * status other than 200). `xml` is the sitemaps' XML one after the other, to search as one.
 */
export async function readSitemaps(get: (path: string) => Promise<string>): Promise<{ index: string; files: { path: string; xml: string }[]; xml: string }> {
  const index = await get('/sitemap.xml');
  const files: { path: string; xml: string }[] = [];
  for (const url of sitemapLocs(index)) {
    const path = new URL(url).pathname;
    files.push({ path, xml: await get(path) });
  }
  return { index, files, xml: files.map((f) => f.xml).join('\n') };
}
