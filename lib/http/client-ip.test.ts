import { describe, expect, it } from 'vitest';
import { clientIpFrom, trustedProxyHops } from './client-ip';

const h = (entries: Record<string, string>) => new Headers(entries);

describe('client address for rate limits', () => {
  it('ignores the addresses a client writes at the left of X-Forwarded-For', () => {
    // The client sent "1.1.1.1"; our proxy appended the address it saw.
    expect(clientIpFrom(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), 0)).toBe('203.0.113.7');
    expect(clientIpFrom(h({ 'x-forwarded-for': '9.9.9.9,8.8.8.8, 203.0.113.7' }), 0)).toBe('203.0.113.7');
  });

  it('uses the address Next writes for the connection when there is no proxy', () => {
    expect(clientIpFrom(h({ 'x-forwarded-for': '198.51.100.4' }), 0)).toBe('198.51.100.4');
  });

  it('skips the entries of trusted proxies in front of ours', () => {
    // client-forged, visitor (seen by the CDN), CDN (seen by our proxy)
    expect(clientIpFrom(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 192.0.2.10' }), 1)).toBe('203.0.113.7');
    expect(clientIpFrom(h({ 'x-forwarded-for': '192.0.2.10' }), 3)).toBe('192.0.2.10');
  });

  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientIpFrom(h({ 'x-real-ip': ' 203.0.113.9 ' }), 0)).toBe('203.0.113.9');
    expect(clientIpFrom(h({ 'x-forwarded-for': ' , ' }), 0)).toBe('unknown');
  });

  it('reads TRUSTED_PROXY_HOPS, a bad value counting as 0', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '-1' })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: 'two' })).toBe(0);
  });
});
