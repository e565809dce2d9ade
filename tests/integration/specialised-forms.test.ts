/**
 * The specialised visitor forms against PGlite and PostgreSQL, with a real SMTP sink:
 * demand opt-in, confirmation, alerts on import and one-click cancel; appointment slots; rent
 * application; offer to buy; CV upload.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, demands, outbox, submissions, uploads } from '@/lib/db/schema';
import { cancelDemand, confirmDemand } from '@/lib/data/demands';
import { demandAlertsOnImport } from '@/lib/mail/demand-mails';
import { submitForm } from '@/lib/forms/submit';
import { rentApplicationHooks } from '@/lib/forms/rent-application-hooks';
import { FORM_HOOKS } from '@/lib/forms/hooks';
import { formTranslator } from '@/lib/i18n/translate';
import { importFeed } from '@/lib/import/property-import';
import { testDatabases } from '../support/databases';
import { siteDatabaseWithMailSink } from '../support/site-database';
import { must } from '../support/must';
import { linkIn, linkToken } from '../support/smtp-sink';
import { smallPdf } from '../support/documents';
import { futureWeekday, OFFER_BUYER, person, subjectFor, validSubmission, withCaptcha } from '../support/form-payloads';
import { formNamed } from '../support/registered-form';
import { addHouseWebType, feedRecord, feedSubject, sampleRecord } from '../support/feed-record';
import { FORMS } from '@/lib/forms/registry';
import { isForSale } from '@/lib/domain/property';

type Raw = Record<string, unknown>;

/** A feed record: a two-bedroom house for sale in Ixelles (Brussels) at € 350.000, with a garage and a garden, unless told otherwise. */
const record = (id: number, over: Raw = {}) => feedRecord(id, 'MH-T', { Garages: 1, Parkings: 0, SurfaceGarden: 120, SurfaceTerrace: null, ...over });

const subjectOf = (id: number, goal: number) => feedSubject(id, 'MH-T', goal);
const where = (form: string, lang: string) => `${form} (${lang})`;

