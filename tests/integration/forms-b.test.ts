/**
 * The specialised visitor forms (issue 4, part B) against PGlite and PostgreSQL, with a real SMTP sink:
 * demand opt-in, confirmation, alerts on import and one-click cancel; appointment slots; rent
 * application; offer to buy; CV upload.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { demands, outbox, submissions } from '@/lib/db/schema';
import { cancelDemand, confirmDemand, queueDemandAlerts, registerDemand } from '@/lib/forms/demands';
import { createTransport } from '@/lib/forms/mailer';
import { drainOutbox } from '@/lib/forms/outbox';
import { importFeed, parseFeedText } from '@/lib/import/run';
import { testDatabases } from '../support/databases';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';

type Raw = Record<string, unknown>;
const base = (parseFeedText(readFileSync(join(process.cwd(), 'tests/fixtures/sample-feed.json'), 'utf8')) as Raw[])[0];

/** A feed record: a two-bedroom house for sale in Ixelles (Brussels) at € 350.000 unless told otherwise. */
const record = (id: number, over: Raw = {}): Raw => ({
  ...base,
  ID: id,
  Reference: `MH-T-${id}`,
  UniqueCode: `T${id}`,
  WebID: 1,
  WebIDs: '1',
  Goal: 0,
  Language: 'fr',
  Status: 'available',
  Price: 350_000,
  PublishPrice: true,
  Zip: '1050',
  City: 'Ixelles',
  CountryID: 10,
  Bedrooms: 2,
  Garages: 1,
  Parkings: 0,
  SurfaceGarden: 120,
  SurfaceTerrace: null,
  Title: `Maison ${id}`,
  ...over,
});

const criteria = {
  goal: 0 as const,
  webIds: [1],
  zones: ['brussels'],
  minPrice: 300_000,
  maxPrice: 400_000,
  minBedrooms: 2,
  maxBedrooms: null,
  garages: 1,
  parking: false,
  terrace: false,
  garden: true,
};

/** The first absolute link of a mail's text part that contains `part`. */
function linkIn(mail: ReceivedMail, part: string): string {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = text.match(/https?:\/\/[^\s"<>]+/g)?.find((u) => u.includes(part));
  if (!found) throw new Error(`no link with ${part} in ${mail.subject}`);
  return found;
}
const tokenOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean)[2];

for (const target of testDatabases()) {
  describe(`forms B on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    const sink = new SmtpSink();
    const send = () => drainOutbox(handle.db, createTransport(sink.transportOptions));

    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await sink.start();
    });
    afterAll(async () => {
      await sink.stop();
      await handle?.drop();
    });
    beforeEach(() => {
      sink.mails.length = 0;
    });

    async function register(email: string, lang = 'fr') {
      return handle.db.transaction(async (tx) => {
        const [s] = await tx.insert(submissions).values({ form: 'demand-register', lang, email, data: {} }).returning({ id: submissions.id });
        return registerDemand(tx, s.id, { lang, name: 'Claire Dubois', email, criteria, typeNames: ['Maison'] });
      });
    }
    const importAndAlert = (records: Raw[]) => importFeed(handle.db, records, { onImported: async (ids) => void (await queueDemandAlerts(handle.db, ids)) });

    it('demand opt-in: pending, confirmed by the link, one alert per matching property however often it is imported', async () => {
      const { id } = await register('claire@example.org');
      expect((await handle.db.select().from(demands).where(eq(demands.id, id)))[0].status).toBe('pending');
      expect(await send()).toBe(1);
      const [optIn] = sink.to('claire@example.org');
      expect(optIn.subject).toBe('Confirmez votre recherche enregistrée');
      const confirm = linkIn(optIn, '/confirmer/');
      expect(confirm).toMatch(/\/fr\/recherche-enregistree\/[A-Za-z0-9_-]{43}\/confirmer\/$/);
      expect(linkIn(optIn, '/annuler/')).toContain(tokenOf(confirm));

      // A pending demand gets no alert.
      await importAndAlert([record(5001)]);
      expect(await send()).toBe(0);

      expect(await confirmDemand(handle.db, tokenOf(confirm))).toBe('confirmed');
      expect(await confirmDemand(handle.db, tokenOf(confirm))).toBe('already-confirmed');
      expect((await handle.db.select().from(demands).where(eq(demands.id, id)))[0].status).toBe('confirmed');

      sink.mails.length = 0;
      await importAndAlert([record(5002), record(5003, { Zip: '4000', City: 'Liège' }), record(5004, { Goal: 1, Price: 1200 }), record(5005, { Price: 450_000 })]);
      expect(await send()).toBe(1);
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0].subject).toBe('Nouveau bien pour votre recherche : Maison 5002');
      expect(linkIn(sink.mails[0], '/bien/')).toMatch(/\/fr\/bien\/5002\/$/);
      expect(linkIn(sink.mails[0], '/annuler/')).toContain(tokenOf(confirm));

      // Re-importing the same property (changed or not) announces it no more.
      await importAndAlert([record(5002, { Price: 360_000 })]);
      expect(await send()).toBe(0);
      const keys = await handle.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'demand-alert'));
      expect(keys.map((k) => k.key)).toEqual([`demand-alert:${id}:5002`]);
    });

    it('demand cancel: the one-click link cancels (idempotent), no more alerts, unknown tokens are recognised', async () => {
      const { token } = await register('marc@example.org', 'en');
      await send();
      const [optIn] = sink.to('marc@example.org');
      expect(optIn.subject).toBe('Please confirm your saved search');
      expect(linkIn(optIn, '/cancel/')).toMatch(/\/en\/saved-search\/[A-Za-z0-9_-]{43}\/cancel\/$/);
      expect(await confirmDemand(handle.db, token)).toBe('confirmed');
      expect(await cancelDemand(handle.db, tokenOf(linkIn(optIn, '/cancel/')))).toBe('cancelled');
      expect(await cancelDemand(handle.db, token)).toBe('already-cancelled');
      expect(await confirmDemand(handle.db, token)).toBe('already-cancelled');
      sink.mails.length = 0;
      await importAndAlert([record(5101)]);
      await send();
      expect(sink.to('marc@example.org')).toHaveLength(0);
      expect(await cancelDemand(handle.db, 'x'.repeat(43))).toBe('unknown');
      expect(await confirmDemand(handle.db, "'; drop table demands; --")).toBe('unknown');
    });
  });
}
