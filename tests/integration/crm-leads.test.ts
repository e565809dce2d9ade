/**
 * Leads back to the CRM: a property request, a project request and a registered demand are also sent to the
 * CRM (ContactOnMe, ContactOnMeProject, DemandRegister) through the outbox: the submission never waits for
 * the CRM, a CRM that is down gets them once it is back, and each goes exactly once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { drainOutbox } from '@/lib/mail/outbox';
import { createTransport } from '@/lib/mail/transport';
import { submitForm } from '@/lib/forms/submit';
import { crmLeads, crmOutboxHandlers, LEAD_MAX_ATTEMPTS } from '@/lib/crm/omnicasa/leads';
import { CRM_LEAD_KIND, enqueueMail } from '@/lib/data/outbox';
import { testDatabases } from '../support/databases';
import { addHouseWebType } from '../support/feed-record';
import { subjectFor, validSubmission } from '../support/form-payloads';
import { formNamed } from '../support/registered-form';
import { must } from '../support/must';
import { SmtpSink } from '../support/smtp-sink';
import { CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';

process.env.CAPTCHA_SECRET = 'crm-leads-test-captcha-secret';
const LEAD_FORMS = ['contact-me', 'contact-construction', 'demand-register'] as const;

for (const target of testDatabases()) {
  describe(`leads to the CRM on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    const sink = new SmtpSink();
    const crm = new OmnicasaStandIn();
    let url = '';

    const submit = async (form: string, lang = 'nl') => {
      const def = formNamed(form);
      const valid = validSubmission(def);
      const state = await submitForm(form, valid.input, { lang, ip: '203.0.113.9', captchaToken: valid.captchaToken, subject: subjectFor(def), db: handle.db });
      expect(state.status).toBe('ok');
      return valid;
    };
    const leadRows = () => handle.db.select().from(outbox).where(eq(outbox.kind, CRM_LEAD_KIND));

    beforeAll(async () => {
      process.env.FORM_RATE_LIMIT = '1000/60';
      handle = await target.open();
      await addHouseWebType(handle.db);
      await sink.start();
      url = await crm.start();
    });
    afterAll(async () => {
      delete process.env.FORM_RATE_LIMIT;
      delete process.env.OMNICASA_URL;
      delete process.env.OMNICASA_CUSTOMER;
      delete process.env.OMNICASA_PASSWORD;
      await crm.stop();
      await sink.stop();
      await handle?.drop();
    });
    beforeEach(async () => {
      await handle.db.delete(outbox);
      crm.leads.length = 0;
      crm.requests.length = 0;
      crm.fault = { kind: 'none' };
      crm.leadStatus = null;
      process.env.OMNICASA_URL = url;
      process.env.OMNICASA_CUSTOMER = CREDENTIALS.customer;
      process.env.OMNICASA_PASSWORD = CREDENTIALS.password;
    });

    it('without the CRM configured, no lead is queued for it', async () => {
      delete process.env.OMNICASA_URL;
      for (const form of LEAD_FORMS) await submit(form);
      expect(await leadRows()).toHaveLength(0);
    });

    it('with the CRM down, the visitor is answered at once; the leads reach the CRM when it is back, exactly once', async () => {
      crm.fault = { kind: 'unavailable' };
      const started = Date.now();
      for (const form of LEAD_FORMS) await submit(form);
      expect(crm.requests).toHaveLength(0); // the submission never called the CRM
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await leadRows()).toHaveLength(3);

      const transport = createTransport(sink.transportOptions);
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      expect(crm.leads).toHaveLength(0);
      const waiting = await leadRows();
      expect(waiting.every((r) => r.status === 'pending' && r.attempts === 1 && /HTTP 503/.test(r.lastError ?? ''))).toBe(true);
      expect(waiting.every((r) => !(r.lastError ?? '').includes(CREDENTIALS.password))).toBe(true);

      crm.fault = { kind: 'none' };
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      expect(crm.leads).toHaveLength(0); // still waiting for its backoff
      await handle.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.kind, CRM_LEAD_KIND));
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      await handle.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      await drainOutbox(handle.db, transport, crmOutboxHandlers);

      expect(crm.leads.map((l) => l.endpoint).sort()).toEqual(['ContactOnMe', 'ContactOnMeProject', 'DemandRegister']);
      expect((await leadRows()).every((r) => r.status === 'sent')).toBe(true);
      const byEndpoint = Object.fromEntries(crm.leads.map((l) => [l.endpoint, l.request]));
      expect(byEndpoint.ContactOnMe).toMatchObject({
        ObjectID: 4242,
        LanguageId: 1,
        FirstName: expect.any(String),
        Email: expect.stringContaining('@example.org'),
      });
      // As the public clients send them: list values as comma strings, the source (5, agency website).
      expect(byEndpoint.ContactOnMe).toMatchObject({ SourceId: 5 });
      expect(byEndpoint.ContactOnMeProject).toMatchObject({ ProjectIDs: '77', LanguageId: 1, SourceId: 5 });
      // The web type the visitor chose (1) becomes the CRM's property types shown under it (GetTypeOfPropertyList: 11, 12).
      expect(byEndpoint.DemandRegister).toMatchObject({
        Goal: 0,
        TypeOfPropertyIDs: '11,12',
        PriceMin: 200000,
        PriceMax: 400000,
        MinRooms: 2,
        MaxRooms: 3,
        LanguageId: 1,
      });
      expect(byEndpoint.DemandRegister).not.toHaveProperty('WebIDs');
      expect(crm.callsTo('GetTypeOfPropertyList').at(-1)?.fields).toMatchObject({ WebIDs: '1' });
      // The credentials are added on sending, never stored with the lead.
      expect(JSON.stringify(await leadRows())).not.toContain(CREDENTIALS.password);
    });

    const queueLead = async (remark: string, submissionId: number) => {
      const data = { firstName: 'Élise', lastName: 'Dupont', email: 'elise@example.org', phone: '+32 470 00 00 00', remark };
      await enqueueMail(handle.db, crmLeads('contact-me', data, { lang: 'fr', subject: { kind: 'property', id: 4242, reference: 'REF-4242' } }, submissionId));
    };
    const due = () => handle.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

    it('a long message is cut to what a GET to the CRM takes; the queued lead keeps all of it', async () => {
      const remark = 'Très intéressé & disponible le soir. '.repeat(135).trim(); // 5,000 characters, 3 bytes a character once URL-encoded
      await queueLead(remark, 9001);
      await drainOutbox(handle.db, createTransport(sink.transportOptions), crmOutboxHandlers);
      const sent = must(crm.leads[0], 'the lead the CRM got');
      const query = must(crm.callsTo('ContactOnMe')[0], 'the ContactOnMe call').url.split('?')[1] ?? '';
      expect(query.length).toBeLessThanOrEqual(2048);
      expect(String(sent.request.Content)).toMatch(/ \[…\]$/);
      expect(remark.startsWith(String(sent.request.Content).replace(/ \[…\]$/, ''))).toBe(true);
      expect(JSON.parse(must((await leadRows())[0], 'the lead row').text).Content).toBe(remark);
    });

    it('a 4xx answer parks the lead at once and mails the agency once, with the whole message; a 5xx is retried, then parked at the cap', async () => {
      crm.leadStatus = 400;
      await queueLead('Une question sur la cave.', 9002);
      const transport = createTransport(sink.transportOptions);
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      await due();
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      expect(crm.callsTo('ContactOnMe')).toHaveLength(1);
      expect(await leadRows()).toMatchObject([{ status: 'parked', lastError: expect.stringContaining('HTTP 400') }]);
      const agency = await handle.db.select().from(outbox).where(eq(outbox.kind, 'crm-lead-parked:agency'));
      expect(agency).toHaveLength(1);
      expect(agency[0]).toMatchObject({ status: 'sent', replyTo: 'elise@example.org' });
      expect(agency[0]?.text).toContain('Une question sur la cave.');

      crm.leadStatus = 503;
      await queueLead('Encore une question.', 9003);
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      const waiting = (await leadRows()).find((r) => r.submissionId === 9003);
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      await handle.db
        .update(outbox)
        .set({ attempts: LEAD_MAX_ATTEMPTS - 1, nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(outbox.submissionId, 9003));
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      expect((await leadRows()).find((r) => r.submissionId === 9003)).toMatchObject({
        status: 'parked',
        lastError: expect.stringContaining(`${LEAD_MAX_ATTEMPTS} tries`),
      });
      expect(await handle.db.select().from(outbox).where(eq(outbox.kind, 'crm-lead-parked:agency'))).toHaveLength(2);
    });

    it('a worker not given the CRM handler never mails a lead: it waits for one that has the handler, then goes once', async () => {
      await queueLead('Une visite samedi ?', 9004);
      const transport = createTransport(sink.transportOptions);
      const mailed = sink.mails.length;
      await drainOutbox(handle.db, transport);
      expect(crm.leads).toHaveLength(0);
      expect(sink.mails).toHaveLength(mailed);
      expect(await leadRows()).toMatchObject([{ status: 'pending', attempts: 1, lastError: 'no handler for outbox rows of kind crm-lead in this worker' }]);
      await due();
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      await drainOutbox(handle.db, transport, crmOutboxHandlers);
      expect(crm.leads).toHaveLength(1);
      expect(await leadRows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
    });
  });
}
