/**
 * The password reminder: an owner asks by e-mail and gets a link to choose a new password. The link's
 * token is random; only its SHA-256 is stored (`password_resets`), it expires after RESET_LINK_TTL_MS and
 * works once (taken with one atomic update). A new request voids the earlier links; a new password signs
 * the owner out everywhere. The mail goes through the outbox in the owner's language.
 */
import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb, type Db } from '@/lib/db/client';
import { owners, passwordResets } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/forms/outbox';
import { renderMail } from '@/lib/forms/mail-template';
import { isSupportedLocale, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import { findOwnerByEmail } from './owners';
import { hashPassword } from './password';
import { deleteOwnerSessions, hashToken, newToken } from './sessions';
import { brake } from './throttle';

export const RESET_LINK_TTL_MS = 60 * 60_000;

const MESSAGES = { en, nl, fr, de } as const;

export type ReminderResult = 'sent' | 'not-found' | 'throttled';

/**
 * Queue a reset link for the owner of `email`. `linkFor(lang, token)` gives the absolute URL of the reset
 * page in the owner's language.
 */
export async function requestPasswordReset(email: string, ip: string, linkFor: (lang: Locale, token: string) => string, options: { db?: Db; now?: Date } = {}): Promise<ReminderResult> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const gate = await brake('reminder', email, ip, db);
  if (!gate.allowed) return 'throttled';
  const owner = await findOwnerByEmail(email, db);
  if (!owner) return 'not-found';
  const lang: Locale = isSupportedLocale(owner.lang) ? owner.lang : 'fr';
  const token = newToken();
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: 'login.resetMail' });
  const { text, html } = renderMail({
    lang,
    heading: t('heading'),
    intro: [t('greeting', { name: owner.firstName }), t('intro')],
    action: { label: t('action'), url: linkFor(lang, token) },
    outro: [t('expiry', { minutes: RESET_LINK_TTL_MS / 60_000 }), t('notYou')],
  });
  await db.transaction(async (tx) => {
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.ownerId, owner.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ id: hashToken(token), ownerId: owner.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
    await enqueueMail(tx as unknown as Db, { kind: 'password-reset', lang, to: owner.email, subject: t('subject'), text, html });
  });
  return 'sent';
}

/** Whether a reset token is still usable (the page shows the form or says why not). */
export async function resetLinkState(token: string, options: { db?: Db; now?: Date } = {}): Promise<'valid' | 'used' | 'expired' | 'unknown'> {
  if (!token || token.length > 200) return 'unknown';
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.id, hashToken(token)));
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

/** Use a reset token once to set a new password; false when it is unknown, used or expired. */
export async function resetPassword(token: string, password: string, options: { db?: Db; now?: Date } = {}): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ ownerId: passwordResets.ownerId });
    if (!taken) return false;
    await tx.update(owners).set({ passwordHash }).where(eq(owners.id, taken.ownerId));
    await deleteOwnerSessions(taken.ownerId, tx as unknown as Db);
    return true;
  });
}
