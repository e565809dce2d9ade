/**
 * The visitor's address, decided once by the production server (server/server.mjs) for every request, from the
 * connection itself: X-Forwarded-For is believed only as far as the proxies named in TRUSTED_PROXIES
 * (addresses or CIDR ranges, comma-separated: `10.0.0.0/8, 2001:db8::/32, 127.0.0.1`) wrote it. The
 * server then replaces the request's X-Forwarded-For with that one address (and drops X-Real-IP), so
 * whatever a client writes in those headers, the site's code (lib/http/client-ip.ts) reads the address
 * that really connected, or the one a trusted proxy says connected to it.
 *
 * Plain JavaScript: server/server.mjs imports it as it is (it runs before Next.js), the TypeScript code through
 * client-address.d.mts.
 */
import { BlockList, isIP } from 'node:net';

/** An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports): its IPv4 form. */
export function plainAddress(address) {
  const a = String(address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  return mapped ? mapped[1] : a;
}

/**
 * TRUSTED_PROXIES as a list of ranges; an empty value trusts no proxy. A bad entry throws (the server
 * refuses to start: a typo must not silently trust nobody, or everybody).
 */
export function parseTrustedProxies(text) {
  const list = new BlockList();
  for (const raw of String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = raw.split('/');
    const family = isIP(plainAddress(address));
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (
      !family ||
      extra !== undefined ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (family === 6 ? 128 : 32) ||
      (prefix !== undefined && !/^\d{1,3}$/.test(prefix))
    ) {
      throw new Error(`TRUSTED_PROXIES: "${raw}" is not an address or a CIDR range (such as 10.0.0.0/8 or 2001:db8::/32)`);
    }
    list.addSubnet(plainAddress(address), bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

const trusts = (list, address) => {
  const family = isIP(address);
  return !!list && family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address: the connection's, unless it is a trusted proxy; then X-Forwarded-For is read from
 * its right end (each proxy appends the address that connected to it), skipping trusted proxies, and the
 * first address that is not one is the visitor. Entries that are not addresses end the walk.
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  let current = plainAddress(socketAddress);
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((s) => plainAddress(s))
    .filter(Boolean);
  while (trusted && trusts(trusted, current) && chain.length) {
    const previous = chain.pop();
    if (!isIP(previous)) break;
    current = previous;
  }
  return current || 'unknown';
}

/** Loopback, private, link-local and shared (carrier-grade NAT) ranges: where a reverse proxy connects from. */
const NEAR = new BlockList();
for (const [address, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
])
  NEAR.addSubnet(address, bits, 'ipv4');
for (const [address, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
])
  NEAR.addSubnet(address, bits, 'ipv6');

/** The least time between two warnings about the same setup while it goes on. */
export const PROXY_WARNING_INTERVAL_MS = 60 * 60_000;

/**
 * A check of each request (its connection's address and X-Forwarded-For) that calls `warn` with one line
 * when a request carrying X-Forwarded-For comes from a loopback or private address that `trusted`
 * (TRUSTED_PROXIES) does not name: a reverse proxy the site does not believe, so every visitor behind it
 * has the proxy's address, and one script exhausts the sign-in and form limits for all. The first such
 * request warns; then at most one line every PROXY_WARNING_INTERVAL_MS while it goes on. The line names
 * the proxy's address, never what the header says.
 */
export function untrustedProxyWarner(trusted, warn, now = Date.now) {
  let last = -Infinity;
  let seen = 0;
  return (socketAddress, forwardedFor) => {
    if (!forwardedFor) return;
    const peer = plainAddress(socketAddress);
    const family = isIP(peer);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (!family || !NEAR.check(peer, type) || trusts(trusted, peer)) return;
    seen++;
    const at = now();
    if (at - last < PROXY_WARNING_INTERVAL_MS) return;
    last = at;
    warn(
      `${seen} request(s) with X-Forwarded-For came from ${peer}, a loopback or private address that TRUSTED_PROXIES does not name: ` +
        `every visitor behind that proxy counts as ${peer}, and one of them can use up the sign-in and form limits of all. ` +
        `If it is your reverse proxy, name it in TRUSTED_PROXIES (docs/deployment.md, "Environment variables").`,
    );
    seen = 0;
  };
}

/** Expands an IPv6 address to its eight groups of 16 bits. */
function ipv6Groups(address) {
  const [head, tail] = address.toLowerCase().split('::');
  const part = (s) => (s ? s.split(':') : []);
  let left = part(head);
  let right = part(tail);
  // An embedded IPv4 end (::1.2.3.4) counts as two groups.
  const last = (tail === undefined ? left : right).at(-1);
  if (last && last.includes('.')) {
    const [a, b, c, d] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    if (tail === undefined) left = [...left.slice(0, -1), ...groups];
    else right = [...right.slice(0, -1), ...groups];
  }
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => g.padStart(4, '0'));
}

/**
 * The key of an address for the rate limits: an IPv4 address as it is; an IPv6 address as its /64
 * network, the block one subscriber gets (a visitor can change the last 64 bits at will).
 */
export function rateLimitKey(address) {
  const a = plainAddress(address);
  if (isIP(a) !== 6) return a || 'unknown';
  return `${ipv6Groups(a).slice(0, 4).join(':')}::/64`;
}
