/**
 * A booked visit's calendar file (lib/mail/visit-calendar.ts), for the download button of the visit's page and
 * the link of its confirmation mail. Reading it changes nothing; it is never cached (a cancelled visit's file
 * says so) and never indexed.
 */
import { VISIT_CALENDAR_FILE, visitCalendarByToken } from '@/lib/mail/visit-calendar';

type Context = { params: Promise<{ token: string }> };

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  const ics = await visitCalendarByToken(token);
  if (!ics) return new Response('unknown visit\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', ...PRIVATE } });
  return new Response(ics, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${VISIT_CALENDAR_FILE}"`,
      ...PRIVATE,
    },
  });
}
