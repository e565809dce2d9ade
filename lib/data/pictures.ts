import 'server-only';
/**
 * The remote pictures the site stores (the CRM's: a property's card picture and photos, a project's
 * picture and photos, an article's image), so the image route fetches those and no address a visitor
 * made up. Kept in memory as a sorted list of 48-bit hashes (the first 12 hex digits of each address's MD5:
 * 8 bytes a picture, 200,000 pictures take 1.6 MB), read again when the catalogue changes
 * (lib/data/catalog-version.ts); a lookup is a binary search. The database hashes them and sends one text
 * (one row of 60,000 pictures read in about 0.5 s on the embedded database, where 60,000 rows took 3 s).
 * A made-up address shares a hash with a stored one with a chance of about one in a billion at that size,
 * and would still have to be on a configured picture host and pass the fetcher's checks.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { rememberCatalog } from './catalog-version';
import { hitRateLimit, type RateDecision } from './rate-limits';

const HASH_DIGITS = 12;
const hashOf = (url: string): number => parseInt(createHash('md5').update(url).digest('hex').slice(0, HASH_DIGITS), 16);

async function loadKnownPictures(): Promise<Float64Array> {
  const db = await getDb();
  // Identical lists (a property's photos in each of its languages) are expanded once.
  const result = await db.execute(sql`
    select coalesce(string_agg(left(md5(url), ${HASH_DIGITS}), ''), '') as hashes from (
      select small_picture_url as url from properties
      union all select jsonb_array_elements_text(list) from (select distinct pictures as list from properties) p
      union all select picture from projects
      union all select jsonb_array_elements_text(list) from (select distinct pictures as list from projects) j
      union all select image from articles
    ) stored
    where url like 'https://%'`);
  const text = (result as unknown as { rows: { hashes: string }[] }).rows[0]?.hashes ?? '';
  const hashes = new Float64Array(text.length / HASH_DIGITS);
  for (let i = 0; i < hashes.length; i++) hashes[i] = parseInt(text.slice(i * HASH_DIGITS, (i + 1) * HASH_DIGITS), 16);
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
