'use server';
/**
 * The server actions of sign-in, sign-out, the password reminder and the new password. They work without
 * JavaScript (plain form posts) and with it (useActionState). Answers carry message keys, shown by the
 * forms in the visitor's language; errors are logged without e-mail addresses or passwords.
 */
import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import * as z from 'zod';
import { redirect } from '@/lib/i18n/navigation';
import { defaultLocale, enabledLocales, routing } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/domain/locales';
import { pageUrl } from '@/lib/seo/site';
import { clearSessionCookie, sessionToken, setSessionCookie } from './current';
import { clientIp } from '@/lib/http/client-ip';
import { signIn } from './owners';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/domain/password';
import { requestPasswordReset, resetPassword } from './password-reset';
import { deleteSession } from './sessions';
import { log } from '@/lib/log';
import { captchaCookieName } from '@/lib/captcha/check';
import { SIGN_IN_CAPTCHA_FORM, waitMinutes } from '@/lib/domain/sign-in';

export type SignInState = {
  error?: 'invalid' | 'throttled' | 'captcha' | 'captchaMismatch' | 'captchaExpired' | 'email' | 'password' | 'server';
  email?: string;
  /** The account asks for the captcha: the form shows it (a new challenge each time). */
  captcha?: boolean;
  /** With `throttled`: the wait, in minutes. */
  minutes?: number;
};
export type ReminderState = { result?: 'sent' | 'notFound' | 'throttled' | 'email' | 'server'; email?: string };
export type ResetState = { result?: 'done' | 'mismatch' | 'tooShort' | 'tooLong' | 'used' | 'expired' | 'unknown' | 'throttled' | 'server' };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const localeOf = (form: FormData): Locale => {
  const l = text(form, 'locale');
  return hasLocale(routing.locales, l) ? l : defaultLocale;
};
const emailSchema = z.email().max(254);

export async function signInAction(prev: SignInState, form: FormData): Promise<SignInState> {
  const locale = localeOf(form);
  const email = text(form, 'email').trim();
  const password = text(form, 'password');
  // A post that carries the captcha's field came from a form that showed it: it stays shown.
  const captchaShown = form.has('captcha') || prev.captcha === true;
  if (!emailSchema.safeParse(email).success) return { error: 'email', email, captcha: captchaShown };
  if (!password || password.length > PASSWORD_MAX_LENGTH) return { error: password ? 'invalid' : 'password', email, captcha: captchaShown };
  try {
    const previous = await sessionToken();
    const captcha = { token: (await cookies()).get(captchaCookieName(SIGN_IN_CAPTCHA_FORM))?.value, typed: text(form, 'captcha').slice(0, 50) };
    const result = await signIn(email, password, await clientIp(), { captcha });
    if (!result.ok) {
      log.info('auth.sign-in', { outcome: result.reason });
      if (result.reason === 'throttled') return { error: 'throttled', email, minutes: waitMinutes(result.retryAfterMs) };
      return { error: result.reason, email, captcha: result.reason === 'invalid' ? result.captcha : true };
    }
    // A new session id at each sign-in: whatever session this browser had before is ended.
    if (previous) await deleteSession(previous);
    await setSessionCookie(result.token);
    log.info('auth.sign-in', { outcome: 'ok' });
  } catch (e) {
    log.error('auth.sign-in', { outcome: 'error', error: e });
    return { error: 'server', email, captcha: captchaShown };
  }
  redirect({ href: '/portal', locale });
  return {};
}

export async function signOutAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const token = await sessionToken();
  try {
    if (token) await deleteSession(token);
  } catch (e) {
    log.error('auth.sign-out', { outcome: 'error', error: e });
  }
  await clearSessionCookie();
  redirect({ href: { pathname: '/login', query: { signedOut: '1' } }, locale });
}

export async function reminderAction(_prev: ReminderState, form: FormData): Promise<ReminderState> {
  const email = text(form, 'email').trim();
  if (!emailSchema.safeParse(email).success) return { result: 'email', email };
  try {
    const linkFor = (lang: Locale, token: string) =>
      pageUrl(enabledLocales.includes(lang) ? lang : defaultLocale, { pathname: '/login/reset/[token]', params: { token } });
    const result = await requestPasswordReset(email, await clientIp(), linkFor);
    log.info('auth.reminder', { outcome: result });
    return { result: result === 'not-found' ? 'notFound' : result, email: result === 'sent' ? '' : email };
  } catch (e) {
    log.error('auth.reminder', { outcome: 'error', error: e });
    return { result: 'server', email };
  }
}

export async function resetAction(_prev: ResetState, form: FormData): Promise<ResetState> {
  const token = text(form, 'token');
  const password = text(form, 'password');
  if (password.length < PASSWORD_MIN_LENGTH) return { result: 'tooShort' };
  if (password.length > PASSWORD_MAX_LENGTH) return { result: 'tooLong' };
  if (password !== text(form, 'confirm')) return { result: 'mismatch' };
  try {
    const result = await resetPassword(token, password, { ip: await clientIp() });
    if (result === 'done') log.info('auth.reset', { outcome: 'done' });
    return { result };
  } catch (e) {
    log.error('auth.reset', { outcome: 'error', error: e });
    return { result: 'server' };
  }
}
