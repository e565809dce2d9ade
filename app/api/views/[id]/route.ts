/**
 * POST /api/views/{propertyId}: one view of a property's public detail page, sent by the page's beacon.
 * Only beacons from the site's own pages are accepted: the browser says so with an Origin of this host or
 * `Sec-Fetch-Site: same-origin` (a script without them gets 403). Robots are not counted (204 all the
 * same); a visitor counts once per property and day, an address a limited number of times an hour
 * (lib/data/property-views recordView: 204 whatever the outcome, a script learns nothing; 429 past the limit).
 */
import { recordView } from '@/lib/data/property-views';
import { isBot } from '@/lib/domain/bots';
import { log } from '@/lib/log';
import { clientIpFrom } from '@/lib/http/client-ip';

export const dynamic = 'force-dynamic';

function sameSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
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
    const outcome = await recordView(Number(id), clientIpFrom(request.headers));
    const status = outcome === 'unknown' ? 404 : outcome === 'limited' ? 429 : 204;
    return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
  } catch (e) {
    log.error('views.not-counted', { propertyId: id, error: e });
    return new Response(null, { status: 503 });
  }
}
