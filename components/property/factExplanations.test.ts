import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { regionOf } from '@/lib/domain/regions';
import type { FactItem } from './factGroups';
import { explanationMessageKeys, factExplanationKey } from './factExplanations';

const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(fileURLToPath(new URL(`../../messages/${l}.json`, import.meta.url)), 'utf8'))]),
) as Record<(typeof LOCALES)[number], Record<string, unknown>>;

const sentence = (locale: (typeof LOCALES)[number], key: string) =>
  (
    createTranslator({
      locale,
      messages: messages[locale],
      namespace: 'facts',
      onError: (e) => {
        throw e;
      },
    }) as (k: string) => string
  )(key);

/** Homes in each region, by postcode and country as the property page reads them. */
const region = {
  flanders: regionOf('9000', 10), // Gent
  wallonia: regionOf('4000', 10), // Liège
  brussels: regionOf('1050', 10), // Ixelles
  luxembourg: regionOf('2449', 50), // Luxembourg city
};

const planning: FactItem = { key: 'planningInfo', value: { kind: 'token', domain: 'planningInfo', token: 'residential' } };
const floodZone = (value: boolean): FactItem => ({ key: 'floodZone', value: { kind: 'boolean', value } });
const preemption = (value: 'yes' | 'none' | 'requested' | 'unknown'): FactItem => ({
  key: 'preemptiveRights',
  value: { kind: 'legal', flag: 'preemptiveRights', value },
});

describe('the plain sentence chosen for a legal fact', () => {
  it("names the plan of the home's region that zones the plot", () => {
    expect(factExplanationKey(planning, region.flanders)).toBe('explain.planningInfo.flanders');
    expect(factExplanationKey(planning, region.wallonia)).toBe('explain.planningInfo.wallonia');
    expect(factExplanationKey(planning, region.brussels)).toBe('explain.planningInfo.brussels');
    expect(factExplanationKey(planning, region.luxembourg)).toBe('explain.planningInfo.luxembourg');
    expect(factExplanationKey(planning, regionOf('0999', 10))).toBe('explain.planningInfo.other');
    expect(sentence('en', 'explain.planningInfo.wallonia')).toContain('sector plan');
    expect(sentence('fr', 'explain.planningInfo.brussels')).toContain('PRAS');
    expect(sentence('de', 'explain.planningInfo.luxembourg')).toContain('PAG');
  });

  it('reads a home in a flood zone on the flood maps of its region; a home outside one gets one sentence everywhere', () => {
    expect(factExplanationKey(floodZone(true), region.flanders)).toBe('explain.floodZone.yes.flanders');
    expect(factExplanationKey(floodZone(true), region.wallonia)).toBe('explain.floodZone.yes.wallonia');
    expect(sentence('nl', 'explain.floodZone.yes.flanders')).toContain('P- en G-score');
    expect(sentence('nl', 'explain.floodZone.yes.wallonia')).not.toContain('P- en G-score');
    expect(factExplanationKey(floodZone(false), region.flanders)).toBe('explain.floodZone.no');
    expect(factExplanationKey(floodZone(false), region.luxembourg)).toBe('explain.floodZone.no');
  });

  it('explains the P- and G-scores by their letter', () => {
    expect(factExplanationKey({ key: 'floodRiskParcel', value: { kind: 'floodScore', value: 'D' } }, region.flanders)).toBe('explain.floodRiskParcel.D');
    expect(factExplanationKey({ key: 'floodRiskBuilding', value: { kind: 'floodScore', value: 'A' } }, region.flanders)).toBe('explain.floodRiskBuilding.A');
    expect(sentence('en', 'explain.floodRiskParcel.D')).toMatch(/medium chance/);
  });

  it('explains the asbestos certificate by its finding; its date is a hand-over duty only in Flanders; an unknown word gets none', () => {
    const asbestos = (token: string): FactItem => ({ key: 'asbestosType', value: { kind: 'token', domain: 'asbestosType', token } });
    expect(factExplanationKey(asbestos('notSafe'), region.flanders)).toBe('explain.asbestosType.notSafe');
    expect(factExplanationKey({ key: 'asbestosType', value: { kind: 'text', text: 'partly' } }, region.flanders)).toBeNull();
    const date: FactItem = { key: 'asbestosDate', value: { kind: 'date', value: '2025-03-01' } };
    expect(factExplanationKey(date, region.flanders)).toBe('explain.asbestosDate.flanders');
    expect(factExplanationKey(date, region.wallonia)).toBe('explain.asbestosDate.other');
  });

  it('says who may buy first where a right of pre-emption applies, by region', () => {
    expect(factExplanationKey(preemption('yes'), region.flanders)).toBe('explain.preemptiveRights.yes.flanders');
    expect(factExplanationKey(preemption('yes'), region.wallonia)).toBe('explain.preemptiveRights.yes.area');
    expect(factExplanationKey(preemption('yes'), region.brussels)).toBe('explain.preemptiveRights.yes.area');
    expect(factExplanationKey(preemption('yes'), region.luxembourg)).toBe('explain.preemptiveRights.yes.luxembourg');
    expect(factExplanationKey(preemption('yes'), null)).toBe('explain.preemptiveRights.yes.other');
    expect(sentence('fr', 'explain.preemptiveRights.yes.area')).toContain('périmètre de préemption');
    expect(factExplanationKey(preemption('none'), region.wallonia)).toBe('explain.preemptiveRights.none');
  });

  it('gives the other legal flags one sentence per value, and a requested or unknown flag the shared ones', () => {
    expect(factExplanationKey({ key: 'permit', value: { kind: 'legal', flag: 'permit', value: 'none' } }, region.flanders)).toBe('explain.permit.none');
    expect(factExplanationKey({ key: 'summons', value: { kind: 'legal', flag: 'summons', value: 'yes' } }, region.wallonia)).toBe('explain.summons.yes');
    expect(factExplanationKey(preemption('requested'), region.flanders)).toBe('explain.legalRequested');
    expect(factExplanationKey(preemption('unknown'), region.flanders)).toBe('explain.legalUnknown');
  });

  it('explains no other fact', () => {
    expect(factExplanationKey({ key: 'bedrooms', value: { kind: 'count', value: 3 } }, region.flanders)).toBeNull();
    expect(factExplanationKey({ key: 'heating', value: { kind: 'token', domain: 'heating', token: 'gas' } }, region.flanders)).toBeNull();
  });
});

