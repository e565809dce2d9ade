/**
 * Search by area on PGlite and PostgreSQL: `around=lat,lng,km`, `area=` a drawn polygon and `near=` a
 * postcode list only the properties inside, with the count and the pages of those alone; a property
 * without coordinates is never inside; a hidden address counts at its public (rounded) position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import polyline from '@mapbox/polyline';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { searchListing } from '@/lib/data/listings';
import { forgetAll } from '@/lib/data/memo';
import { parseListingQuery } from '@/lib/domain/listing-query';
import { testDatabases } from '../support/databases';

const query = (qs: string) => parseListingQuery(new URLSearchParams(qs));

/** Every id a search lists, over all its pages. */
async function allIds(qs: string): Promise<number[]> {
  const first = await searchListing('sale', query(qs), 'en');
  const ids = first.items.map((p) => p.id);
  for (let page = 2; page <= first.paging.pages; page++) ids.push(...(await searchListing('sale', query(`${qs}&page=${page}`), 'en')).items.map((p) => p.id));
  expect(ids).toHaveLength(first.paging.total);
  return ids.sort((a, b) => a - b);
}

// A square of about 2.2 km around the Grand-Place of Brussels (50.8467, 4.3525).
const square: [number, number][] = [
  [50.837, 4.337],
  [50.857, 4.337],
  [50.857, 4.369],
  [50.837, 4.369],
];

for (const target of testDatabases()) {
  describe(`listing by area on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    /** Properties for sale, placed by the test: 14 in the square, 1 just outside, 1 hidden at its edge, 1 without coordinates. */
    let inside: number[] = [];
    let outside = 0;
    let hiddenOut = 0;
    let unplaced = 0;

    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 80 });
      const db = handle.db;
      const forSale = await db.selectDistinct({ id: properties.id }).from(properties).where(eq(properties.goal, 0));
      const sale = forSale.map((r) => r.id).sort((a, b) => a - b);
      // Everything far away first (Ostend), then the chosen ones placed.
      await db.update(properties).set({ latitude: 51.2154, longitude: 2.928, publishAddress: true, status: 'available', zip: '8400' });
      const place = (ids: number[], set: Partial<typeof properties.$inferInsert>) => db.update(properties).set(set).where(inArray(properties.id, ids));
      inside = sale.slice(0, 14);
      [outside = 0, hiddenOut = 0, unplaced = 0] = sale.slice(14, 17);
      for (const [i, id] of inside.entries()) await place([id], { latitude: 50.84 + i * 0.001, longitude: 4.34 + i * 0.001, zip: '1000' });
      // 0.2 km east of the square's edge.
      await place([outside], { latitude: 50.85, longitude: 4.372, zip: '1000' });
      // Exactly 50.8566 is inside, but its address is hidden: its public position, 50.86, is outside.
      await place([hiddenOut], { latitude: 50.8566, longitude: 4.35, publishAddress: false, zip: '1000' });
      await place([unplaced], { latitude: null, longitude: null, zip: '1000' });
      forgetAll();
    });
    afterAll(async () => handle?.drop());

    it('around=lat,lng,km lists the properties within the radius, counted and paged as such', async () => {
      const result = await searchListing('sale', query('around=50.8467,4.3525,1.2'), 'en');
      expect(result.paging.total).toBe(14);
      expect(result.paging.pages).toBe(2);
      expect(result.area).toEqual({ kind: 'circle', lat: 50.8467, lng: 4.3525, km: 1.2 });
      expect(await allIds('around=50.8467,4.3525,1.2')).toEqual(inside);
      // The one east of the square is 1.37 km from this point.
      expect(await allIds('around=50.85,4.3525,1.5')).toContain(outside);
      expect(await allIds('around=50.85,4.3525,1.3')).not.toContain(outside);
    });

    it('area= a drawn polygon lists only what lies inside it; a hidden address counts where the site shows it', async () => {
      const area = encodeURIComponent(polyline.encode(square, 5));
      const ids = await allIds(`area=${area}`);
      expect(ids).toEqual(inside);
      expect(ids).not.toContain(outside);
      expect(ids).not.toContain(hiddenOut);
      expect(ids).not.toContain(unplaced);
      // With the other filters: only the inside properties that also match them.
      const [cheap] = inside;
      await handle.db.update(properties).set({ price: 1, publishPrice: true }).where(eq(properties.id, cheap!));
      forgetAll();
      expect(await allIds(`area=${area}&pmax=10`)).toEqual([cheap]);
    });

    it('near= a postcode with km= searches around the postcode; a postcode without properties finds nothing', async () => {
      const near = await searchListing('sale', query('near=1000&km=3'), 'en');
      expect(near.area?.kind).toBe('circle');
      expect(near.paging.total).toBeGreaterThanOrEqual(14);
      expect(await allIds('near=1000&km=3')).not.toContain(unplaced);
      const nowhere = await searchListing('sale', query('near=9999&km=3'), 'en');
      expect(nowhere.paging.total).toBe(0);
      expect(nowhere.unknownPlace).toBe(true);
    });

    it('a bad area is ignored: the whole listing shows', async () => {
      const all = await searchListing('sale', query(''), 'en');
      const bad = await searchListing('sale', query('area=%25%25&around=x'), 'en');
      expect(bad.paging.total).toBe(all.paging.total);
    });
  });
}
