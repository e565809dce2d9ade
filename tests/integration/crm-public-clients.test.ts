/**
 * The sync against the strict stand-in (tests/support/omnicasa-server.ts): requests as the public clients make
 * them (comma strings, SortFields, DescriptionLanguageId, deleted-ID calls without parameters), answers they
 * accept (bare arrays, Items null, rows that are not objects), picture hosts named once, and a full sync that
 * would empty the site held back until it is confirmed. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { crmSyncRuns, outbox, properties } from '@/lib/db/schema';
import { OmnicasaClient, type CrmConfig } from '@/lib/crm/omnicasa/client';
import { syncFromCrm, type SyncOutcome } from '@/lib/crm/omnicasa/sync';
import { readHealth } from '@/lib/data/health';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { CREDENTIALS, makeProperty, OmnicasaStandIn, type CrmItem } from '../support/omnicasa-server';

const PROPERTIES = 120;
const ok = (o: SyncOutcome) => {
  if (o.status !== 'ok') throw new Error(`sync ${o.status}: ${o.status === 'failed' ? o.error.message : ''}`);
  return o.summary;
};

for (const database of testDatabases()) {
  describe(`CRM sync as the public clients speak (${database.name})`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let crm: OmnicasaStandIn;
    let config: CrmConfig;
    const client = () => new OmnicasaClient(config, { timeoutMs: 2_000, attempts: 2, backoffMs: 10 });
    const ids = async () => new Set((await handle.db.selectDistinct({ id: properties.id }).from(properties)).map((r) => r.id));

    beforeAll(async () => {
      handle = await database.open();
      crm = new OmnicasaStandIn().seed(PROPERTIES, 1);
      config = { url: await crm.start(), customer: CREDENTIALS.customer, password: CREDENTIALS.password };
    });
    afterAll(async () => {
      await crm?.stop();
      await handle?.drop();
    });

    it('reads every page in ID order with the texts of each language, skips rows that are not objects, names a picture host once', async () => {
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang].splice(60, 0, null as unknown as CrmItem);
      const lines: string[] = [];
      const summary = ok(await syncFromCrm(handle, client(), { onProgress: (l) => lines.push(l) }));
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang] = crm.properties[lang].filter(Boolean);
      // The stand-in shuffles a list asked without SortFields: every ID arrives once only because the sync sorts.
      expect(await ids()).toEqual(new Set(Array.from({ length: PROPERTIES }, (_, i) => 1001 + i)));
      const calls = crm.callsTo('GetPropertyList');
      expect(calls.every((c) => c.fields.SortFields === 'ID' && c.fields.DescriptionLanguageId === c.fields.LanguageId)).toBe(true);
      const fr = must(
        (
          await handle.db
            .select()
            .from(properties)
            .where(and(eq(properties.id, 1005), eq(properties.lang, 'fr')))
        )[0],
        'property 1005 in fr',
      );
      expect(fr.description).toContain('(fr)');
      expect(summary.skippedRows).toHaveLength(4);
      expect(summary.pictureHostsRefused).toEqual([{ host: 'pictures.crm.test', example: expect.stringContaining('https://pictures.crm.test/') }]);
      expect(lines.filter((l) => l.includes('pictures.crm.test') && l.includes('images.remoteHosts'))).toHaveLength(1);
    });

    it('the deleted-ID calls go without parameters; a bare array, an envelope or a top-level array is read; a republished property stays', async () => {
      crm.remove(1010);
      crm.deletedPropertyIds.push({ id: 1011, at: 0 }); // deleted long ago, published again since: still in the CRM
      for (const shape of ['bare', 'envelope', 'top'] as const) {
        crm.deletedAnswer = shape;
        crm.requests.length = 0;
        const summary = ok(await syncFromCrm(handle, client()));
        expect(summary.mode).toBe('incremental');
        expect(crm.callsTo('GetDeletedPropertyIDs').map((c) => c.fields)).toEqual([{}]);
        expect(crm.callsTo('GetPropertiesByIDs').every((c) => typeof c.fields.IDs === 'string')).toBe(true);
        const held = await ids();
        expect(held.has(1010)).toBe(false);
        expect(held.has(1011)).toBe(true);
      }
      crm.deletedAnswer = 'bare';
    });

    it('a full sync that would withdraw more than 20 % withdraws nothing, says so in the health check and mails the agency; --allow-withdraw confirms it', async () => {
      const before = await ids();
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang] = crm.properties[lang].slice(0, 40);
      const lines: string[] = [];
      const held = ok(await syncFromCrm(handle, client(), { full: true, onProgress: (l) => lines.push(l) }));
      expect(held.withdrawHeld).toMatchObject({ wouldWithdraw: before.size - 40, catalogue: before.size, maxShare: 0.2 });
      expect(held.properties.removed).toEqual([]);
      expect(await ids()).toEqual(before);
      expect(lines.some((l) => l.includes('WITHDRAWALS HELD') && l.includes('--allow-withdraw'))).toBe(true);
      expect((await readHealth(handle.db)).crmSync).toMatchObject({ ok: true, withdrawHeld: { wouldWithdraw: before.size - 40, catalogue: before.size } });
      const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, 'crm-withdraw-held:agency'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('npm run sync -- --full --allow-withdraw');

      const confirmed = ok(await syncFromCrm(handle, client(), { full: true, allowWithdraw: true }));
      expect(confirmed.withdrawHeld).toBeUndefined();
      expect((await ids()).size).toBe(40);
      expect((await readHealth(handle.db)).crmSync).toMatchObject({ withdrawHeld: null });
    });

    it('a first sync replaces whatever the site held (a demo catalogue) without being held back', async () => {
      await handle.db.delete(crmSyncRuns);
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang] = [makeProperty(1001, lang), makeProperty(1002, lang)];
      const summary = ok(await syncFromCrm(handle, client()));
      expect(summary.mode).toBe('full');
      expect(summary.withdrawHeld).toBeUndefined();
      expect(must((await handle.db.select({ n: count() }).from(properties))[0], 'the count').n).toBe(8);
    });

    it('crm.maxWithdrawShare sets the share: the same run is held under a smaller one and withdraws under a larger one', async () => {
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) crm.properties[lang] = [makeProperty(1001, lang)];
      const held = ok(await syncFromCrm(handle, client(), { full: true, maxWithdrawShare: 0.25 }));
      expect(held.withdrawHeld).toMatchObject({ maxShare: 0.25 });
      expect(must((await handle.db.select({ n: count() }).from(properties))[0], 'the count').n).toBe(8);
      const within = ok(await syncFromCrm(handle, client(), { full: true, maxWithdrawShare: 0.5 }));
      expect(within.withdrawHeld).toBeUndefined();
      expect(must((await handle.db.select({ n: count() }).from(properties))[0], 'the count').n).toBe(4);
    });
  });
}
