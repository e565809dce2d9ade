/**
 * Image resize widths (spec section 9): requested 100 gives 100; 500 gives 400; 750 gives 600; 1050 gives
 * 1360; 1600 is the original.
 *
 * Rule for the requests in between, read from that table: a request is served by the step of the first
 * listed request it does not exceed: up to 100 → 100; up to 500 → 400; up to 750 → 600; up to 1050 → 1360;
 * above 1050 → the original file. So 101 gives 400 and 1051 gives the original.
 * A request that is not a positive number (0, negative, NaN) gets the smallest width, 100: the cheapest
 * image, and nothing throws on a bad query parameter. Infinity is above every step and gets the original.
 */

/** The widths the image service produces. */
export const IMAGE_WIDTHS = [100, 400, 600, 1360] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The untouched uploaded file. */
export const ORIGINAL = 'original';

/** Each step: requests up to `upTo` pixels get `width`. */
export const RESIZE_STEPS: readonly { upTo: number; width: ImageWidth }[] = [
  { upTo: 100, width: 100 },
  { upTo: 500, width: 400 },
  { upTo: 750, width: 600 },
  { upTo: 1050, width: 1360 },
];

/** The width to serve for a requested width, or `'original'` above the last step (see the rule above). */
export function resizeWidthFor(requested: number): ImageWidth | typeof ORIGINAL {
  if (typeof requested !== 'number' || Number.isNaN(requested) || requested <= 0) return IMAGE_WIDTHS[0];
  return RESIZE_STEPS.find((s) => requested <= s.upTo)?.width ?? ORIGINAL;
}

/**
 * An absolute picture address on one of `hosts` (site.json `images.remoteHosts`: `pictures.example.com`, or
 * `*.example.com` for its subdomains, with `:port` when not the default), as a URL; null for anything else:
 * another host, another scheme, an address with a user or password, a host name spelled with a trailing dot.
 */
export function allowedRemoteImage(src: string, hosts: readonly string[]): URL | null {
  if (!/^https?:\/\//i.test(src) || !URL.canParse(src)) return null;
  const url = new URL(src);
  if (url.username || url.password || url.hostname.endsWith('.')) return null;
  const host = url.host.toLowerCase();
  const ok = hosts.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p;
  });
  return ok ? url : null;
}
