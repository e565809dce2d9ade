/**
 * next/image loader. A width the image service produces (100, 400, 600, 828, 1360: the srcset candidates of
 * lib/images/config.ts) is asked for as itself, so the 1360w candidate is the 1360 resize in AVIF or WebP.
 * Any other width follows the table (lib/domain/images.ts: 500 → 400, 750 → 600, 1035 → 828, 1050 → 1360,
 * larger → the original file).
 *
 * A picture of a host site.json allows (`images.remoteHosts`: the CRM's) goes through the same service, so
 * it is resized and cached like a local photo; its "original" is the largest resize (1360), as the browser
 * never fetches from the CRM itself. Other sites' images are left alone.
 */
import { allowedRemoteImage, IMAGE_WIDTHS, resizeWidthFor } from '@/lib/domain/images';

const produced = (width: number) => (IMAGE_WIDTHS as readonly number[]).includes(width);
/** site.json's `images.remoteHosts`, comma-separated, written in at build time (lib/images/config.ts imageLoaderDefines). */
declare const __IMAGE_REMOTE_HOSTS__: string;
const REMOTE_HOSTS: readonly string[] = __IMAGE_REMOTE_HOSTS__.split(',').filter(Boolean);

export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  const w = produced(width) ? width : resizeWidthFor(width);
  if (allowedRemoteImage(src, REMOTE_HOSTS))
    return `/api/image/?src=${encodeURIComponent(src)}&w=${w === 'original' ? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] : w}`;
  if (!src.startsWith('/') || src.startsWith('//') || src.endsWith('.svg')) return src;
  return w === 'original' ? src : `/api/image/?src=${encodeURIComponent(src)}&w=${w}`;
}
