/**
 * Newsletter subscriptions in the database (double opt-in): a pending subscription stored with its random
 * token, and what its confirm and cancel links do. Like a demand's links, both are idempotent (a second
 * click says it was already done) and a cancelled subscription cannot be confirmed again (the visitor
 * signs up anew). The mails that go with each step are written by lib/mail/newsletter-mails.ts.
 */
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { newsletterSubscriptions } from '@/lib/db/schema';
import { isDemandToken as isLinkToken, type DemandStatus as SubscriptionStatus, type LinkOutcome } from './demands';

export type { SubscriptionStatus };
export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** Store a pending subscription in the caller's transaction. */
export async function insertSubscription(tx: Executor, s: { submissionId: number; token: string; lang: string; email: string }): Promise<number> {
  const row = oneRow(await tx.insert(newsletterSubscriptions).values(s).returning({ id: newsletterSubscriptions.id }), 'the new subscription');
  return row.id;
}

async function findByToken(db: Db, token: string): Promise<SubscriptionRow | null> {
  if (typeof token !== 'string' || !isLinkToken(token)) return null;
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.token, token));
  return row ?? null;
}

/** A subscription's status by its token, changing nothing (what the link's page shows before its button is pressed). */
export async function subscriptionStatus(db: Db, token: string): Promise<SubscriptionStatus | null> {
  return ((await findByToken(db, token))?.status as SubscriptionStatus | undefined) ?? null;
}

/**
 * What a link does: pending → confirmed (confirm), pending or confirmed → cancelled (cancel). `changed`
 * runs in the same transaction with the row as it now is, only when this call changed it (the agency's mail).
 */
export async function followSubscriptionLink(
  db: Db,
  action: 'confirm' | 'cancel',
  token: string,
  changed: (tx: Executor, row: SubscriptionRow) => Promise<void>,
): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set(action === 'confirm' ? { status: 'confirmed', confirmedAt: sql`now()` } : { status: 'cancelled', cancelledAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscriptions.id, found.id),
          action === 'confirm' ? eq(newsletterSubscriptions.status, 'pending') : inArray(newsletterSubscriptions.status, ['pending', 'confirmed']),
        ),
      )
      .returning();
    if (row) {
      await changed(tx, row);
      return action === 'confirm' ? 'confirmed' : 'cancelled';
    }
    const [now] = await tx.select({ status: newsletterSubscriptions.status }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, found.id));
    return now?.status === 'confirmed' ? 'already-confirmed' : 'already-cancelled';
  });
}

/** A subscription's status on the site's connection (the GET of its links' pages). */
export async function subscriptionStatusByToken(token: string): Promise<SubscriptionStatus | null> {
  return subscriptionStatus(await getDb(), token);
}

/** The confirmed subscribers, oldest first (what the agency's newsletter goes to). */
export async function confirmedSubscribers(db: Db): Promise<Pick<SubscriptionRow, 'email' | 'lang' | 'confirmedAt'>[]> {
  return db
    .select({ email: newsletterSubscriptions.email, lang: newsletterSubscriptions.lang, confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'))
    .orderBy(newsletterSubscriptions.confirmedAt);
}
