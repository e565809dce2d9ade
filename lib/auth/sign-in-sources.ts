import { rateLimitKey } from '@/lib/http/client-address.mjs';

/**
 * The sources an address is counted under: `source`, the address itself (IPv4) or its /64 (IPv6), and for
 * IPv6 `range`, its /48. Takes an address or the key lib/http/client-ip.ts gives (`2001:0db8:0001:0002::/64`).
 */
export function signInSources(address: string): { source: string; range: string | null } {
  const source = rateLimitKey(address).slice(0, 64);
  const groups = /^([0-9a-f]{4}):([0-9a-f]{4}):([0-9a-f]{4}):[0-9a-f]{4}::\/64$/.exec(source);
  return { source, range: groups ? `${groups[1]}:${groups[2]}:${groups[3]}::/48` : null };
}
