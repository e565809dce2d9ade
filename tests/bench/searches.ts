/**
 * The filtered listings' URLs of the throughput benchmarks (run.ts, framework.ts): the searches most visitors make,
 * each in its canonical form (the one proxy.ts redirects to, so no request is a redirect), in a fixed order, and
 * searches nobody made before, mixed in.
 */
import { listingSearchParams, parseListingQuery, REGIONS } from '../../lib/domain/listing-query';
import { must } from '../support/must';
import { get } from './load';

/** A web type as the search data lists it, with its properties for sale and for rent. */
export type SearchType = { webId: number; saleCount: number; rentCount: number };

/** The web types of the language, from the site's search data (`/api/search/?lang=…&q=`). */
export async function searchTypes(base: string, lang: string): Promise<SearchType[]> {
  return (JSON.parse((await get(base, `/api/search/?lang=${lang}&q=`)).body) as { types: SearchType[] }).types;
}

/** Of the filtered listing's requests, one in NEW_SEARCH_EVERY is a search nobody made before. */
export const NEW_SEARCH_EVERY = 10;

/** The canonical form of a query (the form proxy.ts redirects to), so no request of the run is a redirect. */
const canonical = (listing: string, params: Record<string, string>) => {
  const query = listingSearchParams(parseListingQuery(new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')))).toString();
  return query ? `${listing}?${query}` : null;
};

/** A fixed shuffle (mulberry32), so every run sends the same URLs in the same order. */
function shuffled<T>(items: T[], seed = 3): T[] {
  const out = [...items];
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) swap(out, i, Math.floor(random() * (i + 1)));
  return out;
}

/** Swaps items `i` and `j` of `list` in place; both must be in the list. */
export function swap<T>(list: T[], i: number, j: number): void {
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) throw new RangeError(`cannot swap items ${i} and ${j} of a list of ${list.length}`);
  [list[i], list[j]] = [list[j] as T, list[i] as T];
}

/**
 * The searches visitors make with the listing's simple search and sort: on the sale and the rent listing,
 * any type or one of the types offered there (with properties in that listing), any zone or one of the
 * four, in date order or by price up or down. With the 10 web types of the demo data that is
 * 2 listings × (1 + 10 or 8 types) × 5 zones × 3 sorts, less the two unfiltered listings: 298 result pages.
 */
export function popularSearches(types: SearchType[], sale: string, rent: string): string[] {
  const urls: string[] = [];
  for (const [listing, count] of [
    [sale, 'saleCount'],
    [rent, 'rentCount'],
  ] as const) {
    for (const type of ['', ...types.filter((t) => t[count] > 0).map((t) => String(t.webId))]) {
      for (const zone of ['', ...REGIONS]) {
        for (const sort of ['', 'price-asc', 'price-desc']) {
          const url = canonical(listing, { type, zone, sort });
          if (url) urls.push(url);
        }
      }
    }
  }
  return shuffled(urls);
}

/** A search never made before in the run: a type, a zone and a maximum price of its own (from `from` up). */
export function newSearches(types: SearchType[], sale: string, from: number): () => string {
  let n = 0;
  const forSale = types.filter((t) => t.saleCount > 0);
  if (forSale.length === 0) throw new Error('No web type has a property for sale: there is no new search to make');
  return () => {
    n++;
    const type = String(must(forSale[n % forSale.length], 'a web type for sale').webId);
    const zone = must(REGIONS[Math.floor(n / forSale.length) % REGIONS.length], 'a zone');
    return canonical(sale, { type, zone, pmax: String(from + n * 100) })!;
  };
}

/** The URLs in turn, again and again. */
export const cycle = (urls: string[]) => {
  if (urls.length === 0) throw new Error('No URL to send requests to in turn');
  let i = 0;
  return () => must(urls[i++ % urls.length], 'the next URL');
};

/** One request in `every` from `rare`, the others from `usual`. */
export const mix = (usual: () => string, rare: () => string, every: number) => {
  let i = 0;
  return () => (++i % every === 0 ? rare() : usual());
};
