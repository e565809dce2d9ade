import { describe, expect, it } from 'vitest';
import { accountOf, captchaNeeded, refusal, SIGN_IN_CAPTCHA_AFTER, signInSources, waitMinutes } from './sign-in';

describe('sign-in brakes', () => {
  it('counts an IPv4 address as itself, with no range', () => {
    expect(signInSources('203.0.113.7')).toEqual({ source: '203.0.113.7', range: null });
    expect(signInSources('::ffff:203.0.113.7')).toEqual({ source: '203.0.113.7', range: null });
  });

  it('counts an IPv6 address under its /64, and its /48 as the range', () => {
    const a = signInSources('2001:db8:aa:1::1');
    expect(a).toEqual({ source: '2001:0db8:00aa:0001::/64', range: '2001:0db8:00aa::/48' });
    // Another host in the same /64: the same source; another /64 of the same /48: another source, the same range.
    expect(signInSources('2001:db8:aa:1:ffff:eeee:dddd:cccc')).toEqual(a);
    expect(signInSources('2001:db8:aa:2::1')).toEqual({ source: '2001:0db8:00aa:0002::/64', range: a.range });
    expect(signInSources('2001:db8:ab:1::1').range).toBe('2001:0db8:00ab::/48');
    // The key lib/http/client-ip.ts already gives reads the same.
    expect(signInSources('2001:0db8:00aa:0001::/64')).toEqual(a);
  });

  it('keeps anything else as a short source of its own', () => {
    expect(signInSources('unknown')).toEqual({ source: 'unknown', range: null });
    expect(signInSources('x'.repeat(500)).source).toHaveLength(64);
  });

  it('refuses when any count is past its limit, for the longest wait among those', () => {
    expect(refusal([{ allowed: true, retryAfterMs: 900_000 }])).toBeNull();
    expect(
      refusal([
        { allowed: false, retryAfterMs: 60_000 },
        { allowed: true, retryAfterMs: 900_000 },
        { allowed: false, retryAfterMs: 300_000 },
      ]),
    ).toEqual({ retryAfterMs: 300_000 });
  });

  it('asks for the captcha from SIGN_IN_CAPTCHA_AFTER failures of the account on, never locks', () => {
    expect(captchaNeeded(SIGN_IN_CAPTCHA_AFTER.limit - 1)).toBe(false);
    expect(captchaNeeded(SIGN_IN_CAPTCHA_AFTER.limit)).toBe(true);
    expect(captchaNeeded(10_000)).toBe(true);
  });

  it('tells the wait in whole minutes, at least one', () => {
    expect(waitMinutes(0)).toBe(1);
    expect(waitMinutes(61_000)).toBe(2);
    expect(waitMinutes(15 * 60_000)).toBe(15);
  });

  it('names an account by its address, whatever its case and spaces', () => {
    expect(accountOf('  Owner@Example.ORG ')).toBe('owner@example.org');
  });
});
