/**
 * next/image loader: widths follow the spec's resize table (lib/domain/images.ts: 100 → 100, 500 → 400,
 * 750 → 600, 1050 → 1360, larger → the original), served by /api/image in a modern format.
 */
import { resizeWidthFor } from '@/lib/domain/images';

export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  if (!src.startsWith('/') || src.startsWith('//') || src.endsWith('.svg')) return src;
  const w = resizeWidthFor(width);
  return w === 'original' ? src : `/api/image/?src=${encodeURIComponent(src)}&w=${w}`;
}
