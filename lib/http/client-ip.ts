/**
 * The visitor's address, for the rate limits of the forms and of the owners' portal.
 *
 * X-Forwarded-For is a list the client may start itself: only the entries added by proxies we run (or
 * trust) can be believed, and those are at its right end. Each proxy appends the address that connected
 * to it, so the visitor's address is the entry TRUSTED_PROXY_HOPS places left of the last one:
 *   - 0 (default): the last entry: the address that connected to our reverse proxy (which appends to the
 *     header), or, with no proxy, the connection's address that Next's server writes there (Next writes
 *     it only when the request carries no such header, so a site without a proxy stays spoofable);
 *   - N: N more trusted proxies (a CDN, a load balancer) stand in front of that one.
 * The leftmost entries are never used: a client could send any address there to escape a limit.
 * X-Real-IP (set by some proxies instead) is read only when there is no X-Forwarded-For.
 */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.TRUSTED_PROXY_HOPS ?? '0');
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

type HeaderReader = { get(name: string): string | null };

export function clientIpFrom(headers: HeaderReader, hops = trustedProxyHops()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the first one is the farthest we know.
  if (chain.length) return chain[Math.max(0, chain.length - 1 - hops)];
  return headers.get('x-real-ip')?.trim() || 'unknown';
}
