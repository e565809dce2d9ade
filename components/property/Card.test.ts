/**
 * A listing's card as the visitor reads it: a Flemish property carries its EPC label, figure and certificate code,
 * as a Flemish advertisement must; a property elsewhere keeps the card as it was.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { PropertyCard } from '@/lib/data/properties';
import { propertyCard } from '@/tests/support/property-card';
import { Card } from './Card';

type Locale = 'en' | 'nl' | 'fr' | 'de';
const messages = (locale: Locale) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../messages/${locale}.json`, import.meta.url)), 'utf8'));

const card = (over: Partial<PropertyCard>): PropertyCard => propertyCard({ energyPerformance: 349.6, epcCode: '20231108-0003012345-RES-1', ...over });

/** The provider's settings; its children are passed as createElement's third argument. */
const intl = (locale: Locale) => ({ locale, messages: messages(locale), timeZone: 'Europe/Brussels' }) as ComponentProps<typeof NextIntlClientProvider>;

const render = (p: PropertyCard, locale: Locale = 'en') =>
  renderToStaticMarkup(createElement(NextIntlClientProvider, intl(locale), createElement(Card, { property: p })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the EPC on a listing card', () => {
  it("a Flemish house shows its label on the Flemish scale, its figure and the certificate's code", () => {
    const text = render(card({}));
    expect(text).toContain('EPC D · 350 kWh/m²');
    expect(text).toContain('EPC code 20231108-0003012345-RES-1');
    expect(render(card({}), 'nl')).toContain('EPC-code 20231108-0003012345-RES-1');
  });

  it('a Flemish house without a code shows the label and figure only; one without a figure shows neither', () => {
    expect(render(card({ epcCode: null }))).toContain('EPC D · 350 kWh/m²');
    expect(render(card({ epcCode: null }))).not.toContain('EPC code');
    expect(render(card({ energyPerformance: null }))).not.toContain('EPC');
  });

  it('a house in Wallonia or Brussels keeps the compact card without the Flemish EPC line', () => {
    expect(render(card({ zip: '4000', city: 'Liège' }))).not.toContain('EPC');
    expect(render(card({ zip: '1050', city: 'Ixelles' }))).not.toContain('EPC');
  });
});
