/**
 * Image resize widths: requested 100 gives 100; 500 gives 400; 750 gives 600; 1050 gives
 * 1360; 1600 is the original.
 *
 * Between 600 and 1360 the service also produces 828, the width of a phone's screen in device pixels (a
 * 412 px wide screen at 1.75 pixels per CSS pixel is 721 device pixels, 414 at 2 is 828): a browser takes
 * the first srcset candidate at least as dense as the screen, and with 600 as the candidate below 1360 a
 * full-width photo on such a phone took the 1360 resize, about twice the bytes.
 *
 * Rule for the requests in between, read from that table: a request is served by the step of the first
 * listed request it does not exceed: up to 100 → 100; up to 500 → 400; up to 750 → 600; up to 1035 → 828
 * (828 serves a quarter more than itself, as 400 serves up to 500 and 600 up to 750); up to 1050 → 1360;
 * above 1050 → the original file. So 101 gives 400, 751 gives 828, 1036 gives 1360 and 1051 the original.
 * A request that is not a positive number (0, negative, NaN) gets the smallest width, 100: the cheapest
 * image, and nothing throws on a bad query parameter. Infinity is above every step and gets the original.
 */

/** The widths the image service produces. */
export const IMAGE_WIDTHS = [100, 400, 600, 828, 1360] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The cropped sizes the image service produces besides the widths: a picture cut to fill exactly
 * `width` × `height` (centred), as JPEG. 1200 × 630 is the picture other sites show in a shared link's
 * preview (Open Graph, Twitter's large card), whose crawlers read JPEG but not always AVIF or WebP.
 */
export const COVER_SIZES = [{ width: 1200, height: 630 }] as const;
export type CoverSize = (typeof COVER_SIZES)[number];

/** The cover size `width` × `height` names, or null when the service does not produce it. */
export function coverSize(width: number, height: number): CoverSize | null {
  return COVER_SIZES.find((s) => s.width === width && s.height === height) ?? null;
}

/** The untouched uploaded file. */
export const ORIGINAL = 'original';

/** Each step: requests up to `upTo` pixels get `width`. */
export const RESIZE_STEPS: readonly { upTo: number; width: ImageWidth }[] = [
  { upTo: 100, width: 100 },
  { upTo: 500, width: 400 },
  { upTo: 750, width: 600 },
  { upTo: 1035, width: 828 },
  { upTo: 1050, width: 1360 },
];

/** The width to serve for a requested width, or `'original'` above the last step (see the rule above). */
export function resizeWidthFor(requested: number): ImageWidth | typeof ORIGINAL {
  if (typeof requested !== 'number' || Number.isNaN(requested) || requested <= 0) return IMAGE_WIDTHS[0];
  return RESIZE_STEPS.find((s) => requested <= s.upTo)?.width ?? ORIGINAL;
}

/** The longest `src` the image route reads: a picture's address, never a text to search through. */
export const MAX_IMAGE_SRC_LENGTH = 2048;

/**
 * An absolute picture address on one of `hosts` (site.json `images.remoteHosts`: exact host names such as
 * `cdn.example.com`, with `:port` when not 443), as a URL; null for anything else: another host (a
 * subdomain of a listed host included), another scheme than `https:`, an address with a user or password,
 * a host name spelled with a trailing dot, an address longer than MAX_IMAGE_SRC_LENGTH.
 */
export function allowedRemoteImage(src: string, hosts: readonly string[]): URL | null {
  if (src.length > MAX_IMAGE_SRC_LENGTH || !/^https:\/\//i.test(src) || !URL.canParse(src)) return null;
  const url = new URL(src);
  if (url.protocol !== 'https:' || url.username || url.password || url.hostname.endsWith('.')) return null;
  const host = url.host.toLowerCase();
  return hosts.some((entry) => entry.toLowerCase() === host) ? url : null;
}

/** Why an entry of site.json `images.remoteHosts` is refused, or null when it is an exact host name (with a port or not). */
export function remoteHostProblem(entry: string): string | null {
  if (entry.includes('*')) return 'must be an exact host name such as pictures.example.com: a wildcard would let any host of that domain through';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) return 'must be a host name without a scheme (pictures are fetched over https: only)';
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/.test(entry)) return 'must be a host name such as pictures.example.com, in lower case, with :port when not 443';
  return null;
}

/** A file of the picture cache: its size and when it was last served or written (ms). */
export type CachedFile = { name: string; size: number; usedAt: number };

/**
 * The files to delete so the cache holds at most `maxBytes`: none while it fits; else the least recently
 * used first, until what stays is at most `keepBytes` (below the bound, so one more picture does not start
 * the next eviction at once).
 */
export function filesToEvict(files: readonly CachedFile[], maxBytes: number, keepBytes = Math.floor(maxBytes * 0.9)): string[] {
  let total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= maxBytes) return [];
  const evicted: string[] = [];
  for (const file of [...files].sort((a, b) => a.usedAt - b.usedAt || a.name.localeCompare(b.name))) {
    if (total <= keepBytes) break;
    evicted.push(file.name);
    total -= file.size;
  }
  return evicted;
}