describe('the sentences in every language', () => {
  const keys = explanationMessageKeys();

  it('has each sentence the choice can give, in en, nl, fr and de, each one sentence different from the English', () => {
    expect(keys.length).toBe(new Set(keys).size);
    for (const key of keys) {
      const en = sentence('en', key);
      expect(en).toMatch(/^[A-Z].+\.$/);
      for (const locale of ['nl', 'fr', 'de'] as const) {
        const text = sentence(locale, key);
        expect(text, `${locale} ${key}`).toMatch(/^\p{Lu}.+\.$/u);
        expect(text, `${locale} ${key}`).not.toBe(en);
      }
    }
  });

  it('lists every sentence the choice gives for every fact, value and region', () => {
    const regions = [region.flanders, region.wallonia, region.brussels, region.luxembourg, null];
    const items: FactItem[] = [
      planning,
      floodZone(true),
      floodZone(false),
      ...(['A', 'B', 'C', 'D'] as const).flatMap((s): FactItem[] => [
        { key: 'floodRiskParcel', value: { kind: 'floodScore', value: s } },
        { key: 'floodRiskBuilding', value: { kind: 'floodScore', value: s } },
      ]),
      ...['notSafe', 'safe', 'noneFound'].map((token): FactItem => ({ key: 'asbestosType', value: { kind: 'token', domain: 'asbestosType', token } })),
      { key: 'asbestosDate', value: { kind: 'date', value: '2025-03-01' } },
      ...(['permit', 'summons', 'allotmentPermit', 'preemptiveRights', 'judicialDecision'] as const).flatMap((flag) =>
        (['yes', 'none', 'requested', 'unknown'] as const).map((value): FactItem => ({ key: flag, value: { kind: 'legal', flag, value } })),
      ),
    ];
    const given = new Set(items.flatMap((item) => regions.map((r) => factExplanationKey(item, r))));
    expect([...given].sort()).toEqual([...keys].sort());
  });
});
