import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_CHECK_SCRIPT } from './consent-check';

/** Runs the script against a minimal document and returns the mark it leaves on <html>. */
function run({ cookie = '', stored = null as string | null, search = '', storageThrows = false } = {}) {
  const dataset: Record<string, string> = {};
  runInNewContext(CONSENT_CHECK_SCRIPT, {
    document: { cookie, documentElement: { dataset } },
    location: { search },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('denied');
        return key === 'consent' ? stored : null;
      },
    },
  });
  return dataset.consent;
}

describe('the consent check script', () => {
  it('asks a visitor with no stored choice', () => {
    expect(run()).toBe('ask');
    expect(run({ cookie: 'other=1; notconsent=2' })).toBe('ask');
    expect(run({ storageThrows: true })).toBe('ask');
  });

  it('does not ask a visitor whose choice is in the cookie or in local storage', () => {
    expect(run({ cookie: 'consent=abc' })).toBeUndefined();
    expect(run({ cookie: 'a=1; consent=abc' })).toBeUndefined();
    expect(run({ stored: '{"v":1}' })).toBeUndefined();
    expect(run({ cookie: 'consent=abc', storageThrows: true })).toBeUndefined();
  });

  it('asks again when the address says ?setcookies', () => {
    expect(run({ cookie: 'consent=abc', search: '?setcookies' })).toBe('ask');
    expect(run({ cookie: 'consent=abc', search: '?a=1&setcookies=1' })).toBe('ask');
    expect(run({ cookie: 'consent=abc', search: '?setcookiesx=1' })).toBeUndefined();
  });
});
