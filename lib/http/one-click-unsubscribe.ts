/**
 * One-click unsubscribe (RFC 8058) of the mails a visitor subscribed to: a mail client POSTs
 * `List-Unsubscribe=One-Click` to the cancel link of the List-Unsubscribe header; proxy.ts sends that POST to the
 * subscription's unsubscribe route, which this handler answers. Idempotent. The link's page itself (GET) only shows
 * a button: opening the link, as mail scanners do, changes nothing.
 */
import type { LinkOutcome } from '@/lib/data/demands';
import { bodyTooLarge, readCappedForm } from './body';

type Context = { params: Promise<{ token: string }> };

/** What a one-click post carries (`List-Unsubscribe=One-Click`, urlencoded or multipart) fits many times in 4 KB. */
const UNSUBSCRIBE_BODY_MAX = 4096;

const plain = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The POST handler of a subscription's one-click unsubscribe: `isToken` tells a well-formed link token, `cancel`
 * ends the subscription of a token, `unknown` names what a token that is none was expected to be.
 */
export function oneClickUnsubscribe(isToken: (token: string) => boolean, cancel: (token: string) => Promise<LinkOutcome>, unknown: string) {
  return async function POST(request: Request, { params }: Context): Promise<Response> {
    const { token } = await params;
    // A token of the wrong length or characters is unknown: answered before a byte of the body is read.
    if (!isToken(token)) {
      await request.body?.cancel().catch(() => undefined);
      return plain(unknown, 404);
    }
    const form = await readCappedForm(request, UNSUBSCRIBE_BODY_MAX);
    if (!form) return bodyTooLarge(UNSUBSCRIBE_BODY_MAX);
    if (form.get('List-Unsubscribe') !== 'One-Click') return plain('expected List-Unsubscribe=One-Click', 400);
    const outcome = await cancel(token);
    return outcome === 'unknown' ? plain(unknown, 404) : plain(outcome, 200);
  };
}
