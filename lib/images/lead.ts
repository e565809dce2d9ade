/**
 * next/image props of an image that may be the page's largest paint (the home banner, a property's first
 * photo, the first card of a listing that opens the page): preloaded from the page's head and fetched at high
 * priority. Next.js 16's `priority` (now `preload`) only adds the preload, which Chromium fetches at an image's
 * default low priority, queued behind the stylesheets; every other image stays lazy (next/image's default).
 */
export function leadImage(lead: boolean): { preload?: true; fetchPriority?: 'high' } {
  return lead ? { preload: true, fetchPriority: 'high' } : {};
}
