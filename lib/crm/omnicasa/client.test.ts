import { describe, expect, it } from 'vitest';
import { changeSinceText, crmConfigFromEnv, CrmError, parseEnvelope, parseList } from './client';

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
    for (const text of ['<html>oops</html>', '{"Other":1}', '[]', 'null']) {
      expect(() => parseEnvelope('GetPropertyList', text)).toThrow(/GetPropertyList: the answer is not/);
    }
    expect(() => parseList('GetPropertyList', { Items: 'x', RowsCount: 3 })).toThrow(/not a list/);
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
