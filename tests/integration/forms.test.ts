/**
 * Visitor forms end to end on the server side: the real submit function, the real database (PGlite and
 * PostgreSQL), the outbox and a real SMTP server on loopback.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '@/lib/db/client';
import { outbox, rateLimits, submissions } from '@/lib/db/schema';
import { listSubmissions } from '@/lib/data/submissions';
import { createTransport, agencyEmail } from '@/lib/mail/transport';
import { deliverDue, drainOutbox } from '@/lib/mail/outbox';
import { formDefinition } from '@/lib/forms/registry';
import { isSection } from '@/lib/forms/types';
import { siteConfig } from '@/config';
import { submitForm } from '@/lib/forms/submit';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { databaseWithMailSink, testDatabases } from '../support/databases';
import { subjectFor, validSubmission } from '../support/form-payloads';
import { formNamed } from '../support/registered-form';
import { must } from '../support/must';
import { mailHeader, mailText, SmtpSink } from '../support/smtp-sink';
import { migratedPostgresDatabase } from '../support/postgres-template';
import { openMigratedPgliteFolder } from '../support/pglite-template';

process.env.CAPTCHA_SECRET = 'integration-test-captcha-secret';
const MESSAGES = { en, nl, fr, de } as const;
type Lang = keyof typeof MESSAGES;
const newsletterMessages = (lang: Lang) => MESSAGES[lang].newsletter.mail;
const forms = (lang: Lang) => MESSAGES[lang].forms as unknown as Record<string, Record<string, string>>;
const formTitle = (lang: Lang, name: string) => must(forms(lang)[name]?.title, `the title of the form "${name}" in ${lang}`);

/** The forms this file checks mail by mail (another team's forms are covered by the property test, the newsletter's by newsletter.test.ts). */
const MY_FORMS = ['contact', 'contact-demand', 'contact-me', 'send-to-friend', 'document-request', 'contact-construction', 'testimonial'];
const LANGS: Lang[] = ['fr', 'nl', 'en', 'de'];

