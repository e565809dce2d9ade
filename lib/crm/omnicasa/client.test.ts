import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../env';
import { CREDENTIALS, OmnicasaStandIn } from '../../../tests/support/omnicasa-server';
import { changeSinceText, crmConfigFromEnv, CrmError, OmnicasaClient, parseEnvelope, requestFields, parseList, type ClientOptions } from './client';

describe('the Omnicasa envelope', () => {
  it('gives the Value of a successful answer', () => {
    expect(parseEnvelope('GetWebIDList', '{"GetWebIDListJsonResult":{"Code":0,"Message":"","Success":true,"Value":[1,2]}}')).toEqual([1, 2]);
  });
  it('turns Success: false into an error naming the endpoint and the message; a login refusal is a credentials error', () => {
    const refusal = () => parseEnvelope('GetPropertyList', '{"GetPropertyListJsonResult":{"Code":600,"Message":"Error","Success":false,"Value":null}}');
    expect(refusal).toThrow(new CrmError('refused', 'GetPropertyList', 'Error'));
    let error: unknown = null;
    try {
      parseEnvelope('GetPropertyList', '{"GetPropertyListJsonResult":{"Code":600,"Message":"Invalid customer name or password","Success":false}}');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ kind: 'credentials', message: 'GetPropertyList: Invalid customer name or password' });
  });
  it('calls garbage garbage', () => {
    for (const text of ['<html>oops</html>', '{"Other":1}', 'null']) {
      expect(() => parseEnvelope('GetPropertyList', text)).toThrow(/GetPropertyList: the answer is not/);
    }
    expect(() => parseList('GetPropertyList', { Items: 'x', RowsCount: 3 })).toThrow(/GetPropertyList: the answer has no Items for its 3 rows/);
    expect(() => parseList('GetPropertyList', { Items: null, RowsCount: 3 })).toThrow(/no Items/);
  });
  it('takes a bare array as the answer, under the JsonResult key or at the top (as fw4-bvba/omnicasa-api does)', () => {
    expect(parseEnvelope('GetDeletedPropertyIDs', '{"GetDeletedPropertyIDsJsonResult":[3,4]}')).toEqual([3, 4]);
    expect(parseEnvelope('GetDeletedPropertyIDs', '[5]')).toEqual([5]);
  });
  it('reads Items null or missing as an empty page when RowsCount is 0, and skips rows that are not objects', () => {
    expect(parseList('GetPropertyList', { From: 1, To: 50, RowsCount: 0, Items: null })).toMatchObject({ items: [], skipped: 0 });
    expect(parseList('GetPropertyList', { RowsCount: 0 })).toMatchObject({ items: [], skipped: 0 });
    expect(parseList('GetPropertyList', { RowsCount: 4, Items: [{ ID: 1 }, null, 'x', { ID: 2 }] })).toMatchObject({
      items: [{ ID: 1 }, { ID: 2 }],
      skipped: 2,
    });
  });
  it('sends every list parameter as one comma-separated string', () => {
    expect(requestFields({ IDs: [3818, 3819], SortFields: ['ID'], Zips: ['1000'], LanguageId: 2, Nested: [{ a: 1 }] })).toEqual({
      IDs: '3818,3819',
      SortFields: 'ID',
      Zips: '1000',
      LanguageId: 2,
      Nested: [{ a: 1 }],
    });
  });
});

describe('the connection', () => {
  it('is configured only with the three variables', () => {
    expect(crmConfigFromEnv({ OMNICASA_URL: 'https://crm.example/1.12/OmnicasaService.svc/', OMNICASA_CUSTOMER: 'a' })).toBeNull();
    expect(crmConfigFromEnv({ OMNICASA_URL: 'https://crm.example/1.12/OmnicasaService.svc/', OMNICASA_CUSTOMER: 'a', OMNICASA_PASSWORD: 'b' })).toEqual({
      url: 'https://crm.example/1.12/OmnicasaService.svc',
      customer: 'a',
      password: 'b',
    });
  });
  it('sends ChangeSince as the public clients do', () => expect(changeSinceText(new Date('2026-05-04T09:29:00.123Z'))).toBe('2026-05-04 09:29:00'));
});

