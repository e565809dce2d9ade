/**
 * Server-side owner sessions. The browser holds a random token in an HttpOnly cookie; the database keeps
 * only its SHA-256 (`sessions.id`), so a leaked table gives no usable cookie. A new session (and token) is
 * made at each sign-in, and removed at sign-out. A session ends after IDLE_TIMEOUT_MS without a request
 * or ABSOLUTE_TIMEOUT_MS after sign-in, whichever comes first.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { owners, sessions } from '@/lib/db/schema';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** `last_seen_at` is written at most this often, not at every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const SESSION_COOKIE = 'owner_session';

export type Owner = { id: number; email: string; firstName: string; lastName: string; lang: string };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** A new session for the owner; returns the token for the cookie. */
export async function createSession(ownerId: number, options: { db?: Db; now?: Date } = {}): Promise<string> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const token = newToken();
  await db.insert(sessions).values({ id: hashToken(token), ownerId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS) });
  // Old, ended sessions of this owner are of no use any more.
  await db.delete(sessions).where(and(eq(sessions.ownerId, ownerId), or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)))));
  return token;
}

/** The owner of a live session token, or null (unknown, signed out, idle or too old). Keeps it alive. */
export async function ownerOfSession(token: string | undefined | null, options: { db?: Db; now?: Date } = {}): Promise<Owner | null> {
  if (!token || token.length > 200) return null;
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const id = hashToken(token);
  const [row] = await db
    .select({ id: owners.id, email: owners.email, firstName: owners.firstName, lastName: owners.lastName, lang: owners.lang, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < ${now}`));
  }
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, lang: row.lang };
}

export async function deleteSession(token: string, db?: Db): Promise<void> {
  await (db ?? (await getDb())).delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Sign the owner out everywhere (after a password change). */
export async function deleteOwnerSessions(ownerId: number, db?: Db): Promise<void> {
  await (db ?? (await getDb())).delete(sessions).where(eq(sessions.ownerId, ownerId));
}
