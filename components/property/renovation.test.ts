import { describe, expect, it } from 'vitest';
import siteJson from '@/config/site.json';
import { regionOf } from '@/lib/domain/regions';
import { siteFile } from '@/config/schema';
import { renovationCalculatorUrl, type RenovationCalculators } from './renovation';

/** Houses in each region, by postcode and country as the property page reads them. */
const house = {
  flanders: regionOf('9000', 10), // Gent
  brussels: regionOf('1050', 10), // Ixelles
  wallonia: regionOf('4000', 10), // Liège
  luxembourg: regionOf('2449', 50), // Luxembourg city
};

const calculators: RenovationCalculators = {
  flanders: 'https://flanders.example/calc',
  brussels: { fr: 'https://brussels.example/fr', nl: 'https://brussels.example/nl' },
  wallonia: 'https://wallonia.example/',
};

describe('the renovation cost calculator link of a property page', () => {
  it('leads to the calculator of the region the house is in', () => {
    expect(renovationCalculatorUrl(calculators, house.flanders, 'nl')).toBe('https://flanders.example/calc');
    expect(renovationCalculatorUrl(calculators, house.brussels, 'fr')).toBe('https://brussels.example/fr');
    expect(renovationCalculatorUrl(calculators, house.wallonia, 'fr')).toBe('https://wallonia.example/');
  });
  it("takes the visitor's language where the region has one, else the first language listed", () => {
    expect(renovationCalculatorUrl(calculators, house.brussels, 'nl')).toBe('https://brussels.example/nl');
    expect(renovationCalculatorUrl(calculators, house.brussels, 'de')).toBe('https://brussels.example/fr');
  });
  it('gives no link where the region has none configured, or the region is unknown', () => {
    expect(renovationCalculatorUrl(calculators, house.luxembourg, 'fr')).toBeNull();
    expect(renovationCalculatorUrl(calculators, regionOf('0999', 10), 'fr')).toBeNull();
    expect(renovationCalculatorUrl({}, house.flanders, 'nl')).toBeNull();
  });
  it('the shipped site.json has a different calculator for each of the four regions', () => {
    const shipped = siteFile.parse(siteJson).detail.renovationCalculators;
    const urls = (['flanders', 'brussels', 'wallonia', 'luxembourg'] as const).map((r) => renovationCalculatorUrl(shipped, house[r], 'fr'));
    expect(urls.every((u) => u && URL.canParse(u))).toBe(true);
    expect(new Set(urls).size).toBe(4);
    expect(renovationCalculatorUrl(shipped, house.luxembourg, 'de')).toContain('/de');
  });
});
