import 'server-only';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { IMAGE_WIDTHS, type CoverSize } from '@/lib/domain/images';
import { cacheFile, cachedOrMade, readCached } from './cache';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
/** What the service makes of a picture: a width (the height in proportion, never enlarged), or a cover crop of lib/domain/images.ts. */
export type ImageSize = number | CoverSize;
const PUBLIC_DIR = join(process.cwd(), 'public');

/** The longest path of a picture under public/, and of each of its parts (a file system refuses longer names). */
const MAX_PUBLIC_PATH = 512;
const MAX_PATH_PART = 255;

/** The file under public/ that an image path names, or null for anything else (other folders, `..`, `//`, other types, over-long). */
export function publicImagePath(src: string): string | null {
  if (src.length > MAX_PUBLIC_PATH || src.split('/').some((part) => part.length > MAX_PATH_PART)) return null;
  if (!/^\/[\w\-/.]+\.(jpe?g|png|webp)$/i.test(src) || src.includes('..') || src.includes('//')) return null;
  const file = normalize(join(PUBLIC_DIR, src));
  return file.startsWith(PUBLIC_DIR + '/') ? file : null;
}

/** The best format the browser accepts. */
export function formatFor(accept: string | null): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export const isResizeWidth = (w: number): w is (typeof IMAGE_WIDTHS)[number] => (IMAGE_WIDTHS as readonly number[]).includes(w);

const idOf = (source: string | URL) => (source instanceof URL ? source.href : source);
const sizeKey = (size: ImageSize) => (typeof size === 'number' ? String(size) : `${size.width}x${size.height}`);
const resizedFile = (source: string | URL, size: ImageSize, format: ImageFormat) => cacheFile(`${idOf(source)}|${sizeKey(size)}|${format}`, format);

/** The resize from the disk cache, or null when it has not been made (or was evicted): nothing is made here. */
export function cachedResize(source: string | URL, size: ImageSize, format: ImageFormat): Promise<Buffer | null> {
  return readCached(resizedFile(source, size, format));
}

/**
 * The image resized to `size` in `format`, from the disk cache when it was made before (lib/images/cache.ts:
 * bounded, shared, each picture made once at a time). `source` is a file under public/ or a remote picture
 * (a URL of an allowed host, see ./remote.ts), whose original is kept in the same cache so its other sizes
 * do not download it again.
 */
export function resizedImage(source: string | URL, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  return cachedOrMade(resizedFile(source, size, format), async () => {
    const input =
      source instanceof URL
        ? await cachedOrMade(cacheFile(`${source.href}|original`, 'orig'), async () => (await import('./remote')).fetchRemoteImage(source))
        : await readFile(source);
    return encode(input, size, format);
  });
}

async function encode(input: Buffer, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  // A cover crop fills its size exactly, centred (a smaller photo is enlarged): a link preview has one shape.
  const pipeline = sharp(input).resize(
    typeof size === 'number' ? { width: size, withoutEnlargement: true } : { width: size.width, height: size.height, fit: 'cover', position: 'centre' },
  );
  return (
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 3 })
      : format === 'webp'
        ? pipeline.webp({ quality: 75 })
        : pipeline.jpeg({ quality: 78, mozjpeg: true })
  ).toBuffer();
}
