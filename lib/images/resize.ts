import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { IMAGE_WIDTHS } from '@/lib/domain/images';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
const PUBLIC_DIR = join(process.cwd(), 'public');
const CACHE_DIR = join(process.env.IMAGE_CACHE_DIR ?? join(process.cwd(), '.data/image-cache'));

/** The file under public/ that an image path names, or null for anything else (other folders, `..`, other types). */
export function publicImagePath(src: string): string | null {
  if (!/^\/[\w\-/.]+\.(jpe?g|png|webp)$/i.test(src) || src.includes('..')) return null;
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

/** The image resized to `width` in `format`, from the disk cache when it was made before. */
export async function resizedImage(file: string, width: number, format: ImageFormat): Promise<Buffer> {
  const key = createHash('sha256').update(`${file}|${width}|${format}`).digest('hex').slice(0, 32);
  const cached = join(CACHE_DIR, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    // not made yet
  }
  const sharp = (await import('sharp')).default;
  const pipeline = sharp(await readFile(file)).resize({ width, withoutEnlargement: true });
  const out = await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 3 }) : format === 'webp' ? pipeline.webp({ quality: 75 }) : pipeline.jpeg({ quality: 78, mozjpeg: true })).toBuffer();
  await mkdir(CACHE_DIR, { recursive: true });
  const tmp = `${cached}.${process.pid}.tmp`;
  await writeFile(tmp, out);
  await rename(tmp, cached);
  return out;
}