for (const target of testDatabases()) {
  describe(`visitor forms on ${target.name}`, () => {
    const handle = databaseWithMailSink(target, [outbox, rateLimits]);
    const { sink } = handle;

    MY_FORMS.forEach((name, i) => {
      const lang = must(LANGS[i % LANGS.length], `a language for form ${i}`);
      it(`${name} (${lang}): stores the submission and delivers the agency's and the visitor's mails${name === 'send-to-friend' ? ' and the friend’s' : ''}`, async () => {
        const def = formDefinition(name)!;
        const { input, captchaToken, visitorEmail } = validSubmission(def);
        const state = await submitForm(name, input, { lang, ip: `198.51.100.${i}`, captchaToken, subject: subjectFor(def), db: handle.db });
        expect(state.status, JSON.stringify(state)).toBe('ok');
        expect(state.redirect).toMatch(new RegExp(`^/${lang}/`));
        const row = must((await handle.db.select().from(submissions).where(eq(submissions.id, state.submissionId!)))[0], 'the stored submission');
        expect(row).toMatchObject({ form: name, lang, email: visitorEmail });
        expect(row.data).not.toHaveProperty('captcha');

        // The agency's and the visitor's, the friend's, and the newsletter's confirmation link when its box is ticked.
        const newsletterBox = def.fields.some((f) => !isSection(f) && f.name === 'newsletter');
        const expected = (name === 'send-to-friend' ? 3 : 2) + (newsletterBox ? 1 : 0);
        expect(await drainOutbox(handle.db, createTransport(sink.transportOptions))).toBe(expected);
        await sink.waitFor(expected);
        const agency = sink.firstTo(agencyEmail());
        expect(agency.subject).toContain(formTitle('fr', name)); // the agency reads French, the site's default
        expect(mailHeader(agency, 'Reply-To')).toContain(visitorEmail);
        const visitor = must(
          sink.to(visitorEmail).find((m) => m.subject.includes(formTitle(lang, name))),
          "the visitor's mail",
        );
        if (newsletterBox)
          expect(sink.to(visitorEmail).map((m) => m.subject)).toContain(newsletterMessages(lang).confirmSubject.replace('{agency}', siteConfig.site.info.name));
        expect(mailHeader(visitor, 'Content-Language')).toBe(lang);
        expect(visitor.subject).toContain(formTitle(lang, name));
        expect(visitor.raw).toMatch(/Content-Type: text\/plain/);
        expect(visitor.raw).toMatch(/Content-Type: text\/html/);
        if (name === 'send-to-friend') {
          const friend = sink.firstTo(String(input.friendEmail));
          expect(mailHeader(friend, 'Content-Language')).toBe(lang);
          expect(friend.subject).toContain('Maison de charme avec jardin');
          const body = mailText(friend);
          expect(body).toContain('https://www.maison-horizon.be/fr/bien/4242/');
          expect(body).toContain('<img src="https://www.maison-horizon.be/demo/house-1.jpg"');
        }
      });
    });

    it('send-to-friend: at most 5 a day from one address, names no sender to the friend, and lets no line break into a mail header', async () => {
      const def = formDefinition('send-to-friend')!;
      const send = (input: Record<string, unknown>, captchaToken: string | null | undefined, ip = '203.0.113.80') =>
        submitForm('send-to-friend', input, { lang: 'en', ip, captchaToken, subject: subjectFor(def), db: handle.db });
      const injected = validSubmission(def);
      const refused = await send(
        { ...injected.input, firstName: 'Anne\r\nBcc: victim@example.org', friendName: 'Bob\nX-Spam: 1' },
        injected.captchaToken,
        '203.0.113.79',
      );
      expect(refused.status).toBe('invalid');
      expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['firstName', 'friendName']);

      const states = [];
      const senders: string[] = [];
      for (let i = 0; i < 6; i++) {
        const one = validSubmission(def);
        const sender = { email: `stf-sender-${i}@example.org`, firstName: `Anneke${i}`, lastName: `Sendervoort${i}` };
        senders.push(...Object.values(sender));
        states.push(await send({ ...one.input, ...sender }, one.captchaToken));
      }
      expect(states.slice(0, 5).every((st) => st.status === 'ok')).toBe(true);
      expect(states[5]).toMatchObject({ status: 'refused', code: 429, message: en.forms.failure.dailyLimit });
      // Another address is not affected.
      const other = validSubmission(def);
      expect((await send(other.input, other.captchaToken, '203.0.113.81')).status).toBe('ok');

      await drainOutbox(handle.db, createTransport(sink.transportOptions));
      await sink.waitFor(6 * 3);
      for (const mail of sink.mails) {
        expect(mail.raw).not.toMatch(/^Bcc:/im);
        expect(mail.raw).not.toMatch(/^X-Spam:/im);
      }
      // The friend's mail names nobody (neither name nor address was checked) and says how their address came to be typed.
      const friends = sink.mails.filter((m) => mailHeader(m, 'X-Outbox-Kind') === 'form:send-to-friend:friend');
      expect(friends).toHaveLength(6);
      for (const friend of friends) {
        const body = mailText(friend);
        for (const typed of senders) expect(`${friend.subject}\n${body}`).not.toContain(typed);
        expect(mailHeader(friend, 'Reply-To')).toContain(agencyEmail());
        expect(body).toContain('Send to a friend');
      }
    });

    it('refuses a wrong captcha, a used captcha and a burst from one address, saying why in the visitor’s language', async () => {
      const def = formDefinition('contact')!;
      const wrong = validSubmission(def);
      const bad = await submitForm(
        'contact',
        { ...wrong.input, captcha: 'XXXXX' },
        { lang: 'nl', ip: '203.0.113.1', captchaToken: wrong.captchaToken, db: handle.db },
      );
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
        for (let k = 0; k < 5; k++) {
          const { input, captchaToken } = validSubmission(formNamed('newsletter'));
          results.push(
            await submitForm('newsletter', { ...input, email: `burst${k}@example.org` }, { lang: 'fr', ip: '203.0.113.3', captchaToken, db: handle.db }),
          );
        }
        expect(results.map((r) => r.code)).toEqual([200, 200, 200, 429, 429]);
        expect(results[4]?.message).toMatch(/^Trop de messages ont été envoyés depuis votre connexion\. Veuillez réessayer dans 10 minutes\.$/);
        // Another address is not affected.
        const other = validSubmission(formNamed('newsletter'));
        expect((await submitForm('newsletter', other.input, { lang: 'fr', ip: '203.0.113.4', captchaToken: other.captchaToken, db: handle.db })).code).toBe(
          200,
        );
      } finally {
        delete process.env.FORM_RATE_LIMIT;
      }
    });

    it('drops a submission whose honeypot is filled, answering like a success', async () => {
      const before = must((await handle.db.select({ n: count() }).from(submissions))[0], 'the count of submissions').n;
      const state = await submitForm(
        'newsletter',
        { email: 'bot@example.org', website: 'http://spam.example' },
        { lang: 'en', ip: '203.0.113.9', db: handle.db },
      );
      expect(state).toMatchObject({ status: 'ok', redirect: '/en/thank-you/sign-newsletter/' });
      expect((await handle.db.select({ n: count() }).from(submissions))[0]?.n).toBe(before);
    });

    it('answers "not sent" only when the submission cannot be stored', async () => {
      const broken = await openDb({ url: '', dataDir: 'memory', migrate: false }); // no tables: storing fails
      try {
        const { input } = validSubmission(formNamed('newsletter'));
        const state = await submitForm('newsletter', input, { lang: 'fr', ip: '203.0.113.10', db: broken.db });
        expect(state).toMatchObject({ status: 'error', code: 500, message: fr.forms.failure.notSent });
        const doc = validSubmission(formNamed('document-request'));
        const docState = await submitForm('document-request', doc.input, {
          lang: 'en',
          ip: '203.0.113.10',
          captchaToken: doc.captchaToken,
          subject: subjectFor(formNamed('document-request')),
          db: broken.db,
        });
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
        // The newsletter box left empty: two mails each (the agency's and the visitor's).
        const state = await submitForm(
          'contact',
          { ...input, newsletter: undefined },
          { lang: must(LANGS[k % 4], 'a language'), ip: `10.1.${k >> 8}.${k & 255}`, captchaToken, db: handle.db },
        );
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
  // The folder holds the migrated database already, as a site's folder after its first start.
  await (await openMigratedPgliteFolder(dir)).close();
  const list = [
    { name: 'pglite', arg: ['--dir', dir], open: () => openDb({ url: '', dataDir: dir }), drop: async () => rmSync(dir, { recursive: true, force: true }) },
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const database = await migratedPostgresDatabase(base, 'agency_kill');
    list.push({ name: 'postgres', arg: ['--url', database.url], open: () => openDb({ url: database.url }), drop: database.drop });
  }
  return list;
}

describe('a server killed between storing a submission and sending its mails', () => {
  it('loses nothing: a fresh worker delivers the stored mails (PGlite and PostgreSQL)', async () => {
    for (const target of await sharedDatabases()) {
      const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/submit-and-hang.ts', ...target.arg, 'nl'], {
        env: { ...process.env, CAPTCHA_SECRET: process.env.CAPTCHA_SECRET, OUTBOX_WORKER: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c) => (stderr += c));
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          // Its own JSON log lines (lib/log.ts) come first; the answer is the line with the form's state.
          const answer = out.split('\n').find((l) => l.startsWith('{"state"'));
          if (answer) resolve(answer);
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
        // The agency's, the visitor's, and the newsletter's confirmation link (the box is ticked).
        expect(await drainOutbox(handle.db, createTransport(sink.transportOptions))).toBe(3);
        expect(sink.to(visitorEmail)).toHaveLength(2);
        expect(sink.to(visitorEmail).filter((m) => m.subject.includes(nl.forms.contact.title))).toHaveLength(1);
        expect(sink.to(agencyEmail())).toHaveLength(1);
      } finally {
        await sink.stop();
        await handle.close();
        await target.drop();
      }
    }
  }, 120_000);
});
