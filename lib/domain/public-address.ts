/**
 * Whether an IP address is a public one of the Internet, the only kind the server fetches a picture from:
 * a host name that resolves to the server's own machine, its network or a cloud's metadata service must
 * not turn the image route into a way in. Refused:
 *
 * - IPv4: 0.0.0.0/8 (this network), 10/8, 172.16/12 and 192.168/16 (private), 100.64/10 (carrier-grade
 *   NAT), 127/8 (loopback), 169.254/16 (link-local, the metadata services), 192.0.0/24 (protocol
 *   assignments), 192.0.2/24, 198.51.100/24 and 203.0.113/24 (documentation), 192.88.99/24 (6to4 relay),
 *   198.18/15 (benchmarking), 224/4 (multicast), 240/4 (reserved) and the broadcast address;
 * - IPv6: everything outside global unicast 2000::/3 (unspecified ::, loopback ::1, unique-local fc00::/7,
 *   link-local fe80::/10, multicast ff00::/8, the IPv4-compatible ::/96 …), and inside it 2001::/23
 *   (protocol assignments, Teredo), 2001:db8::/32 (documentation), 2002::/16 (6to4) and 3fff::/20
 *   (documentation);
 * - an IPv4 address written as IPv6 (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d) is judged as
 *   the IPv4 address it carries (64:ff9b::/96 lies outside 2000::/3 but reaches the public IPv4 Internet);
 * - anything that is not an IP address.
 */

type Range = readonly [base: readonly number[], bits: number];

const V4_REFUSED: readonly Range[] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

/** Inside 2000::/3, as 16-bit groups. */
const V6_REFUSED: readonly Range[] = [
  [[0x2001, 0], 23],
  [[0x2001, 0x0db8], 32],
  [[0x2002], 16],
  [[0x3fff, 0], 20],
];

/** Whether the first `bits` of `value` (units of `unit` bits) are those of `base`. */
function inRange(value: readonly number[], [base, bits]: Range, unit: number): boolean {
  for (let i = 0, left = bits; left > 0; i++, left -= unit) {
    const take = Math.min(unit, left);
    const shift = unit - take;
    if ((value[i] ?? 0) >>> shift !== (base[i] ?? 0) >>> shift) return false;
  }
  return true;
}

/** The four bytes of a dotted IPv4 address, or null. */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` shortening and a trailing dotted IPv4 allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  if (text.length > 45 || text.includes('%')) return null;
  let hex = text;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    // A trailing dotted IPv4 address is the last two groups.
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (!v4 || lastColon < 0) return null;
    hex = `${text.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const split = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const left = split(halves[0]!);
  const right = halves.length === 2 ? split(halves[1]!) : [];
  if (halves.length === 2 ? left.length + right.length > 7 : left.length !== 8) return null;
  const groups = halves.length === 2 ? [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right] : left;
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}

function publicIPv4(bytes: readonly number[]): boolean {
  if (bytes.every((b) => b === 255)) return false;
  return !V4_REFUSED.some((range) => inRange(bytes, range, 8));
}

/** Whether `address` (IPv4 or IPv6, as dns.lookup gives it) is a public Internet address (see above). */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return publicIPv4(v4);
  const g = parseIPv6(address.replace(/^\[|\]$/g, ''));
  if (!g) return false;
  const carried = [g[6]! >> 8, g[6]! & 0xff, g[7]! >> 8, g[7]! & 0xff];
  const upperZero = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (upperZero(5) && g[5] === 0xffff) return publicIPv4(carried);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return publicIPv4(carried);
  if (g[0]! >> 13 !== 0b001) return false;
  return !V6_REFUSED.some((range) => inRange(g, range, 16));
}

/** Whether `address` is a loopback address (127/8, ::1, ::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return v4[0] === 127;
  const g = parseIPv6(address.replace(/^\[|\]$/g, ''));
  if (!g) return false;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && g[6]! >> 8 === 127;
}
