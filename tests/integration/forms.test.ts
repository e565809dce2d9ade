/**
 * Visitor forms end to end on the server side: the real submit function, the real database (PGlite and
 * PostgreSQL), the outbox and a real SMTP server on loopback.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, type DbHandle } from '@/lib/db/client';
import { outbox, rateLimits, submissions } from '@/lib/db/schema';
import { listSubmissions } from '@/lib/data/submissions';
import { createTransport, agencyEmail } from '@/lib/forms/mailer';
import { deliverDue, drainOutbox } from '@/lib/forms/outbox';
import { FORMS, formDefinition } from '@/lib/forms/registry';
import { submitForm } from '@/lib/forms/submit';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { testDatabases } from '../support/databases';
import { subjectFor, validSubmission } from '../support/form-payloads';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';

process.env.CAPTCHA_SECRET = 'integration-test-captcha-secret';
const MESSAGES = { en, nl, fr, de } as const;
type Lang = keyof typeof MESSAGES;
const forms = (lang: Lang) => MESSAGES[lang].forms as unknown as Record<string, Record<string, string>>;
const header = (m: ReceivedMail, name: string) => m.raw.split(/\r?\n\r?\n/)[0].match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1]?.trim();

/** The forms this file checks mail by mail (another team's forms are covered by the property test). */
const MY_FORMS = ['contact', 'contact-demand', 'contact-me', 'send-to-friend', 'document-request', 'contact-construction', 'newsletter', 'testimonial'];
const LANGS: Lang[] = ['fr', 'nl', 'en', 'de'];

for (const target of testDatabases()) {
  describe(`visitor forms on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    const sink = new SmtpSink();

    beforeAll(async () => {
      handle = await target.open();
      await sink.start();
    });
    afterAll(async () => {
      await sink.stop();
      await handle?.drop();
    });
    beforeEach(async () => {
      await handle.db.delete(outbox);
      await handle.db.delete(rateLimits);
      sink.mails.length = 0;
    });

    MY_FORMS.forEach((name, i) => {
      const lang = LANGS[i % LANGS.length];
      it(`${name} (${lang}): stores the submission and delivers the agency's and the visitor's mails${name === 'send-to-friend' ? ' and the friend’s' : ''}`, async () => {
        const def = formDefinition(name)!;
        const { input, captchaToken, visitorEmail } = validSubmission(def);
        const state = await submitForm(name, input, { lang, ip: `198.51.100.${i}`, captchaToken, subject: subjectFor(def), db: handle.db });
        expect(state.status, JSON.stringify(state)).toBe('ok');
        expect(state.redirect).toMatch(new RegExp(`^/${lang}/`));
        const [row] = await handle.db.select().from(submissions).where(eq(submissions.id, state.submissionId!));
        expect(row).toMatchObject({ form: name, lang, email: visitorEmail });
        expect(row.data).not.toHaveProperty('captcha');

        const expected = name === 'send-to-friend' ? 3 : 2;
        expect(await drainOutbox(handle.db, createTransport(sink.transportOptions))).toBe(expected);
        await sink.waitFor(expected);
        const [agency] = sink.to(agencyEmail());
        expect(agency.subject).toContain(forms('fr')[name].title); // the agency reads French, the site's default
        expect(header(agency, 'Reply-To')).toContain(visitorEmail);
        const [visitor] = sink.to(visitorEmail);
        expect(header(visitor, 'Content-Language')).toBe(lang);
        expect(visitor.subject).toContain(forms(lang)[name].title);
        expect(visitor.raw).toMatch(/Content-Type: text\/plain/);
        expect(visitor.raw).toMatch(/Content-Type: text\/html/);
        if (name === 'send-to-friend') {
          const [friend] = sink.to(String(input.friendEmail));
          expect(header(friend, 'Content-Language')).toBe(lang);
          expect(friend.subject).toContain('Maison de charme avec jardin');
          const body = friend.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          expect(body).toContain('https://www.maison-horizon.be/fr/bien/4242/');
          expect(body).toContain('<img src="https://www.maison-horizon.be/demo/house-1.jpg"');
        }
      });
    });

    it('refuses a wrong captcha, a used captcha and a burst from one address, saying why in the visitor’s language', async () => {
      const def = formDefinition('contact')!;
      const wrong = validSubmission(def);
      const bad = await submitForm('contact', { ...wrong.input, captcha: 'XXXXX' }, { lang: 'nl', ip: '203.0.113.1', captchaToken: wrong.captchaToken, db: handle.db });
      expect(bad).toMatchObject({ status: 'invalid', code: 400, errors: { captcha: nl.forms.errors.captchaMismatch }, message: nl.forms.errors.checkFields });
      expect(bad.values?.firstName).toBe(wrong.input.firstName);
      expect(bad.values).not.toHaveProperty('captcha');

      const once = validSubmission(def);
      const ctx = { lang: 'de', ip: '203.0.113.2', captchaToken: once.captchaToken, db: handle.db };
      expect((await submitForm('contact', once.input, ctx)).status).toBe('ok');
      expect(await submitForm('contact', once.input, ctx)).toMatchObject({ status: 'invalid', errors: { captcha: de.forms.errors.captchaExpired } });

      process.env.FORM_RATE_LIMIT = '3/600';
      try {
        const results = [];
        for (let k = 0; k < 5; k++) results.push(await submitForm('newsletter', { email: `burst${k}@example.org` }, { lang: 'fr', ip: '203.0.113.3', db: handle.db }));
        expect(results.map((r) => r.code)).toEqual([200, 200, 200, 429, 429]);
        expect(results[4].message).toMatch(/^Trop de messages ont été envoyés depuis votre connexion\. Veuillez réessayer dans 10 minutes\.$/);
        // Another address is not affected.
        expect((await submitForm('newsletter', { email: 'other@example.org' }, { lang: 'fr', ip: '203.0.113.4', db: handle.db })).code).toBe(200);
      } finally {
        delete process.env.FORM_RATE_LIMIT;
      }
    });

    it('drops a submission whose honeypot is filled, answering like a success', async () => {
      const before = (await handle.db.select({ n: count() }).from(submissions))[0].n;
      const state = await submitForm('newsletter', { email: 'bot@example.org', website: 'http://spam.example' }, { lang: 'en', ip: '203.0.113.9', db: handle.db });
      expect(state).toMatchObject({ status: 'ok', redirect: '/en/thank-you/sign-newsletter/' });
      expect((await handle.db.select({ n: count() }).from(submissions))[0].n).toBe(before);
    });

    it('answers "not sent" only when the submission cannot be stored', async () => {
      const broken = await openDb({ url: '', dataDir: 'memory', migrate: false }); // no tables: storing fails
      try {
        const { input } = validSubmission(FORMS['newsletter']);
        const state = await submitForm('newsletter', input, { lang: 'fr', ip: '203.0.113.10', db: broken.db });
        expect(state).toMatchObject({ status: 'error', code: 500, message: fr.forms.failure.notSent });
        const doc = validSubmission(FORMS['document-request']);
        const docState = await submitForm('document-request', doc.input, { lang: 'en', ip: '203.0.113.10', captchaToken: doc.captchaToken, subject: subjectFor(FORMS['document-request']), db: broken.db });
        expect(docState.message).toBe(en.forms.failure.documentRequest);
      } finally {
        await broken.close();
      }
    });

    it('keeps 200 submissions while the mail server is down and delivers each of their mails exactly once when it is back', async () => {
      const def = formDefinition('contact')!;
      const port = sink.port;
      await sink.stop();
      const ids: number[] = [];
      for (let k = 0; k < 200; k++) {
        const { input, captchaToken } = validSubmission(def);
        const state = await submitForm('contact', input, { lang: LANGS[k % 4], ip: `10.1.${k >> 8}.${k & 255}`, captchaToken, db: handle.db });
        expect(state.status).toBe('ok');
        ids.push(state.submissionId!);
      }
      const transport = createTransport(sink.transportOptions);
      const down = await deliverDue(handle.db, transport, 400);
      expect(down).toEqual({ sent: 0, failed: 400 });
      const stored = await listSubmissions(handle.db, { form: 'contact', limit: 1000 });
      expect(ids.every((id) => stored.some((s) => s.id === id && s.mailsPending === 2))).toBe(true);

      await sink.start(port);
      await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` }); // their backoff has passed
      expect(await drainOutbox(handle.db, transport)).toBe(400);
      expect(sink.mails).toHaveLength(400);
      expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(400);
      expect(await drainOutbox(handle.db, transport)).toBe(0);
      const after = await listSubmissions(handle.db, { form: 'contact', limit: 1000 });
      expect(ids.every((id) => after.some((s) => s.id === id && s.mailsSent === 2 && s.mailsPending === 0))).toBe(true);
    });
  });
}

