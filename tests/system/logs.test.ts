/**
 * The server's log of the end-to-end run (scripts/e2e-server.sh writes it to .data/e2e-server.log, or
 * E2E_SERVER_LOG): one JSON line per event with a time and a level, and nothing a visitor or an owner typed
 * that is secret or personal: not the demo password (docs/owner-portal.md), nothing the e2e visitors typed, no e-mail address (the visitors' of the e2e
 * tests, the owners'), no session cookie nor anything shaped like the site's random tokens (sessions, demand
 * and reset links, captcha: 32 random bytes in base64url).
 *
 * `npm test` runs it after the browser tests (E2E_LOG_REQUIRED=1: a missing log fails); run alone without a
 * log it is skipped, with the reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOG = process.env.E2E_SERVER_LOG ?? join(__dirname, '../../.data/e2e-server.log');
const required = process.env.E2E_LOG_REQUIRED === '1';
const present = existsSync(LOG);

const DEMO_PASSWORD = 'Horizon-demo-2026';
/** What tests/e2e/forms.spec.ts types in the forms: names start with 'Zoë', the phone number is this one. */
const TYPED = ['Zoë', '470 12 34 56', 'Bonjour, merci de me recontacter'];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
/** 43 base64url characters with upper case, lower case and digits: what randomBytes(32).toString('base64url') looks like. */
const TOKEN = /(?<![\w-])(?=[\w-]{43}(?![\w-]))(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{43}/;

describe.skipIf(!present && !required)(`the e2e server's log (${LOG})`, () => {
  const lines = () => {
    expect(present, `${LOG} is missing: run the browser tests first (scripts/e2e-server.sh writes it)`).toBe(true);
    return readFileSync(LOG, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
  };

  it('has one JSON object per line, each with a time, a level and an event', () => {
    const all = lines();
    expect(all.length).toBeGreaterThan(10);
    const bad = all.filter((l) => {
      try {
        const o = JSON.parse(l);
        return !(typeof o.time === 'string' && ['debug', 'info', 'warn', 'error'].includes(o.level) && typeof o.event === 'string');
      } catch {
        return true;
      }
    });
    expect(bad.slice(0, 5), `${bad.length} of ${all.length} lines are not log events`).toEqual([]);
    // The requests' events carry the request's ID.
    const events = all.map((l) => JSON.parse(l) as { event: string; requestId?: string });
    const submitted = events.filter((e) => e.event === 'form.submitted');
    expect(submitted.length, 'the e2e run submits forms').toBeGreaterThan(0);
    expect(submitted.every((e) => typeof e.requestId === 'string' && e.requestId.length >= 8)).toBe(true);
    expect(events.some((e) => e.event === 'auth.sign-in')).toBe(true);
    expect(events.some((e) => e.event === 'mail.sent')).toBe(true);
  });

  it('holds no password, e-mail address, session cookie or token', () => {
    const found = lines().flatMap((l, i) => {
      const why = [
        l.includes(DEMO_PASSWORD) && 'the demo password',
        TYPED.find((t) => l.includes(t)) && `what a visitor typed (${TYPED.find((t) => l.includes(t))})`,
        EMAIL.exec(l)?.[0] && `an e-mail address (${EMAIL.exec(l)![0]})`,
        /owner_session=/.test(l) && 'a session cookie',
        TOKEN.exec(l)?.[0] && `a token-like string (${TOKEN.exec(l)![0].slice(0, 6)}…)`,
      ].filter(Boolean);
      return why.length ? [`line ${i + 1}: ${why.join(', ')}`] : [];
    });
    expect(found.slice(0, 10), `${found.length} lines leak`).toEqual([]);
  });
});
