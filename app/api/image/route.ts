import { NextResponse, type NextRequest } from 'next/server';
import { formatFor, isResizeWidth, publicImagePath, resizedImage } from '@/lib/images/resize';
import { allowedRemote, RemoteImageError } from '@/lib/images/remote';
import { log } from '@/lib/log';

/**
 * GET /api/image?src=/demo/house-01.jpg&w=400: a public image resized to one of the spec's widths, as AVIF,
 * WebP or JPEG. `src` may also be a picture of a host allowed by site.json (`images.remoteHosts`: the CRM's
 * pictures), fetched once by the server and served the same way; any other address is refused (400), as is
 * a remote file that is not an image (415) or over the size limit (413).
 */
export async function GET(request: NextRequest) {
  const src = request.nextUrl.searchParams.get('src') ?? '';
  const width = Number(request.nextUrl.searchParams.get('w'));
  const source = publicImagePath(src) ?? allowedRemote(src);
  if (!source || !isResizeWidth(width)) {
    return NextResponse.json({ error: 'src must be an image under public/ or of an allowed picture host, and w one of 100, 400, 600, 1360' }, { status: 400 });
  }
  const format = formatFor(request.headers.get('accept'));
  try {
    const body = await resizedImage(source, width, format);
    return new NextResponse(new Uint8Array(body), {
      headers: { 'Content-Type': `image/${format}`, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' },
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return NextResponse.json({ error: 'no such image' }, { status: 404 });
    if (e instanceof RemoteImageError) {
      log.warn('image.remote-refused', { status: e.status, host: source instanceof URL ? source.host : '', reason: e.message });
      return NextResponse.json({ error: e.message }, { status: e.status });
    }
    log.error('image.resize-failed', { src, width, error: e });
    return NextResponse.json({ error: 'the image could not be resized' }, { status: 500 });
  }
}
