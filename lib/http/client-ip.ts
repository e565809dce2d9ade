/**
 * The visitor's address, for the rate limits of the forms, the portal's sign-in and reset, and the view
 * counter, as the key those limits use (an IPv6 address as its /64: lib/http/client-address.mjs).
 *
 * The production server (server/server.mjs) decides the address from the connection and TRUSTED_PROXIES and
 * writes it, alone, in X-Forwarded-For before Next.js sees the request: a client cannot choose it. Its
 * last entry is read here (without server.mjs, `next dev`, Next.js writes the connection's address there
 * when the client sent none).
 */
import { headers } from 'next/headers';
import { rateLimitKey } from './client-address.mjs';

type HeaderReader = { get(name: string): string | null };

export function clientIpFrom(headers: HeaderReader): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return rateLimitKey(chain.at(-1) ?? 'unknown');
}

/** The address of the request being handled (a server action's, a page's). */
export async function clientIp(): Promise<string> {
  return clientIpFrom(await headers());
}
