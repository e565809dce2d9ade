/**
 * Visit counting: concurrent beacons through the real route handler are all counted in the Brussels day,
 * robots and foreign sites are not, and the portal statistics place views in the right day, week and month
 * (a view just after midnight in Brussels belongs to the new day, week and month).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { ownerProperties, owners, propertyViews } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { countView, recordView, VIEWS_PER_ADDRESS_HOUR } from '@/lib/data/property-views';
import { propertyStatistics } from '@/lib/data/portal';
import { brusselsDay } from '@/lib/domain/calendar';
import { POST } from '@/app/api/views/[id]/route';
import { testDatabases } from '../support/databases';
import { demoOwner } from '../support/demo-owners';
import { must } from '../support/must';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A beacon as the browser sends it from the site's page, from `address` (as server.mjs writes it). */
function beacon(id: string | number, headers: Record<string, string> = {}, address = '198.51.100.1') {
  const request = new Request(`http://localhost:3000/api/views/${id}/`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'user-agent': BROWSER,
      'x-forwarded-for': address,
      ...headers,
    },
  });
  return POST(request, { params: Promise.resolve({ id: String(id) }) });
}

for (const target of testDatabases()) {
  describe(`property views on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let ownerId: number;
    // Properties of the demo data that no demo owner has and that have no views yet.
    const CONCURRENT = 1030;
    const MIDNIGHT = 1031;
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 40 });
      const [o] = await handle.db
        .select({ id: owners.id })
        .from(owners)
        .where(eq(owners.email, demoOwner(0).email));
      ownerId = must(o, 'the first demo owner').id;
      await handle.db.insert(ownerProperties).values([
        { ownerId, propertyId: CONCURRENT },
        { ownerId, propertyId: MIDNIGHT },
      ]);
    });
    afterAll(async () => handle?.drop());

    it('counts 1,000 concurrent detail views of 1,000 visitors, all in today’s Brussels day, week and month', async () => {
      const responses = await Promise.all(Array.from({ length: 1000 }, (_, i) => beacon(CONCURRENT, {}, `203.0.${i >> 8}.${i & 255}`)));
      expect(responses.every((r) => r.status === 204)).toBe(true);
      const rows = await handle.db.select().from(propertyViews).where(eq(propertyViews.propertyId, CONCURRENT));
      expect(rows).toEqual([{ propertyId: CONCURRENT, day: brusselsDay(new Date()), count: 1000 }]);
      const stats = (await propertyStatistics(ownerId, [CONCURRENT])).get(CONCURRENT)!;
      expect({ today: stats.today, week: stats.week, month: stats.month, total: stats.total }).toEqual({ today: 1000, week: 1000, month: 1000, total: 1000 });
      expect(stats.days.at(-1)).toEqual({ day: brusselsDay(new Date()), count: 1000 });
    });

    it('does not count robots, other sites or unknown properties, and refuses malformed ids', async () => {
      const before = await handle.db.select({ n: sql<number>`coalesce(sum(${propertyViews.count}), 0)::int` }).from(propertyViews);
      expect((await beacon(CONCURRENT, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
      expect((await beacon(CONCURRENT, { 'user-agent': '' })).status).toBe(204);
      expect((await beacon(CONCURRENT, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await beacon(CONCURRENT, { origin: '', 'sec-fetch-site': '' })).status).toBe(403);
      expect((await beacon(CONCURRENT, { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await beacon(CONCURRENT, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
      expect((await beacon(999_999)).status).toBe(404);
      expect((await beacon('12abc')).status).toBe(400);
      expect((await beacon('1'.repeat(12))).status).toBe(400);
      const after = await handle.db.select({ n: sql<number>`coalesce(sum(${propertyViews.count}), 0)::int` }).from(propertyViews);
      expect(after).toEqual(before);
    });

    it('puts a view just after midnight in Brussels in the new day, week and month', async () => {
      // Sunday 30 November 2025, 23:59:30 in Brussels (UTC+1), then Monday 1 December, 00:00:30.
      await countView(MIDNIGHT, new Date('2025-11-30T22:59:30Z'));
      await countView(MIDNIGHT, new Date('2025-11-30T23:00:30Z'));
      await Promise.all(Array.from({ length: 20 }, () => countView(MIDNIGHT, new Date('2025-12-01T10:00:00Z'))));
      const days = await handle.db
        .select({ day: propertyViews.day, count: propertyViews.count })
        .from(propertyViews)
        .where(eq(propertyViews.propertyId, MIDNIGHT))
        .orderBy(propertyViews.day);
      expect(days).toEqual([
        { day: '2025-11-30', count: 1 },
        { day: '2025-12-01', count: 21 },
      ]);
      // Seen on Monday 1 December at noon: today and this week and this month hold the 21 Monday views.
      const monday = (await propertyStatistics(ownerId, [MIDNIGHT], new Date('2025-12-01T11:00:00Z'))).get(MIDNIGHT)!;
      expect({ today: monday.today, week: monday.week, month: monday.month, total: monday.total }).toEqual({ today: 21, week: 21, month: 21, total: 22 });
      expect(monday.days.slice(-2)).toEqual([
        { day: '2025-11-30', count: 1 },
        { day: '2025-12-01', count: 21 },
      ]);
      // Seen on the Sunday evening (before midnight): only the Sunday view exists then.
      const sunday = (await propertyStatistics(ownerId, [MIDNIGHT], new Date('2025-11-30T22:59:50Z'))).get(MIDNIGHT)!;
      expect({ today: sunday.today, week: sunday.week, month: sunday.month, total: sunday.total }).toEqual({ today: 1, week: 1, month: 1, total: 1 });
    });

    it('counts a visitor once per property and day, however many beacons a script sends', async () => {
      const property = 1032;
      const total = async () => {
        const [sum] = await handle.db
          .select({ n: sql<number>`coalesce(sum(${propertyViews.count}), 0)::int` })
          .from(propertyViews)
          .where(eq(propertyViews.propertyId, property));
        return must(sum, `the sum of the views of ${property}`).n;
      };
      for (let i = 0; i < 5; i++) expect((await beacon(property, {}, '192.0.2.50')).status).toBe(204);
      expect(await total()).toBe(1);
      // A new address in the same IPv6 /64 is the same visitor.
      for (const address of ['2a01:4f8:c17:1a2b::1', '2a01:4f8:c17:1a2b::2', '2a01:4f8:c17:1a2b:ffff::9']) await beacon(property, {}, address);
      expect(await total()).toBe(2);
      // The next day the same visitor counts again.
      expect(await recordView(property, '192.0.2.50', new Date(Date.now() + 24 * 60 * 60_000))).toBe('counted');
      expect(await total()).toBe(3);
    });

    it('refuses an address past its hourly number of beacons', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < VIEWS_PER_ADDRESS_HOUR + 3; i++) statuses.push((await beacon(1033 + (i % 5), {}, '192.0.2.77')).status);
      expect(statuses.slice(0, VIEWS_PER_ADDRESS_HOUR).every((s) => s === 204)).toBe(true);
      expect(statuses.slice(VIEWS_PER_ADDRESS_HOUR)).toEqual([429, 429, 429]);
      // Five properties, one view each: the extra beacons moved nothing.
      const rows = await handle.db
        .select({ n: sql<number>`coalesce(sum(${propertyViews.count}), 0)::int` })
        .from(propertyViews)
        .where(sql`${propertyViews.propertyId} between 1033 and 1037`);
      expect(rows).toEqual([{ n: 5 }]);
    });
  });
}
