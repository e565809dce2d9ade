import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { projects, projectUnits } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { generateDemoProjects } from '@/lib/db/seed/projects';
import { getProject, listProjects, UNIT_STATUSES } from '@/lib/data/projects';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';

// The seeded demo projects, read from the generator so the expectations follow the data.
const demo = generateDemoProjects();
const unitsOf = (id: number) => demo.units.filter((u) => u.projectId === id);
const demoProject = (id: number) => demo.projects.find((p) => p.id === id && p.lang === 'en')!;
const soldOutId = demo.projects.find((p) => p.status === 'sold-out')!.id;
const withoutUnitsId = demo.projects.find((p) => unitsOf(p.id).length === 0)!.id;
const twoBuildingsId = demo.projects.find((p) => new Set(unitsOf(p.id).map((u) => u.building)).size === 2 && p.status === 'selling')!.id;

for (const target of testDatabases()) {
  describe(`projects on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 20 });
    });
    afterAll(async () => handle?.drop());

    it('seeds every project in four languages and its units once, idempotently', async () => {
      await seedDemo(handle.db, { properties: 20 });
      const { n } = must((await handle.db.select({ n: count() }).from(projects))[0], 'the count of projects');
      const { u } = must((await handle.db.select({ u: count() }).from(projectUnits))[0], 'the count of project units');
      expect(n).toBe(demo.projects.length);
      expect(n % 4).toBe(0);
      expect(u).toBe(demo.units.length);
    });

    it('lists the projects of a language: on sale first, with available units and the lowest available price', async () => {
      const list = await listProjects('nl');
      expect(list).toHaveLength(demo.projects.length / 4);
      const firstSoldOut = list.findIndex((p) => p.status === 'sold-out');
      expect(firstSoldOut).toBeGreaterThan(0);
      expect(list.slice(firstSoldOut).every((p) => p.status === 'sold-out')).toBe(true);
      expect(list.find((p) => p.zip === '9000')?.city).toBe('Gent');
      for (const p of list) {
        const units = unitsOf(p.id);
        expect(p.unitCount, p.name).toBe(units.length);
        expect(p.availableCount, p.name).toBe(units.filter((u) => u.status === 'available').length);
        const prices = units.filter((u) => u.status === 'available' && u.publishPrice).map((u) => u.price!);
        expect(p.priceFrom, p.name).toBe(prices.length ? Math.min(...prices) : null);
      }
    });

    it('gives a project with its units grouped by building, floors from the top down', async () => {
      const p = await getProject(twoBuildingsId, 'fr');
      expect(p).not.toBeNull();
      expect(p!.name).toBe(demo.projects.find((r) => r.id === twoBuildingsId && r.lang === 'fr')!.name);
      expect(p!.buildings.map((b) => b.building)).toEqual(['A', 'B']);
      for (const b of p!.buildings) {
        const floors = b.floors.map((f) => f.floor);
        expect(floors).toEqual([...floors].sort((x, y) => y - x));
        expect(floors[floors.length - 1]).toBe(0);
        expect(b.floors.every((f) => f.units.length > 0 && f.units.every((u) => u.building === b.building && u.floor === f.floor))).toBe(true);
      }
      const all = p!.buildings.flatMap((b) => b.floors.flatMap((f) => f.units));
      expect(all).toHaveLength(unitsOf(twoBuildingsId).length);
      expect(all.every((u) => (UNIT_STATUSES as readonly string[]).includes(u.status))).toBe(true);
      expect(new Set(all.map((u) => u.status))).toEqual(new Set(['available', 'option', 'sold']));
      // Unit types are named in the requested language.
      expect(all.find((u) => u.webId === 2)?.typeName).toBe('Appartement');
      const de = await getProject(twoBuildingsId, 'de');
      expect(
        must(de?.buildings[0], 'the first building in German')
          .floors.flatMap((f) => f.units)
          .find((u) => u.webId === 2)?.typeName,
      ).toBe('Wohnung');
      expect(p!.unitsByStatus.available + p!.unitsByStatus.option + p!.unitsByStatus.sold + p!.unitsByStatus['sold-out']).toBe(all.length);
      expect(p!.pictures.length).toBeGreaterThan(1);
      expect(p!.managerName).toBeTruthy();
    });

    it('keeps the street of a project whose address is not public, for the page to hide', async () => {
      const hidden = demo.projects.find((r) => r.lang === 'en' && r.publicAddress === false)!;
      const p = await getProject(hidden.id, 'en');
      expect(p!.publicAddress).toBe(false);
    });

    it('shows a sold-out project as sold out, with no unit on offer and no price', async () => {
      const p = await getProject(soldOutId, 'en');
      expect(p!.status).toBe('sold-out');
      expect(p!.availableCount).toBe(0);
      expect(p!.priceFrom).toBeNull();
      expect(p!.unitsByStatus['sold-out']).toBe(unitsOf(soldOutId).length);
      expect(p!.buildings.flatMap((b) => b.floors.flatMap((f) => f.units)).every((u) => u.status === 'sold-out')).toBe(true);
    });

    it('shows a building sold out inside a project still on sale', async () => {
      const phased = demo.projects.find((r) => r.lang === 'en' && r.status === 'selling' && unitsOf(r.id).some((u) => u.status === 'sold-out'))!;
      const p = await getProject(phased.id, 'en');
      expect(p!.status).toBe('selling');
      const statuses = p!.buildings.map((b) => new Set(b.floors.flatMap((f) => f.units.map((u) => u.status))));
      expect(statuses.some((s) => s.size === 1 && s.has('sold-out'))).toBe(true);
      expect(statuses.some((s) => s.has('available'))).toBe(true);
    });

    it('gives a project without units with no buildings', async () => {
      const p = await getProject(withoutUnitsId, 'en');
      expect(p!.name).toBe(demoProject(withoutUnitsId).name);
      expect(p!.buildings).toEqual([]);
      expect(p!.unitCount).toBe(0);
      expect(p!.priceFrom).toBeNull();
    });

    it('answers null for an unknown or malformed id', async () => {
      expect(await getProject(999999, 'en')).toBeNull();
      expect(await getProject(0, 'en')).toBeNull();
      expect(await getProject(Number('abc'), 'en')).toBeNull();
      expect(await getProject(-5, 'en')).toBeNull();
    });

    it('answers an empty list when there are no projects', async () => {
      await handle.db.delete(projects).where(eq(projects.lang, 'de'));
      expect(await listProjects('de')).toEqual([]);
      expect(await getProject(twoBuildingsId, 'de')).toBeNull();
    });
  });
}
