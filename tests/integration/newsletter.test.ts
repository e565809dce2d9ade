/**
 * The newsletter's double opt-in on both databases, with the real submit, outbox and an SMTP server on
 * loopback: a sign-up (the footer's form, or another form's newsletter box) mails only its confirmation
 * link; following it confirms the address and tells the agency; the cancel link ends it; every link is
 * idempotent; the form needs its captcha.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteConfig } from '@/config';
import { newsletterSubscriptions, outbox, rateLimits } from '@/lib/db/schema';
import { confirmedSubscribers, subscriptionStatus } from '@/lib/data/newsletter';
import { submitForm } from '@/lib/forms/submit';
import { drainOutbox } from '@/lib/mail/outbox';
import { followNewsletterLink } from '@/lib/mail/newsletter-mails';
import { agencyEmail, createTransport } from '@/lib/mail/transport';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { databaseWithMailSink, testDatabases } from '../support/databases';
import { validSubmission } from '../support/form-payloads';
import { formNamed } from '../support/registered-form';
import { must } from '../support/must';
import { mailText, type ReceivedMail } from '../support/smtp-sink';

process.env.CAPTCHA_SECRET = 'integration-test-captcha-secret';
const agency = siteConfig.site.info.name;

for (const target of testDatabases()) {
  describe(`newsletter double opt-in on ${target.name}`, () => {
    const handle = databaseWithMailSink(target, [outbox, rateLimits]);
    const { sink } = handle;
    /** Send what is queued: exactly `count` mails, returned (those received before are left out). */
    const deliver = async (count: number) => {
      const before = sink.mails.length;
      expect(await drainOutbox(handle.db, createTransport(sink.transportOptions))).toBe(count);
      return (await sink.waitFor(before + count)).slice(before);
    };
    /** Send what is queued: exactly one mail, `what`. */
    const deliverOne = async (what: string) => must((await deliver(1))[0], what);

    /** Sign up through the footer's form; the token is read from the confirmation mail's link. */
    async function signUp(lang: 'fr' | 'nl' | 'de', ip: string): Promise<{ email: string; token: string; mail: ReceivedMail }> {
      const { input, captchaToken, visitorEmail } = validSubmission(formNamed('newsletter'));
      const state = await submitForm('newsletter', input, { lang, ip, captchaToken, db: handle.db });
      expect(state.status, JSON.stringify(state)).toBe('ok');
      const mail = await deliverOne('the confirmation mail'); // the confirmation link, and nothing else: not even the agency hears of it yet
      expect(mail.to).toContain(visitorEmail);
      const token = mailText(mail).match(/\/(?:newsletter|nieuwsbrief)\/([A-Za-z0-9_-]{43})\//)?.[1];
      expect(token, mailText(mail)).toBeTruthy();
      return { email: visitorEmail, token: token!, mail };
    }

    it('mails only the confirmation link, in the visitor’s language, until the link is followed', async () => {
      const { email, token, mail } = await signUp('nl', '203.0.113.50');
      expect(mail.subject).toBe(nl.newsletter.mail.confirmSubject.replace('{agency}', agency));
      expect(mail.raw).toMatch(/Content-Language: nl/);
      expect(mailText(mail)).toContain(`/nl/nieuwsbrief/${token}/bevestigen/`);
      expect(await subscriptionStatus(handle.db, token)).toBe('pending');
      expect((await confirmedSubscribers(handle.db)).map((s) => s.email)).not.toContain(email);
      // Nothing else is queued for it while it waits.
      await deliver(0);
    });

    it('confirms once, tells the agency once, and a second click says it was done', async () => {
      const { email, token } = await signUp('fr', '203.0.113.51');
      expect(await followNewsletterLink(handle.db, 'confirm', token)).toBe('confirmed');
      const notice = await deliverOne("the agency's notice of the confirmation");
      expect(notice.to).toContain(agencyEmail());
      expect(notice.subject).toBe(fr.newsletter.mail.agencyConfirmedSubject.replace('{email}', email)); // the agency reads French, the site's default
      expect(mailText(notice)).toContain(email);
      expect(await subscriptionStatus(handle.db, token)).toBe('confirmed');
      expect((await confirmedSubscribers(handle.db)).find((s) => s.email === email)).toMatchObject({ lang: 'fr' });

      expect(await followNewsletterLink(handle.db, 'confirm', token)).toBe('already-confirmed');
      await deliver(0);
    });

    it('the cancel link ends it (the agency is told), and a cancelled subscription cannot be confirmed again', async () => {
      const { email, token } = await signUp('de', '203.0.113.52');
      expect(await followNewsletterLink(handle.db, 'confirm', token)).toBe('confirmed');
      await deliver(1);
      expect(await followNewsletterLink(handle.db, 'cancel', token)).toBe('cancelled');
      const notice = await deliverOne("the agency's notice of the cancellation");
      expect(notice.subject).toBe(fr.newsletter.mail.agencyCancelledSubject.replace('{email}', email));
      expect((await confirmedSubscribers(handle.db)).map((s) => s.email)).not.toContain(email);
      expect(await followNewsletterLink(handle.db, 'cancel', token)).toBe('already-cancelled');
      expect(await followNewsletterLink(handle.db, 'confirm', token)).toBe('already-cancelled');
      await deliver(0);
      expect(de.newsletter.link['already-cancelled'].heading).toBeTruthy();
    });

    it('an unknown, malformed or overlong token changes nothing', async () => {
      for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}'`, 'A'.repeat(100_000)]) {
        expect(await followNewsletterLink(handle.db, 'confirm', token)).toBe('unknown');
        expect(await subscriptionStatus(handle.db, token)).toBeNull();
      }
      await deliver(0);
    });

    it('needs its captcha: without it nothing is stored and no mail leaves', async () => {
      const { input } = validSubmission(formNamed('newsletter'));
      const before = (await handle.db.select().from(newsletterSubscriptions)).length;
      const state = await submitForm('newsletter', { email: input.email }, { lang: 'fr', ip: '203.0.113.53', db: handle.db });
      expect(state).toMatchObject({ status: 'invalid', code: 400, errors: { captcha: fr.forms.errors.captchaRequired } });
      expect((await handle.db.select().from(newsletterSubscriptions)).length).toBe(before);
      await deliver(0);
    });

    it('another form’s newsletter box signs up the same way (pending, its own confirmation link)', async () => {
      const { input, captchaToken, visitorEmail } = validSubmission(formNamed('contact'));
      expect(input.newsletter).toBe('on');
      const state = await submitForm('contact', input, { lang: 'fr', ip: '203.0.113.54', captchaToken, db: handle.db });
      expect(state.status).toBe('ok');
      const rows = await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, visitorEmail));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'pending', lang: 'fr' });
      const mails = await deliver(3); // the agency's, the visitor's confirmation of the message, and the newsletter's link
      expect(mails.filter((m) => m.subject === fr.newsletter.mail.confirmSubject.replace('{agency}', agency))).toHaveLength(1);

      const { input: without, captchaToken: c2, visitorEmail: other } = validSubmission(formNamed('contact'));
      expect(
        (await submitForm('contact', { ...without, newsletter: undefined }, { lang: 'fr', ip: '203.0.113.55', captchaToken: c2, db: handle.db })).status,
      ).toBe('ok');
      expect(await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, other))).toHaveLength(0);
    });
  });
}
