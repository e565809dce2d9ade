/**
 * A saved search with a search area, on PGlite and PostgreSQL: the demand form posted from a listing
 * searched by area stores the area; once confirmed, an import alerts it only for the new properties inside
 * the area (none without coordinates), and its e-mails state the area in the visitor's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import polyline from '@mapbox/polyline';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { demands, outbox } from '@/lib/db/schema';
import { confirmDemand } from '@/lib/data/demands';
import { demandAlertsOnImport } from '@/lib/mail/demand-mails';
import { submitForm } from '@/lib/forms/submit';
import { importFeed } from '@/lib/import/property-import';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { addHouseWebType, feedRecord } from '../support/feed-record';
import { person, withCaptcha } from '../support/form-payloads';

type Raw = Record<string, unknown>;

// A square of about 2.2 km around the Grand-Place of Brussels.
const square = polyline.encode(
  [
    [50.837, 4.337],
    [50.857, 4.337],
    [50.857, 4.369],
    [50.837, 4.369],
  ],
  5,
);
/** A house for sale in Brussels, placed at `lat`, `lng` (no coordinates when null). */
const placed = (id: number, lat: number | null, lng: number | null, over: Raw = {}) =>
  feedRecord(id, 'MH-A', { Latitude: lat, Longitude: lng, Zip: '1000', City: 'Bruxelles', ...over });

for (const target of testDatabases()) {
  describe(`saved search by area on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await addHouseWebType(handle.db);
    });
    afterAll(async () => handle?.drop());

    async function register(email: string, fields: Raw) {
      const { input, captchaToken } = withCaptcha('demand-register', { goal: 'buy', types: ['1'], ...fields, ...person(email) });
      return submitForm('demand-register', input, { lang: 'nl', ip: '192.0.2.9', captchaToken, db: handle.db });
    }
    const alertsFor = async (id: number) =>
      (await handle.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'demand-alert')))
        .map((r) => r.key)
        .filter((k): k is string => Boolean(k?.startsWith(`demand-alert:${id}:`)))
        .sort();

    it('stores the area without a zone, and alerts only for new properties inside it', async () => {
      const state = await register('area@example.org', { area: `area=${square}` });
      expect(state.status, JSON.stringify(state.errors)).toBe('ok');
      const row = must((await handle.db.select().from(demands).where(eq(demands.email, 'area@example.org')))[0], 'the demand');
      expect(row.area).toBe(`area=${square}`);
      expect(row.zones).toEqual([]);
      // The opt-in mail states the area in the visitor's language.
      const [optIn] = await handle.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.kind, 'demand-confirm'));
      expect(optIn?.text).toContain('De zone getekend op de kaart (4 hoeken)');
      expect(await confirmDemand(handle.db, row.token)).toBe('confirmed');

      await importFeed(
        handle.db,
        [
          placed(6001, 50.8467, 4.3525), // the Grand-Place: inside
          placed(6002, 50.85, 4.372), // 0.2 km east of the square
          placed(6003, null, null), // no coordinates: never inside
          placed(6004, 51.2194, 4.4025, { Zip: '2000', City: 'Antwerpen' }), // Antwerp
          placed(6005, 50.8566, 4.35, { PublishAddress: false }), // inside, but shown at 50.86: outside
        ],
        { onImported: demandAlertsOnImport(handle.db) },
      );
      expect(await alertsFor(row.id)).toEqual([`demand-alert:${row.id}:6001`]);
    });

    it('a circle demand alerts within its radius; a demand without area nor zone, or with a bad area, is refused', async () => {
      const ok = await register('circle@example.org', { area: 'around=51.2194,4.4025,3', zones: ['flanders'] });
      expect(ok.status, JSON.stringify(ok.errors)).toBe('ok');
      const row = must((await handle.db.select().from(demands).where(eq(demands.email, 'circle@example.org')))[0], 'the demand');
      // The point as written in the URL (a decimal comma would read as the separator), the radius in words.
      const [optIn] = await handle.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, 'circle@example.org'));
      expect(optIn?.text).toContain('Binnen 3 km van 51.2194, 4.4025');
      await confirmDemand(handle.db, row.token);
      await importFeed(handle.db, [placed(6101, 51.22, 4.41, { Zip: '2000', City: 'Antwerpen' }), placed(6102, 50.8467, 4.3525)], {
        onImported: demandAlertsOnImport(handle.db),
      });
      expect(await alertsFor(row.id)).toEqual([`demand-alert:${row.id}:6101`]);

      const none = await register('none@example.org', {});
      expect(none.status).toBe('invalid');
      expect(Object.keys(none.errors ?? {})).toEqual(['zones']);
      const bad = await register('bad@example.org', { area: 'around=50,4,5000' });
      expect(bad.status).toBe('invalid');
      expect(bad.errors?.area).toBe('De zoekzone kon niet gelezen worden: zoek opnieuw op zone in het aanbod.');
    });
  });
}