/** A database a child process can open too: a PGlite folder, or a fresh PostgreSQL database. */
async function sharedDatabases(): Promise<{ name: string; arg: string[]; open: () => Promise<DbHandle>; drop: () => Promise<void> }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'forms-kill-'));
  const list = [{ name: 'pglite', arg: ['--dir', dir], open: () => openDb({ url: '', dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) }];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const dbName = `agency_kill_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    list.push({
      name: 'postgres',
      arg: ['--url', url.toString()],
      open: () => openDb({ url: url.toString() }),
      drop: async () => {
        const a = new pg.Client({ connectionString: base });
        await a.connect();
        await a.query(`drop database if exists ${dbName} with (force)`);
        await a.end();
      },
    });
  }
  return list;
}

describe('a server killed between storing a submission and sending its mails', () => {
  it('loses nothing: a fresh worker delivers the stored mails (PGlite and PostgreSQL)', async () => {
    for (const target of await sharedDatabases()) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/submit-and-hang.ts', ...target.arg, 'nl'], {
        env: { ...process.env, CAPTCHA_SECRET: process.env.CAPTCHA_SECRET, OUTBOX_WORKER: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c) => (stderr += c));
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          if (out.includes('\n')) resolve(out.split('\n')[0]);
        });
        child.on('exit', (code) => reject(new Error(`child exited (${code}) before storing: ${stderr}`)));
      });
      const { state, visitorEmail } = JSON.parse(line) as { state: { status: string; submissionId: number }; visitorEmail: string };
      expect(state.status).toBe('ok');
      // The server dies right after answering, before any mail went out.
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;

      const handle = await target.open();
      const sink = new SmtpSink();
      await sink.start();
      try {
        const [row] = await handle.db.select().from(submissions).where(eq(submissions.id, state.submissionId));
        expect(row).toMatchObject({ form: 'contact', lang: 'nl', email: visitorEmail });
        expect(await drainOutbox(handle.db, createTransport(sink.transportOptions))).toBe(2);
        expect(sink.to(visitorEmail)).toHaveLength(1);
        expect(sink.to(visitorEmail)[0].subject).toContain(nl.forms.contact.title);
        expect(sink.to(agencyEmail())).toHaveLength(1);
      } finally {
        await sink.stop();
        await handle.close();
        await target.drop();
      }
    }
  }, 120_000);
});