for (const target of testDatabases()) {
  describe(`forms B on ${target.name}`, () => {
    const handle = siteDatabaseWithMailSink(target);
    const { sink, send } = handle;

    beforeAll(async () => {
      await addHouseWebType(handle.db);
    });

    /** The demand-register form, as a visitor posts it. */
    async function register(email: string, lang = 'fr') {
      const { input, captchaToken } = withCaptcha('demand-register', {
        goal: 'buy',
        types: ['1'],
        zones: ['brussels'],
        minPrice: '300.000',
        maxPrice: '400000',
        minBedrooms: '2',
        maxBedrooms: '',
        garages: '1',
        garden: 'on',
        ...person(email),
      });
      const state = await submitForm('demand-register', input, { lang, ip: '192.0.2.1', captchaToken, db: handle.db });
      expect(state.status, JSON.stringify(state.errors)).toBe('ok');
      const [row] = await handle.db.select().from(demands).where(eq(demands.email, email));
      expect(row).toMatchObject({
        goal: 0,
        webIds: [1],
        zones: ['brussels'],
        minPrice: 300_000,
        maxPrice: 400_000,
        minBedrooms: 2,
        maxBedrooms: null,
        garages: 1,
        garden: true,
        parking: false,
        lang,
      });
      return must(row, `the demand of ${email}`);
    }
    /** The importer as its command line runs it; resolves to the number of alerts queued. */
    const importAndAlert = async (records: Raw[]) => {
      let queued = 0;
      await importFeed(handle.db, records, { onImported: demandAlertsOnImport(handle.db, (n) => (queued = n)) });
      return queued;
    };

    it('demand opt-in: pending, confirmed by the link, one alert per matching property however often it is imported', async () => {
      const { id, status } = await register('claire@example.org');
      expect(status).toBe('pending');
      expect(await send()).toBe(2);
      expect(sink.to('info@maison-horizon.be').map((m) => m.subject)).toEqual(['Nouvelle recherche enregistrée de Claire Dubois']);
      const optIn = sink.firstTo('claire@example.org');
      expect(optIn.subject).toBe('Confirmez votre recherche enregistrée');
      const confirm = linkIn(optIn, '/confirmer/');
      expect(confirm).toMatch(/\/fr\/recherche-enregistree\/[A-Za-z0-9_-]{43}\/confirmer\/$/);
      expect(linkIn(optIn, '/annuler/')).toContain(linkToken(confirm));

      // A pending demand gets no alert.
      await importAndAlert([record(5001)]);
      expect(await send()).toBe(0);

      expect(await confirmDemand(handle.db, linkToken(confirm))).toBe('confirmed');
      expect(await confirmDemand(handle.db, linkToken(confirm))).toBe('already-confirmed');
      expect((await handle.db.select().from(demands).where(eq(demands.id, id)))[0]?.status).toBe('confirmed');

      // 5001 matches but was on the site before: re-importing it after the confirmation is no news.
      expect(await importAndAlert([record(5001)])).toBe(0);
      expect(await importAndAlert([record(5001, { Language: 'nl', Title: 'Huis 5001' })])).toBe(0);
      expect(await send()).toBe(0);

      sink.mails.length = 0;
      expect(
        await importAndAlert([
          record(5002),
          record(5003, { Zip: '4000', City: 'Liège' }),
          record(5004, { Goal: 1, Price: 1200 }),
          record(5005, { Price: 450_000 }),
        ]),
      ).toBe(1);
      expect(await send()).toBe(1);
      expect(sink.mails).toHaveLength(1);
      const alert = must(sink.mails[0], 'the alert mail');
      expect(alert.subject).toBe('Nouveau bien pour votre recherche : Maison 5002');
      expect(linkIn(alert, '/bien/')).toMatch(/\/fr\/bien\/5002\/$/);
      expect(linkIn(alert, '/annuler/')).toContain(linkToken(confirm));

      // Re-importing the same property (changed or not) announces it no more.
      expect(await importAndAlert([record(5002, { Price: 360_000 })])).toBe(0);
      expect(await send()).toBe(0);
      const keys = await handle.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'demand-alert'));
      expect(keys.map((k) => k.key)).toEqual([`demand-alert:${id}:5002`]);
    });

    it('demand cancel: the one-click link cancels (idempotent), no more alerts, unknown tokens are recognised', async () => {
      const { token } = await register('marc@example.org', 'en');
      await send();
      expect(await confirmDemand(handle.db, token)).toBe('confirmed');
      expect(await confirmDemand(handle.db, token)).toBe('already-confirmed');
      const optIn = sink.firstTo('marc@example.org');
      expect(optIn.subject).toBe('Please confirm your saved search');
      expect(linkIn(optIn, '/cancel/')).toMatch(/\/en\/saved-search\/[A-Za-z0-9_-]{43}\/cancel\/$/);
      expect(await cancelDemand(handle.db, linkToken(linkIn(optIn, '/cancel/')))).toBe('cancelled');
      expect(await cancelDemand(handle.db, token)).toBe('already-cancelled');
      expect(await confirmDemand(handle.db, token)).toBe('already-cancelled');
      sink.mails.length = 0;
      await importAndAlert([record(5101)]);
      await send();
      expect(sink.to('marc@example.org')).toHaveLength(0);
      expect(await cancelDemand(handle.db, 'x'.repeat(43))).toBe('unknown');
      expect(await confirmDemand(handle.db, "'; drop table demands; --")).toBe('unknown');
    });

    it("demand-register names the missing type and zone in the visitor's language", async () => {
      const { input, captchaToken } = withCaptcha('demand-register', {
        goal: '',
        types: [],
        zones: '',
        minPrice: '500000',
        maxPrice: '100000',
        ...person('nobody@example.org'),
      });
      const state = await submitForm('demand-register', input, { lang: 'nl', ip: '192.0.2.2', captchaToken, db: handle.db });
      expect(state.code).toBe(400);
      expect(state.errors).toMatchObject({
        goal: 'Kies kopen of huren.',
        types: 'Selecteer minstens één soort pand.',
        zones: 'Selecteer minstens één regio.',
      });
      const range = withCaptcha('demand-register', {
        goal: 'buy',
        types: ['1'],
        zones: ['brussels'],
        minPrice: '500000',
        maxPrice: '100000',
        minBedrooms: '3',
        maxBedrooms: '1',
        ...person('nobody@example.org'),
      });
      const ranges = await submitForm('demand-register', range.input, { lang: 'nl', ip: '192.0.2.2', captchaToken: range.captchaToken, db: handle.db });
      expect(ranges.errors).toEqual({
        maxPrice: 'De maximumprijs moet minstens de minimumprijs zijn.',
        maxBedrooms: 'Het maximum aantal slaapkamers moet minstens het minimum zijn.',
      });
      const unknown = withCaptcha('demand-register', { goal: 'rent', types: ['999'], zones: ['flanders'], ...person('nobody@example.org') });
      const refused = await submitForm('demand-register', unknown.input, { lang: 'fr', ip: '192.0.2.2', captchaToken: unknown.captchaToken, db: handle.db });
      expect(refused.errors).toEqual({ types: 'Sélectionnez au moins un type de bien.' });
    });

    it('contact-appointment books the slot, mails both sides, and a taken slot is full with the free ones shown', async () => {
      await importFeed(handle.db, [record(6001), record(6002, { Goal: 1, Price: 1200, Bedrooms: 2 })]);
      const day = futureWeekday();
      const book = (email: string, lang = 'fr', extra: Record<string, unknown> = {}) => {
        const { input, captchaToken } = withCaptcha('contact-appointment', { day, slot: '14:00-16:00', stDescription: 'on', ...person(email), ...extra });
        return submitForm('contact-appointment', input, { lang, ip: '192.0.2.3', captchaToken, subject: subjectOf(6001, 0), db: handle.db });
      };
      const ok = await book('first@example.org');
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      expect(ok.redirect).toMatch(/^\/fr\/visite\/[A-Za-z0-9_-]{43}\/$/);
      expect(
        await handle.db.select({ slot: appointments.slot, status: appointments.status }).from(appointments).where(eq(appointments.propertyId, 6001)),
      ).toEqual([{ slot: '14:00-16:00', status: 'confirmed' }]);
      expect(await send()).toBe(2);
      const [date] = [day.split('-').reverse().join('-')];
      expect(sink.to('first@example.org').map((m) => m.subject)).toEqual([`Votre rendez-vous le ${date}, 14:00-16:00`]);
      expect(sink.to('info@maison-horizon.be').map((m) => m.subject)).toEqual([`Rendez-vous réservé : ${date}, 14:00-16:00`]);

      const full = await book('second@example.org', 'de');
      expect(full.code).toBe(400);
      expect(full.errors).toEqual({ slot: 'Die Termine sind ausgebucht.' });
      expect(full.extras?.slot?.choices?.map((c) => [c.value, c.disabled])).toEqual([
        ['10:00-13:00', false],
        ['14:00-16:00', true],
        ['16:00-19:00', false],
      ]);
      // Two visitors posting the same free slot at once: one gets it, the other is told it is full.
      const both = await Promise.all([book('a@example.org', 'en', { slot: '16:00-19:00' }), book('b@example.org', 'en', { slot: '16:00-19:00' })]);
      expect(both.map((s) => s.status).sort()).toEqual(['invalid', 'ok']);
      expect(both.find((s) => s.status === 'invalid')?.errors).toEqual({ slot: 'The appointments are full.' });
      expect(await handle.db.select().from(appointments).where(eq(appointments.propertyId, 6001))).toHaveLength(2);

      // A slot the agency never offers that day is not shown, and refused with its own reason, not as full.
      const saturday = (() => {
        let d = new Date(Date.now() + 8 * 86_400_000);
        while (d.getUTCDay() !== 6) d = new Date(d.getTime() + 86_400_000);
        return d.toISOString().slice(0, 10);
      })();
      const afternoon = await book('saturday@example.org', 'en', { day: saturday, slot: '14:00-16:00' });
      expect(afternoon.errors).toEqual({ slot: 'This time slot is not offered on that day: please choose another one.' });
      expect(afternoon.extras?.slot?.choices?.map((c) => [c.value, c.label, c.disabled])).toEqual([['10:00-13:00', '10:00-13:00', false]]);
      const sundayShown = await book('sunday@example.org', 'fr', {
        day: (() => {
          const d = new Date(`${saturday}T12:00:00Z`);
          return new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
        })(),
      });
      expect(sundayShown.extras?.slot?.choices).toEqual([]);
      expect(sundayShown.extras?.slot?.note).toBe(sundayShown.errors?.day);

      // A visit of a rent property needs every statement; a Sunday is refused.
      const sunday = (() => {
        let d = new Date(Date.now() + 2 * 86_400_000);
        while (d.getUTCDay() !== 0) d = new Date(d.getTime() + 86_400_000);
        return d.toISOString().slice(0, 10);
      })();
      const rent = withCaptcha('contact-appointment', { day: sunday, slot: '10:00-13:00', stDescription: 'on', ...person('c@example.org') });
      const refused = await submitForm('contact-appointment', rent.input, {
        lang: 'en',
        ip: '192.0.2.3',
        captchaToken: rent.captchaToken,
        subject: subjectOf(6002, 1),
        db: handle.db,
      });
      expect(refused.errors?.day).toBe('The agency is closed on Sundays: please choose another day.');
      expect(Object.keys(refused.errors ?? {})).toEqual(expect.arrayContaining(['stIncome', 'stProof', 'stPersons', 'stAmount']));
    });

    it('rent-application: rent properties only, amounts at signing computed from the property and mailed', async () => {
      await importFeed(handle.db, [
        record(6101, { Goal: 1, Price: 1200, Bedrooms: 2, Details: { ...(sampleRecord.Details as Raw), MonthlyRent: 1200, ChargesRenter: 150 } }),
      ]);
      const application = (extra: Record<string, unknown> = {}) =>
        withCaptcha('rent-application', {
          adultAge1: '34',
          adultAge2: '31',
          childAge1: '4',
          pets: 'yes',
          petsDescription: 'Un chat',
          movingDate: futureWeekday(),
          movingReason: 'Mutation professionnelle',
          income1: '3200',
          income2: '2900',
          stIncome: 'on',
          stProof: 'on',
          stPersons: 'on',
          stDescription: 'on',
          stAmount: 'on',
          ...person('tenant@example.org'),
          ...extra,
        });
      const a = application();
      const ok = await submitForm('rent-application', a.input, {
        lang: 'fr',
        ip: '192.0.2.4',
        captchaToken: a.captchaToken,
        subject: subjectOf(6101, 1),
        db: handle.db,
      });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      expect(await send()).toBe(2);
      const visitor = sink.firstTo('tenant@example.org');
      expect(visitor.subject).toBe('Votre candidature locative pour MH-T-6101');
      const text = visitor.raw.replace(/=\r?\n/g, '');
      expect(text).toContain('Total =C3=A0 la signature: =E2=82=AC 5.100'.replace(/ /g, ' '));

      const wrong = application();
      const sale = await submitForm('rent-application', wrong.input, {
        lang: 'fr',
        ip: '192.0.2.4',
        captchaToken: wrong.captchaToken,
        subject: subjectOf(6001, 0),
        db: handle.db,
      });
      expect(sale.code).toBe(404);

      const missing = application({ adultAge1: '', adultAge2: '', stAmount: '' });
      const refused = await submitForm('rent-application', missing.input, {
        lang: 'en',
        ip: '192.0.2.4',
        captchaToken: missing.captchaToken,
        subject: subjectOf(6101, 1),
        db: handle.db,
      });
      expect(refused.errors).toMatchObject({ adultAge1: 'Give the age of at least one adult.', stAmount: 'Please confirm this statement.' });
    });

    it('rent-application of a rent without a price: statements worded without figures, never a raw key', async () => {
      await importFeed(handle.db, [
        record(6102, { Goal: 1, Price: null, PublishPrice: false, Details: { ...(sampleRecord.Details as Raw), MonthlyRent: null } }),
      ]);
      const def = formNamed('rent-application');
      for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
        const extras = await rentApplicationHooks.extras!({}, { lang, subjectId: 6102, db: handle.db });
        expect(extras.amountAtSigning?.hidden).toBe(true);
        const t = formTranslator(lang, def);
        for (const s of ['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount']) {
          const label = t(`fields.${extras[s]?.label ?? s}`, extras[s]?.values);
          expect(label, `${lang} ${s}`).not.toMatch(/fields\.|[{}]/);
          expect(label.length).toBeGreaterThan(20);
        }
        expect(t(`fields.${extras.stAmount?.label}`)).not.toMatch(/€/);
      }
      // Its e-mails word the statements the same way.
      const a = withCaptcha('rent-application', {
        adultAge1: '40',
        pets: 'no',
        movingDate: futureWeekday(),
        movingReason: 'Rapprochement familial',
        income1: '3000',
        ...Object.fromEntries(['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount'].map((s) => [s, 'on'])),
        ...person('noprice@example.org'),
      });
      const ok = await submitForm('rent-application', a.input, {
        lang: 'fr',
        ip: '192.0.2.14',
        captchaToken: a.captchaToken,
        subject: subjectOf(6102, 1),
        db: handle.db,
      });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      expect(await send()).toBe(2);
      for (const mail of [...sink.to('noprice@example.org'), ...sink.to('info@maison-horizon.be')]) {
        const text = Buffer.from(
          mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, x: string) => String.fromCharCode(parseInt(x, 16))),
          'latin1',
        ).toString('utf8');
        expect(text).not.toMatch(/fields\.st|\{amount\}|\{total\}/);
      }
      expect(sink.to('info@maison-horizon.be').some((m) => m.raw.replace(/=\r?\n/g, '').includes('trois fois le loyer'))).toBe(true);

      // With a price, every statement shows its figures.
      const priced = await rentApplicationHooks.extras!({}, { lang: 'en', subjectId: 6101, db: handle.db });
      const t = formTranslator('en', def);
      expect(t('fields.stIncome', priced.stIncome?.values)).toMatch(/€ \d/);
      expect(priced.stIncome?.label).toBeUndefined();
    });

    it('rent-application and visit of a rent whose price is hidden: statements without amounts, no amount to the visitor', async () => {
      await importFeed(handle.db, [
        record(6103, {
          Goal: 1,
          Price: 1375,
          PublishPrice: false,
          Bedrooms: 1,
          Details: { ...(sampleRecord.Details as Raw), MonthlyRent: 1375, ChargesRenter: 95 },
        }),
      ]);
      const amounts = /1\.?375|4\.?125|1\.?470|4\.?410|5\.?(745|795)/;
      for (const form of ['rent-application', 'contact-appointment'] as const) {
        const extras = await must(FORM_HOOKS[form]?.extras, `the extras of ${form}`)({}, { lang: 'en', subjectId: 6103, db: handle.db });
        expect(extras.stIncome).toMatchObject({ label: 'stIncomeUnknown' });
        expect(extras.stAmount).toMatchObject({ label: 'stAmountUnknown' });
        expect(extras.stPersons?.values).toEqual({ count: 2 });
        if (form === 'rent-application') expect(extras.amountAtSigning).toEqual({ hidden: true });
        expect(JSON.stringify(extras)).not.toMatch(amounts);
        // Each label the page shows is a real sentence in every language, with no placeholder left.
        for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
          const t = formTranslator(lang, formNamed(form));
          for (const s of ['stIncome', 'stPersons', 'stAmount'] as const) {
            const label = t(`fields.${extras[s]?.label ?? s}`, extras[s]?.values);
            expect(label).not.toMatch(/^fields\.|[{}]/);
            expect(label).not.toMatch(amounts);
          }
        }
      }
      const a = withCaptcha('rent-application', {
        adultAge1: '34',
        pets: 'no',
        movingDate: futureWeekday(),
        movingReason: 'Mutation',
        income1: '4800',
        stIncome: 'on',
        stProof: 'on',
        stPersons: 'on',
        stDescription: 'on',
        stAmount: 'on',
        ...person('hidden@example.org'),
      });
      const ok = await submitForm('rent-application', a.input, {
        lang: 'en',
        ip: '192.0.2.9',
        captchaToken: a.captchaToken,
        subject: { ...subjectOf(6103, 1), price: 'Price on request' },
        db: handle.db,
      });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      await send();
      const visitor = sink.firstTo('hidden@example.org');
      expect(visitor.raw.replace(/=\r?\n/g, '')).not.toMatch(amounts);
    });

    it('offer: sale properties only, the 10% advance in both mails, the end date after the start', async () => {
      const offer = (extra: Record<string, unknown> = {}) =>
        withCaptcha('offer', {
          ...OFFER_BUYER,
          startDate: '2030-05-01',
          endDate: '2030-05-15',
          signDate: '2030-05-01',
          conditions: 'Sous réserve d’un crédit hypothécaire.',
          ...extra,
        });
      const o = offer();
      const ok = await submitForm('offer', o.input, { lang: 'nl', ip: '192.0.2.5', captchaToken: o.captchaToken, subject: subjectOf(6001, 0), db: handle.db });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      expect(await send()).toBe(2);
      const visitor = sink.firstTo('buyer@example.org');
      expect(visitor.subject).toBe('Uw bod op MH-T-6001');
      expect(visitor.raw.replace(/=\r?\n/g, '')).toContain('=E2=82=AC 34.250');
      const agency = sink.firstTo('info@maison-horizon.be');
      expect(agency.subject).toBe('Offre d’achat pour MH-T-6001 : € 342.500');

      const bad = offer({ endDate: '2030-04-30', bFirstName: 'Anna' });
      const refused = await submitForm('offer', bad.input, {
        lang: 'en',
        ip: '192.0.2.5',
        captchaToken: bad.captchaToken,
        subject: subjectOf(6001, 0),
        db: handle.db,
      });
      expect(refused.errors).toEqual({
        endDate: 'The end date must be after the start date.',
        bLastName: 'Give the first and last name of buyer B, or leave buyer B empty.',
      });
      const incomplete = offer({ startDate: '2030-05', endDate: '2030-02-30' });
      const dates = await submitForm('offer', incomplete.input, {
        lang: 'en',
        ip: '192.0.2.5',
        captchaToken: incomplete.captchaToken,
        subject: subjectOf(6001, 0),
        db: handle.db,
      });
      expect(dates.errors).toEqual({ startDate: 'Please enter a complete date.', endDate: 'This date does not exist.' });
      const rent = offer();
      expect(
        (await submitForm('offer', rent.input, { lang: 'fr', ip: '192.0.2.5', captchaToken: rent.captchaToken, subject: subjectOf(6101, 1), db: handle.db }))
          .code,
      ).toBe(404);
    });

    it("every form's agency and visitor mails read as text: no message key, no placeholder, the visitor's language named", async () => {
      // A sale and a rent property with rent figures, so that every statement and figure has its values.
      await importFeed(handle.db, [
        record(6901),
        record(6902, { Goal: 1, Price: 1100, Bedrooms: 2, Details: { ...(sampleRecord.Details as Raw), MonthlyRent: 1100, ChargesRenter: 120 } }),
      ]);
      const cases = Object.values(FORMS).flatMap((def) => {
        if (def.scope === 'site' || def.scope === 'project') return [{ def, subject: subjectFor(def) }];
        const goals = def.subjectGoal === 'rent' ? [1] : def.subjectGoal === 'sale' ? [0] : [0, 1];
        return goals.map((goal) => ({ def, subject: subjectOf(goal ? 6902 : 6901, goal) }));
      });
      const leftovers = /(?:^|[^\w-])(?:fields|options|errors|mail|amounts|slots)\.\w|[{}]/;
      let n = 0;
      for (const { def, subject } of cases) {
        for (const lang of ['fr', 'nl', 'en', 'de']) {
          n++;
          const { input, captchaToken } = validSubmission(def);
          // Every statement confirmed (those that do not apply are ignored), a slot of its own per booking.
          const i = ['fr', 'nl', 'en', 'de'].indexOf(lang);
          if (def.name === 'contact-appointment')
            Object.assign(input, { day: futureWeekday(i < 3 ? 8 : 11), slot: ['10:00-13:00', '14:00-16:00', '16:00-19:00'][i % 3] });
          // Alerts follow favourites on the site: the sale property above.
          if (def.name === 'favourite-alert') input.propertyIds = ['6901'];
          const state = await submitForm(def.name, input, { lang, ip: `192.0.2.${100 + n}`, captchaToken, subject, db: handle.db });
          expect(state.status, `${def.name} ${lang}: ${JSON.stringify(state.errors)}`).toBe('ok');
          const mails = await handle.db.select().from(outbox).where(eq(outbox.submissionId, state.submissionId!));
          const kinds = mails.map((m) => m.kind.split(':').pop());
          // The newsletter and alerts on favourites mail only their confirmation link (double opt-in); a demand its opt-in instead of a confirmation.
          const optInOnly: Record<string, string> = { newsletter: 'newsletter-confirm', 'favourite-alert': 'favourite-alert-confirm' };
          const only = optInOnly[def.name];
          const expected = only ? [only] : ['agency', ...(def.name === 'demand-register' ? [] : ['visitor'])];
          expect(kinds, `${def.name} ${lang}`).toEqual(expect.arrayContaining(expected));
          for (const m of mails) {
            const where = `${m.kind} (${lang})`;
            expect(m.subject, where).not.toMatch(leftovers);
            expect(m.text, where).not.toMatch(leftovers);
            // The HTML's own CSS has no braces (inline styles only): any brace is a placeholder left over.
            expect(m.html.replace(/<[^>]*>/g, ''), where).not.toMatch(leftovers);
          }
          const agency = mails.find((m) => m.kind.endsWith(':agency'))!;
          if (def.name === 'contact-appointment' && subject?.goal !== undefined && isForSale({ goal: subject.goal }))
            expect(agency.text, where(def.name, lang)).not.toMatch(/revenu|personnes|montant/i);
          if (def.name === 'contact-appointment') expect(agency.text).toMatch(/\d\d:00-\d\d:00/);
          if (def.name === 'rent-application') expect(agency.text).toMatch(/€ \d/);
          if (def.name === 'contact' && lang === 'nl') expect(agency.text).toContain('a envoyé ce formulaire en néerlandais');
        }
      }
    });

    it('cv: a real PDF is stored with the submission and attached; a .pdf that is not a PDF is refused', async () => {
      const fake = withCaptcha('cv', {
        ...person('applicant@example.org'),
        position: 'Agent',
        message: 'Bonjour',
        file: new File([new Uint8Array(Buffer.from('<html>not a pdf</html>'))], 'cv.pdf', { type: 'application/pdf' }),
      });
      const refused = await submitForm('cv', fake.input, { lang: 'fr', ip: '192.0.2.6', captchaToken: fake.captchaToken, db: handle.db });
      expect(refused.code).toBe(400);
      expect(refused.errors).toEqual({ file: 'Le fichier doit être un document PDF ou Word (.pdf, .doc, .docx).' });
      expect(refused.values?.file).toBeUndefined();

      const pdf = smallPdf('Claire Dubois');
      const real = withCaptcha('cv', {
        ...person('applicant@example.org'),
        position: 'Agent',
        message: 'Bonjour',
        file: new File([new Uint8Array(pdf)], 'C:\\Users\\claire\\mon cv.pdf', { type: 'application/pdf' }),
      });
      const ok = await submitForm('cv', real.input, { lang: 'fr', ip: '192.0.2.6', captchaToken: real.captchaToken, db: handle.db });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      const stored = must((await handle.db.select().from(uploads).where(eq(uploads.submissionId, ok.submissionId!)))[0], 'the stored upload');
      expect(stored).toMatchObject({ fileName: 'mon cv.pdf', contentType: 'application/pdf', size: pdf.length });
      expect(Buffer.compare(stored.content, pdf)).toBe(0);
      const sub = must((await handle.db.select().from(submissions).where(eq(submissions.id, ok.submissionId!)))[0], 'the stored submission');
      expect(sub.data.file).toBe('mon cv.pdf');
      expect(await send()).toBe(2);
      const agency = sink.firstTo('info@maison-horizon.be');
      expect(agency.raw).toMatch(/Content-Disposition: attachment;\s+filename="mon cv\.pdf"/);
      expect(agency.raw).toContain(pdf.subarray(0, 48).toString('base64').slice(0, 40));
      expect(sink.firstTo('applicant@example.org').raw).not.toMatch(/Content-Disposition: attachment/);
    });
  });
}
