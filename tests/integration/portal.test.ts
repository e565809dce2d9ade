/**
 * The owner portal's rules against PGlite and PostgreSQL: an owner reaches nothing of another owner's
 * properties, sessions end at sign-out and after their idle and absolute timeouts, brute force from many
 * addresses is refused without ever locking the real owner out (a captcha at most), and reset links work
 * once and always let the owner back in.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { outbox, owners } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { DEMO_OWNER_PASSWORD } from '@/lib/db/seed/owners';
import { signIn } from '@/lib/auth/owners';
import { hashPassword } from '@/lib/domain/password';

// The real hash, watched: a wrong reset token must be refused before the password is hashed (argon2id,
// 19 MiB), or each guess would cost the server a hash. Counting the calls says so on a busy machine too.
vi.mock('@/lib/domain/password', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/domain/password')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
import { REMINDER_LIMITS, RESET_LIMIT, SIGN_IN_CAPTCHA_AFTER, SIGN_IN_CAPTCHA_FORM, SIGN_IN_LIMITS } from '@/lib/domain/sign-in';
import { NextRequest } from 'next/server';
import { captchaCookieName, checkCaptcha, decryptCaptcha, newChallenge } from '@/lib/captcha/check';
import { GET as captchaRoute } from '@/app/api/captcha/route';
import { ABSOLUTE_TIMEOUT_MS, createSession, deleteSession, IDLE_TIMEOUT_MS, ownerOfSession } from '@/lib/auth/sessions';
import { requestPasswordReset, resetLinkState, resetPassword, RESET_LINK_TTL_MS } from '@/lib/auth/password-reset';
import { getOwnerProperty, listOwnerProperties, listPortalEntries, PORTAL_ENTRY_KINDS, propertyStatistics } from '@/lib/data/portal';
import { testDatabases } from '../support/databases';
import { demoOwner } from '../support/demo-owners';
import { must } from '../support/must';

const A = demoOwner(0);
const B = demoOwner(1);
/** The token of a reset link in a mail's text. */
const tokenIn = (text: string, link: RegExp) => must(text.match(link)?.[1], `a reset link ${link} in: ${text}`);
const link = (lang: string, token: string) => `https://www.maison-horizon.be/${lang}/reset/${token}/`;
const minutes = (n: number) => n * 60_000;
/** A captcha of the sign-in answered as the owner reads it (the answer is in the challenge made here). */
const solved = () => {
  const { payload, token } = newChallenge(SIGN_IN_CAPTCHA_FORM);
  return { token, typed: payload.answer.toLowerCase() };
};

process.env.CAPTCHA_SECRET = 'portal-test-captcha-secret';

