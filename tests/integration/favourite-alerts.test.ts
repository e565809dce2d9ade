/**
 * Alerts on favourites, on PGlite and PostgreSQL, with a real SMTP sink: the sign-up (the site's form
 * engine) is stored pending and mails only its opt-in link; once confirmed, an import or a CRM sync that
 * lowers a favourite's price, puts it under option, sells or withdraws it queues one mail, at most one a day
 * (changes found within the day wait for the next run after it); a price rise, a property not subscribed,
 * a pending or cancelled sign-up get nothing; the one-click unsubscribe stops it. The browser that signed up
 * keeps the sign-up following its favourites with the manage token: a favourite added later gets its alert,
 * one let go gets none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { favouriteAlertProperties, favouriteAlerts, outbox, submissions } from '@/lib/db/schema';
import { cleanExpired } from '@/lib/data/cleanup';
import { followFavouriteAlertLink } from '@/lib/data/favourite-alerts';
import { importFeed } from '@/lib/import/property-import';
import { submitForm } from '@/lib/forms/submit';
import { queueFavouriteAlerts } from '@/lib/mail/favourite-alert-mails';
import { OmnicasaClient } from '@/lib/crm/omnicasa/client';
import { syncFromCrm } from '@/lib/crm/omnicasa/sync';
import { POST as oneClick } from '@/app/api/favourite-alert/[token]/unsubscribe/route';
import { DELETE as stopFollowing, GET as getFollowing, PUT as putFollowing } from '@/app/api/favourite-alert/following/route';
import { testDatabases } from '../support/databases';
import { siteDatabaseWithMailSink } from '../support/site-database';
import { must } from '../support/must';
import { feedRecord } from '../support/feed-record';
import { withCaptcha } from '../support/form-payloads';
import { linkIn, linkToken, mailHeader, mailText } from '../support/smtp-sink';
import { CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';

type Raw = Record<string, unknown>;

/** A house for sale in Ixelles at € 350.000 unless told otherwise. */
const house = (id: number, over: Raw = {}) => feedRecord(id, 'MH-F', over);

let address = 0;

