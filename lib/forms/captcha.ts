/**
 * The site's own captcha (no third-party service).
 *
 *   GET /api/captcha?form=NAME  → an SVG of characters drawn by `drawCaptcha` (strokes, not text, with
 *   noise) and an HttpOnly SameSite=Lax cookie `captcha_NAME` holding the answer, its expiry and a nonce,
 *   AES-256-GCM encrypted with the server secret. The page itself holds nothing, so it works on pages
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
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-size';

export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 20 * 60_000;
/** Letters and digits that cannot be mistaken for one another (no O/0, I/1, S/5, B/8, Z/2, G/6). */
export const CAPTCHA_ALPHABET = 'ACDEFHJKLMNPRTUVWXY34679';

export const captchaCookieName = (form: string) => `captcha_${form.replace(/[^a-z0-9-]/gi, '')}`;

let cachedKey: Buffer | null = null;

function secret(): string {
  const fromEnv = process.env.CAPTCHA_SECRET || process.env.SESSION_SECRET;
  if (fromEnv) return fromEnv;
  const file = join(process.cwd(), '.data/captcha-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const made = randomBytes(32).toString('base64url');
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, made, { flag: 'wx', mode: 0o600 });
      return made;
    } catch {
      return readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

function key(): Buffer {
  if (!cachedKey) cachedKey = createHash('sha256').update(`captcha:${secret()}`).digest();
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

// ---------------------------------------------------------------------------------------------------
// Drawing: each character is a set of strokes on a 4 × 6 grid, drawn as SVG paths (no <text>, so the
// answer is not in the markup), each with its own rotation, size, offset and jitter, over noise.

type Stroke = [number, number][];
const P: Stroke[] = [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]];
const GLYPHS: Record<string, Stroke[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.5]], [[1.3, 2.6], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.5], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P,
  R: [...P, [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5]]],
};

const INKS = ['#1d2430', '#14284b', '#3b2a5c', '#173f3a', '#4a2323'];

const rnd = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

export function drawCaptcha(answer: string): string {
  const parts: string[] = [];
  // Background noise: soft blobs and thin curves that cross the characters.
  for (let i = 0; i < 14; i++) {
    parts.push(`<circle cx="${f(rnd(0, CAPTCHA_WIDTH))}" cy="${f(rnd(0, CAPTCHA_HEIGHT))}" r="${f(rnd(1, 4))}" fill="#9aa3b2" opacity="${f(rnd(0.25, 0.6))}"/>`);
  }
  const cell = (CAPTCHA_WIDTH - 24) / answer.length;
  [...answer].forEach((ch, i) => {
    const scale = rnd(4.4, 5.6);
    const cx = 12 + cell * (i + 0.5) + rnd(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + rnd(-4, 4);
    const angle = rnd(-22, 22);
    const skew = rnd(-10, 10);
    const d = (GLYPHS[ch] ?? [])
      .map((stroke) => 'M' + stroke.map(([x, y]) => `${f((x - 2 + rnd(-0.18, 0.18)) * scale)} ${f((y - 3 + rnd(-0.18, 0.18)) * scale)}`).join(' L'))
      .join(' ');
    const ink = INKS[randomInt(INKS.length)];
    parts.push(
      `<path d="${d}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)}) skewX(${f(skew)})" fill="none" stroke="${ink}" stroke-width="${f(rnd(2.8, 3.6))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const y0 = rnd(8, CAPTCHA_HEIGHT - 8);
    parts.push(
      `<path d="M0 ${f(y0)} C${f(rnd(40, 80))} ${f(rnd(0, CAPTCHA_HEIGHT))} ${f(rnd(120, 160))} ${f(rnd(0, CAPTCHA_HEIGHT))} ${CAPTCHA_WIDTH} ${f(rnd(8, CAPTCHA_HEIGHT - 8))}" fill="none" stroke="${INKS[randomInt(INKS.length)]}" stroke-width="${f(rnd(0.8, 1.4))}" opacity="0.7"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f3f1ea"/>${parts.join('')}</svg>`;
}
export { CAPTCHA_HEIGHT, CAPTCHA_WIDTH };
