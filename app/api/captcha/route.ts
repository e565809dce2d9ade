/**
 * GET /api/captcha/?form=NAME: a new challenge for that form — a PNG rasterized on the server
 * (lib/captcha/image.ts), and its answer encrypted in the HttpOnly cookie `captcha_NAME` (see
 * lib/captcha/check.ts). Never cached.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { CAPTCHA_TTL_MS, captchaCookieName, newChallenge } from '@/lib/captcha/check';
import { captchaPng } from '@/lib/captcha/image';
import { formDefinition } from '@/lib/forms/registry';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const def = formDefinition(request.nextUrl.searchParams.get('form'));
  if (!def || !def.captcha) return NextResponse.json({ error: 'unknown form' }, { status: 404 });
  const { payload, token } = newChallenge(def.name);
  const response = new NextResponse(new Uint8Array(await captchaPng(payload.answer)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0', 'X-Robots-Tag': 'noindex' },
  });
  response.cookies.set(captchaCookieName(def.name), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: Math.floor(CAPTCHA_TTL_MS / 1000),
  });
  return response;
}
