/**
 * The headers of the owner's pages (sign-in, reminder, new password, portal): never stored by a shared
 * cache, and a strict Content-Security-Policy whose scripts need this response's nonce (Next.js puts it
 * on its own scripts when it finds the policy in the request headers). Used by proxy.ts.
 */
import { createHash } from 'node:crypto';
import { onSiteConfigChange, siteConfig } from '@/config';
import { CONSENT_CHECK_SCRIPT } from '@/lib/domain/consent-check';
import { enabledLocales } from '@/lib/i18n/routing';
import { safeDecode } from '@/lib/http/decode';

const OWNER_ROOTS = ['/login', '/portal'];

/** `/fr/connexion`, `/nl/portaal` …: the localized roots of the owner's pages in every enabled language. */
let prefixes: string[] = [];
const derivePrefixes = () => {
  prefixes = siteConfig.paths.paths.filter((p) => OWNER_ROOTS.includes(p.path)).flatMap((p) => enabledLocales.map((l) => `/${l}${p.localized[l]}`));
};
derivePrefixes();
onSiteConfigChange(derivePrefixes);

/**
 * Whether a request's path is an owner page, whatever its spelling: percent-encoded letters
 * (`/en/%70ortal/`), another case (`/EN/Portal`) or repeated slashes get the owner's headers too.
 */
export function isOwnerPath(pathname: string): boolean {
  const path = (safeDecode(pathname) ?? pathname).toLowerCase().replace(/\/{2,}/g, '/');
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The layout's consent check (the one inline script of the site's own, the same on every page), allowed by its hash. */
const CONSENT_CHECK_HASH = `'sha256-${createHash('sha256').update(CONSENT_CHECK_SCRIPT).digest('base64')}'`;

export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production'): string {
  return [
    `default-src 'self'`,
    // The site's own files and the scripts carrying this response's nonce; no 'strict-dynamic', so a
    // nonce'd script cannot load another host's (analytics, tag manager, pixel): no third party runs
    // next to an owner's password or personal data.
    `script-src 'self' 'nonce-${nonce}' ${CONSENT_CHECK_HASH}${dev ? ` 'unsafe-eval'` : ''}`,
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
