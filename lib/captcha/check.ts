/**
 * The site's own captcha (no third-party service).
 *
 *   GET /api/captcha?form=NAME  → a PNG of the characters (lib/captcha/image.ts: strokes warped
 *   and rasterized on the server, over noise) and an HttpOnly SameSite=Lax cookie `captcha_NAME` holding
 *   the answer, its expiry and a nonce, AES-256-GCM encrypted with the server secret. The page itself holds nothing, so it works on pages
 *   served from cache, without JavaScript, on several instances and with several forms on one page.
 *
 *   `checkCaptcha(token, typed, form)` decrypts, checks form and expiry, and compares case-insensitively;
 *   the caller records `nonce` in `captcha_uses` in the transaction that stores the submission, so a
 *   challenge is used once.
 *
 * Secret: CAPTCHA_SECRET, else SESSION_SECRET; without either (development, demo) a random secret is
 * created once and kept in `.data/captcha-secret` (several instances then need the env variable).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { env } from '@/lib/env';
import { serverSecret } from '@/lib/server-secret';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 20 * 60_000;
/** Letters and digits that cannot be mistaken for one another (no O/0, I/1, S/5, B/8, Z/2, G/6). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKLMNPRTUVWXY34679';

export const captchaCookieName = (form: string) => `captcha_${form.replace(/[^a-z0-9-]/gi, '')}`;

/**
 * The settings of a challenge's cookie: HttpOnly, SameSite=Lax, for 20 minutes, and Secure in production
 * whatever the request's own scheme (the site is served over TLS; behind the reverse proxy that ends it,
 * the request reaches the site over plain http), or when the request itself came over https.
 * SESSION_COOKIE_SECURE=false (a demo over plain http on a LAN) turns it off, as for the owners' session.
 */
export function captchaCookieOptions(requestProtocol: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.SESSION_COOKIE_SECURE || requestProtocol === 'https:',
    path: '/',
    maxAge: Math.floor(CAPTCHA_TTL_MS / 1000),
  };
}

let cachedKey: Buffer | null = null;

function key(): Buffer {
  if (!cachedKey) cachedKey = createHash('sha256').update(`captcha:${serverSecret()}`).digest();
  return cachedKey;
}

export type CaptchaPayload = { answer: string; form: string; expires: number; nonce: string };

export function encryptCaptcha(payload: CaptchaPayload, secretOverride?: string): string {
  const k = secretOverride ? createHash('sha256').update(`captcha:${secretOverride}`).digest() : key();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', k, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The challenge in a cookie value, or null when it is not ours (tampered, other secret, garbage). */
export function decryptCaptcha(token: unknown, secretOverride?: string): CaptchaPayload | null {
  if (typeof token !== 'string' || token.length < 40 || token.length > 1000) return null;
  try {
    const raw = Buffer.from(token, 'base64url');
    const k = secretOverride ? createHash('sha256').update(`captcha:${secretOverride}`).digest() : key();
    const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const json = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const p = JSON.parse(json) as CaptchaPayload;
    return typeof p.answer === 'string' && typeof p.nonce === 'string' && typeof p.expires === 'number' ? p : null;
  } catch {
    return null;
  }
}

export function newChallenge(form: string, now = Date.now()): { payload: CaptchaPayload; token: string } {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
  const payload = { answer, form, expires: now + CAPTCHA_TTL_MS, nonce: randomBytes(12).toString('base64url') };
  return { payload, token: encryptCaptcha(payload) };
}

export type CaptchaCheck = { ok: true; nonce: string; expires: Date } | { ok: false; reason: 'captchaExpired' | 'captchaMismatch' };

/** Compare what the visitor typed with the challenge of the cookie (spaces and case ignored). */
export function checkCaptcha(token: unknown, typed: string, form: string, now = Date.now()): CaptchaCheck {
  const p = decryptCaptcha(token);
  if (!p || p.form !== form || p.expires < now) return { ok: false, reason: 'captchaExpired' };
  if (typed.replace(/\s+/g, '').toUpperCase() !== p.answer) return { ok: false, reason: 'captchaMismatch' };
  return { ok: true, nonce: p.nonce, expires: new Date(p.expires) };
}
