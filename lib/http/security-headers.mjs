// @ts-check
/**
 * The headers every answer of the site carries, in plain JavaScript: server/server.mjs sets them on every
 * answer before Next.js sees the request (so its own redirects carry them too), and the site's code reads
 * them through lib/http/security-headers.ts.
 */

/** Headers of every answer. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  // Browsers take it from https answers only; a site in production is reached over https (behind its proxy).
  ...(process.env.NODE_ENV === 'production' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
});

/**
 * The policy of every answer that is not a page (JSON, images, files, redirects): nothing in it runs and
 * nothing may frame it. Pages replace it with theirs (proxy.ts).
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
