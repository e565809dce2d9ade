/**
 * One-click unsubscribe of a demand's e-mails (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click`
 * to the cancel link of the List-Unsubscribe header; proxy.ts sends that POST here. Idempotent. The link's
 * page itself (GET) only shows a button: opening the link, as mail scanners do, changes nothing.
 */
import { cancelDemandByToken } from '@/lib/data/demands';

type Context = { params: Promise<{ token: string }> };

const plain = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

async function oneClick(request: Request): Promise<boolean> {
  try {
    const form = await request.formData();
    return form.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  if (!(await oneClick(request))) return plain('expected List-Unsubscribe=One-Click', 400);
  const outcome = await cancelDemandByToken(token);
  return outcome === 'unknown' ? plain('unknown saved search', 404) : plain(outcome, 200);
}
