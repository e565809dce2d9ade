import { describe, it, expect } from 'vitest';
import { must } from '@/tests/support/must';
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';
import { CITIES, EPC_BANDS, WEB_TYPES, generateDemoProperties } from './properties';
import { ENERGY_LABELS } from '@/lib/domain/energy';
import { regionOf, type Region } from '@/lib/domain/regions';
import { isForRent, isForSale } from '../../domain/property';

type Row = ReturnType<typeof generateDemoProperties>[number];

const rows300 = generateDemoProperties(300);
const en300 = rows300.filter((r) => r.lang === 'en');
const region = (r: Row): Region => regionOf(r.zip, r.countryId)!;
type BelgianRegion = Exclude<Region, 'luxembourg'>;
const details = (r: Row) => r.details as Record<string, unknown>;

/** The ranges of the regions' energy label scales as label texts; bounds are inclusive on both sides. */
function specLabel(reg: BelgianRegion, v: number): string[] {
  const scales: Record<BelgianRegion, [number, number, string][]> = {
    flanders: [
      [-Infinity, -0.0001, 'A+'],
      [0, 100, 'A'],
      [100, 200, 'B'],
      [200, 300, 'C'],
      [300, 400, 'D'],
      [400, 500, 'E'],
      [500, Infinity, 'F'],
    ],
    brussels: [
      [-Infinity, -0.0001, 'A+'],
      [1, 23, 'A'],
      [24, 45, 'A-'],
      [46, 62, 'B+'],
      [63, 79, 'B'],
      [80, 95, 'B-'],
      [96, 113, 'C+'],
      [114, 132, 'C'],
      [133, 150, 'C-'],
      [151, 170, 'D+'],
      [171, 190, 'D'],
      [191, 210, 'D-'],
      [211, 232, 'E+'],
      [233, 253, 'E'],
      [254, 275, 'E-'],
      [276, 298, 'F+'],
      [299, 322, 'F'],
      [323, 345, 'F-'],
      [346, Infinity, 'G'],
    ],
    wallonia: [
      [-Infinity, -0.0001, 'A++'],
      [0, 45, 'A+'],
      [45, 85, 'A'],
      [85, 170, 'B'],
      [170, 255, 'C'],
      [255, 340, 'D'],
      [340, 425, 'E'],
      [425, 510, 'F'],
      [510, Infinity, 'G'],
    ],
  };
  return scales[reg].filter(([lo, hi]) => v >= lo && v <= hi).map(([, , l]) => l);
}

