/**
 * The brakes on the owners' sign-in, the password reminder and the new password's form, as rules without
 * I/O (lib/auth/throttle.ts keeps the counters in the database). Every limit is here.
 *
 * Sign-in refuses the attacker, never the owner:
 * - attempts are counted per account and source, a source being an IPv4 address or an IPv6 /64 (the block
 *   one subscriber gets), and per account and IPv6 /48 (a site can hand out 65,536 /64s); past their limit
 *   that source (or range) is refused for that account until its window ends, and is told how long;
 * - attempts from one source (or /48) over all accounts are limited too (one machine trying many accounts);
 * - the failures of one account from anywhere never lock it: past SIGN_IN_CAPTCHA_AFTER every attempt on it,
 *   from any address, must also answer the site's captcha before its password is looked at;
 * - a successful sign-in forgets that source's attempts on the account; a new password set through the
 *   reminder's link forgets all of the account's counters.
 * The reminder refuses more than REMINDER_LIMITS.account mails to one owner an hour, whatever the addresses,
 * so nobody can flood an owner's mailbox with it.
 */

export type Limit = { limit: number; windowMs: number };

const WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

export const SIGN_IN_LIMITS = {
  /** Attempts at one account from one source (IPv4 address or IPv6 /64). */
  accountAndSource: { limit: 5, windowMs: WINDOW_MS },
  /** Attempts at one account from one IPv6 /48, over its /64s. */
  accountAndRange: { limit: 15, windowMs: WINDOW_MS },
  /** Attempts from one source over all accounts. */
  source: { limit: 30, windowMs: WINDOW_MS },
  /** Attempts from one IPv6 /48 over all accounts. */
  range: { limit: 90, windowMs: WINDOW_MS },
} satisfies Record<string, Limit>;

/** Failed sign-ins of one account, from anywhere, after which each attempt on it needs the captcha too. */
export const SIGN_IN_CAPTCHA_AFTER: Limit = { limit: 5, windowMs: HOUR_MS };

/** The name of the sign-in's captcha challenge (its cookie `captcha_signin`, /api/captcha/?form=signin). */
export const SIGN_IN_CAPTCHA_FORM = 'signin';

export const REMINDER_LIMITS = {
  accountAndSource: { limit: 3, windowMs: HOUR_MS },
  source: { limit: 10, windowMs: WINDOW_MS },
  /** Mails to one owner an hour, from anywhere: refused beyond. */
  account: { limit: 3, windowMs: HOUR_MS },
} satisfies Record<string, Limit>;

/**
 * Wrong or spent links tried at the new password's form from one source. A valid link is never refused:
 * it cannot be guessed, and it is the owner's way back in.
 */
export const RESET_LIMIT: Limit = { limit: 10, windowMs: WINDOW_MS };

/** A session ends after this long without a request (lib/auth/sessions.ts; the cleanup removes it then). */
export const IDLE_TIMEOUT_MS = 30 * 60_000;

/** The account's name in the counters' keys: the e-mail address as typed, trimmed and in lower case. */
export const accountOf = (email: string) => email.trim().toLowerCase();

export type Count = { allowed: boolean; retryAfterMs: number };

/** Counted attempts refuse when any is past its limit: the wait is the longest of those. */
export function refusal(counts: readonly Count[]): { retryAfterMs: number } | null {
  const over = counts.filter((c) => !c.allowed);
  return over.length ? { retryAfterMs: Math.max(...over.map((c) => c.retryAfterMs)) } : null;
}

/** Whether an account with `failures` failed sign-ins in the current window asks for the captcha. */
export const captchaNeeded = (failures: number) => failures >= SIGN_IN_CAPTCHA_AFTER.limit;

/** A wait told to the visitor, in whole minutes: at least one. */
export const waitMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
