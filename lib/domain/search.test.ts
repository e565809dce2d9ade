import { describe, expect, it } from 'vitest';
import { matchCities, matchProperties, matchTypes, normalize, searchGroups, searchResultDescription, searchTotals, TYPE_DESCRIPTION_MAX } from './search';

const types = [
  { webId: 1, name: 'Maison', saleCount: 12, rentCount: 3 },
  { webId: 2, name: 'Appartement', saleCount: 8, rentCount: 0 },
  { webId: 3, name: 'Terrain à bâtir', saleCount: 0, rentCount: 0 },
  { webId: 4, name: 'Bureau', saleCount: 0, rentCount: 2 },
];

const cities = [
  { name: 'Liège', zip: '4000', saleCount: 5, rentCount: 1 },
  { name: 'Bruxelles', zip: '1000', saleCount: 7, rentCount: 4 },
  { name: 'Ixelles', zip: '1050', saleCount: 0, rentCount: 2 },
  { name: 'Sint-Genesius-Rode', zip: '1640', saleCount: 1, rentCount: 0 },
  { name: 'Esch-sur-Alzette', zip: 'L-4001', saleCount: 0, rentCount: 0 },
];

const properties = [
  { id: 123, reference: 'VE-2024-001', typeDescription: 'Maison de caractère avec jardin' },
  { id: 1234, reference: 'LO-2024-017', typeDescription: 'Appartement' },
  { id: 99, reference: null, typeDescription: null },
];

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('normalize', () => {
  it('lowers case, strips accents, trims and collapses spaces', () => {
    expect(normalize('  LIÈGE  ')).toBe('liege');
    expect(normalize('Terrain   à\tbâtir')).toBe('terrain a batir');
    expect(normalize('Ça Côté Hôtel Öl Müller Ñandú')).toBe('ca cote hotel ol muller nandu');
    expect(normalize('')).toBe('');
    expect(normalize(null as unknown as string)).toBe('');
  });
});

describe('type matching', () => {
  it('lists all types for an empty or blank text', () => {
    expect(names(matchTypes(types, ''))).toEqual(['Maison', 'Appartement', 'Terrain à bâtir', 'Bureau']);
    expect(names(matchTypes(types, '   '))).toHaveLength(4);
  });

  it('finds types whose name contains the text, ignoring case and accents', () => {
    expect(names(matchTypes(types, 'app'))).toEqual(['Appartement']);
    expect(names(matchTypes(types, 'PART'))).toEqual(['Appartement']);
    expect(names(matchTypes(types, 'a batir'))).toEqual(['Terrain à bâtir']);
    expect(names(matchTypes(types, 'À  BÂTIR'))).toEqual(['Terrain à bâtir']);
    expect(names(matchTypes(types, 'ai'))).toEqual(['Maison', 'Terrain à bâtir']);
  });

  it('has no typo tolerance', () => {
    expect(matchTypes(types, 'Maisom')).toEqual([]);
    expect(matchTypes(types, 'apartement')).toEqual([]);
    expect(matchTypes(types, 'appartements')).toEqual([]);
  });

  it('greys counts that are zero', () => {
    const [maison, appartement, terrain, bureau] = matchTypes(types, '');
    expect(maison).toMatchObject({ saleDisabled: false, rentDisabled: false, disabled: false });
    expect(appartement).toMatchObject({ saleDisabled: false, rentDisabled: true, disabled: false });
    expect(terrain).toMatchObject({ saleDisabled: true, rentDisabled: true, disabled: true });
    expect(bureau).toMatchObject({ saleDisabled: true, rentDisabled: false, disabled: false });
    expect(maison).toMatchObject({ webId: 1, saleCount: 12, rentCount: 3 });
  });
});