describe('WEB_TYPES and CITIES', () => {
  it('has the ten web types with a name per language', () => {
    expect(WEB_TYPES.map((w) => w.webId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const w of WEB_TYPES) for (const l of SUPPORTED_LOCALES) expect(w.name[l]).toBeTruthy();
  });

  it('has cities in every region with valid postcodes and names per language', () => {
    const regions = new Set(CITIES.map((c) => regionOf(c.zip, c.countryId)));
    expect(regions).toEqual(new Set(['brussels', 'flanders', 'wallonia', 'luxembourg']));
    for (const c of CITIES) {
      expect(c.zip).toMatch(/^\d{4}$/);
      expect(regionOf(c.zip, c.countryId)).not.toBeNull();
      expect(c.streets.length).toBeGreaterThan(0);
      for (const l of SUPPORTED_LOCALES) expect(c.name[l]).toBeTruthy();
    }
    expect(new Set(CITIES.map((c) => c.zip)).size).toBe(CITIES.length);
  });
});

describe('generateDemoProperties', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoProperties(120, 7)).toEqual(generateDemoProperties(120, 7));
    expect(generateDemoProperties(300)).toEqual(rows300);
    expect(generateDemoProperties(50, 2)).not.toEqual(generateDemoProperties(50, 3));
  });

  it('gives every property four rows, one per language, with the same id and language-neutral facts', () => {
    expect(rows300).toHaveLength(1200);
    const byId = new Map<number, Row[]>();
    for (const r of rows300) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    expect([...byId.keys()]).toEqual(Array.from({ length: 300 }, (_, i) => 1001 + i));
    for (const group of byId.values()) {
      expect(group.map((r) => r.lang).sort()).toEqual([...SUPPORTED_LOCALES].sort());
      const first = must(group[0], 'the first language version');
      for (const r of group) {
        expect(r.price).toBe(first.price);
        expect(r.goal).toBe(first.goal);
        expect(r.status).toBe(first.status);
        expect(r.zip).toBe(first.zip);
        expect(r.reference).toBe(first.reference);
        expect(r.details).toEqual(first.details);
        expect(r.title).toBeTruthy();
        expect(r.typeDescription).toBeTruthy();
      }
    }
    const fr = rows300.find((r) => r.lang === 'fr' && r.zip === '1000');
    if (fr) expect(fr.city).toBe('Bruxelles');
    const nlBe = rows300.find((r) => r.lang === 'nl' && r.countryId === 10)!;
    expect(nlBe.countryName).toBe('België');
  });

  it('keeps the coverage promises within the first 40 properties', () => {
    const first40 = en300.slice(0, 40);
    for (const reg of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
      for (const [goal, hasGoal] of [
        ['sale', isForSale],
        ['rent', isForRent],
      ] as const) {
        expect(
          first40.some((r) => region(r) === reg && hasGoal(r)),
          `${reg} for ${goal}`,
        ).toBe(true);
      }
    }
    expect(first40.some((r) => r.status === 'sold' && isForSale(r))).toBe(true);
    expect(first40.some((r) => r.status === 'rented' && isForRent(r))).toBe(true);
    expect(first40.some((r) => r.publishPrice === false)).toBe(true);
    expect(first40.some((r) => r.publishAddress === false)).toBe(true);
    expect(first40.some((r) => r.priceUnit === 7)).toBe(true);
  });

  it('has roughly the promised proportions in 300 properties', () => {
    const n = en300.length;
    const sale = en300.filter(isForSale);
    const rent = en300.filter(isForRent);
    expect(sale.length / n).toBeGreaterThan(0.55);
    expect(sale.length / n).toBeLessThan(0.75);
    expect(sale.filter((r) => r.status === 'sold').length).toBeGreaterThan(0);
    expect(rent.filter((r) => r.status === 'rented').length).toBeGreaterThan(0);
    expect(en300.some((r) => r.status === 'option')).toBe(true);
    expect(en300.filter((r) => !r.publishPrice).length / n).toBeLessThan(0.15);
    expect(en300.filter((r) => !r.publishAddress).length / n).toBeLessThan(0.15);
    expect(en300.some((r) => r.priceUnitText)).toBe(true);
    expect(en300.filter((r) => r.marquee === 0).length / n).toBeGreaterThan(0.5);
    expect(sale.every((r) => r.status !== 'rented')).toBe(true);
    expect(rent.every((r) => r.status !== 'sold')).toBe(true);
  });

  it('places Belgian zips in the postal region ranges and covers every Belgian label class', () => {
    const labels: Record<BelgianRegion, Set<string>> = { flanders: new Set(), brussels: new Set(), wallonia: new Set() };
    for (const r of en300) {
      if (r.countryId === 50) {
        expect(r.countryName).toBe('Luxembourg');
        if (r.epcLabelText) expect(r.epcLabelText).toMatch(/^[A-I]$/);
        expect(r.managerName).toBe('Marc Schmit');
        continue;
      }
      expect(r.countryId).toBe(10);
      const z = Number(r.zip);
      const reg = region(r) as BelgianRegion; // a Belgian property: Luxembourg's went on above
      if (reg === 'brussels') expect(z >= 1000 && z <= 1299).toBe(true);
      else if (reg === 'wallonia') expect((z >= 1300 && z <= 1499) || (z >= 4000 && z <= 7999)).toBe(true);
      else expect((z >= 1500 && z <= 3999) || (z >= 8000 && z <= 9999)).toBe(true);
      if (r.energyPerformance != null) {
        expect(specLabel(reg, r.energyPerformance)).toContain(r.epcLabelText);
        labels[reg].add(r.epcLabelText!);
      }
    }
    for (const reg of ['flanders', 'brussels', 'wallonia'] as const) {
      expect([...labels[reg]].sort(), reg).toEqual(EPC_BANDS[reg].map((b) => b.text).sort());
    }
    // The demo draws every label of each region's scale as the site knows it, best first.
    for (const reg of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
      expect(
        EPC_BANDS[reg].map((b) => b.key),
        reg,
      ).toEqual(ENERGY_LABELS[reg]);
    }
    expect(en300.some((r) => r.energyPerformance != null && r.energyPerformance < 0)).toBe(true);
  });

  it('keeps types, surfaces and energy data consistent', () => {
    for (const r of en300) {
      if (r.webId === 4) {
        expect(r.bedrooms).toBeNull();
        expect(r.surfaceGround).toBeGreaterThan(0);
      }
      if (r.webId === 4 || r.webId === 7) {
        expect(r.energyPerformance).toBeNull();
        expect(r.epcLabelText).toBeNull();
      } else {
        expect(r.epcLabelText).toBeTruthy();
        expect(r.epcValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      if (r.webId === 2 || r.webId === 8 || r.webId === 9) expect(r.boxNr).toBeTruthy();
      expect(r.pictures!.length).toBeGreaterThanOrEqual(4);
      expect(r.pictures!.length).toBeLessThanOrEqual(8);
      expect(r.pictures![0]).toBe(r.smallPictureUrl);
      expect(r.smallPictureUrl).toMatch(/^\/demo\/house-(0[1-9]|1\d|2[0-4])\.jpg$/);
      expect(r.reference).toMatch(/^MH-\d{2}-\d{4}$/);
      expect(r.price).toBeGreaterThan(0);
      expect(r.updatedAt!.getTime()).toBeGreaterThanOrEqual(r.createdAt!.getTime());
      expect(r.createdAt!.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 1, 10));
      expect(r.createdAt!.getTime()).toBeGreaterThan(Date.UTC(2025, 3, 1));
    }
  });

  it('gives rentals a deposit of three months of rent', () => {
    const rentals = en300.filter(isForRent);
    expect(rentals.length).toBeGreaterThan(0);
    for (const r of rentals) {
      const d = details(r);
      expect(d.monthlyRent).toBe(r.price);
      expect(d.deposit).toBe(3 * (d.monthlyRent as number));
    }
    for (const r of en300.filter(isForSale)) expect(details(r).deposit).toBeUndefined();
  });

  it('generates 10,000 properties', () => {
    const rows = generateDemoProperties(10_000);
    expect(rows).toHaveLength(40_000);
    expect(new Set(rows.map((r) => r.uniqueCode)).size).toBe(10_000);
  });
});
