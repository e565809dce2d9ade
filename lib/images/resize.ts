import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { IMAGE_WIDTHS } from '@/lib/domain/images';
import { env } from '@/lib/env';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
const PUBLIC_DIR = join(process.cwd(), 'public');
const CACHE_DIR = join(env.IMAGE_CACHE_DIR);

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

async function cachedOrMade(key: string, name: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const cached = join(CACHE_DIR, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.${name}`);
  try {
    return await readFile(cached);
  } catch {
    // not made yet
  }
  const out = await make();
  await mkdir(CACHE_DIR, { recursive: true });
  const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, out);
  await rename(tmp, cached);
  return out;
}

/**
 * The image resized to `width` in `format`, from the disk cache when it was made before. `source` is a file
 * under public/ or a remote picture (a URL of an allowed host, see ./remote.ts), downloaded once and cached.
 */
export async function resizedImage(source: string | URL, width: number, format: ImageFormat): Promise<Buffer> {
  const id = source instanceof URL ? source.href : source;
  return cachedOrMade(`${id}|${width}|${format}`, format, async () => {
    const input =
      source instanceof URL
        ? await cachedOrMade(`${id}|original`, 'orig', async () => (await import('./remote')).fetchRemoteImage(source))
        : await readFile(source);
    return encode(input, width, format);
  });
}

async function encode(input: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const pipeline = sharp(input).resize({ width, withoutEnlargement: true });
  return (
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 3 })
      : format === 'webp'
        ? pipeline.webp({ quality: 75 })
        : pipeline.jpeg({ quality: 78, mozjpeg: true })
  ).toBuffer();
}
