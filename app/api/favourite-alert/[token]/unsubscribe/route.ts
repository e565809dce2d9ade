/**
 * One-click unsubscribe of the alerts on favourites (RFC 8058): a mail client POSTs
 * `List-Unsubscribe=One-Click` to the cancel link of the List-Unsubscribe header; proxy.ts sends that POST
 * here. Idempotent. The link's page itself (GET) only shows a button: opening the link, as mail scanners
 * do, changes nothing.
 */
import { cancelFavouriteAlertByToken } from '@/lib/data/favourite-alerts';
import { isDemandToken as isLinkToken } from '@/lib/data/demands';
import { bodyTooLarge, readCappedForm } from '@/lib/http/body';

type Context = { params: Promise<{ token: string }> };

/** What a one-click post carries (`List-Unsubscribe=One-Click`, urlencoded or multipart) fits many times in 4 KB. */
const UNSUBSCRIBE_BODY_MAX = 4096;

const plain = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  // A token of the wrong length or characters is unknown: answered before a byte of the body is read.
  if (!isLinkToken(token)) {
    await request.body?.cancel().catch(() => undefined);
    return plain('unknown favourite alert', 404);
  }
  const form = await readCappedForm(request, UNSUBSCRIBE_BODY_MAX);
  if (!form) return bodyTooLarge(UNSUBSCRIBE_BODY_MAX);
  if (form.get('List-Unsubscribe') !== 'One-Click') return plain('expected List-Unsubscribe=One-Click', 400);
  const outcome = await cancelFavouriteAlertByToken(token);
  return outcome === 'unknown' ? plain('unknown favourite alert', 404) : plain(outcome, 200);
}
