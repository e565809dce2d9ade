/**
 * /api/favourite-alert/following/: the browser that signed up for alerts on its favourites keeps the sign-up in
 * step with them, authenticated by the sign-up's manage token (`Authorization: Bearer <token>`; no cookie, so no
 * other site can make a browser call it). The favourites page and the heart buttons call it
 * (components/favourites/alertFollowing.ts).
 *
 * - GET: the sign-up's state and how many properties it follows: `{ status, count }`.
 * - PUT `{ "propertyIds": [12, 40] }` (at most FAVOURITES_MAX IDs): the sign-up follows exactly these from now on
 *   (lib/data/favourite-alerts followFavourites). Answers as GET.
 * - DELETE: stops the alerts, as the mailed cancel link does (idempotent): `{ status: 'cancelled', count: 0 }`.
 *
 * 401 without a well-formed token, 404 for a token no sign-up has, 410 to a GET or PUT of a stopped sign-up (the
 * browser forgets its token), 400 for a list that is not one, 413 for a body over 4 KB.
 */
import * as z from 'zod';
import { favouriteAlertFollowing, followFavourites, stopFavouriteAlert, type FavouriteAlertFollowing } from '@/lib/data/favourite-alerts';
import { isDemandToken } from '@/lib/data/demands';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { bodyTooLarge, readCappedText } from '@/lib/http/body';

export const dynamic = 'force-dynamic';

/** FAVOURITES_MAX IDs of nine digits with their commas and the key fit several times in 4 KB. */
const BODY_MAX = 4096;

const followedList = z.strictObject({
  propertyIds: z.array(z.number().int().min(1).max(999_999_999)).max(FAVOURITES_MAX),
});

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/** The bearer token of the request when it has the form of one (the sign-ups' tokens are those of demands). */
function tokenOf(request: Request): string | null {
  const token = /^Bearer ([A-Za-z0-9_-]+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return token && isDemandToken(token) ? token : null;
}

function answer(following: FavouriteAlertFollowing | null): Response {
  if (!following) return json({ error: 'no sign-up has this token' }, 404);
  return json(following, following.status === 'cancelled' ? 410 : 200);
}

const unauthorized = () =>
  new Response("expected Authorization: Bearer <the sign-up's manage token>\n", {
    status: 401,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'www-authenticate': 'Bearer' },
  });

export async function GET(request: Request) {
  const token = tokenOf(request);
  return token ? answer(await favouriteAlertFollowing(token)) : unauthorized();
}

export async function PUT(request: Request) {
  const token = tokenOf(request);
  if (!token) {
    await request.body?.cancel().catch(() => undefined);
    return unauthorized();
  }
  const text = await readCappedText(request, BODY_MAX);
  if (text === null) return bodyTooLarge(BODY_MAX);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const parsed = followedList.safeParse(body);
  if (!parsed.success) return json({ error: `expected { "propertyIds": [...] }, at most ${FAVOURITES_MAX} property IDs` }, 400);
  return answer(await followFavourites(token, parsed.data.propertyIds));
}

export async function DELETE(request: Request) {
  const token = tokenOf(request);
  if (!token) return unauthorized();
  const stopped = await stopFavouriteAlert(token);
  return stopped ? json(stopped) : answer(null);
}
