import { NextResponse, type NextRequest } from 'next/server';
import { formatFor, isResizeWidth, publicImagePath, resizedImage } from '@/lib/images/resize';

/** GET /api/image?src=/demo/house-01.jpg&w=400: a public image resized to one of the spec's widths, as AVIF, WebP or JPEG. */
export async function GET(request: NextRequest) {
  const src = request.nextUrl.searchParams.get('src') ?? '';
  const width = Number(request.nextUrl.searchParams.get('w'));
  const file = publicImagePath(src);
  if (!file || !isResizeWidth(width)) return NextResponse.json({ error: 'src must be an image under public/ and w one of 100, 400, 600, 1360' }, { status: 400 });
  const format = formatFor(request.headers.get('accept'));
  try {
    const body = await resizedImage(file, width, format);
    return new NextResponse(new Uint8Array(body), {
      headers: { 'Content-Type': `image/${format}`, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' },
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return NextResponse.json({ error: 'no such image' }, { status: 404 });
    console.error('[image] resize failed:', src, width, (e as Error).message);
    return NextResponse.json({ error: 'the image could not be resized' }, { status: 500 });
  }
}
