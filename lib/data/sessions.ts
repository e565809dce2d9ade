/**
 * Owner sessions in the database, by the SHA-256 of their token (lib/auth/sessions.ts makes the token and
 * decides when a session has ended).
 */
import 'server-only';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { owners, sessions } from '@/lib/db/schema';

export type SessionOwner = { id: number; email: string; firstName: string; lastName: string; lang: string; lastSeenAt: Date; expiresAt: Date };

/** Store a new session, and forget this owner's sessions that ended before `endedBefore` (idle) or `now` (too old). */
export async function insertSession(s: { id: string; ownerId: number; now: Date; expiresAt: Date; idleSince: Date }, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.insert(sessions).values({ id: s.id, ownerId: s.ownerId, createdAt: s.now, lastSeenAt: s.now, expiresAt: s.expiresAt });
  await d.delete(sessions).where(and(eq(sessions.ownerId, s.ownerId), or(lt(sessions.expiresAt, s.now), lt(sessions.lastSeenAt, s.idleSince))));
}

/** The session's owner and its times, or null when no session has this id. */
export async function findSessionOwner(id: string, db?: Db): Promise<SessionOwner | null> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      id: owners.id,
      email: owners.email,
      firstName: owners.firstName,
      lastName: owners.lastName,
      lang: owners.lang,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .where(eq(sessions.id, id));
  return row ?? null;
}

/** Mark the session seen at `now` (never moving its time back). */
export async function touchSession(id: string, now: Date, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < ${now}`));
}

export async function deleteSessionById(id: string, db?: Db): Promise<void> {
  await (db ?? (await getDb())).delete(sessions).where(eq(sessions.id, id));
}
