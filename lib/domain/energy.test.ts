import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import {
  ENERGY_LABEL_IMAGES,
  ENERGY_LABELS,
  ENERGY_SCALES,
  energyClassOf,
  energyLabelFor,
  energyLabelImage,
  energyLabelText,
  LUXEMBOURG_CLASSES,
  luxembourgClassOf,
  renovationDeadline,
  renovationDue,
  type RenovationRule,
} from './energy';
import type { Region } from './regions';

describe('Flanders energy scale', () => {
  it.each([
    [-1000, 'a_plus'],
    [-0.1, 'a_plus'],
    [0, 'a'], // "below 0" is strict
    [50, 'a'],
    [100, 'a'], // a shared limit belongs to the better band
    [100.1, 'b'],
    [200, 'b'],
    [200.5, 'c'],
    [300, 'c'],
    [300.1, 'd'],
    [400, 'd'],
    [401, 'e'],
    [500, 'e'],
    [500.1, 'f'], // "above 500" is strict
    [99999, 'f'],
  ])('%d is %s', (value, label) => {
    expect(energyLabelFor(value, 'flanders')).toBe(label);
  });
});

describe('Brussels energy scale', () => {
  it.each([
    [-1000, 'a_plus'],
    [-0.01, 'a_plus'],
    [0, 'a_plus'], // gap between "below 0" and 1-23: nearer to "below 0"
    [0.4, 'a_plus'],
    [0.5, 'a'], // halfway in a gap goes to the worse band
    [1, 'a'],
    [23, 'a'],
    [23.2, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.4, 'f_sub'], // gap between f_sub (to 345) and "above 346"
    [345.5, 'g'],
    [346, 'g'], // not "above 346", but nearer to g than to f_sub
    [346.1, 'g'],
    [99999, 'g'],
  ])('%d is %s', (value, label) => {
    expect(energyLabelFor(value, 'brussels')).toBe(label);
  });

  it('reads f_sub as 323-345, not the 223-345 of the source', () => {
    expect(ENERGY_SCALES.brussels.find((b) => b.label === 'f_sub')).toEqual({ lower: 323, upper: 345, label: 'f_sub' });
    expect(energyLabelFor(223, 'brussels')).toBe('e_plus');
    expect(energyLabelFor(300, 'brussels')).toBe('f');
    expect(energyLabelFor(330, 'brussels')).toBe('f_sub');
  });
});

