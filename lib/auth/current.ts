/**
 * The signed-in owner of the current request, from the session cookie; the cookie's settings.
 * Every portal page and action starts with `requireOwner`.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/domain/locales';
import { ABSOLUTE_TIMEOUT_MS, ownerOfSession, sessionCookieName, type Owner } from './sessions';
import { env } from '@/lib/env';

/** Secure cookies in production; SESSION_COOKIE_SECURE=false allows a demo over plain http on a LAN. */
const secure = env.SESSION_COOKIE_SECURE;
/** `__Host-owner_session` in production (lib/auth/sessions sessionCookieName). */
const COOKIE = sessionCookieName(secure);

export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(COOKIE, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: ABSOLUTE_TIMEOUT_MS / 1000 });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(COOKIE, '', { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0 });
}

export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(COOKIE)?.value;
}

export async function currentOwner(): Promise<Owner | null> {
  return ownerOfSession(await sessionToken());
}

/**
 * The signed-in owner, or a redirect to the sign-in page in `locale` (saying the session ended when the
 * browser still had a session cookie: idle or absolute timeout, or a password change elsewhere).
 */
export async function requireOwner(locale: Locale): Promise<Owner> {
  const token = await sessionToken();
  const owner = await ownerOfSession(token);
  if (!owner) redirect({ href: token ? { pathname: '/login', query: { ended: '1' } } : '/login', locale });
  return owner!;
}
