/**
 * A saved search sent to the CRM names its regions by postcode: `DemandRegister` gets `Zips`, the postcodes of
 * the catalogue (as the CRM sent it) in the regions the visitor chose, as one comma-separated string; the
 * stand-in refuses any other shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { crmLeads, crmOutboxHandlers } from '@/lib/crm/omnicasa/leads';
import { OmnicasaClient } from '@/lib/crm/omnicasa/client';
import { syncFromCrm } from '@/lib/crm/omnicasa/sync';
import { enqueueMail } from '@/lib/data/outbox';
import { drainOutbox } from '@/lib/mail/outbox';
import { createTransport } from '@/lib/mail/transport';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { SmtpSink } from '../support/smtp-sink';
import { CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';

const [pglite] = testDatabases();

describe('a demand sent to the CRM with the postcodes of its regions', () => {
  let handle: DbHandle & { drop: () => Promise<void> };
  const crm = new OmnicasaStandIn().seed(8, 1);
  const sink = new SmtpSink();
  const saved = { ...process.env };

  beforeAll(async () => {
    handle = await must(pglite, 'PGlite').open();
    const url = await crm.start();
    await sink.start();
    Object.assign(process.env, { OMNICASA_URL: url, OMNICASA_CUSTOMER: CREDENTIALS.customer, OMNICASA_PASSWORD: CREDENTIALS.password });
    // The catalogue: properties in Bruxelles 1000, Gent 9000, Liège 4000 and Luxembourg 2449; a project in Ixelles 1050.
    const synced = await syncFromCrm(handle, new OmnicasaClient({ url, customer: CREDENTIALS.customer, password: CREDENTIALS.password }), { full: true });
    expect(synced.status).toBe('ok');
  });
  afterAll(async () => {
    process.env = saved;
    await crm.stop();
    await sink.stop();
    await handle?.drop();
  });

  it('sends Zips for Brussels and Luxembourg, the regions’ codes never', { timeout: 60_000 }, async () => {
    const data = { goal: 'buy', types: ['1'], zones: ['brussels', 'luxembourg'], firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.org' };
    await enqueueMail(handle.db, must(crmLeads('demand-register', data, { lang: 'fr' }, 7001)[0], 'the queued demand'));
    await drainOutbox(handle.db, createTransport(sink.transportOptions), crmOutboxHandlers);

    const sent = must(
      crm.leads.find((l) => l.endpoint === 'DemandRegister'),
      'the DemandRegister call',
    ).request;
    expect(sent.Zips).toBe('1000,1050,2449');
    expect(sent.TypeOfPropertyIDs).toBe('11,12');
    expect(sent).not.toHaveProperty('Zones');
    expect(sent.Comment).toBe('Zones: brussels, luxembourg');
  });

  it('the stand-in refuses Zips sent as an array or with spaces, as the service would', async () => {
    const client = new OmnicasaClient({ url: crm.base, customer: CREDENTIALS.customer, password: CREDENTIALS.password }, { attempts: 1 });
    await expect(client.call('DemandRegister', { Email: 'a@example.org', Zips: '1000, 1050' })).rejects.toMatchObject({ kind: 'rejected' });
    // An array of plain values is joined by the client: the service gets "1000,1050".
    await expect(client.call('DemandRegister', { Email: 'a@example.org', Zips: ['1000', '1050'] })).resolves.toBe(true);
  });
});
