/**
 * Brute-force brakes for sign-in and the password reminder, on the shared rate limits:
 * - one account from one IP: a few attempts, then refused for the window (the attacker's case);
 * - one IP over all accounts: refused beyond a limit (one machine trying many accounts or e-mails);
 * - one account over all IPs: a higher limit that only delays each further attempt, so an attack from
 *   many machines is slowed while the real owner, on another IP, still signs in;
 * - one account's failed sign-ins, from anywhere: past SIGN_IN_LOCKOUT in its window the account is locked
 *   (every sign-in refused, even with the right password) until the window passes or the owner sets a new
 *   password through the reminder's link, which unlocks it;
 * - the reminder refuses (not only slows) more than REMINDER_LIMITS.account mails to one owner an hour,
 *   so nobody can flood an owner's mailbox;
 * - the new password's form: a few attempts per address, checked before any token or password work.
 */
import 'server-only';
import { clearRateLimit, hitRateLimit, peekRateLimit, type RateLimit } from '@/lib/data/rate-limits';
import type { Db } from '@/lib/data/connection';

const WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = {
  accountAndIp: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 30, windowMs: WINDOW_MS },
  account: { limit: 10, windowMs: WINDOW_MS },
} satisfies Record<string, RateLimit>;
export const REMINDER_LIMITS = {
  accountAndIp: { limit: 3, windowMs: 60 * 60_000 },
  ip: { limit: 10, windowMs: WINDOW_MS },
  account: { limit: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;
/** Failed sign-ins of one account, from any address, before it is locked. */
export const SIGN_IN_LOCKOUT: RateLimit = { limit: 20, windowMs: 60 * 60_000 };
/** Attempts at the new password's form from one address (a wrong token costs a lookup, never a hash). */
export const RESET_LIMIT: RateLimit = { limit: 10, windowMs: WINDOW_MS };
/** The wait added to each attempt on an account beyond its limit. */
export const ACCOUNT_DELAY_MS = 1_500;

export type Brake = { allowed: true; delayMs: number } | { allowed: false; retryAfterMs: number };

/** Count one attempt of `action` on `email` from `ip`, and say whether it may go on (and after what delay). */
export async function brake(action: 'signin' | 'reminder', email: string, ip: string, db?: Db): Promise<Brake> {
  const rules = action === 'signin' ? SIGN_IN_LIMITS : REMINDER_LIMITS;
  const account = email.trim().toLowerCase();
  const [pair, fromIp, onAccount] = await Promise.all([
    hitRateLimit(`${action}:account-ip:${account}:${ip}`, rules.accountAndIp, db),
    hitRateLimit(`${action}:ip:${ip}`, rules.ip, db),
    hitRateLimit(`${action}:account:${account}`, rules.account, db),
  ]);
  if (!pair.allowed || !fromIp.allowed)
    return { allowed: false, retryAfterMs: Math.max(pair.allowed ? 0 : pair.retryAfterMs, fromIp.allowed ? 0 : fromIp.retryAfterMs) };
  // Mails to one owner are refused past their limit, not delayed.
  if (action === 'reminder' && !onAccount.allowed) return { allowed: false, retryAfterMs: onAccount.retryAfterMs };
  return { allowed: true, delayMs: onAccount.allowed ? 0 : ACCOUNT_DELAY_MS };
}

/** After a successful sign-in: this owner's attempts from this IP are forgotten. */
export async function releaseBrake(action: 'signin' | 'reminder', email: string, ip: string, db?: Db): Promise<void> {
  await clearRateLimit(`${action}:account-ip:${email.trim().toLowerCase()}:${ip}`, db);
}

const failuresKey = (email: string) => `signin:failures:${email.trim().toLowerCase()}`;

/** Whether the account of `email` is locked by its failed sign-ins. */
export async function isLockedOut(email: string, db?: Db): Promise<boolean> {
  return (await peekRateLimit(failuresKey(email), SIGN_IN_LOCKOUT, db)) >= SIGN_IN_LOCKOUT.limit;
}

/** One more failed sign-in of the account of `email`. */
export async function recordSignInFailure(email: string, db?: Db): Promise<void> {
  await hitRateLimit(failuresKey(email), SIGN_IN_LOCKOUT, db);
}

/** A successful sign-in or a new password: the account's failures are forgotten (it is unlocked). */
export async function clearSignInFailures(email: string, db?: Db): Promise<void> {
  await clearRateLimit(failuresKey(email), db);
}

/** One attempt at the new password's form from `ip`; false past RESET_LIMIT. */
export async function resetAttemptAllowed(ip: string, db?: Db): Promise<boolean> {
  return (await hitRateLimit(`reset:ip:${ip}`, RESET_LIMIT, db)).allowed;
}