for (const target of testDatabases()) {
  describe(`alerts on favourites on ${target.name}`, () => {
    const handle = siteDatabaseWithMailSink(target);
    const { sink, send } = handle;

    beforeAll(async () => {
      await importFeed(handle.db, [house(8001), house(8002), house(8003), house(8004), house(8005), house(8006), house(8007)]);
    });

    /** The sign-up under the favourites list, as the browser posts it. */
    async function signUp(email: string, propertyIds: (number | string)[], lang = 'fr') {
      const { input, captchaToken } = withCaptcha('favourite-alert', { email, propertyIds: propertyIds.map(String) });
      return submitForm('favourite-alert', input, { lang, ip: `192.0.2.${++address}`, captchaToken, db: handle.db });
    }
    /** Sign up and follow the opt-in mail's link: the sign-up's token. */
    async function confirmed(email: string, propertyIds: number[], lang = 'fr'): Promise<string> {
      const state = await signUp(email, propertyIds, lang);
      expect(state.status, JSON.stringify(state.errors)).toBe('ok');
      await send();
      const optIn = sink.firstTo(email);
      // The first link is the confirm button's, in the sign-up's language.
      const token = linkToken(linkIn(optIn, '/'));
      expect(await followFavouriteAlertLink(handle.db, 'confirm', token)).toBe('confirmed');
      sink.mails.length = 0;
      return token;
    }
    /** An import as the command line runs it, then the alerts it runs after every import; resolves to the alerts queued. */
    const importAndAlert = async (records: Raw[], full = false) => {
      await importFeed(handle.db, records, { full });
      return queueFavouriteAlerts(handle.db);
    };
    /** A day goes by for this sign-up: its last alert was mailed 25 hours ago. */
    const dayLater = (token: string) =>
      handle.db
        .update(favouriteAlerts)
        .set({ lastMailedAt: sql`now() - interval '25 hours'` })
        .where(eq(favouriteAlerts.token, token));

    it('a sign-up is stored with its submission, pending, and mails only the opt-in link (with one-click unsubscribe); a pending one gets no alert', async () => {
      const state = await signUp('pending@example.org', [8001, 8002]);
      expect(state.status, JSON.stringify(state.errors)).toBe('ok');
      const [stored] = await handle.db
        .select()
        .from(submissions)
        .where(eq(submissions.id, must(state.submissionId, 'the submission')));
      expect(stored).toMatchObject({ form: 'favourite-alert', email: 'pending@example.org' });
      const [row] = await handle.db.select().from(favouriteAlerts).where(eq(favouriteAlerts.email, 'pending@example.org'));
      expect(row).toMatchObject({ status: 'pending', lang: 'fr', submissionId: state.submissionId });
      const followed = await handle.db
        .select()
        .from(favouriteAlertProperties)
        .where(eq(favouriteAlertProperties.alertId, must(row, 'the sign-up').id));
      expect(followed.map((f) => [f.propertyId, f.price, f.state]).sort()).toEqual([
        [8001, 350_000, 'available'],
        [8002, 350_000, 'available'],
      ]);

      expect(await send()).toBe(1);
      const optIn = sink.firstTo('pending@example.org');
      expect(optIn.subject).toBe('Confirmez vos alertes sur vos favoris');
      expect(linkIn(optIn, '/confirmer/')).toMatch(/\/fr\/alertes-favoris\/[A-Za-z0-9_-]{43}\/confirmer\/$/);
      expect(mailHeader(optIn, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/fr\/alertes-favoris\/[A-Za-z0-9_-]{43}\/desinscrire\/>$/);
      expect(mailHeader(optIn, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      sink.mails.length = 0;
      expect(await importAndAlert([house(8001, { Price: 320_000 })])).toBe(0);
      expect(await send()).toBe(0);
      expect(sink.to('pending@example.org')).toHaveLength(0);
    });

    it('a confirmed favourite whose price an import lowers gets exactly one mail; running again or a rise sends nothing', async () => {
      const token = await confirmed('drop@example.org', [8002]);
      expect(await importAndAlert([house(8002, { Price: 330_000 })])).toBe(1);
      expect(await queueFavouriteAlerts(handle.db)).toBe(0);
      expect(await importAndAlert([house(8002, { Price: 330_000 })])).toBe(0);
      expect(await send()).toBe(1);
      const mail = sink.firstTo('drop@example.org');
      expect(sink.mails).toHaveLength(1);
      expect(mail.subject).toBe('Votre favori a changé : Maison 8002');
      expect(mailText(mail)).toContain('350.000');
      expect(mailText(mail)).toContain('330.000');
      expect(linkIn(mail, '/bien/')).toMatch(/\/fr\/bien\/8002\/$/);
      expect(linkIn(mail, '/desinscrire/')).toContain(token);

      // A day later, a rise is still no news.
      await dayLater(token);
      sink.mails.length = 0;
      expect(await importAndAlert([house(8002, { Price: 345_000 })])).toBe(0);
      expect(await send()).toBe(0);
      // Measured against the price the visitor last knew (345.000 now), not the first one.
      expect(await importAndAlert([house(8002, { Price: 340_000 })])).toBe(1);
      await send();
      expect(mailText(sink.firstTo('drop@example.org'))).toContain('345.000');
    });

    it('under option, sold and withdrawn are each mailed; a property not followed is not', async () => {
      const token = await confirmed('state@example.org', [8003]);
      await confirmed('other@example.org', [8007]);
      expect(await importAndAlert([house(8003, { Status: 'option' })])).toBe(1);
      await send();
      expect(sink.to('state@example.org').map((m) => m.subject)).toEqual(['Votre favori a changé : Maison 8003']);
      expect(mailText(sink.firstTo('state@example.org'))).toContain('Il est maintenant sous option.');

      await dayLater(token);
      sink.mails.length = 0;
      expect(await importAndAlert([house(8003, { Status: 'sold' })])).toBe(1);
      await send();
      expect(mailText(sink.firstTo('state@example.org'))).toContain('Il a =C3=A9t=C3=A9 vendu.');

      await dayLater(token);
      sink.mails.length = 0;
      // A full import without 8003 withdraws it.
      const rest = [8001, 8002, 8004, 8005, 8006, 8007].map((id) => house(id));
      expect(await importAndAlert(rest, true)).toBe(1);
      await send();
      const withdrawn = sink.firstTo('state@example.org');
      expect(mailText(withdrawn)).toContain('Maison 8003');
      expect(mailText(withdrawn)).toContain('Il a =C3=A9t=C3=A9 retir=C3=A9 du march=C3=A9.');
      // The withdrawn property's page is gone: the mail does not link to it.
      expect(() => linkIn(withdrawn, '/bien/8003/')).toThrow();
      expect(sink.to('other@example.org')).toHaveLength(0);
    });

    it('changes found within a day after a mail wait for one digest the next day', async () => {
      const token = await confirmed('digest@example.org', [8004, 8005, 8006], 'en');
      expect(await importAndAlert([house(8004, { Price: 300_000 })])).toBe(1);
      expect(await importAndAlert([house(8005, { Status: 'option' })])).toBe(0);
      expect(await importAndAlert([house(8006, { Price: 310_000 })])).toBe(0);
      await send();
      expect(sink.to('digest@example.org')).toHaveLength(1);

      await dayLater(token);
      sink.mails.length = 0;
      expect(await queueFavouriteAlerts(handle.db)).toBe(1);
      expect(await queueFavouriteAlerts(handle.db)).toBe(0);
      await send();
      const digest = sink.firstTo('digest@example.org');
      expect(sink.mails).toHaveLength(1);
      expect(digest.subject).toBe('2 of your favourites changed');
      expect(mailText(digest)).toContain('It is now under option.');
      expect(mailText(digest)).toContain('The price went down from =E2=82=AC 350.000 to =E2=82=AC 310.000.');
      expect(mailText(digest)).not.toContain('300.000');
    });

    it('two changes found by the same import make one mail', async () => {
      await confirmed('both@example.org', [8001, 8002], 'nl');
      expect(await importAndAlert([house(8001, { Price: 280_000 }), house(8002, { Status: 'option' })])).toBe(1);
      await send();
      expect(sink.to('both@example.org').map((m) => m.subject)).toEqual(['2 van uw favorieten zijn veranderd']);
    });

    it('the one-click unsubscribe (RFC 8058) stops the alerts; the link is idempotent', async () => {
      const token = await confirmed('stop@example.org', [8004]);
      const post = (t: string, body = 'List-Unsubscribe=One-Click') =>
        oneClick(
          new Request(`http://localhost/api/favourite-alert/${t}/unsubscribe/`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          }),
          {
            params: Promise.resolve({ token: t }),
          },
        );
      expect((await post(token, 'x=1')).status).toBe(400);
      const res = await post(token);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('cancelled\n');
      expect(await (await post(token)).text()).toBe('already-cancelled\n');
      expect((await post('x'.repeat(43))).status).toBe(404);
      expect(await followFavouriteAlertLink(handle.db, 'confirm', token)).toBe('already-cancelled');
      expect(await importAndAlert([house(8004, { Price: 250_000 })])).toBe(0);
      await send();
      expect(sink.to('stop@example.org')).toHaveLength(0);
    });

    it("bad input is refused with a clear message in the visitor's language, and nothing is stored", async () => {
      const before = (await handle.db.select().from(favouriteAlerts)).length;
      const bad = await signUp('not an address', [8001], 'nl');
      expect(bad).toMatchObject({ status: 'invalid', code: 400 });
      expect(bad.errors?.email).toBe('Vul een geldig e-mailadres in.');
      const none = await signUp('none@example.org', [], 'de');
      expect(none.errors?.propertyIds).toBe('Ihre Favoriten konnten nicht gelesen werden: Bitte laden Sie die Seite neu und versuchen Sie es erneut.');
      const gone = await signUp('gone@example.org', [9999_001], 'en');
      expect(gone.errors?.propertyIds).toBe('None of these favourites is still on our site, so there is nothing to follow.');
      const forged = await signUp('forged@example.org', ['8001; drop table properties'], 'fr');
      expect(forged.status).toBe('invalid');
      expect((await handle.db.select().from(favouriteAlerts)).length).toBe(before);
      // A favourite withdrawn since is left out, the others followed.
      const mixed = await signUp('mixed@example.org', [9999_002, 8006], 'en');
      expect(mixed.status).toBe('ok');
      const [row] = await handle.db.select().from(favouriteAlerts).where(eq(favouriteAlerts.email, 'mixed@example.org'));
      const followed = await handle.db
        .select({ id: favouriteAlertProperties.propertyId })
        .from(favouriteAlertProperties)
        .where(eq(favouriteAlertProperties.alertId, must(row, 'the sign-up').id));
      expect(followed.map((f) => f.id)).toEqual([8006]);
    });

    it('a sign-up never confirmed is removed after 30 days with what it followed; a confirmed one stays', async () => {
      await signUp('late@example.org', [8006]);
      const token = await confirmed('kept@example.org', [8006]);
      await handle.db
        .update(favouriteAlerts)
        .set({ createdAt: sql`now() - interval '31 days'` })
        .where(sql`${favouriteAlerts.email} in ('late@example.org', 'kept@example.org')`);
      const late = must((await handle.db.select().from(favouriteAlerts).where(eq(favouriteAlerts.email, 'late@example.org')))[0], 'the sign-up');
      expect((await cleanExpired(new Date(), handle.db)).signUps).toBeGreaterThanOrEqual(1);
      expect(await handle.db.select().from(favouriteAlerts).where(eq(favouriteAlerts.email, 'late@example.org'))).toEqual([]);
      expect(await handle.db.select().from(favouriteAlertProperties).where(eq(favouriteAlertProperties.alertId, late.id))).toEqual([]);
      expect(await followFavouriteAlertLink(handle.db, 'cancel', token)).toBe('cancelled');
    });

    /** The browser's calls with the sign-up's manage token (app/api/favourite-alert/following). */
    const following = (method: 'GET' | 'PUT' | 'DELETE', manageToken: string | null, body?: unknown) => {
      const request = new Request('http://localhost/api/favourite-alert/following/', {
        method,
        headers: { ...(manageToken ? { authorization: `Bearer ${manageToken}` } : {}), 'content-type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return method === 'GET' ? getFollowing(request) : method === 'PUT' ? putFollowing(request) : stopFollowing(request);
    };
    const manageTokenOf = async (email: string) =>
      must((await handle.db.select().from(favouriteAlerts).where(eq(favouriteAlerts.email, email)))[0]?.manageToken, `the manage token of ${email}`);

    it('a favourite added after the sign-up gets its alert, one let go gets none, through the manage token the browser keeps', async () => {
      await importFeed(handle.db, [house(8011), house(8012), house(8013)]);
      const token = await confirmed('later@example.org', [8011]);
      const manage = await manageTokenOf('later@example.org');
      expect(manage).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(manage).not.toBe(token);
      expect(await (await following('GET', manage)).json()).toEqual({ status: 'confirmed', count: 1 });

      // The visitor keeps 8012 too: the browser sends its favourites, and 8012 is followed from its price now.
      const put = await following('PUT', manage, { propertyIds: [8011, 8012] });
      expect(put.status).toBe(200);
      expect(await put.json()).toEqual({ status: 'confirmed', count: 2 });
      expect(await importAndAlert([house(8012, { Price: 310_000 })])).toBe(1);
      await send();
      const mail = sink.firstTo('later@example.org');
      expect(mail.subject).toBe('Votre favori a changé : Maison 8012');
      expect(mailText(mail)).toContain('310.000');

      // The visitor lets 8011 go: its lower price is no news for them, and the favourites kept are still followed.
      await dayLater(token);
      sink.mails.length = 0;
      expect(await (await following('PUT', manage, { propertyIds: [8012] })).json()).toEqual({ status: 'confirmed', count: 1 });
      expect(await importAndAlert([house(8011, { Price: 300_000 })])).toBe(0);
      expect(await importAndAlert([house(8012, { Status: 'option' })])).toBe(1);
      await send();
      expect(sink.to('later@example.org')).toHaveLength(1);
      expect(mailText(sink.firstTo('later@example.org'))).not.toContain('Maison 8011');

      // The browser stops the alerts; the sign-up is then gone for it, and a mail's link says so too.
      const stop = await following('DELETE', manage);
      expect(stop.status).toBe(200);
      expect(await stop.json()).toEqual({ status: 'cancelled', count: 0 });
      expect((await following('GET', manage)).status).toBe(410);
      expect((await following('PUT', manage, { propertyIds: [8011, 8012, 8013] })).status).toBe(410);
      expect(await followFavouriteAlertLink(handle.db, 'cancel', token)).toBe('already-cancelled');
      await dayLater(token);
      expect(await importAndAlert([house(8012, { Status: 'sold' })])).toBe(0);
    });

    it('a pending sign-up follows the favourites too, and only its manage token changes them; the token cannot confirm', async () => {
      const state = await signUp('pending-later@example.org', [8013]);
      expect(state.status).toBe('ok');
      const manage = await manageTokenOf('pending-later@example.org');
      expect(await (await following('PUT', manage, { propertyIds: [8013, 8012, 9999_003] })).json()).toEqual({ status: 'pending', count: 2 });
      // The manage token is not the mailed one: it neither confirms nor cancels through the links.
      expect(await followFavouriteAlertLink(handle.db, 'confirm', manage)).toBe('unknown');
      await send();
      const optIn = sink.firstTo('pending-later@example.org');
      const token = linkToken(linkIn(optIn, '/'));
      expect((await following('GET', token)).status).toBe(404);

      // Refused: no token, a token of the wrong form, more than FAVOURITES_MAX IDs, IDs that are not numbers, not JSON, a body over 4 KB.
      expect((await following('GET', null)).status).toBe(401);
      expect((await following('PUT', 'x'.repeat(10), { propertyIds: [8013] })).status).toBe(401);
      const many = Array.from({ length: 51 }, (_, i) => 8100 + i);
      expect((await following('PUT', manage, { propertyIds: many })).status).toBe(400);
      expect((await following('PUT', manage, { propertyIds: ['8013'] })).status).toBe(400);
      expect((await following('PUT', manage, { propertyIds: [8013], extra: 1 })).status).toBe(400);
      expect((await following('PUT', manage, 'not json')).status).toBe(400);
      expect((await following('PUT', manage, { propertyIds: [8013], pad: 'x'.repeat(5000) })).status).toBe(413);
      expect(await (await following('GET', manage)).json()).toEqual({ status: 'pending', count: 2 });

      // Confirmed from the mail, it follows what the browser last sent.
      expect(await followFavouriteAlertLink(handle.db, 'confirm', token)).toBe('confirmed');
      expect(await (await following('GET', manage)).json()).toEqual({ status: 'confirmed', count: 2 });
    });

    it('the CRM sync triggers the same alerts (a lower price in the CRM)', { timeout: 60_000 }, async () => {
      const crm = new OmnicasaStandIn().seed(3);
      try {
        const config = { url: await crm.start(), customer: CREDENTIALS.customer, password: CREDENTIALS.password };
        const client = () => new OmnicasaClient(config, { timeoutMs: 2_000, attempts: 2, backoffMs: 10 });
        const first = await syncFromCrm(handle.dbHandle, client());
        expect(first.status).toBe('ok');
        await confirmed('crm@example.org', [1002]);
        const [known] = await handle.db
          .select({ price: favouriteAlertProperties.price })
          .from(favouriteAlertProperties)
          .where(eq(favouriteAlertProperties.propertyId, 1002));
        const price = must(known?.price, 'the price of 1002');
        crm.change(1002, { Price: String(price - 15_000) });
        crm.change(1003, { Price: String(price - 50_000) }); // not followed
        expect((await syncFromCrm(handle.dbHandle, client())).status).toBe('ok');
        await send();
        expect(sink.to('crm@example.org')).toHaveLength(1);
        expect(mailText(sink.firstTo('crm@example.org'))).toContain(new Intl.NumberFormat('nl-BE').format(price - 15_000));
        const queued = await handle.db.select().from(outbox).where(eq(outbox.kind, 'favourite-alert'));
        expect(queued.filter((m) => m.to === 'crm@example.org')).toHaveLength(1);
      } finally {
        await crm.stop();
      }
    });
  });
}
