import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies, PROXY_WARNING_INTERVAL_MS, rateLimitKey, untrustedProxyWarner } from './client-address.mjs';
import { clientIpFrom } from './client-ip';

describe('the visitor address comes from the connection', () => {
  it('ignores X-Forwarded-For when the connection is not a trusted proxy', () => {
    const none = parseTrustedProxies('');
    expect(clientAddress('198.51.100.4', '1.1.1.1', none)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', '1.1.1.1', parseTrustedProxies('10.0.0.0/8'))).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', undefined, none)).toBe('198.51.100.4');
  });

  it('reads X-Forwarded-For from the right through trusted proxies only', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.10, 2001:db8::/32');
    // The client forged 1.1.1.1; our proxy 10.0.0.5 appended the visitor it saw.
    expect(clientAddress('10.0.0.5', '1.1.1.1, 203.0.113.7', trusted)).toBe('203.0.113.7');
    // A CDN (192.0.2.10) in front of our proxy.
    expect(clientAddress('10.0.0.5', '1.1.1.1, 203.0.113.7, 192.0.2.10', trusted)).toBe('203.0.113.7');
    expect(clientAddress('2001:db8::1', '2a01:4f8::9', trusted)).toBe('2a01:4f8::9');
    // Only trusted hops: the farthest one is what we know.
    expect(clientAddress('10.0.0.5', '10.0.0.9', trusted)).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.5', 'garbage, 10.0.0.9', trusted)).toBe('10.0.0.9');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a range', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2', '2001:db8::/129', '10.0.0.0/x'])
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });

  it('limits an IPv6 visitor per /64 and an IPv4 one per address', () => {
    expect(rateLimitKey('2a01:4f8:c17:1a2b::1')).toBe('2a01:04f8:0c17:1a2b::/64');
    expect(rateLimitKey('2a01:4f8:c17:1a2b:ffff:1:2:3')).toBe('2a01:04f8:0c17:1a2b::/64');
    expect(rateLimitKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('the site reads the one address the server wrote', () => {
    expect(clientIpFrom(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIpFrom(new Headers({ 'x-forwarded-for': '2a01:4f8:c17:1a2b::99' }))).toBe('2a01:04f8:0c17:1a2b::/64');
    expect(clientIpFrom(new Headers({ 'x-real-ip': '1.2.3.4' }))).toBe('unknown');
  });
});

describe('a reverse proxy the site does not trust is said in the log', () => {
  const warner = (trusted: string) => {
    const lines: string[] = [];
    let clock = 1_000_000;
    const check = untrustedProxyWarner(
      parseTrustedProxies(trusted),
      (line) => lines.push(line),
      () => clock,
    );
    return { lines, check, later: (ms: number) => (clock += ms) };
  };

  it('warns when X-Forwarded-For comes from a loopback or private address that TRUSTED_PROXIES does not name, naming that address only', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:10.1.2.3', '172.20.0.5', '192.168.1.10', 'fd00::7', '100.64.0.1']) {
      const { lines, check } = warner('');
      check(peer, '203.0.113.7');
      expect(lines, peer).toHaveLength(1);
      expect(lines[0]).toContain(`came from ${peer.replace('::ffff:', '')}, a loopback or private address that TRUSTED_PROXIES does not name`);
      expect(lines[0]).not.toContain('203.0.113.7');
    }
  });

  it('says nothing for a trusted proxy, a public peer or a request without X-Forwarded-For', () => {
    const { lines, check } = warner('10.0.0.0/8, ::1');
    check('10.0.0.5', '203.0.113.7');
    check('::1', '203.0.113.7');
    check('198.51.100.4', '1.1.1.1');
    check('2a01:4f8::1', '1.1.1.1');
    check('192.168.1.10', undefined);
    check('192.168.1.10', '');
    expect(lines).toEqual([]);
  });

  it('writes one line, then at most one an hour while it goes on, with the count of such requests', () => {
    const { lines, check, later } = warner('');
    for (let i = 0; i < 1_000; i++) check('127.0.0.1', '203.0.113.7');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^1 request\(s\) with X-Forwarded-For/);
    later(PROXY_WARNING_INTERVAL_MS - 1);
    check('127.0.0.1', '203.0.113.7');
    expect(lines).toHaveLength(1);
    later(1);
    check('127.0.0.1', '203.0.113.7');
    expect(lines).toHaveLength(2);
    // The 999 after the first line, and the two of the hour that followed.
    expect(lines[1]).toMatch(/^1001 request\(s\)/);
  });
});
