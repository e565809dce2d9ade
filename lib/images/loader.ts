/**
 * next/image loader. A width the image service produces (100, 400, 600, 1360: the srcset candidates of
 * lib/images/config.ts) is asked for as itself, so the 1360w candidate is the 1360 resize in AVIF or WebP.
 * Any other width follows the spec's table (lib/domain/images.ts: 500 → 400, 750 → 600, 1050 → 1360,
 * larger → the original file).
 */
import { IMAGE_WIDTHS, resizeWidthFor } from '@/lib/domain/images';

const produced = (width: number) => (IMAGE_WIDTHS as readonly number[]).includes(width);

export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (!src.startsWith('/') || src.startsWith('//') || src.endsWith('.svg')) return src;
  const w = produced(width) ? width : resizeWidthFor(width);
  return w === 'original' ? src : `/api/image/?src=${encodeURIComponent(src)}&w=${w}`;
}
