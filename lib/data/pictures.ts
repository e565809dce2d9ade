import 'server-only';
/**
 * The remote pictures the site stores (the CRM's: a property's card picture and photos, a project's
 * picture and photos, an article's image), so the image route fetches those and no address a visitor
 * made up. Kept in memory as a sorted list of 48-bit hashes (8 bytes a picture: 200,000 pictures take
 * 1.6 MB), read again when the catalogue changes (lib/data/catalog-version.ts); a lookup is a binary
 * search. Two different addresses share a hash with a chance of about one in 10^9 per lookup at that size:
 * such a made-up address would still have to be on a configured picture host and pass its checks.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { rememberCatalog } from './catalog-version';
import { hitRateLimit, type RateDecision } from './rate-limits';

const hashOf = (url: string): number => createHash('sha256').update(url).digest().readUIntBE(0, 6);

async function loadKnownPictures(): Promise<Float64Array> {
  const db = await getDb();
  const result = await db.execute(sql`
    select url from (
      select small_picture_url as url from properties
      union select jsonb_array_elements_text(pictures) from properties
      union select picture from projects
      union select jsonb_array_elements_text(pictures) from projects
      union select image from articles
    ) stored
    where url like 'https://%'`);
  const rows = (result as unknown as { rows: { url: string }[] }).rows;
  const hashes = new Float64Array(rows.length);
  rows.forEach((row, i) => (hashes[i] = hashOf(row.url)));
  return hashes.sort();
}

/** Whether `url` is, exactly, the address of a picture the site stores (see above). */
export async function isStoredPicture(url: string): Promise<boolean> {
  if (!url.startsWith('https://')) return false;
  const hashes = await rememberCatalog('stored-pictures', loadKnownPictures);
  const wanted = hashOf(url);
  let low = 0;
  let high = hashes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = hashes[middle]!;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Count one picture made for the visitor at `address` (a miss of the picture cache: a download and an
 * encoding, or an encoding) against IMAGE_MISS_RATE_LIMIT, shared by every instance; pictures served from
 * the cache are not counted.
 */
export function countPictureMiss(address: string): Promise<RateDecision> {
  return hitRateLimit(`image-miss:${address}`, env.IMAGE_MISS_RATE_LIMIT);
}
