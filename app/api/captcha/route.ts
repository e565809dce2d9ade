/**
 * GET /api/captcha/?form=NAME: a new challenge for that form (a visitor form that asks for one, or the
 * owners' sign-in, SIGN_IN_CAPTCHA_FORM) — a PNG rasterized on the server
 * (lib/captcha/image.ts), and its answer encrypted in the HttpOnly cookie `captcha_NAME` (see
 * lib/captcha/check.ts). Never cached.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { captchaCookieName, captchaCookieOptions, newChallenge } from '@/lib/captcha/check';
import { captchaPng } from '@/lib/captcha/image';
import { formDefinition } from '@/lib/forms/registry';
import { SIGN_IN_CAPTCHA_FORM } from '@/lib/domain/sign-in';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const name = request.nextUrl.searchParams.get('form');
  const def = formDefinition(name);
  const form = name === SIGN_IN_CAPTCHA_FORM ? name : def?.captcha ? def.name : null;
  if (!form) return NextResponse.json({ error: 'unknown form' }, { status: 404 });
  const { payload, token } = newChallenge(form);
  const response = new NextResponse(new Uint8Array(await captchaPng(payload.answer)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0', 'X-Robots-Tag': 'noindex' },
  });
  response.cookies.set(captchaCookieName(form), token, captchaCookieOptions(request.nextUrl.protocol));
  return response;
}
