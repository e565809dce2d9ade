export { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './security-headers.mjs';

/** The third parties the consent rules may load (lib/domain/consent scriptUrl) and the hosts those scripts talk to. */
const CONSENT_SCRIPT_HOSTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const CONSENT_CONNECT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.google.com',
  'https://www.facebook.com',
];
const CONSENT_IMAGE_HOSTS = ['https://*.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.google.com', 'https://www.facebook.com'];
/** The players and tours a property's media section frames (lib/domain/video embedUrl). */
const MEDIA_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://nodalview.com',
  'https://*.nodalview.com',
  'https://kuula.co',
];

/**
 * The Content-Security-Policy of the public pages. They are rendered once and served from the route cache
 * to every visitor, so they cannot carry a per-response nonce, and Next.js writes each page's data as inline
 * scripts whose text differs per page: scripts are limited to the site's own files, its inline scripts and
 * the consent's third parties — no other host, no plugin, no `<base>`, no form posted elsewhere, no framing
 * by another site. `map` (the embedded map page) may be framed by the site itself only; every other page
 * by nobody. `tileUrl` is the map's configured tile source (site.json `map.tileUrl`).
 */
export function publicContentSecurityPolicy({
  tileUrl,
  map = false,
  dev = process.env.NODE_ENV !== 'production',
}: {
  tileUrl: string;
  map?: boolean;
  dev?: boolean;
}): string {
  let tiles = '';
  try {
    tiles = new URL(tileUrl.replace(/\{[^}]*\}/g, 'x')).origin;
  } catch {
    // no valid tile source: no tiles
  }
  return [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-inline' ${CONSENT_SCRIPT_HOSTS.join(' ')}${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${[tiles, ...CONSENT_IMAGE_HOSTS].filter(Boolean).join(' ')}`,
    `media-src 'self' https:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${CONSENT_CONNECT_HOSTS.join(' ')}${dev ? ' ws:' : ''}`,
    `frame-src 'self' ${MEDIA_FRAME_HOSTS.join(' ')}`,
    `frame-ancestors ${map ? `'self'` : `'none'`}`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}
