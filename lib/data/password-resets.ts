/**
 * Password reset links in the database, by the SHA-256 of their token (lib/auth/password-reset.ts makes
 * the token, the mail and the rules). Each write is one transaction.
 */
import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { owners, passwordResets, sessions } from '@/lib/db/schema';
import { enqueueMail, type OutboxMail } from './outbox';

/** Void the owner's earlier links, store the new one and queue its mail, together. */
export async function replaceResetLink(link: { id: string; ownerId: number; now: Date; expiresAt: Date }, mail: OutboxMail, db?: Db): Promise<void> {
  await (db ?? (await getDb())).transaction(async (tx) => {
    // Only the reminder's links: an invitation (lib/data/owners.ts) stays usable.
    await tx
      .update(passwordResets)
      .set({ usedAt: link.now })
      .where(and(eq(passwordResets.ownerId, link.ownerId), eq(passwordResets.purpose, 'reset'), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ id: link.id, ownerId: link.ownerId, createdAt: link.now, expiresAt: link.expiresAt });
    await enqueueMail(tx, mail);
  });
}

export async function findResetLink(id: string, db?: Db): Promise<{ usedAt: Date | null; expiresAt: Date; purpose: string } | null> {
  const [row] = await (db ?? (await getDb()))
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt, purpose: passwordResets.purpose })
    .from(passwordResets)
    .where(eq(passwordResets.id, id));
  return row ?? null;
}

/**
 * Use a link once: taken with one atomic update (unused and not expired at `now`), then the owner's new
 * password hash and the end of all their sessions, in the same transaction. The owner's e-mail address, or
 * null when the link cannot be used.
 */
export async function takeResetLink(id: string, passwordHash: string, now: Date, db?: Db): Promise<string | null> {
  return (db ?? (await getDb())).transaction(async (tx) => {
    const [taken] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ ownerId: passwordResets.ownerId });
    if (!taken) return null;
    const [owner] = await tx.update(owners).set({ passwordHash }).where(eq(owners.id, taken.ownerId)).returning({ email: owners.email });
    await tx.delete(sessions).where(eq(sessions.ownerId, taken.ownerId));
    return owner?.email ?? '';
  });
}