describe('Wallonia energy scale', () => {
  it.each([
    [-1000, 'a_plusplus'],
    [-0.1, 'a_plusplus'],
    [0, 'a_plus'],
    [45, 'a_plus'],
    [45.1, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [510.1, 'g'],
    [99999, 'g'],
  ])('%d is %s', (value, label) => {
    expect(energyLabelFor(value, 'wallonia')).toBe(label);
  });
});

describe('energy scales as data', () => {
  it('lists the classes of each scale best first', () => {
    expect(ENERGY_LABELS.flanders).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f']);
    expect(ENERGY_LABELS.wallonia).toEqual(['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(ENERGY_LABELS.brussels).toEqual([
      'a_plus',
      'a',
      'a_sub',
      'b_plus',
      'b',
      'b_sub',
      'c_plus',
      'c',
      'c_sub',
      'd_plus',
      'd',
      'd_sub',
      'e_plus',
      'e',
      'e_sub',
      'f_plus',
      'f',
      'f_sub',
      'g',
    ]);
    expect(ENERGY_LABELS.luxembourg).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('has an open start and end and increasing limits on every scale', () => {
    for (const scale of Object.values(ENERGY_SCALES)) {
      const [first, ...others] = scale;
      let previous = must(first, 'the first band');
      expect(previous.lower).toBeNull();
      expect(must(scale.at(-1), 'the last band').upper).toBeNull();
      for (const band of others) {
        expect(band.lower).not.toBeNull();
        expect(band.lower!).toBeGreaterThanOrEqual(previous.upper!);
        previous = band;
      }
    }
  });

  it('gives no label for a value that is not a number', () => {
    expect(energyLabelFor(Number.NaN, 'flanders')).toBeNull();
    expect(energyLabelFor(Number.POSITIVE_INFINITY, 'brussels')).toBeNull();
    expect(energyLabelFor('120' as unknown as number, 'wallonia')).toBeNull();
  });
});

describe('energy class of a property', () => {
  const belgian = { energyPerformance: 150, epcLabelText: null, countryId: 10 };

  it('uses the scale of the region of a Belgian postcode', () => {
    expect(energyClassOf({ ...belgian, zip: '9000' })).toEqual({ region: 'flanders', label: 'b' });
    expect(energyClassOf({ ...belgian, zip: '1050' })).toEqual({ region: 'brussels', label: 'c_sub' });
    expect(energyClassOf({ ...belgian, zip: '4000' })).toEqual({ region: 'wallonia', label: 'b' });
    expect(energyClassOf({ ...belgian, zip: '1300' })).toEqual({ region: 'wallonia', label: 'b' });
  });

  it('gives nothing for a Belgian property without a value or with an unknown postcode', () => {
    expect(energyClassOf({ ...belgian, energyPerformance: null, epcLabelText: 'B', zip: '9000' })).toBeNull();
    expect(energyClassOf({ ...belgian, zip: '0999' })).toBeNull();
    expect(energyClassOf({ ...belgian, zip: 'abc' })).toBeNull();
    expect(energyClassOf({ ...belgian, zip: '9000', countryId: 20 })).toBeNull();
  });

  it('reads a Luxembourg class from the label text, whatever the value and postcode', () => {
    const lux = { energyPerformance: 999, zip: '1611', countryId: 50 };
    expect(energyClassOf({ ...lux, epcLabelText: 'a' })).toEqual({ region: 'luxembourg', label: 'a' });
    expect(energyClassOf({ ...lux, epcLabelText: ' B ' })).toEqual({ region: 'luxembourg', label: 'b' });
    expect(energyClassOf({ ...lux, epcLabelText: 'C+' })).toEqual({ region: 'luxembourg', label: 'c' });
    expect(energyClassOf({ ...lux, epcLabelText: 'I' })).toEqual({ region: 'luxembourg', label: 'i' });
    expect(energyClassOf({ ...lux, epcLabelText: null })).toBeNull();
    expect(energyClassOf({ ...lux, epcLabelText: 'J' })).toBeNull();
  });

  it('normalises Luxembourg label texts to a class id', () => {
    expect(luxembourgClassOf('a')).toBe('a');
    expect(luxembourgClassOf('  h ')).toBe('h');
    expect(luxembourgClassOf('D-')).toBe('d');
    expect(luxembourgClassOf('A++')).toBe('a');
    expect(luxembourgClassOf('Classe E')).toBe('e');
    expect(luxembourgClassOf('Klasse: f')).toBe('f');
    expect(luxembourgClassOf('class G')).toBe('g');
    expect(luxembourgClassOf('B/C')).toBe('b');
    expect(luxembourgClassOf('B / C')).toBe('b');
    for (const bad of ['', '   ', 'J', 'Z', 'AB', 'A B', '1', 'B/Z', 'n/a', null, undefined]) expect(luxembourgClassOf(bad)).toBeNull();
    expect(LUXEMBOURG_CLASSES).toHaveLength(9);
  });
});

describe('energy label images', () => {
  it('writes labels as people do', () => {
    expect(energyLabelText('a_plus')).toBe('A+');
    expect(energyLabelText('a_plusplus')).toBe('A++');
    expect(energyLabelText('a_sub')).toBe('A-');
    expect(energyLabelText('e_plus')).toBe('E+');
    expect(energyLabelText('g')).toBe('G');
    expect(energyLabelText('i')).toBe('I');
  });

  it('names an image by region and label', () => {
    expect(energyLabelImage('brussels', 'a_sub')).toBe('/energy/brussels-a_sub.svg');
    expect(energyLabelImage('luxembourg', 'i')).toBe('/energy/luxembourg-i.svg');
    expect(ENERGY_LABEL_IMAGES.wallonia.a_plusplus).toBe('/energy/wallonia-a_plusplus.svg');
  });

  it('has an image file with its class text and a title for every label of every scale and Luxembourg A-I', () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    let count = 0;
    for (const region of Object.keys(ENERGY_LABELS) as Region[]) {
      for (const label of ENERGY_LABELS[region]) {
        const file = `${publicDir}${energyLabelImage(region, label)}`;
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toContain('<title');
        expect(svg).toContain(`>${energyLabelText(label)}</text>`);
        count++;
      }
    }
    expect(count).toBe(7 + 19 + 9 + 9);
  });
});

/** The Flemish rule as the site's configuration ships it, and a later one a decree could add. */
const FLANDERS: RenovationRule = {
  from: '2023-01-01',
  source: 'https://www.vlaanderen.be/renovatieverplichting',
  region: 'flanders',
  labels: ['e', 'f'],
  target: 'd',
  withinYears: 5,
};
const LATER: RenovationRule = { ...FLANDERS, from: '2028-01-01', labels: ['d', 'e', 'f'], target: 'c' };

describe('the renovation deadline of a deed passed on a given day', () => {
  it('is the same calendar day the given years after the deed', () => {
    expect(renovationDeadline('2026-11-27', 5)).toBe('2031-11-27');
    expect(renovationDeadline('2026-01-01', 6)).toBe('2032-01-01');
    expect(renovationDeadline('2026-12-31', 5)).toBe('2031-12-31');
  });

  it('ends on 28 February for a deed on 29 February when the deadline year has none', () => {
    expect(renovationDeadline('2028-02-29', 5)).toBe('2033-02-28');
    expect(renovationDeadline('2028-02-29', 4)).toBe('2032-02-29');
    expect(renovationDeadline('2026-02-28', 5)).toBe('2031-02-28');
  });

  it('gives nothing for a day that is not a calendar day', () => {
    expect(renovationDeadline('2026-02-30', 5)).toBeNull();
    expect(renovationDeadline('27/11/2026', 5)).toBeNull();
    expect(renovationDeadline('', 5)).toBeNull();
  });
});

describe('the renovation obligation a buyer takes on', () => {
  it('tells a buyer signing on 27 November 2026 to bring a Flemish E or F home to D by 27 November 2031', () => {
    expect(renovationDue('e', 'flanders', '2026-11-27', [FLANDERS])).toEqual({ rule: FLANDERS, target: 'd', deadline: '2031-11-27' });
    expect(renovationDue(' F ', 'flanders', '2026-11-27', [FLANDERS])?.deadline).toBe('2031-11-27');
  });

  it('asks nothing of a label the rule does not name, of another region, before the rule began, or on a day that is no day', () => {
    expect(renovationDue('d', 'flanders', '2026-11-27', [FLANDERS])).toBeNull();
    expect(renovationDue('a_plus', 'flanders', '2026-11-27', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'wallonia', '2026-11-27', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'brussels', '2026-11-27', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'luxembourg', '2026-11-27', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'flanders', '2022-12-31', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'flanders', 'today', [FLANDERS])).toBeNull();
    expect(renovationDue('e', 'flanders', '2026-11-27', [])).toBeNull();
  });

  it('applies the rule in force on the day of the deed', () => {
    expect(renovationDue('d', 'flanders', '2027-12-31', [FLANDERS, LATER])).toBeNull();
    expect(renovationDue('d', 'flanders', '2028-01-01', [LATER, FLANDERS])).toEqual({ rule: LATER, target: 'c', deadline: '2033-01-01' });
  });
});
