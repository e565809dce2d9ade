/**
 * What the favourites page reads for the IDs a browser keeps (GET /api/favourites/): the current public facts in
 * the order asked, nothing a property's own page would not show (a price on request, a hidden street), a property
 * no longer on the site left out so the page marks it withdrawn, and the derived figures of the comparison.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import type { FavouriteProperty } from '@/lib/data/favourites';
import { GET } from '@/app/api/favourites/route';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';

const ask = async (query: string) => {
  const response = await GET(new NextRequest(`http://localhost:3000/api/favourites/?${query}`));
  return { status: response.status, body: (await response.json()) as { items: FavouriteProperty[] } };
};

for (const target of testDatabases()) {
  describe(`favourites' current facts on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let ids: number[];
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 40 });
      const rows = await handle.db.select({ id: properties.id }).from(properties).where(eq(properties.lang, 'en')).orderBy(properties.id).limit(4);
      ids = rows.map((r) => r.id);
    });
    afterAll(async () => handle?.drop());

    it('answers the properties asked in their order, and leaves out one the site no longer has', async () => {
      const [a, b, c] = [must(ids[0], 'a'), must(ids[1], 'b'), must(ids[2], 'c')];
      await handle.db.delete(properties).where(eq(properties.id, c));
      const { status, body } = await ask(`lang=en&ids=${b},${c},${a}`);
      expect(status).toBe(200);
      expect(body.items.map((p) => p.id)).toEqual([b, a]);
    });

    it('hides an unpublished price and street, and derives the price per m², energy label and purchase cost', async () => {
      const id = must(ids[3], 'd');
      const where = and(eq(properties.id, id), eq(properties.lang, 'en'));
      await handle.db
        .update(properties)
        .set({
          goal: 0,
          status: 'available',
          price: 300_000,
          publishPrice: true,
          priceUnit: 0,
          surfaceLiving: 120,
          zip: '1050',
          countryId: 10,
          publishAddress: false,
        })
        .where(where);
      const [shown] = (await ask(`lang=en&ids=${id}`)).body.items;
      expect(shown).toMatchObject({ id, price: 300_000, pricePerM2: 2500, street: null, houseNumber: null, zip: '1050' });
      // Brussels: the price, the registration duty after the own-home abatement and the notary's fees.
      expect(must(shown, 'the property').purchaseTotal).toBeGreaterThan(300_000);

      await handle.db.update(properties).set({ publishPrice: false }).where(where);
      const [hidden] = (await ask(`lang=en&ids=${id}`)).body.items;
      expect(hidden).toMatchObject({ price: null, pricePerM2: null, purchaseTotal: null });
      expect(JSON.stringify(hidden)).not.toContain('300000');
    });

    it('refuses what is not a list of IDs of an enabled language', async () => {
      expect((await ask('lang=xx&ids=1')).status).toBe(400);
      expect((await ask('lang=en&ids=1,abc')).status).toBe(400);
      expect((await ask(`lang=en&ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).status).toBe(400);
      expect((await ask('lang=en&ids=')).body.items).toEqual([]);
    });
  });
}
