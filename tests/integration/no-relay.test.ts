/**
 * The forms relay no mail: on both databases, with the real submit, outbox and an SMTP server on loopback.
 *
 * - Every registered form is posted with a recognisable text in each of its free-text fields (names,
 *   messages, remarks, the place of an offer …): the agency's copy has them, and no mail to an address
 *   typed in the form (the visitor's confirmation, the friend's recommendation, the demand's and the
 *   newsletter's opt-in links) carries any of them, nor, for the friend, the sender's address.
 * - One mailbox gets at most MAILS_PER_RECIPIENT_PER_DAY mails a day, whatever the forms and however its
 *   address is spelled; the submissions over it are still stored and the agency still gets each one.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { outbox, rateLimits, submissions } from '@/lib/db/schema';
import { importFeed } from '@/lib/import/property-import';
import { MAILS_PER_RECIPIENT_PER_DAY, recipientKey } from '@/lib/domain/recipients';
import { FORMS } from '@/lib/forms/registry';
import { submitForm } from '@/lib/forms/submit';
import { isSection, type FieldSpec, type FormDefinition, type FormSubject } from '@/lib/forms/types';
import { drainOutbox } from '@/lib/mail/outbox';
import { agencyEmail, createTransport } from '@/lib/mail/transport';
import { databaseWithMailSink, testDatabases } from '../support/databases';
import { addHouseWebType, feedRecord, feedSubject, sampleRecord } from '../support/feed-record';
import { futureWeekday, validSubmission } from '../support/form-payloads';
import { formNamed } from '../support/registered-form';
import { must } from '../support/must';
import type { ReceivedMail } from '../support/smtp-sink';

process.env.CAPTCHA_SECRET = 'integration-test-captcha-secret';

type Raw = Record<string, unknown>;
/** A house for sale (7001) or for rent with rent figures (7002), so that every property form applies to one. */
const SALE = 7001;
const RENT = 7002;
const record = (id: number, over: Raw = {}) => feedRecord(id, 'MH-R', over);
const projectSubject: FormSubject = {
  kind: 'project',
  id: 77,
  reference: '77',
  title: 'Résidence Les Tilleuls',
  url: 'http://localhost:3000/fr/projet/77/',
  picture: null,
  price: null,
  place: '1050 Ixelles',
};
const subjectOf = (def: FormDefinition): FormSubject | null => {
  if (def.scope === 'site') return null;
  if (def.scope === 'project') return projectSubject;
  return def.subjectGoal === 'rent' ? feedSubject(RENT, 'MH-R', 1) : feedSubject(SALE, 'MH-R', 0);
};

