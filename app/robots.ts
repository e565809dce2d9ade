import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config';
import { siteUrl } from '@/lib/seo/site';

/**
 * Everything may be crawled but the API, the embeddable frames, the rendered search results (a listing
 * with filters: not indexed, its canonical is the unfiltered listing) and the preview paths, in any language.
 */
export default function robots(): MetadataRoute.Robots {
  const previews = siteConfig.site.previewPaths.flatMap((p) => [`${p}/`, `/*${p}/`]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/embed/', '/*/results/', ...previews] }],
    sitemap: siteUrl('/sitemap.xml'),
  };
}
