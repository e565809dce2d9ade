/**
 * POST /api/views/{propertyId}: one view of a property's public detail page, sent by the page's beacon.
 * Robots are not counted (204 all the same); only beacons from the site's own pages are accepted.
 */
import { countView } from '@/lib/data/property-views';
import { isBot } from '@/lib/domain/bots';

export const dynamic = 'force-dynamic';

function sameSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return new Response(null, { status: 400 });
  if (!sameSite(request)) return new Response(null, { status: 403 });
  if (isBot(request.headers.get('user-agent'))) return new Response(null, { status: 204 });
  try {
    const counted = await countView(Number(id));
    return new Response(null, { status: counted ? 204 : 404, headers: { 'cache-control': 'no-store' } });
  } catch (e) {
    console.error(`[views] could not count a view of property ${id}:`, (e as Error).message);
    return new Response(null, { status: 503 });
  }
}
