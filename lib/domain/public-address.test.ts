import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress, parseIPv6 } from './public-address';

describe('public addresses (the only ones a picture is fetched from)', () => {
  it('takes public IPv4 and IPv6 addresses', () => {
    for (const address of [
      '8.8.8.8',
      '151.101.1.69',
      '100.63.255.255',
      '100.128.0.1',
      '172.15.255.255',
      '172.32.0.1',
      '2a00:1450:4007:80e::200e',
      '2606:4700::6810:84e5',
    ])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.255.0.9'],
    ['this network', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.254'],
    ['private 192.168/16', '192.168.1.10'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['carrier-grade NAT, last address', '100.127.255.255'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['documentation', '203.0.113.5'],
    ['benchmarking', '198.19.0.1'],
    ['multicast', '224.0.0.251'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique-local', 'fd12:3456:789a::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['not an address', 'localhost'],
    ['not an address either', '1.2.3'],
    ['a zone index', 'fe80::1%eth0'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('judges an IPv4 address written as IPv6 as the address it carries', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
  });

  it('reads the IPv6 spellings', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('2001:db8:0:0:0:0:0:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIPv6('1::2::3')).toBeNull();
    expect(parseIPv6('12345::1')).toBeNull();
  });

  it('knows the loopback addresses (the tests’ own picture server)', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.2')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::2')).toBe(false);
  });
});
