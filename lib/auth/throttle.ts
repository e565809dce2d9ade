/**
 * The brute-force brakes of sign-in, the password reminder and the new password's form, counted in the
 * shared rate limits (lib/data/rate-limits.ts) so several instances agree. The rules and every limit are in
 * lib/domain/sign-in.ts: a source (IPv4 address, IPv6 /64, and its /48) that keeps failing on an account is
 * refused for a while; an account that keeps failing from anywhere asks for the captcha, never locks.
 */
import 'server-only';
import { clearRateLimit, clearRateLimitsStartingWith, hitRateLimit, unhitRateLimit } from '@/lib/data/rate-limits';
import type { Db } from '@/lib/data/connection';
import { accountOf, captchaNeeded, REMINDER_LIMITS, RESET_LIMIT, refusal, SIGN_IN_CAPTCHA_AFTER, SIGN_IN_LIMITS } from '@/lib/domain/sign-in';
import { signInSources } from './sign-in-sources';

export type Brake = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The keys of one account's attempts from each source start with this (all cleared by a new password). */
const accountPrefix = (email: string) => `signin:account:${accountOf(email)}:`;
const failuresKey = (email: string) => `signin:failures:${accountOf(email)}`;

/**
 * Count one sign-in attempt on `email` from `ip` (before its password is checked, so parallel attempts are
 * all counted), and say whether it may go on.
 */
export async function signInBrake(email: string, ip: string, db?: Db): Promise<Brake> {
  const { source, range } = signInSources(ip);
  const account = accountPrefix(email);
  const counts = await Promise.all([
    hitRateLimit(`${account}from:${source}`, SIGN_IN_LIMITS.accountAndSource, db),
    hitRateLimit(`signin:source:${source}`, SIGN_IN_LIMITS.source, db),
    ...(range
      ? [hitRateLimit(`${account}range:${range}`, SIGN_IN_LIMITS.accountAndRange, db), hitRateLimit(`signin:range:${range}`, SIGN_IN_LIMITS.range, db)]
      : []),
  ]);
  const refused = refusal(counts);
  return refused ? { allowed: false, ...refused } : { allowed: true };
}

/** After a successful sign-in: this account's attempts from this source (and its /48) are forgotten. */
export async function releaseSignInBrake(email: string, ip: string, db?: Db): Promise<void> {
  const { source, range } = signInSources(ip);
  const account = accountPrefix(email);
  await clearRateLimit(`${account}from:${source}`, db);
  if (range) await clearRateLimit(`${account}range:${range}`, db);
}

/**
 * Count a sign-in on the account of `email` as failed before its password is checked (so concurrent
 * attempts cannot slip past the captcha), and say whether this attempt must answer the captcha: the
 * account had SIGN_IN_CAPTCHA_AFTER failures from anywhere in the window already. `next`: whether the next
 * one will, if this one fails.
 */
export async function countSignInFailure(email: string, db?: Db): Promise<{ captcha: boolean; next: boolean }> {
  const { count } = await hitRateLimit(failuresKey(email), SIGN_IN_CAPTCHA_AFTER, db);
  return { captcha: captchaNeeded(count - 1), next: captchaNeeded(count) };
}

/** The sign-in succeeded: it is not one of the account's failures. */
export async function takeBackSignInFailure(email: string, db?: Db): Promise<void> {
  await unhitRateLimit(failuresKey(email), db);
}

/** A new password: every counter of the account is forgotten (its failures and its attempts from every source). */
export async function clearAccountBrakes(email: string, db?: Db): Promise<void> {
  await Promise.all([clearRateLimit(failuresKey(email), db), clearRateLimitsStartingWith(accountPrefix(email), db)]);
}

/**
 * Count one reminder for `email` from `ip`. Refused past the limits of that account from that source, of
 * that source, and of mails to that account from anywhere (its mailbox is not flooded).
 */
export async function reminderBrake(email: string, ip: string, db?: Db): Promise<Brake> {
  const { source } = signInSources(ip);
  const account = accountOf(email);
  const refused = refusal(
    await Promise.all([
      hitRateLimit(`reminder:account-ip:${account}:${source}`, REMINDER_LIMITS.accountAndSource, db),
      hitRateLimit(`reminder:ip:${source}`, REMINDER_LIMITS.source, db),
      hitRateLimit(`reminder:account:${account}`, REMINDER_LIMITS.account, db),
    ]),
  );
  return refused ? { allowed: false, ...refused } : { allowed: true };
}

/** One wrong, used or expired link tried at the new password's form from `ip`; false past RESET_LIMIT. */
export async function resetFailureAllowed(ip: string, db?: Db): Promise<boolean> {
  return (await hitRateLimit(`reset:ip:${signInSources(ip).source}`, RESET_LIMIT, db)).allowed;
}
