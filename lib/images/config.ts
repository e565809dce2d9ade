// Relative import: next.config.ts loads this file, outside the app's path aliases.
import site from '../../config/site.json';
import { IMAGE_WIDTHS } from '../domain/images';

/**
 * next/image settings (used by next.config.ts): the srcset candidates are exactly the widths the image
 * service produces (lib/domain/images.ts), so every candidate a browser can pick is a resize served as
 * AVIF or WebP by /api/image. No candidate is wider than 1360: the original file (a JPEG, often wider
 * than 1600) is never offered in a srcset, only to a loader call that asks for more than 1050 pixels
 * without being one of the produced widths (1600 → original).
 */
export const imageSizes: number[] = [IMAGE_WIDTHS[0]];
export const deviceSizes: number[] = IMAGE_WIDTHS.slice(1);

export const imagesConfig = {
  loader: 'custom' as const,
  loaderFile: './lib/images/loader.ts',
  deviceSizes,
  imageSizes,
};

/**
 * The build-time constants of the image loader (next.config.ts `compiler.define`): the loader runs in every page's
 * browser code, so it gets the picture hosts site.json allows as one comma-separated text, not site.json itself
 * (9 KB, 3 KB gzip, of rates and settings no browser reads).
 */
export const imageLoaderDefines = { __IMAGE_REMOTE_HOSTS__: (site.images?.remoteHosts ?? []).join(',') };
