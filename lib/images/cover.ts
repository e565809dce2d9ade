import { siteConfig } from '@/config';
import { allowedRemoteImage, COVER_SIZES, type CoverSize } from '@/lib/domain/images';

/** A picture for a shared link's preview: its site-relative or absolute address, and its size when the image route cut it. */
type CoverPicture = { url: string; width?: number; height?: number; type?: string };

const RASTER = /\.(jpe?g|png|webp)$/i;

/**
 * The picture `src` as a link preview shows it: the image route's cover crop (1200 × 630 JPEG) of a photo
 * under public/ or of a stored picture on a host of site.json `images.remoteHosts`; another site's picture
 * as it is (its size unknown); null for an SVG (a logo), which the sites that read Open Graph do not show.
 */
export function coverPicture(src: string, size: CoverSize = COVER_SIZES[0]): CoverPicture | null {
  const local = src.startsWith('/') && !src.startsWith('//');
  if (local ? !RASTER.test(src.split('?')[0]!) : src.split('?')[0]!.toLowerCase().endsWith('.svg')) return null;
  if (local || allowedRemoteImage(src, siteConfig.site.images.remoteHosts))
    return { url: `/api/image/?src=${encodeURIComponent(src)}&w=${size.width}&h=${size.height}`, width: size.width, height: size.height, type: 'image/jpeg' };
  return { url: src };
}
