import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config';
import {
  FACT_KEYS,
  GROUP_ITEMS,
  GROUP_KEYS,
  factGroups,
  factLabel,
  factMessageKeys,
  factText,
  type FactRules,
  type FactsInput,
  type FactsTranslator,
  type FactValue,
} from './factGroups';
import { explanationMessageKeys } from './factExplanations';

const site = siteConfig.site;

const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(fileURLToPath(new URL(`../../messages/${l}.json`, import.meta.url)), 'utf8'))]),
) as Record<(typeof LOCALES)[number], Record<string, any>>;

function translator(locale: (typeof LOCALES)[number]): FactsTranslator {
  const t = createTranslator({
    locale,
    messages: messages[locale],
    namespace: 'facts',
    onError: (e) => {
      throw e;
    },
  });
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

const LEGAL_NONE = { permit: 'none', summons: 'none', allotmentPermit: 'none', preemptiveRights: 'none', judicialDecision: 'none' };

function property(overrides: Partial<FactsInput> = {}, details: Record<string, unknown> = {}): FactsInput {
  return {
    typeDescription: 'Terraced house',
    countryId: 10,
    publishPrice: true,
    bedrooms: 3,
    bathrooms: 1,
    garages: 1,
    parkings: null,
    surfaceTotal: null,
    surfaceLiving: 145,
    surfaceGround: 210,
    surfaceGarden: 80,
    surfaceTerrace: null,
    ...overrides,
    details: {
      showerRooms: 1,
      toilets: 2,
      facades: 2,
      constructionYear: 1978,
      renovationYear: 2016,
      newBuild: false,
      cadastralIncome: 1240,
      heating: 'gas',
      kitchen: 'fully equipped',
      roof: 'tiles',
      windowGlazing: 'double',
      windowFrame: 'PVC',
      registrationRights: 38400,
      notaryFees: 4770,
      availability: 'at deed',
      planningInfo: 'Residential area',
      floodZone: false,
      floodRiskParcel: 'A',
      floodRiskBuilding: 'A',
      asbestosType: 'asbestos-safe',
      asbestosDate: '2025-03-01',
      ...LEGAL_NONE,
      ...details,
    },
  };
}

const keysOf = (p: FactsInput) => factGroups(p).map((g) => [g.key, g.items.map((i) => i.key)]);
const item = (p: FactsInput, key: string) =>
  factGroups(p)
    .flatMap((g) => g.items)
    .find((i) => i.key === key)?.value;

describe('factGroups', () => {
  it('gives the groups and their items in display order', () => {
    expect(keysOf(property())).toEqual([
      ['general', ['type', 'constructionYear', 'renovationYear', 'newBuild', 'availability', 'facades']],
      ['rooms', ['bedrooms', 'bathrooms', 'showerRooms', 'toilets', 'garages']],
      ['surfaces', ['surfaceLiving', 'surfaceGround', 'surfaceGarden']],
      ['comfort', ['heating', 'kitchen', 'roof', 'windowGlazing', 'windowFrame']],
      ['financial', ['cadastralIncome', 'notaryFees', 'registrationRights']],
      ['urbanism', ['planningInfo', 'floodZone', 'floodRiskParcel', 'floodRiskBuilding', 'asbestosType', 'asbestosDate']],
      ['legal', ['permit', 'summons', 'allotmentPermit', 'preemptiveRights', 'judicialDecision']],
    ]);
  });

  it('leaves out the amounts derived from a price that is not published, and keeps the others', () => {
    const sale = { vat: 52000, registrationRights: 38400, notaryFees: 4770, chargesOwner: 120 };
    const rent = { monthlyRent: 950, deposit: 2850, chargesRenter: 80 };
    expect(keysOf(property({}, { ...sale, ...rent })).find(([g]) => g === 'financial')).toEqual([
      'financial',
      ['cadastralIncome', 'notaryFees', 'vat', 'registrationRights', 'chargesOwner', 'chargesRenter', 'monthlyRent', 'deposit'],
    ]);
    const hidden = property({ publishPrice: false }, { ...sale, ...rent });
    expect(keysOf(hidden).find(([g]) => g === 'financial')).toEqual(['financial', ['cadastralIncome', 'chargesOwner', 'chargesRenter']]);
    // No amount of the price-derived items is anywhere in the facts.
    const shown = factGroups(hidden).flatMap((g) => g.items.map((i) => factText(i.value, translator('en'), 'en')));
    for (const amount of ['52.000', '38.400', '4.770', '950', '2.850']) expect(shown.join(' | ')).not.toContain(amount);
    // Without other amounts the group is left out as a whole.
    expect(keysOf(property({ publishPrice: false }, { cadastralIncome: null })).some(([g]) => g === 'financial')).toBe(false);
  });

  it('leaves out an item whose condition rules do not hold, evaluated on the given record', () => {
    const p = property({}, { floor: 0 });
    expect(item(p, 'floor')).toEqual({ kind: 'floor', value: 0 });
    // The example of config/site.json: a shop's floor only when it is not the ground floor.
    const rules: FactRules = { floor: site.detail.facts.floor };
    expect(
      factGroups(p, rules, { ...p, webId: 2 })
        .flatMap((g) => g.items)
        .some((i) => i.key === 'floor'),
    ).toBe(true);
    expect(
      factGroups(p, rules, { ...p, webId: 6 })
        .flatMap((g) => g.items)
        .some((i) => i.key === 'floor'),
    ).toBe(false);
    const upstairs = property({}, { floor: 1 });
    expect(
      factGroups(upstairs, rules, { ...upstairs, webId: 6 })
        .flatMap((g) => g.items)
        .find((i) => i.key === 'floor')?.value,
    ).toEqual({ kind: 'floor', value: 1 });
    // A rule on a computed field of the record (the region) hides the item; the other items are untouched.
    const region: FactRules = { cadastralIncome: [{ field: 'region', logic: 'notEquals', compareWithValue: 'luxembourg' }] };
    expect(
      factGroups(property(), region, { ...property(), region: 'luxembourg' })
        .find((g) => g.key === 'financial')
        ?.items.map((i) => i.key),
    ).toEqual(['notaryFees', 'registrationRights']);
    expect(
      factGroups(property(), region, { ...property(), region: 'flanders' })
        .find((g) => g.key === 'financial')
        ?.items.map((i) => i.key),
    ).toEqual(['cadastralIncome', 'notaryFees', 'registrationRights']);
    // A rule that fails to evaluate (no such field) counts as false: the item is hidden.
    expect(item(property(), 'heating')).toBeDefined();
    expect(
      factGroups(property(), { heating: [{ field: 'nothing.here', logic: 'isNotEmpty' }] })
        .flatMap((g) => g.items)
        .some((i) => i.key === 'heating'),
    ).toBe(false);
  });

  it('keeps every item in the order of GROUP_ITEMS when everything is given', () => {
    const p = property(
      { parkings: 2, surfaceTotal: 300, surfaceTerrace: 20 },
      {
        floor: 3,
        units: 4,
        vat: 50000,
        chargesOwner: 120,
        chargesRenter: 80,
        monthlyRent: 1250,
        deposit: 3750,
        annuity: {
          annuityType: 'bouquet + rente',
          head1: { age: 78, gender: 'female' },
          head2: { age: 81, gender: 'male' },
          survivor: true,
          indexedRent: true,
        },
      },
    );
    const groups = factGroups(p);
    expect(groups.map((g) => g.key)).toEqual(GROUP_KEYS);
    for (const g of groups) expect(g.items.map((i) => i.key)).toEqual(GROUP_ITEMS[g.key]);
  });

  it('leaves out null, undefined, zero and ill-typed values, and empty groups', () => {
    const p = property(
      { typeDescription: ' ', bedrooms: 0, bathrooms: null, garages: 0, surfaceLiving: 0, surfaceGround: null, surfaceGarden: null },
      {
        showerRooms: 0,
        toilets: null,
        facades: undefined,
        constructionYear: 0,
        renovationYear: null,
        newBuild: 'no',
        availability: 'not-a-date-9999-99-99',
        cadastralIncome: 0,
        heating: null,
        kitchen: '',
        roof: undefined,
        windowGlazing: null,
        windowFrame: null,
        registrationRights: 0,
        notaryFees: 'abc',
        planningInfo: null,
        floodZone: null,
        floodRiskParcel: null,
        floodRiskBuilding: 'E',
        asbestosType: null,
        asbestosDate: '2025-02-30',
      },
    );
    expect(keysOf(p)).toEqual([
      ['general', ['availability']],
      ['legal', ['permit', 'summons', 'allotmentPermit', 'preemptiveRights', 'judicialDecision']],
    ]);
    // An unknown token is kept as given rather than lost.
    expect(item(p, 'availability')).toEqual({ kind: 'text', text: 'not-a-date-9999-99-99' });
  });

  it('keeps the meaningful zeros: the ground floor and charges of 0', () => {
    const p = property({}, { floor: 0, chargesRenter: 0, chargesOwner: -5 });
    expect(item(p, 'floor')).toEqual({ kind: 'floor', value: 0 });
    expect(item(p, 'chargesRenter')).toEqual({ kind: 'money', value: 0 });
    expect(item(p, 'chargesOwner')).toBeUndefined();
  });

  it('types the values: tokens, dates, booleans, amounts, surfaces, flood scores', () => {
    const p = property({}, { availability: '2026-09-01', heating: 'Heat Pump', newBuild: true, floodRiskParcel: 'c' });
    expect(item(p, 'availability')).toEqual({ kind: 'availableFrom', date: '2026-09-01' });
    expect(item(p, 'heating')).toEqual({ kind: 'token', domain: 'heating', token: 'heatPump' });
    expect(item(p, 'windowFrame')).toEqual({ kind: 'token', domain: 'windowFrame', token: 'pvc' });
    expect(item(p, 'newBuild')).toEqual({ kind: 'boolean', value: true });
    expect(item(p, 'floodZone')).toEqual({ kind: 'boolean', value: false });
    expect(item(p, 'cadastralIncome')).toEqual({ kind: 'money', value: 1240 });
    expect(item(p, 'surfaceLiving')).toEqual({ kind: 'surface', value: 145 });
    expect(item(p, 'floodRiskParcel')).toEqual({ kind: 'floodScore', value: 'C' });
    expect(item(p, 'asbestosDate')).toEqual({ kind: 'date', value: '2025-03-01' });
    expect(item(p, 'type')).toEqual({ kind: 'text', text: 'Terraced house' });
  });

  describe('legal flags', () => {
    it('always shows the five flags of a Belgian property, none included', () => {
      const legal = factGroups(property({}, { summons: 'yes', permit: 'requested' })).find((g) => g.key === 'legal');
      expect(legal?.items).toEqual([
        { key: 'permit', value: { kind: 'legal', flag: 'permit', value: 'requested' } },
        { key: 'summons', value: { kind: 'legal', flag: 'summons', value: 'yes' } },
        { key: 'allotmentPermit', value: { kind: 'legal', flag: 'allotmentPermit', value: 'none' } },
        { key: 'preemptiveRights', value: { kind: 'legal', flag: 'preemptiveRights', value: 'none' } },
        { key: 'judicialDecision', value: { kind: 'legal', flag: 'judicialDecision', value: 'none' } },
      ]);
    });

    it('shows a missing or unknown flag of a Belgian property as unknown', () => {
      const p = property({}, { permit: undefined, summons: 'maybe', judicialDecision: null });
      expect(item(p, 'permit')).toEqual({ kind: 'legal', flag: 'permit', value: 'unknown' });
      expect(item(p, 'summons')).toEqual({ kind: 'legal', flag: 'summons', value: 'unknown' });
      expect(item(p, 'judicialDecision')).toEqual({ kind: 'legal', flag: 'judicialDecision', value: 'unknown' });
    });

    it('shows only the flags that say something outside Belgium', () => {
      const lu = property({ countryId: 50 }, { preemptiveRights: 'yes', allotmentPermit: 'requested' });
      expect(
        factGroups(lu)
          .find((g) => g.key === 'legal')
          ?.items.map((i) => i.key),
      ).toEqual(['allotmentPermit', 'preemptiveRights']);
      expect(factGroups(property({ countryId: 50 })).some((g) => g.key === 'legal')).toBe(false);
    });
  });

  describe('annuity', () => {
    it('is left out when the property has no annuity', () => {
      expect(factGroups(property({}, { annuity: null })).some((g) => g.key === 'annuity')).toBe(false);
    });

    it('gives type, heads, survivor and indexed rent', () => {
      const p = property(
        {},
        {
          annuity: {
            annuityType: 'bouquet + rente',
            head1: { age: 78, gender: 'female' },
            head2: { age: 81, gender: 'male' },
            survivor: true,
            indexedRent: false,
          },
        },
      );
      expect(factGroups(p).at(-1)).toEqual({
        key: 'annuity',
        items: [
          { key: 'annuityType', value: { kind: 'token', domain: 'annuityType', token: 'bouquetAndRent' } },
          { key: 'head1', value: { kind: 'head', age: 78, gender: 'female' } },
          { key: 'head2', value: { kind: 'head', age: 81, gender: 'male' } },
          { key: 'survivor', value: { kind: 'boolean', value: true } },
          { key: 'indexedRent', value: { kind: 'boolean', value: false } },
        ],
      });
    });

    it('leaves out a missing second head', () => {
      const p = property({}, { annuity: { annuityType: 'rente only', head1: { age: 70, gender: 'male' }, head2: null, survivor: false, indexedRent: true } });
      expect(
        factGroups(p)
          .at(-1)
          ?.items.map((i) => i.key),
      ).toEqual(['annuityType', 'head1', 'survivor', 'indexedRent']);
    });
  });
});

describe('messages', () => {
  const get = (obj: Record<string, any>, path: string) => path.split('.').reduce<any>((o, k) => (o == null ? undefined : o[k]), obj);
  const leaves = (obj: Record<string, any>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it.each(LOCALES)('%s has every message the facts use, and no other', (locale) => {
    const facts = messages[locale].facts;
    for (const key of factMessageKeys()) expect(typeof get(facts, key), `${locale}: facts.${key}`).toBe('string');
    // The plain sentences of the legal facts (factExplanations.test.ts checks their wording) are the only others.
    expect(leaves(facts).sort()).toEqual([...factMessageKeys(), ...explanationMessageKeys()].sort());
  });

  it('has a label for every item', () => {
    for (const key of FACT_KEYS) expect(factMessageKeys()).toContain(`labels.${key}`);
  });
});

describe('factText', () => {
  const en = translator('en');
  const nl = translator('nl');
  const fr = translator('fr');
  const de = translator('de');
  const text = (v: FactValue, t = en, locale = 'en') => factText(v, t, locale);

  it('formats amounts, surfaces, years, dates and floors', () => {
    expect(text({ kind: 'money', value: 325000 })).toBe('€ 325.000');
    expect(text({ kind: 'money', value: 1240 }, fr, 'fr')).toBe('€ 1.240');
    expect(text({ kind: 'surface', value: 145 })).toBe('145 m²');
    expect(text({ kind: 'surface', value: 1250 }, nl, 'nl')).toBe('1.250 m²');
    expect(text({ kind: 'year', value: 2016 }, nl, 'nl')).toBe('2016');
    expect(text({ kind: 'date', value: '2025-03-01' }, de, 'de')).toBe('01/03/2025');
    expect(text({ kind: 'availableFrom', date: '2026-09-01' }, fr, 'fr')).toBe('À partir du 01/09/2026');
    expect(text({ kind: 'floor', value: 0 }, nl, 'nl')).toBe('Gelijkvloers');
    expect(text({ kind: 'floor', value: 2 })).toBe('2');
    expect(text({ kind: 'count', value: 3 })).toBe('3');
  });

  it('translates tokens, booleans, flood scores, legal flags and heads', () => {
    expect(text({ kind: 'token', domain: 'heating', token: 'heatPump' }, nl, 'nl')).toBe('Warmtepomp');
    expect(text({ kind: 'token', domain: 'availability', token: 'atDeed' }, fr, 'fr')).toBe('À l’acte');
    expect(text({ kind: 'boolean', value: true }, de, 'de')).toBe('Ja');
    expect(text({ kind: 'boolean', value: false }, fr, 'fr')).toBe('Non');
    expect(text({ kind: 'floodScore', value: 'A' }, nl, 'nl')).toMatch(/^A – /);
    expect(text({ kind: 'legal', flag: 'permit', value: 'requested' }, nl, 'nl')).toBe('Vergunning aangevraagd');
    expect(text({ kind: 'legal', flag: 'preemptiveRights', value: 'none' }, fr, 'fr')).toBe('Pas de droit de préemption');
    expect(text({ kind: 'head', age: 78, gender: 'female' }, fr, 'fr')).toBe('Femme, 78 ans');
    expect(text({ kind: 'head', age: null, gender: 'male' }, de, 'de')).toBe('Mann');
    expect(text({ kind: 'text', text: 'Maison' }, fr, 'fr')).toBe('Maison');
  });

  it.each(LOCALES)('renders every fact of a full property in %s', (locale) => {
    const t = translator(locale);
    const p = property(
      { parkings: 2, surfaceTotal: 300, surfaceTerrace: 20 },
      {
        floor: 0,
        units: 4,
        newBuild: true,
        availability: '2026-09-01',
        vat: 50000,
        chargesOwner: 120,
        chargesRenter: 0,
        monthlyRent: 1250,
        deposit: 3750,
        floodZone: true,
        floodRiskParcel: 'D',
        floodRiskBuilding: 'B',
        permit: 'yes',
        summons: 'requested',
        annuity: {
          annuityType: 'bouquet + rente',
          head1: { age: 78, gender: 'female' },
          head2: { age: 81, gender: 'male' },
          survivor: true,
          indexedRent: true,
        },
      },
    );
    for (const group of factGroups(p)) {
      for (const i of group.items) {
        expect(factLabel(i.key, t)).not.toMatch(/^(facts\.)?labels\./);
        const value = factText(i.value, t, locale);
        expect(value, `${locale} ${i.key}`).not.toBe('');
        expect(value).not.toMatch(/facts\.|values\.|legal\.|NaN/);
      }
    }
  });
});
