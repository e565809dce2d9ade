/**
 * The property page's facts and energy block as the visitor reads them: the legal facts with their plain sentence
 * in the words of the home's region, and the renovation obligation with its last day counted from a fixed today.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/config';
import { energyClassOf } from '@/lib/domain/energy';
import { regionOf } from '@/lib/domain/regions';
import { factGroups, type FactsInput, type FactsTranslator } from './factGroups';
import { FactsTable } from './FactsTable';
import { EnergyNotes } from './EnergyNotes';

type Locale = 'en' | 'nl' | 'fr' | 'de';
const messages = (locale: Locale) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../messages/${locale}.json`, import.meta.url)), 'utf8'));
const translator = (locale: Locale, namespace: 'facts' | 'detail'): FactsTranslator => {
  const t = createTranslator({
    locale,
    messages: messages(locale),
    namespace,
    onError: (e) => {
      throw e;
    },
  });
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(key, values);
};

type Home = FactsInput & { zip: string; energyPerformance: number; epcLabelText: null };
const home = (zip: string, energyPerformance: number): Home => ({
  typeDescription: 'House',
  countryId: 10,
  zip,
  energyPerformance,
  epcLabelText: null,
  publishPrice: true,
  bedrooms: 3,
  bathrooms: 1,
  garages: null,
  parkings: null,
  surfaceTotal: null,
  surfaceLiving: 140,
  surfaceGround: 300,
  surfaceGarden: null,
  surfaceTerrace: null,
  details: {
    planningInfo: 'Residential area',
    floodZone: true,
    permit: 'yes',
    summons: 'none',
    allotmentPermit: 'none',
    preemptiveRights: 'yes',
    judicialDecision: 'none',
  },
});

/** A house in Gent with label E (450 on the Flemish scale) and a flood score; one in Liège with label E on the Walloon scale. */
const gent: Home = { ...home('9000', 450), details: { ...home('9000', 450).details, floodRiskParcel: 'C', floodRiskBuilding: 'B' } };
const liege = home('4000', 400);

const page = (p: Home, locale: Locale, forSale = true) =>
  renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(FactsTable, { groups: factGroups(p), t: translator(locale, 'facts'), locale, region: regionOf(p.zip, p.countryId), headingLevel: 2 }),
      createElement(EnergyNotes, {
        energy: energyClassOf(p),
        forSale,
        today: '2026-11-27',
        rules: siteConfig.site.renovationObligations,
        t: translator(locale, 'detail'),
      }),
    ),
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the legal facts of a property page in plain words', () => {
  it('a Flemish house: the Flemish plans, flood scores, who may buy first, and the renovation deadline from today', () => {
    const html = text(page(gent, 'en'));
    expect(html).toContain('Planning designation Residential area The use the Flemish zoning plans give this plot');
    expect(html).toContain('read its P- and G-scores');
    expect(html).toContain('The plot has a small chance of flooding today');
    expect(html).toContain('The building could flood only as the climate changes');
    expect(html).toContain('A public body (such as the municipality or a social housing company) may buy the home first');
    expect(html).toContain('A planning permit was granted: ask for a copy');
    expect(html).toContain('The EPC label runs from A+ (very economical) to F (very poor)');
    expect(html).toContain('must be renovated to label D or better within 5 years of the deed: by 27/11/2031 if the deed is passed today.');
  });

  it('the same Flemish house in Dutch', () => {
    const html = text(page(gent, 'nl'));
    expect(html).toContain('De bestemming die de Vlaamse ruimtelijke plannen aan dit perceel geven');
    expect(html).toContain('tegen 27/11/2031 als de akte vandaag verleden wordt');
  });

  it('a Walloon house: the sector plan, the Walloon flood maps, a pre-emption area, and no Flemish renovation obligation', () => {
    const html = text(page(liege, 'fr'));
    expect(html).toContain('L’affectation que le plan de secteur wallon donne à cette parcelle');
    expect(html).toContain('zone d’aléa d’inondation de la cartographie wallonne');
    expect(html).toContain('Le bien est situé dans un périmètre de préemption');
    expect(html).toContain('Le label PEB va de A++ (très économe) à G (très mauvais)');
    expect(html).not.toContain('scores P et G');
    expect(html).not.toContain('rénovés');
  });

  it('a Flemish house for rent shows the label’s meaning but no renovation deadline (it binds a buyer)', () => {
    const html = text(page(gent, 'en', false));
    expect(html).toContain('The EPC label runs from A+');
    expect(html).not.toContain('must be renovated');
  });
});
