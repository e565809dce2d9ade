import { describe, expect, it } from 'vitest';
import { signInSources } from './sign-in-sources';

describe('the sources a sign-in is counted under', () => {
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
});
