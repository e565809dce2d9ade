'use client';

import { preload } from 'react-dom';

type Props = { href: string; srcSet: string; sizes: string };

/**
 * Preloads a lead photo at high priority from the page's head, as next/image does: called from a client component
 * it becomes a link of the page that shows it, whereas a server component's preload is a hint of its data, which
 * Next.js's prefetch of a linked page would follow too.
 */
export function PhotoPreload({ href, srcSet, sizes }: Props) {
  preload(href, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
