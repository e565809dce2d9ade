/**
 * The server's secret and the keys derived from it: the captcha's key (lib/captcha/check.ts) and the daily key of
 * the anonymous view counts (lib/data/property-views.ts). Every instance that shares the secret derives the same keys.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { env } from '@/lib/env';

/** The site's secret: CAPTCHA_SECRET (else SESSION_SECRET), or one made once and kept in .data/captcha-secret. */
export function serverSecret(): string {
  const fromEnv = env.CAPTCHA_SECRET;
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

/**
 * A key derived from the server secret for another purpose (`views:2026-11-24`): the same on every
 * instance that shares the secret, and telling nothing about it or about other purposes' keys.
 */
export function derivedSecret(purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}:${serverSecret()}`).digest();
}