for (const target of testDatabases()) {
  describe(`owner portal on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let idA: number;
    let idB: number;
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 40 });
      const ids = await handle.db.select({ id: owners.id, email: owners.email }).from(owners);
      idA = ids.find((o) => o.email === A.email)!.id;
      idB = ids.find((o) => o.email === B.email)!.id;
    });
    afterAll(async () => handle?.drop());
    /** The first password-reset mail queued for `email`. */
    const resetMailTo = async (email: string) => {
      const [mail] = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'password-reset')));
      return must(mail, `a password-reset mail to ${email}`);
    };

    it('gives owner A nothing of owner B: not the property, its statistics nor its entries', async () => {
      const mine = await listOwnerProperties(idA, 'fr');
      expect(mine.map((p) => p.id).sort()).toEqual([...A.propertyIds].sort());
      for (const foreign of B.propertyIds) {
        expect(await getOwnerProperty(idA, foreign, 'fr')).toBeNull();
        expect((await propertyStatistics(idA, [foreign])).size).toBe(0);
        const entries = await listPortalEntries(idA, foreign);
        for (const kind of PORTAL_ENTRY_KINDS) expect(entries[kind]).toEqual([]);
        // B does see them: the data is there, only A is refused.
        expect(await getOwnerProperty(idB, foreign, 'fr')).not.toBeNull();
        expect((await propertyStatistics(idB, [foreign])).get(foreign)!.total).toBeGreaterThan(0);
        const own = await listPortalEntries(idB, foreign);
        for (const kind of PORTAL_ENTRY_KINDS) expect(own[kind].length).toBeGreaterThan(0);
      }
      // A mixed request returns only A's own property.
      const mixed = await propertyStatistics(idA, [A.firstProperty, B.firstProperty]);
      expect([...mixed.keys()]).toEqual([A.firstProperty]);
      // Unknown and malformed ids.
      for (const id of [999_999, 0, -1, Number.NaN]) expect(await getOwnerProperty(idA, id, 'fr')).toBeNull();
    });

    it('signs in with the right password only, with the same answer for an unknown e-mail', async () => {
      expect(await signIn(A.email, 'not the password', '10.0.0.1')).toEqual({ ok: false, reason: 'invalid', captcha: false });
      expect(await signIn('nobody@example.org', 'not the password', '10.0.0.1')).toEqual({ ok: false, reason: 'invalid', captcha: false });
      const ok = await signIn(A.email.toUpperCase(), DEMO_OWNER_PASSWORD, '10.0.0.1');
      expect(ok.ok).toBe(true);
      const again = await signIn(A.email, DEMO_OWNER_PASSWORD, '10.0.0.1');
      // A new session (and token) at each sign-in.
      expect(ok.ok && again.ok && ok.token !== again.token).toBe(true);
    });

    it('refuses a session cookie after sign-out', async () => {
      const r = await signIn(A.email, DEMO_OWNER_PASSWORD, '10.0.0.2');
      if (!r.ok) throw new Error('sign-in failed');
      expect((await ownerOfSession(r.token))?.email).toBe(A.email);
      await deleteSession(r.token);
      expect(await ownerOfSession(r.token)).toBeNull();
      expect(await ownerOfSession('made-up-token')).toBeNull();
    });

    it('ends a session after the idle timeout, keeps an active one, and ends it after the absolute timeout', async () => {
      const t0 = new Date('2026-06-01T08:00:00Z');
      const at = (ms: number) => ({ now: new Date(t0.getTime() + ms) });
      const idle = await createSession(idA, { now: t0 });
      expect(await ownerOfSession(idle, at(IDLE_TIMEOUT_MS - minutes(1)))).not.toBeNull();
      expect(await ownerOfSession(idle, at(2 * IDLE_TIMEOUT_MS))).toBeNull();
      // The row is gone: going back in time does not revive it.
      expect(await ownerOfSession(idle, at(minutes(1)))).toBeNull();

      const active = await createSession(idA, { now: t0 });
      let t = 0;
      while (t + IDLE_TIMEOUT_MS / 2 < ABSOLUTE_TIMEOUT_MS) {
        t += IDLE_TIMEOUT_MS / 2;
        expect(await ownerOfSession(active, at(t)), `at ${t / 60_000} min`).not.toBeNull();
      }
      expect(await ownerOfSession(active, at(ABSOLUTE_TIMEOUT_MS + minutes(1)))).toBeNull();
    });

    it('refuses a source that keeps failing on an account, says for how long, and lets the owner in elsewhere with the captcha', async () => {
      const results = [];
      for (let i = 0; i < 50; i++) results.push(await signIn(B.email, `wrong-${i}`, '203.0.113.9'));
      const first = SIGN_IN_LIMITS.accountAndSource.limit;
      expect(results.slice(0, first).every((r) => !r.ok && r.reason === 'invalid')).toBe(true);
      for (const r of results.slice(first)) {
        expect(r).toMatchObject({ ok: false, reason: 'throttled' });
        const wait = !r.ok && r.reason === 'throttled' ? r.retryAfterMs : -1;
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountAndSource.windowMs);
      }
      // Even the right password is refused from the attacking address for now.
      expect(await signIn(B.email, DEMO_OWNER_PASSWORD, '203.0.113.9')).toMatchObject({ ok: false, reason: 'throttled' });
      // The owner, elsewhere, is asked for the captcha (the account has failed often), then gets in.
      expect(await signIn(B.email, DEMO_OWNER_PASSWORD, '198.51.100.7')).toEqual({ ok: false, reason: 'captcha' });
      expect((await signIn(B.email, DEMO_OWNER_PASSWORD, '198.51.100.7', { captcha: solved() })).ok).toBe(true);
    });

    it('throttles one IP trying many accounts', async () => {
      const results = [];
      for (let i = 0; i < 35; i++) results.push(await signIn(`guess${i}@example.org`, 'password', '192.0.2.50'));
      expect(results.filter((r) => !r.ok && r.reason === 'throttled').length).toBe(5);
    });

    it('sends a reset link that works once, in the owner’s language, and signs the owner out everywhere', async () => {
      const C = demoOwner(2);
      const before = await signIn(C.email, DEMO_OWNER_PASSWORD, '10.1.0.1');
      if (!before.ok) throw new Error('sign-in failed');
      expect(await requestPasswordReset('nobody@example.org', '10.1.0.1', link)).toBe('not-found');
      const now = new Date();
      expect(await requestPasswordReset(C.email, '10.1.0.1', link, { now })).toBe('sent');
      const mail = await resetMailTo(C.email);
      expect(mail.lang).toBe('de');
      expect(mail.subject).toBe('Ihr neues Passwort für das Eigentümerportal');
      const token = tokenIn(mail.text, /\/de\/reset\/([A-Za-z0-9_-]+)\//);
      expect(mail.html).toContain(token);

      expect(await resetLinkState(token)).toBe('valid');
      const [first, second] = await Promise.all([resetPassword(token, 'a brand new secret'), resetPassword(token, 'another new secret')]);
      expect([first, second].sort()).toEqual(['done', 'used']);
      expect(await resetPassword(token, 'yet another secret')).toBe('used');
      expect(await resetLinkState(token)).toBe('used');
      // The old session ended; the old password no longer works, the new one does.
      expect(await ownerOfSession(before.token)).toBeNull();
      const winner = first === 'done' ? 'a brand new secret' : 'another new secret';
      expect((await signIn(C.email, DEMO_OWNER_PASSWORD, '10.1.0.2')).ok).toBe(false);
      expect((await signIn(C.email, winner, '10.1.0.2')).ok).toBe(true);
    });

    it('refuses an expired reset link and voids older links when a new one is asked', async () => {
      const past = new Date(Date.now() - RESET_LINK_TTL_MS - minutes(1));
      expect(await requestPasswordReset(A.email, '10.2.0.1', link, { now: past })).toBe('sent');
      const old = await resetMailTo(A.email);
      const oldToken = tokenIn(old.text, /\/fr\/reset\/([A-Za-z0-9_-]+)\//);
      expect(await resetLinkState(oldToken)).toBe('expired');
      expect(await resetPassword(oldToken, 'a brand new secret')).toBe('expired');
      expect(await requestPasswordReset(A.email, '10.2.0.1', link)).toBe('sent');
      expect(await resetLinkState(oldToken)).toBe('used');
    });

    it('applies the same limits to the reminder, so it cannot list owners quickly', async () => {
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push(await requestPasswordReset(`someone${i}@example.org`, '192.0.2.77', link));
      expect(answers.slice(0, 10).every((a) => a === 'not-found')).toBe(true);
      expect(answers.slice(10).every((a) => a === 'throttled')).toBe(true);
      // A known owner from that IP gets no mail either while it is throttled.
      expect(await requestPasswordReset(A.email, '192.0.2.77', link)).toBe('throttled');
    });

    /** An owner of this test alone (the demo owners' limits are used by the tests above). */
    async function newOwner(email: string) {
      const password = 'the owner’s own secret';
      await handle.db.insert(owners).values({ email, firstName: 'Test', lastName: 'Owner', lang: 'en', passwordHash: await hashPassword(password) });
      return { email, password };
    }

    it('never locks an account: attackers from many IPv4 addresses and IPv6 /64s of one /48 fail while the owner signs in', async () => {
      const D = await newOwner('attacked.owner@example.org');
      const attempt = (ip: string, i: number, captcha?: { token: string; typed: string }) => signIn(D.email, `wrong-${i}`, ip, { captcha });
      // Wave one: eight IPv4 addresses, seven tries each. Each address is refused past its own limit; past
      // SIGN_IN_CAPTCHA_AFTER failures of the account, an attempt without the captcha is not even checked.
      const byAddress = await Promise.all(
        Array.from({ length: 8 }, async (_, a) => {
          const answers = [];
          for (let i = 0; i < 7; i++) answers.push(await attempt(`198.51.${100 + a}.1`, i));
          return answers;
        }),
      );
      for (const answers of byAddress) {
        const reasons = answers.map((r) => (r.ok ? 'ok' : r.reason));
        expect(reasons.slice(0, SIGN_IN_LIMITS.accountAndSource.limit).every((r) => r === 'invalid' || r === 'captcha')).toBe(true);
        expect(reasons.slice(SIGN_IN_LIMITS.accountAndSource.limit)).toEqual(['throttled', 'throttled']);
      }
      const invalid = byAddress.flat().filter((r) => !r.ok && r.reason === 'invalid').length;
      expect(invalid).toBe(SIGN_IN_CAPTCHA_AFTER.limit);

      // Wave two, at the same time as the owner: 20 /64s of one /48, two tries each, half of them with a
      // solved captcha. The /48 is refused past its own limit whichever /64 the attempt comes from.
      const ipv6 = Array.from({ length: 40 }, (_, i) => () => attempt(`2001:db8:bad:${(i >> 1) + 1}::${(i % 2) + 1}`, i, i % 2 ? solved() : undefined));
      const ownerFrom = (ip: string) => async () => {
        const first = await signIn(D.email, D.password, ip);
        return first.ok ? first : signIn(D.email, D.password, ip, { captcha: solved() });
      };
      const [ownerV4, ownerV6, ...wave] = await Promise.all([ownerFrom('192.0.2.180')(), ownerFrom('2001:db8:600d:7::42')(), ...ipv6.map((f) => f())]);
      expect(ownerV4.ok, 'the owner, from another IPv4 address').toBe(true);
      expect(ownerV6.ok, 'the owner, from another /48').toBe(true);
      const reasons = wave.map((r) => (r.ok ? 'ok' : r.reason));
      expect(reasons).not.toContain('ok');
      expect(reasons.filter((r) => r !== 'throttled')).toHaveLength(SIGN_IN_LIMITS.accountAndRange.limit);
      expect(reasons.filter((r) => r === 'throttled')).toHaveLength(40 - SIGN_IN_LIMITS.accountAndRange.limit);

      // A captcha answered once does not serve again, and a wrong answer is refused before the password.
      const used = solved();
      expect((await signIn(D.email, D.password, '192.0.2.181', { captcha: used })).ok).toBe(true);
      expect(await signIn(D.email, D.password, '192.0.2.182', { captcha: used })).toEqual({ ok: false, reason: 'captchaExpired' });
      expect(await signIn(D.email, D.password, '192.0.2.182', { captcha: { ...solved(), typed: 'WRONG' } })).toEqual({ ok: false, reason: 'captchaMismatch' });
    });

    it('gives the owner access back with the reset link, even from an address and a /48 the attacker refused', async () => {
      const G = await newOwner('shared.network@example.org');
      // The attacker shares the owner's IPv4 address (a shared connection) and /48.
      for (let i = 0; i < SIGN_IN_LIMITS.accountAndSource.limit; i++) await signIn(G.email, `wrong-${i}`, '192.0.2.210');
      for (let i = 0; i < SIGN_IN_LIMITS.accountAndRange.limit; i++) await signIn(G.email, `wrong-${i}`, `2001:db8:cafe:${100 + i}::1`);
      expect(await signIn(G.email, G.password, '192.0.2.210', { captcha: solved() })).toMatchObject({ ok: false, reason: 'throttled' });
      expect(await signIn(G.email, G.password, '2001:db8:cafe:1::5', { captcha: solved() })).toMatchObject({ ok: false, reason: 'throttled' });
      // From that address, wrong links have used up its attempts at the new password's form: a valid link still works.
      for (let i = 0; i <= RESET_LIMIT.limit; i++) await resetPassword(`guessed-token-${i}`, 'a long new password', { ip: '192.0.2.210' });
      expect(await resetPassword('guessed-token-x', 'a long new password', { ip: '192.0.2.210' })).toBe('throttled');
      expect(await requestPasswordReset(G.email, '192.0.2.210', link)).toBe('sent');
      const token = tokenIn((await resetMailTo(G.email)).text, /\/reset\/([A-Za-z0-9_-]+)\//);
      expect(await resetPassword(token, 'back in after the attack', { ip: '192.0.2.210' })).toBe('done');
      // Every counter of the account is forgotten: no refusal and no captcha, from either network.
      expect((await signIn(G.email, 'back in after the attack', '192.0.2.210')).ok).toBe(true);
      expect((await signIn(G.email, 'back in after the attack', '2001:db8:cafe:1::5')).ok).toBe(true);
    });

    it('checks the reset token before hashing the password, and limits the attempts of an address', async () => {
      vi.mocked(hashPassword).mockClear();
      const answers = [];
      for (let i = 0; i < RESET_LIMIT.limit; i++) answers.push(await resetPassword(`wrong-token-${i}`, 'a long new password', { ip: '192.0.2.201' }));
      expect(answers.every((a) => a === 'unknown')).toBe(true);
      expect(hashPassword).not.toHaveBeenCalled();
      expect(await resetPassword('wrong-token-x', 'a long new password', { ip: '192.0.2.201' })).toBe('throttled');
      expect(await resetPassword('wrong-token-y', 'a long new password', { ip: '192.0.2.202' })).toBe('unknown');
    });

    it('sends at most a few reminder mails to one owner an hour, whatever the addresses', async () => {
      const E = await newOwner('flooded.owner@example.org');
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await requestPasswordReset(E.email, `203.0.113.${50 + i}`, link));
      expect(answers.slice(0, REMINDER_LIMITS.account.limit).every((a) => a === 'sent')).toBe(true);
      expect(answers.slice(REMINDER_LIMITS.account.limit).every((a) => a === 'throttled')).toBe(true);
      const mails = await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, E.email), eq(outbox.kind, 'password-reset')));
      expect(mails).toHaveLength(REMINDER_LIMITS.account.limit);
    });
  });
}

describe('the sign-in captcha', () => {
  it('is served by /api/captcha/ like a form’s: a PNG and the challenge of the sign-in in its cookie', async () => {
    const response = await captchaRoute(new NextRequest(`http://localhost/api/captcha/?form=${SIGN_IN_CAPTCHA_FORM}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const token = response.cookies.get(captchaCookieName(SIGN_IN_CAPTCHA_FORM))?.value;
    const payload = must(decryptCaptcha(token), 'the sign-in challenge in its cookie');
    expect(checkCaptcha(token, payload.answer, SIGN_IN_CAPTCHA_FORM).ok).toBe(true);
    // A challenge of a visitor form does not answer the sign-in's.
    expect(checkCaptcha(newChallenge('contact').token, payload.answer, SIGN_IN_CAPTCHA_FORM).ok).toBe(false);
  });
});