/** What a mail says, as its reader sees it: the subject and every part decoded (quoted-printable or base64). */
function readable(m: ReceivedMail): string {
  const qp = (s: string) =>
    Buffer.from(
      s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, x: string) => String.fromCharCode(parseInt(x, 16))),
      'latin1',
    ).toString('utf8');
  const parts = [m.subject, m.raw];
  for (const [, encoding, body] of m.raw.matchAll(/Content-Transfer-Encoding:\s*([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi)) {
    const enc = must(encoding, 'the encoding').toLowerCase();
    const text = body ?? '';
    parts.push(enc === 'base64' ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8') : enc === 'quoted-printable' ? qp(text) : text);
  }
  return parts.join('\n');
}

const fieldsOf = (def: FormDefinition) => def.fields.filter((f): f is FieldSpec => !isSection(f));
/** The fields a visitor fills with words of their own (postcodes aside: their pattern allows no text). */
const freeText = (def: FormDefinition) => fieldsOf(def).filter((f) => (f.kind === 'text' || f.kind === 'textarea') && !/zip/i.test(f.name));

const isAgency = (m: ReceivedMail) => m.to.includes(agencyEmail());

for (const target of testDatabases()) {
  describe(`no mail relay on ${target.name}`, () => {
    const handle = databaseWithMailSink(target, [outbox, rateLimits]);
    const { sink } = handle;
    const deliver = async () => {
      const before = sink.mails.length;
      const sent = await drainOutbox(handle.db, createTransport(sink.transportOptions));
      return (await sink.waitFor(before + sent)).slice(before);
    };
    let ip = 0;
    /** Each post from an address of its own: the per-address limits are not what these tests are about. */
    const nextIp = () => `198.18.${ip >> 8}.${ip++ & 255}`;

    async function catalogue() {
      await addHouseWebType(handle.db);
      await importFeed(handle.db, [
        record(SALE),
        record(RENT, { Goal: 1, Price: 1100, Details: { ...(sampleRecord.Details as Raw), MonthlyRent: 1100, ChargesRenter: 120 } }),
      ]);
    }

    it('no text typed into any form reaches the address typed into it; the agency gets every word', async () => {
      await catalogue();
      const langs = ['fr', 'nl', 'en', 'de'];
      const forms = Object.values(FORMS);
      let typedMails = 0;
      for (const [n, def] of forms.entries()) {
        const lang = must(langs[n % langs.length], 'a language');
        const { input, captchaToken } = validSubmission(def);
        // A word no template has, in every free-text field; a message carries a link as spam would.
        const marks = freeText(def).map((f, i) => {
          const mark = `Rlymark${n}x${i}q`;
          input[f.name] = f.kind === 'textarea' ? `Cheap watches at https://spam.example/${mark} — call now` : mark;
          return { field: f.name, mark };
        });
        if (def.name === 'contact-appointment') Object.assign(input, { day: futureWeekday(9), slot: '10:00-13:00' });
        // An address no other one contains (validSubmission's friendemail-N has its email-N in it).
        const senderAddress = `sender-${n}@example.org`;
        if (def.name === 'send-to-friend') input.email = senderAddress;
        const state = await submitForm(def.name, input, { lang, ip: nextIp(), captchaToken, subject: subjectOf(def), db: handle.db });
        expect(state.status, `${def.name}: ${JSON.stringify(state.errors ?? state.message)}`).toBe('ok');

        const mails = await deliver();
        const typed = mails.filter((m) => !isAgency(m));
        // Every form mails an address typed into it (a confirmation, the friend, an opt-in link): each is checked.
        expect(typed.length, `${def.name}: its mails to typed addresses`).toBeGreaterThan(0);
        typedMails += typed.length;
        for (const mail of typed) {
          const text = readable(mail);
          for (const { field, mark } of marks) expect(text, `${def.name}: the ${field} typed, in the mail to ${mail.to.join()}`).not.toContain(mark);
          if (def.name === 'send-to-friend' && mail.to.includes(String(input.friendEmail)))
            expect(text, 'the sender’s address in the friend’s mail').not.toContain(senderAddress);
        }
        // The words were really typed: the agency reads them (the newsletter's agency hears of a confirmed address only).
        const agency = mails.filter(isAgency).map(readable).join('\n');
        for (const { field, mark } of marks) expect(agency, `${def.name}: the ${field} in the agency's copy`).toContain(mark);
      }
      expect(typedMails).toBeGreaterThanOrEqual(forms.length);
    });

    it(`one mailbox gets at most ${MAILS_PER_RECIPIENT_PER_DAY} mails a day across every form, however spelled; nothing else is lost`, async () => {
      await catalogue();
      const victim = 'victim@example.org';
      const toVictim = (mails: ReceivedMail[]) => mails.filter((m) => m.to.some((a) => recipientKey(a) === victim));
      const post = async (form: string, values: Raw) => {
        const def = formNamed(form);
        const { input, captchaToken } = validSubmission(def);
        const state = await submitForm(form, { ...input, ...values }, { lang: 'en', ip: nextIp(), captchaToken, subject: subjectOf(def), db: handle.db });
        expect(state.status, `${form}: ${JSON.stringify(state.errors ?? state.message)}`).toBe('ok');
        return must(state.submissionId, `the submission of ${form}`);
      };
      const lateSender = 'late-sender@example.org';
      const ids = [
        await post('contact', { email: victim, newsletter: 'on' }), // its confirmation and the newsletter's opt-in link: 2
        await post('contact-me', { email: 'Victim@Example.ORG', newsletter: undefined }), // 3
        await post('send-to-friend', { friendEmail: 'victim+deals@example.org' }), // 4 (and the sender's confirmation)
        await post('newsletter', { email: 'VICTIM+news@example.org' }), // 5
        await post('testimonial', { email: victim }), // over
        await post('demand-register', { email: victim }), // over
        await post('send-to-friend', { email: lateSender, friendEmail: victim }), // over for the friend, not for the sender
      ];
      const mails = await deliver();
      expect(toVictim(mails)).toHaveLength(MAILS_PER_RECIPIENT_PER_DAY);
      // Every submission is stored, and the agency's copy of each goes (the newsletter's waits for the confirmation).
      const stored = await handle.db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.id, ids));
      expect(stored).toHaveLength(ids.length);
      expect(mails.filter(isAgency)).toHaveLength(ids.length - 1);
      // Another mailbox is not affected: the last sender has her confirmation.
      expect(mails.filter((m) => m.to.includes(lateSender))).toHaveLength(1);
      // The counters hold no address.
      const keys = await handle.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'mail-to:%'));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.map((k) => k.key).join()).not.toMatch(/victim|example/i);

      // A day later the mailbox may get mail again.
      await handle.db
        .update(rateLimits)
        .set({ windowStart: sql`now() - interval '25 hours'` })
        .where(like(rateLimits.key, 'mail-to:%'));
      const next = await post('contact-me', { email: victim, newsletter: undefined });
      expect(toVictim(await deliver())).toHaveLength(1);
      expect((await handle.db.select().from(outbox).where(eq(outbox.submissionId, next))).map((m) => m.kind).sort()).toEqual([
        'form:contact-me:agency',
        'form:contact-me:visitor',
      ]);
    });
  });
}
