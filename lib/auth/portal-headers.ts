/**
 * The headers of the owner's pages (sign-in, reminder, new password, portal): never stored by a shared
 * cache, and a strict Content-Security-Policy whose scripts need this response's nonce (Next.js puts it
 * on its own scripts when it finds the policy in the request headers). Used by proxy.ts.
 */
import { siteConfig } from '@/config';
import { enabledLocales } from '@/lib/i18n/routing';

const OWNER_ROOTS = ['/login', '/portal'];

/** `/fr/connexion`, `/nl/portaal` …: the localized roots of the owner's pages in every enabled language. */
const prefixes = siteConfig.paths.paths
  .filter((p) => OWNER_ROOTS.includes(p.path))
  .flatMap((p) => enabledLocales.map((l) => `/${l}${p.localized[l]}`));

export function isOwnerPath(pathname: string): boolean {
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production'): string {
  return [
    `default-src 'self'`,
    // 'strict-dynamic': scripts loaded by the nonce'd ones (Next's chunks) run; nothing else does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    `frame-src 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

export const OWNER_CACHE_CONTROL = 'private, no-store';

export function newNonce(): string {
  return btoa(crypto.randomUUID());
}
