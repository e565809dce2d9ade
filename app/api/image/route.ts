import { NextResponse, type NextRequest } from 'next/server';
import { countPictureMiss, isStoredPicture } from '@/lib/data/pictures';
import { coverSize, IMAGE_WIDTHS, MAX_IMAGE_SRC_LENGTH } from '@/lib/domain/images';
import { clientIpFrom } from '@/lib/http/client-ip';
import { cachedResize, formatFor, isResizeWidth, publicImagePath, resizedImage, type ImageSize } from '@/lib/images/resize';
import { allowedRemote, RemoteImageError } from '@/lib/images/remote';
import { log } from '@/lib/log';

/**
 * GET /api/image?src=/demo/house-01.jpg&w=400: a picture the site knows, resized to one of the widths 100, 400, 600, 828 or 1360 (IMAGE_WIDTHS),
 * as AVIF, WebP or JPEG; with `h`, one of the cover crops (w=1200&h=630: the picture of a shared link's preview),
 * cut to fill that size exactly and always JPEG. `src` is an image file under public/, or the address of a picture the site stores
 * with a property, a project or an article (lib/data/pictures.ts) on a host of site.json `images.remoteHosts`
 * (the CRM's), over https:, fetched by the server (lib/images/remote.ts) and cached like the site's own.
 *
 * - 400 for any other `src` (malformed, longer than MAX_IMAGE_SRC_LENGTH, another host, an address the site
 *   does not store), width or width and height, before anything is read or fetched; 404 for a file under public/ that is not there.
 * - Served from the cache (lib/images/cache.ts) when it was made before; otherwise made once however many ask
 *   at the same time, each visitor address making at most IMAGE_MISS_RATE_LIMIT pictures (429 and Retry-After
 *   past it).
 * - A remote picture that is not an image answers 415, one over the size limit 413, a host that fails 502.
 * The log names a refused `src` by its first characters only.
 */
const REFUSED = `src must be an image under public/ or a picture of the site, and w one of ${IMAGE_WIDTHS.join(', ')} (or w=1200&h=630)`;
const LOGGED_SRC_CHARS = 120;

async function sourceOf(src: string): Promise<string | URL | null> {
  if (src.length > MAX_IMAGE_SRC_LENGTH) return null;
  if (src.startsWith('/')) return publicImagePath(src);
  const url = allowedRemote(src);
  return url && (await isStoredPicture(src)) ? url : null;
}

export async function GET(request: NextRequest) {
  const src = request.nextUrl.searchParams.get('src') ?? '';
  const width = Number(request.nextUrl.searchParams.get('w'));
  const height = request.nextUrl.searchParams.get('h');
  const size: ImageSize | null = height === null ? (isResizeWidth(width) ? width : null) : coverSize(width, Number(height));
  const source = size === null ? null : await sourceOf(src);
  if (!source || size === null) return NextResponse.json({ error: REFUSED }, { status: 400 });
  const format = typeof size === 'number' ? formatFor(request.headers.get('accept')) : 'jpeg';
  const headers = { 'Content-Type': `image/${format}`, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' };
  try {
    const cached = await cachedResize(source, size, format);
    if (cached) return new NextResponse(new Uint8Array(cached), { headers });
    const miss = await countPictureMiss(clientIpFrom(request.headers));
    if (!miss.allowed) {
      const seconds = Math.max(1, Math.ceil(miss.retryAfterMs / 1000));
      return NextResponse.json(
        { error: 'too many new pictures asked for from this address; try again later' },
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      );
    }
    const body = await resizedImage(source, size, format);
    return new NextResponse(new Uint8Array(body), { headers });
  } catch (e) {
    if (typeof source === 'string' && typeof (e as NodeJS.ErrnoException).code === 'string' && (e as NodeJS.ErrnoException).syscall)
      return NextResponse.json({ error: 'no such image' }, { status: 404 });
    if (e instanceof RemoteImageError) {
      log.warn('image.remote-refused', { status: e.status, host: source instanceof URL ? source.host : '', reason: e.message });
      return NextResponse.json({ error: e.message }, { status: e.status });
    }
    log.error('image.resize-failed', { src: src.slice(0, LOGGED_SRC_CHARS), width, error: e });
    return NextResponse.json({ error: 'the image could not be resized' }, { status: 500 });
  }
}
