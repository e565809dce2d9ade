/**
 * The CRM sync against a local stand-in of the CRM (tests/support/omnicasa-server.ts), on PGlite and
 * PostgreSQL: a first full sync (several pages, four languages, projects, web types), an incremental sync
 * after changes and deletions, and every fault (down, slow, refusing, garbage, dying mid-list, wrong
 * credentials): nothing is withdrawn and the last good data stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { crmSyncRuns, projects, projectUnits, properties, webTypes } from '@/lib/db/schema';
import { CrmError, OmnicasaClient, type CrmConfig } from '@/lib/crm/omnicasa/client';
import { syncFromCrm, type SyncOutcome } from '@/lib/crm/omnicasa/sync';
import { recentRuns } from '@/lib/data/crm-sync';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';

const PROPERTIES = 120; // three pages of 50 per language
const ok = (o: SyncOutcome) => {
  if (o.status !== 'ok') throw new Error(`sync ${o.status}: ${o.status === 'failed' ? o.error.message : ''}`);
  return o.summary;
};

for (const database of testDatabases()) {
  describe(`CRM sync (${database.name})`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let crm: OmnicasaStandIn;
    let config: CrmConfig;
    const client = (options: ConstructorParameters<typeof OmnicasaClient>[1] = {}, cfg: CrmConfig = config) =>
      new OmnicasaClient(cfg, { timeoutMs: 2_000, attempts: 2, backoffMs: 10, ...options });
    const rowCount = async () => must((await handle.db.select({ n: count() }).from(properties))[0], 'the count of properties').n;
    const one = async (id: number, lang = 'fr') =>
      (
        await handle.db
          .select()
          .from(properties)
          .where(and(eq(properties.id, id), eq(properties.lang, lang)))
      )[0];
    /** The stored row of property `id` in `lang`, which the test expects to be there. */
    const stored = async (id: number, lang = 'fr') => must(await one(id, lang), `property ${id} in ${lang}`);

    beforeAll(async () => {
      handle = await database.open();
      crm = new OmnicasaStandIn().seed(PROPERTIES, 2);
      config = { url: await crm.start(), customer: CREDENTIALS.customer, password: CREDENTIALS.password };
    });
    afterAll(async () => {
      await crm?.stop();
      await handle?.drop();
    });

    it('a first sync is full: every page of every language, the projects with their units, the web types', async () => {
      const summary = ok(await syncFromCrm(handle, client()));
      expect(summary.mode).toBe('full');
      expect(summary.properties).toMatchObject({ received: PROPERTIES * 4, imported: PROPERTIES * 4, rejected: [], removed: [] });
      expect(await rowCount()).toBe(PROPERTIES * 4);
      // Paged 1-50, 51-100, 101-150 in each LanguageId (1 nl, 2 fr, 3 en, 4 de), with the credentials in the request object only.
      // (The calls with a ProjectID read the units of a project.)
      const pages = crm
        .callsTo('GetPropertyList')
        .filter((r) => r.fields.ProjectID === undefined)
        .map((r) => `${r.fields.LanguageId}:${r.fields.Limit1}-${r.fields.Limit2}`);
      expect(pages.sort()).toEqual(['1', '2', '3', '4'].flatMap((l) => [`${l}:1-50`, `${l}:101-150`, `${l}:51-100`]).sort());

      const fr = await stored(1005);
      expect(fr).toMatchObject({
        lang: 'fr',
        reference: 'REF-1005',
        status: 'available',
        goal: 0,
        publishAddress: false,
        publishPrice: true,
        webId: 1,
        typeDescription: 'Maison',
      });
      expect(fr).toMatchObject({
        city: 'Gent',
        latitude: 51.0543,
        longitude: 3.7174,
        bedrooms: 2,
        garages: 1,
        parkings: null,
        surfaceTotal: null,
        surfaceGround: 450.5,
        surfaceLiving: 95,
        description: 'Maison 1005 (fr)',
      });
      expect(fr.pictures).toEqual(['https://pictures.crm.test/1005/xl1.jpg', 'https://pictures.crm.test/1005/xl2.jpg']);
      expect(fr.smallPictureUrl).toBe('https://pictures.crm.test/1005/small.jpg');
      expect(fr.createdAt.toISOString()).toBe(new Date(Date.UTC(2026, 0, 1) + 1005 * 3_600_000).toISOString()); // "/Date(…+0200)/"
      expect(fr.details).toMatchObject({ toilets: 2, constructionYear: 1998 });
      expect((await stored(1005, 'nl')).typeDescription).toBe('Huis');
      expect((await stored(1004, 'de')).surfaceGround).toBeNull(); // "-"

      const names = await handle.db.select().from(webTypes).where(eq(webTypes.lang, 'de')).orderBy(asc(webTypes.webId));
      expect(names.map((n) => n.name)).toEqual(['Haus', 'Wohnung', 'Grundstück']);
      expect((await handle.db.select({ n: count() }).from(projects))[0]?.n).toBe(2 * 4);
      const units = await handle.db.select().from(projectUnits).where(eq(projectUnits.projectId, 501)).orderBy(asc(projectUnits.unitId));
      expect(units).toHaveLength(6);
      expect(units.map((u) => `${u.building}${u.floor}:${u.status}`)).toEqual([
        'A0:available',
        'A1:available',
        'A2:sold',
        'B0:available',
        'B1:available',
        'B2:available',
      ]);
      const [project] = await handle.db
        .select()
        .from(projects)
        .where(and(eq(projects.id, 501), eq(projects.lang, 'nl')));
      expect(project).toMatchObject({ name: 'Résidence 501 (nl)', publicAddress: false, countryName: 'België', deliveryDate: '2027-06-30', status: 'selling' });

      const [run] = await recentRuns(handle.db, 1);
      expect(run).toMatchObject({ mode: 'full', status: 'ok' });
      expect(JSON.stringify(run)).not.toContain(CREDENTIALS.password);
    });

    it('an incremental sync asks for the changes since the last one and applies changes, withdrawals and deletions', async () => {
      crm.requests = [];
      crm.change(1001, { Price: '199000', DescriptionA: 'Nouveau texte' });
      crm.change(1002, { Status: 3 }); // cancelled: off the site
      crm.change(1004, { Status: '2' }); // sold: kept as a reference
      crm.change(1006, { Status: 1, SubStatusName: 'Option' });
      crm.remove(1003);
      crm.change(2001, {}); // new
      crm.change(1007, { Zip: 'abc' }); // invalid: reported, keeps its last good data
      crm.removeProject(502);

      const summary = ok(await syncFromCrm(handle, client()));
      expect(summary.mode).toBe('incremental');
      const asked = crm.callsTo('GetPropertyList').filter((r) => r.fields.ProjectID === undefined);
      expect(asked.every((r) => typeof r.fields.ChangeSince === 'string')).toBe(true);
      expect(asked.length).toBe(4); // one page a language: only the changes
      expect(crm.callsTo('GetDeletedPropertyIDs')).toHaveLength(1);

      expect(await one(1001)).toMatchObject({ price: 199000, description: 'Nouveau texte' });
      expect(await one(1002)).toBeUndefined();
      expect(await one(1003, 'de')).toBeUndefined();
      expect((await stored(1004)).status).toBe('sold');
      expect((await stored(1006)).status).toBe('option');
      expect(await one(2001, 'nl')).toBeDefined();
      expect((await stored(1007)).zip).not.toBe('abc');
      expect(summary.properties.rejected.map((r) => `${r.id}: ${r.reason}`)).toEqual(Array(4).fill('1007: Zip: must be 4 digits'));
      expect(summary.properties.removed).toEqual([1002, 1003]);
      expect(summary.projects.removed).toEqual([502]);
      expect(await rowCount()).toBe((PROPERTIES - 2 + 1) * 4);
      expect((await handle.db.select({ n: count() }).from(projectUnits).where(eq(projectUnits.projectId, 502)))[0]?.n).toBe(0);
    });

    describe('faults: nothing is withdrawn, the last good data stays, the run says what happened', () => {
      const faults: [string, () => void][] = [
        ['slow (time-out)', () => (crm.fault = { kind: 'slow', ms: 2_500 })],
        ['refusing (Success: false)', () => (crm.fault = { kind: 'refuse', message: 'Internal error 42' })],
        ['answering garbage', () => (crm.fault = { kind: 'garbage' })],
        ['answering 503', () => (crm.fault = { kind: 'unavailable' })],
        ['stopping in the middle of the pages', () => (crm.fault = { kind: 'stop-after-pages', pages: 5 })],
      ];
      for (const [name, arrange] of faults) {
        it(`CRM ${name}, even in a full sync`, async () => {
          const before = await rowCount();
          const beforePrice = (await stored(1001)).price;
          arrange();
          try {
            const outcome = await syncFromCrm(handle, client({ timeoutMs: 1_000 }), { full: true });
            expect(outcome.status).toBe('failed');
          } finally {
            crm.fault = { kind: 'none' };
          }
          expect(await rowCount()).toBe(before);
          expect((await stored(1001)).price).toBe(beforePrice);
          const run = must((await recentRuns(handle.db, 1))[0], 'the last sync run');
          expect(run.status).toBe('failed');
          expect(run.error).toMatch(/^Get\w+: /);
          expect(run.error).not.toContain(CREDENTIALS.password);
        });
      }

      it('CRM down (nothing listens)', async () => {
        const before = await rowCount();
        const down = client({}, { ...config, url: 'http://127.0.0.1:1/1.12/OmnicasaService.svc' });
        const outcome = await syncFromCrm(handle, down, { full: true });
        expect(outcome.status).toBe('failed');
        if (outcome.status === 'failed') expect(outcome.error).toMatchObject({ kind: 'down' });
        expect(await rowCount()).toBe(before);
      });

      it('wrong credentials are named as such', async () => {
        const outcome = await syncFromCrm(handle, client({}, { ...config, password: 'wrong' }));
        expect(outcome.status).toBe('failed');
        if (outcome.status === 'failed') {
          expect(outcome.error).toBeInstanceOf(CrmError);
          expect((outcome.error as CrmError).kind).toBe('credentials');
          expect(outcome.error.message).toBe('GetWebIDList: Invalid customer name or password');
        }
      });

      it('a CRM that fails a few times is retried with backoff and the sync goes through', async () => {
        crm.fault = { kind: 'unavailable' };
        crm.faultTimes = 2;
        const retries: number[] = [];
        const summary = ok(await syncFromCrm(handle, client({ attempts: 3, backoffMs: 20, onRetry: (_e, _a, wait) => retries.push(wait) })));
        expect(retries).toEqual([20, 40]);
        expect(summary.mode).toBe('incremental');
      });

      it('after a failure, the next incremental sync still asks from the last successful one', async () => {
        const runs = await handle.db.select().from(crmSyncRuns).where(eq(crmSyncRuns.status, 'ok')).orderBy(asc(crmSyncRuns.id));
        const lastOk = must(runs.at(-1), 'the last successful sync run');
        crm.requests = [];
        ok(await syncFromCrm(handle, client()));
        const since = must(crm.callsTo('GetPropertyList')[0], 'a GetPropertyList request').fields.ChangeSince as string;
        expect(Date.parse(since.replace(' ', 'T') + 'Z')).toBe(Math.floor((lastOk.startedAt.getTime() - 10 * 60_000) / 1000) * 1000);
      });
    });

    it('a full sync withdraws what the CRM no longer publishes', async () => {
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang] = crm.properties[lang].filter((p) => p.ID !== 1010);
      const summary = ok(await syncFromCrm(handle, client(), { full: true }));
      expect(summary.properties.removed).toEqual([1010]);
      expect(await one(1010)).toBeUndefined();
      // 1007's items are still invalid: rejected again, still kept with their last good data.
      expect(await one(1007)).toBeDefined();
    });
  });
}