describe('the bounds of an answer and of a list (against a local stand-in of the CRM)', () => {
  const crm = new OmnicasaStandIn();
  let url = '';
  beforeAll(async () => {
    url = await crm.start();
  });
  afterAll(() => crm.stop());
  afterEach(() => {
    crm.fault = { kind: 'none' };
    crm.maxPageRows = null;
    crm.requests.length = 0;
    vi.unstubAllEnvs();
  });
  const client = (options: ClientOptions = {}) =>
    new OmnicasaClient({ url, customer: CREDENTIALS.customer, password: CREDENTIALS.password }, { timeoutMs: 10_000, attempts: 3, backoffMs: 1, ...options });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as CrmError,
    );

  it('stops reading an answer that never ends once it passes the byte limit, closes the connection and does not ask again', async () => {
    crm.fault = { kind: 'endless' };
    const started = Date.now();
    const error = await failure(client({ maxBytes: 1024 * 1024 }).call('GetPropertyList', { LanguageId: 2 }));
    expect(error).toBeInstanceOf(CrmError);
    expect(error).toMatchObject({ kind: 'too-large', transient: false });
    expect(error?.message).toMatch(/^GetPropertyList: the answer is over the limit of 1048576 bytes/);
    expect(Date.now() - started, 'well before the time-out').toBeLessThan(5_000);
    await vi.waitFor(() => expect(crm.endlessBytes).toBeGreaterThan(0));
    // What was on its way when the client hung up (socket buffers), not the endless rest.
    expect(crm.endlessBytes).toBeLessThan(16 * 1024 * 1024);
    expect(crm.callsTo('GetPropertyList')).toHaveLength(1);
  });

  it('refuses an answer whose declared length is over the limit without reading it', async () => {
    crm.seed(50);
    const error = await failure(client({ maxBytes: 10_000 }).list('GetPropertyList', { LanguageId: 2 }));
    expect(error).toMatchObject({ kind: 'too-large', endpoint: 'GetPropertyList' });
    expect(crm.callsTo('GetPropertyList')).toHaveLength(1);
  });

  it('refuses a list longer than its page limit after its first page, naming the limit', async () => {
    crm.seed(120);
    const error = await failure(client({ maxPages: 2 }).list('GetPropertyList', { LanguageId: 2 }));
    expect(error).toMatchObject({ kind: 'too-large' });
    expect(error?.message).toBe('GetPropertyList: the list has 120 rows: more than the 2 pages of 50 rows a list may take (OMNICASA_MAX_PAGES)');
    expect(crm.callsTo('GetPropertyList')).toHaveLength(1);
    expect(await client({ maxPages: 3 }).list('GetPropertyList', { LanguageId: 2 })).toHaveLength(120);
  });

  it('stops a list whose pages come shorter than asked at the page limit', async () => {
    crm.seed(10);
    crm.maxPageRows = 1;
    const error = await failure(client({ maxPages: 5 }).list('GetPropertyList', { LanguageId: 2 }));
    expect(error?.message).toBe('GetPropertyList: the list stopped at 5 of 10 rows: more than the 5 pages of 50 rows a list may take (OMNICASA_MAX_PAGES)');
    expect(crm.callsTo('GetPropertyList')).toHaveLength(5);
  });

  it('takes its page limit from OMNICASA_MAX_PAGES (1,000 when unset); a value that is not a number of pages stops whoever reads it', async () => {
    expect(readEnv({}).OMNICASA_MAX_PAGES).toBe(1_000);
    expect(readEnv({ OMNICASA_MAX_PAGES: '40' }).OMNICASA_MAX_PAGES).toBe(40);
    for (const bad of ['0', '-3', '2.5', 'many']) expect(() => readEnv({ OMNICASA_MAX_PAGES: bad }).OMNICASA_MAX_PAGES, bad).toThrow(/OMNICASA_MAX_PAGES/);
    crm.seed(120);
    vi.stubEnv('OMNICASA_MAX_PAGES', '2');
    expect(await failure(client().list('GetPropertyList', { LanguageId: 2 }))).toMatchObject({ kind: 'too-large' });
  });
});
