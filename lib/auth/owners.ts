/**
 * Owners and signing in: an e-mail and password checked against the argon2id hash, behind the brute-force
 * brakes (lib/auth/throttle.ts). A wrong password and an unknown e-mail give the same answer in about the
 * same time, and count alike towards the captcha.
 */
import 'server-only';
import type { Db } from '@/lib/data/connection';
import { findOwnerByEmail, recordSignIn } from '@/lib/data/owners';
import { verifyNothing, verifyPassword } from '@/lib/domain/password';
import { createSession } from './sessions';
import { countSignInFailure, releaseSignInBrake, signInBrake, takeBackSignInFailure } from './throttle';
import { recordCaptchaAnswer } from '@/lib/data/captcha-uses';
import { checkCaptcha } from '@/lib/captcha/check';
import { SIGN_IN_CAPTCHA_FORM } from '@/lib/domain/sign-in';

export type SignInResult =
  | { ok: true; token: string; ownerId: number; lang: string }
  /** A wrong e-mail or password; `captcha`: the next attempt on this account must answer the captcha. */
  | { ok: false; reason: 'invalid'; captcha: boolean }
  /** This source tried this account (or too many accounts) too often: refused for `retryAfterMs`. */
  | { ok: false; reason: 'throttled'; retryAfterMs: number }
  /** The account asks for the captcha: none answered, a wrong answer, or an expired or spent challenge. */
  | { ok: false; reason: 'captcha' | 'captchaMismatch' | 'captchaExpired' };

/** The sign-in's captcha as posted: the challenge's cookie and the characters typed. */
export type CaptchaAnswer = { token: unknown; typed: string };

/**
 * Sign in with `email` and `password` from `ip`, in this order: the attempt is counted for its source
 * (refused past the limits) and as a failure of the account (taken back if it succeeds); an account with
 * many recent failures from anywhere asks for the captcha, checked and spent before the password is looked
 * at; then the password. An account is never locked.
 */
export async function signIn(
  email: string,
  password: string,
  ip: string,
  options: { db?: Db; now?: Date; captcha?: CaptchaAnswer } = {},
): Promise<SignInResult> {
  const db = options.db;
  const gate = await signInBrake(email, ip, db);
  if (!gate.allowed) return { ok: false, reason: 'throttled', retryAfterMs: gate.retryAfterMs };
  const failure = await countSignInFailure(email, db);
  if (failure.captcha) {
    const typed = options.captcha?.typed.trim() ?? '';
    if (!typed) return { ok: false, reason: 'captcha' };
    const check = checkCaptcha(options.captcha?.token, typed, SIGN_IN_CAPTCHA_FORM);
    if (!check.ok) return { ok: false, reason: check.reason };
    if (!(await recordCaptchaAnswer(check.nonce, check.expires, db))) return { ok: false, reason: 'captchaExpired' };
  }
  const owner = await findOwnerByEmail(email, db);
  // An invited owner who has not chosen a password yet (null) cannot sign in, and takes as long to say so.
  const valid = owner?.passwordHash ? await verifyPassword(owner.passwordHash, password) : await verifyNothing(password);
  if (!owner || !valid) return { ok: false, reason: 'invalid', captcha: failure.next };
  await Promise.all([releaseSignInBrake(email, ip, db), takeBackSignInFailure(email, db)]);
  const token = await createSession(owner.id, { db, now: options.now });
  await recordSignIn(owner.id, options.now ?? new Date(), db);
  return { ok: true, token, ownerId: owner.id, lang: owner.lang };
}