describe('city matching', () => {
  it('matches with or without accents, in any case', () => {
    for (const text of ['Liège', 'liege', 'LIÈGE', 'LIEGE', 'liè', 'iege']) expect(names(matchCities(cities, text))).toEqual(['Liège']);
  });

  it('matches a postcode from its start', () => {
    expect(names(matchCities(cities, '4000'))).toEqual(['Liège']);
    expect(names(matchCities(cities, '10'))).toEqual(['Bruxelles', 'Ixelles']);
    expect(names(matchCities(cities, '1050'))).toEqual(['Ixelles']);
    expect(names(matchCities(cities, '00'))).toEqual([]);
    expect(names(matchCities(cities, 'l-4'))).toEqual(['Esch-sur-Alzette']);
  });

  it('matches a name and postcode typed together', () => {
    expect(names(matchCities(cities, 'Liège 4000'))).toEqual(['Liège']);
    expect(names(matchCities(cities, '4000 liege'))).toEqual(['Liège']);
    expect(names(matchCities(cities, 'liege 40'))).toEqual(['Liège']);
    expect(names(matchCities(cities, '4000 li'))).toEqual(['Liège']);
    expect(names(matchCities(cities, 'liege 1000'))).toEqual([]);
    expect(names(matchCities(cities, '1000 liege'))).toEqual([]);
  });

  it('has no typo tolerance and finds nothing for an empty text', () => {
    expect(matchCities(cities, 'Leige')).toEqual([]);
    expect(matchCities(cities, 'Bruxeles')).toEqual([]);
    expect(matchCities(cities, 'Sint Genesius')).toEqual([]); // the hyphen is part of the name
    expect(matchCities(cities, '')).toEqual([]);
  });

  it('greys cities with zero counts', () => {
    const [ixelles] = matchCities(cities, 'ixelles');
    expect(ixelles).toMatchObject({ saleDisabled: true, rentDisabled: false, disabled: false });
    expect(matchCities(cities, 'esch')[0]?.disabled).toBe(true);
  });
});

describe('property matching', () => {
  it('matches the reference, case-insensitive', () => {
    expect(matchProperties(properties, 'VE-2024-001').map((p) => p.id)).toEqual([123]);
    expect(matchProperties(properties, 've-2024').map((p) => p.id)).toEqual([123]);
    expect(matchProperties(properties, '2024').map((p) => p.id)).toEqual([123, 1234]);
    expect(matchProperties(properties, 'lo-2024-017').map((p) => p.id)).toEqual([1234]);
  });

  it('matches the numeric ID exactly', () => {
    expect(matchProperties(properties, '123').map((p) => p.id)).toEqual([123]);
    expect(matchProperties(properties, ' 1234 ').map((p) => p.id)).toEqual([1234]);
    expect(matchProperties(properties, '12')).toEqual([]);
    expect(matchProperties(properties, '99').map((p) => p.id)).toEqual([99]);
  });

  it('has no typo tolerance and finds nothing for an empty text', () => {
    expect(matchProperties(properties, 'VE-2024-00')).toHaveLength(1); // a part of the reference
    expect(matchProperties(properties, 'VE-2024-01')).toEqual([]);
    expect(matchProperties(properties, 'VE-2042-001')).toEqual([]);
    expect(matchProperties(properties, 'VE 2024 001')).toEqual([]);
    expect(matchProperties(properties, '')).toEqual([]);
  });
});

describe('result description', () => {
  it('cuts the type description to 100 characters', () => {
    expect(TYPE_DESCRIPTION_MAX).toBe(100);
    expect(searchResultDescription('Maison')).toBe('Maison');
    expect(searchResultDescription('x'.repeat(100))).toBe('x'.repeat(100));
    const cut = searchResultDescription('x'.repeat(101));
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
    expect(searchResultDescription(null)).toBe('');
    expect(searchResultDescription(undefined)).toBe('');
  });
});

describe('search groups', () => {
  const data = { types, cities, properties };

  it('lists all types and no cities or properties for an empty text', () => {
    const groups = searchGroups(data, '');
    expect(groups.types).toHaveLength(4);
    expect(groups.cities).toEqual([]);
    expect(groups.properties).toEqual([]);
    expect(searchGroups(data, '  ')).toEqual(groups);
  });

  it('lists the matches of each group for a text', () => {
    const groups = searchGroups(data, 'mais');
    expect(names(groups.types)).toEqual(['Maison']);
    expect(groups.cities).toEqual([]);
    expect(groups.properties).toEqual([]);

    const byCity = searchGroups(data, 'LIEGE');
    expect(byCity.types).toEqual([]);
    expect(names(byCity.cities)).toEqual(['Liège']);

    const byRef = searchGroups(data, 've-2024-001');
    expect(byRef.properties).toEqual([properties[0]]);
  });
});

describe('search button totals', () => {
  it('gives both totals and disables a zero one', () => {
    expect(searchTotals([120, 0])).toEqual({ sale: { count: 120, disabled: false }, rent: { count: 0, disabled: true } });
    expect(searchTotals([0, 7])).toEqual({ sale: { count: 0, disabled: true }, rent: { count: 7, disabled: false } });
    expect(searchTotals(null)).toEqual({ sale: { count: 0, disabled: true }, rent: { count: 0, disabled: true } });
    expect(searchTotals([Number.NaN, -2])).toEqual({ sale: { count: 0, disabled: true }, rent: { count: 0, disabled: true } });
  });
});
