/**
 * Server-side owner sessions. The browser holds a random token in an HttpOnly cookie; the database keeps
 * only its SHA-256 (`sessions.id`), so a leaked table gives no usable cookie. A new session (and token) is
 * made at each sign-in, and removed at sign-out. A session ends after IDLE_TIMEOUT_MS without a request
 * or ABSOLUTE_TIMEOUT_MS after sign-in, whichever comes first.
 */
import 'server-only';
import type { Db } from '@/lib/data/connection';
import { deleteSessionById, findSessionOwner, insertSession, touchSession } from '@/lib/data/sessions';
import { IDLE_TIMEOUT_MS } from '@/lib/domain/sign-in';
import { hashToken, newToken } from '@/lib/domain/tokens';

export { IDLE_TIMEOUT_MS };
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** `last_seen_at` is written at most this often, not at every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const SESSION_COOKIE = 'owner_session';
/**
 * The cookie's name: with the `__Host-` prefix whenever it is Secure (production), so the browser only
 * accepts it from this very host, over https, for the whole site: no sub-domain or plain-http page can
 * set or overwrite it. Over plain http (development, SESSION_COOKIE_SECURE=false) the prefix cannot be
 * used; the name is then the bare one.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export type Owner = { id: number; email: string; firstName: string; lastName: string; lang: string };

export { hashToken, newToken };

/** A new session for the owner; returns the token for the cookie. */
export async function createSession(ownerId: number, options: { db?: Db; now?: Date } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const token = newToken();
  // Old, ended sessions of this owner are of no use any more: removed with it.
  await insertSession(
    { id: hashToken(token), ownerId, now, expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS), idleSince: new Date(now.getTime() - IDLE_TIMEOUT_MS) },
    options.db,
  );
  return token;
}

/** The owner of a live session token, or null (unknown, signed out, idle or too old). Keeps it alive. */
export async function ownerOfSession(token: string | undefined | null, options: { db?: Db; now?: Date } = {}): Promise<Owner | null> {
  if (!token || token.length > 200) return null;
  const now = options.now ?? new Date();
  const id = hashToken(token);
  const row = await findSessionOwner(id, options.db);
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > IDLE_TIMEOUT_MS) {
    await deleteSessionById(id, options.db);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(id, now, options.db);
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, lang: row.lang };
}

export async function deleteSession(token: string, db?: Db): Promise<void> {
  await deleteSessionById(hashToken(token), db);
}
