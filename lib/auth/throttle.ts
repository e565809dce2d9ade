/**
 * Brute-force brakes for sign-in and the password reminder, on the shared rate limits:
 * - one account from one IP: a few attempts, then refused for the window (the attacker's case);
 * - one IP over all accounts: refused beyond a limit (one machine trying many accounts or e-mails);
 * - one account over all IPs: a higher limit that only delays each further attempt, never refuses, so an
 *   attack from many machines is slowed while the real owner, on another IP, still signs in.
 */
import 'server-only';
import { clearRateLimit, hitRateLimit, type RateLimit } from '@/lib/data/rate-limits';
import type { Db } from '@/lib/db/client';

const WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = {
  accountAndIp: { limit: 5, windowMs: WINDOW_MS },
  ip: { limit: 30, windowMs: WINDOW_MS },
  account: { limit: 10, windowMs: WINDOW_MS },
} satisfies Record<string, RateLimit>;
export const REMINDER_LIMITS = {
  accountAndIp: { limit: 3, windowMs: 60 * 60_000 },
  ip: { limit: 10, windowMs: WINDOW_MS },
  account: { limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;
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
  if (!pair.allowed || !fromIp.allowed) return { allowed: false, retryAfterMs: Math.max(pair.allowed ? 0 : pair.retryAfterMs, fromIp.allowed ? 0 : fromIp.retryAfterMs) };
  return { allowed: true, delayMs: onAccount.allowed ? 0 : ACCOUNT_DELAY_MS };
}

/** After a successful sign-in: this owner's attempts from this IP are forgotten. */
export async function releaseBrake(action: 'signin' | 'reminder', email: string, ip: string, db?: Db): Promise<void> {
  await clearRateLimit(`${action}:account-ip:${email.trim().toLowerCase()}:${ip}`, db);
}
