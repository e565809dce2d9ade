/**
 * The password reminder: an owner asks by e-mail and gets a link to choose a new password. The link's
 * token is random; only its SHA-256 is stored (`password_resets`), it expires after RESET_LINK_TTL_MS and
 * works once (taken with one atomic update). A new request voids the earlier links; a new password signs
 * the owner out everywhere. The mail goes through the outbox in the owner's language.
 *
 * The invitation of a new owner (lib/data/owners.ts) is a link of the same kind with purpose `invitation`
 * (7 days): the same page, the same rules and hashing take it; the page words it as a welcome.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Db } from '@/lib/data/connection';
import { findOwnerByEmail } from '@/lib/data/owners';
import { findResetLink, replaceResetLink, takeResetLink } from '@/lib/data/password-resets';
import { renderMail } from '@/lib/mail/template';
import { isSupportedLocale, type Locale } from '@/lib/domain/locales';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import de from '@/messages/de.json';
import { hashPassword } from '@/lib/domain/password';
import { hashToken, newToken } from './sessions';
import { clearAccountBrakes, reminderBrake, resetFailureAllowed } from './throttle';

export const RESET_LINK_TTL_MS = 60 * 60_000;

const MESSAGES = { en, nl, fr, de } as const;

export type ReminderResult = 'sent' | 'not-found' | 'throttled';

/**
 * Queue a reset link for the owner of `email`. `linkFor(lang, token)` gives the absolute URL of the reset
 * page in the owner's language.
 */
export async function requestPasswordReset(
  email: string,
  ip: string,
  linkFor: (lang: Locale, token: string) => string,
  options: { db?: Db; now?: Date } = {},
): Promise<ReminderResult> {
  const db = options.db;
  const now = options.now ?? new Date();
  const gate = await reminderBrake(email, ip, db);
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
  await replaceResetLink(
    { id: hashToken(token), ownerId: owner.id, now, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) },
    { kind: 'password-reset', lang, to: owner.email, subject: t('subject'), text, html },
    db,
  );
  return 'sent';
}

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';
/** `reset` (the reminder) or `invitation` (a new owner's first password). */
export type LinkPurpose = 'reset' | 'invitation';

/** Whether a password link is still usable, and what it is for (the page shows the form or says why not). */
export async function passwordLink(token: string, options: { db?: Db; now?: Date } = {}): Promise<{ state: LinkState; purpose: LinkPurpose }> {
  if (!token || token.length > 200) return { state: 'unknown', purpose: 'reset' };
  const now = options.now ?? new Date();
  const row = await findResetLink(hashToken(token), options.db);
  if (!row) return { state: 'unknown', purpose: 'reset' };
  const purpose: LinkPurpose = row.purpose === 'invitation' ? 'invitation' : 'reset';
  if (row.usedAt) return { state: 'used', purpose };
  return { state: row.expiresAt <= now ? 'expired' : 'valid', purpose };
}

/** Whether a reset (or invitation) token is still usable. */
export async function resetLinkState(token: string, options: { db?: Db; now?: Date } = {}): Promise<LinkState> {
  return (await passwordLink(token, options)).state;
}

export type ResetResult = 'done' | 'throttled' | 'used' | 'expired' | 'unknown';

/**
 * Use a reset token once to set a new password. In this order, so a wrong token costs the server a
 * lookup and never a password hash: the token's state (a wrong, used or expired one counts towards the
 * address's RESET_LIMIT and is refused past it; a valid one never is: it cannot be guessed, and it is the
 * owner's way back in), then the hash, then the token taken atomically (two requests with one token: one
 * wins). A new password forgets every sign-in counter of the account (its failures and each source's
 * attempts) and signs the owner out everywhere.
 */
export async function resetPassword(token: string, password: string, options: { db?: Db; now?: Date; ip?: string } = {}): Promise<ResetResult> {
  const now = options.now ?? new Date();
  const state = await resetLinkState(token, { db: options.db, now });
  if (state !== 'valid') return (await resetFailureAllowed(options.ip ?? 'unknown', options.db)) ? state : 'throttled';
  // A new password signs the owner out everywhere (in the same transaction).
  const ownerEmail = await takeResetLink(hashToken(token), await hashPassword(password), now, options.db);
  if (ownerEmail === null) return 'used';
  await clearAccountBrakes(ownerEmail, options.db);
  return 'done';
}
