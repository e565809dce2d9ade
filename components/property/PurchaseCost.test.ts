/**
 * The purchase-cost block as the server renders it (readable without JavaScript), with the shipped rates: the
 * worked figures of an only own home of €300,000 in each Belgian region, Luxembourg's credit, in four languages.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { rawConfig } from '@/config/test-config';
import { validateSiteConfig } from '@/config/validate';
import { purchaseCost, regionRates } from '@/lib/domain/purchase-cost';
import type { Region } from '@/lib/domain/regions';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { PurchaseCost } from './PurchaseCost';
import { PurchaseCostView } from './PurchaseCostView';

const IntlProvider = NextIntlClientProvider as unknown as FunctionComponent<{ locale: string; messages: typeof en; timeZone: string }>;
const MESSAGES = { en, nl, fr, de } as const;
const DAY = '2026-11-27';
const shipped = must(validateSiteConfig(rawConfig()).config, 'the shipped configuration').site.purchaseCost;

function render(region: Region, price: number, { locale = 'en' as keyof typeof MESSAGES, newBuild = false } = {}): string {
  const rates = must(regionRates(shipped, region, DAY), `${region}'s rates`);
  return renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: MESSAGES[locale] as typeof en, timeZone: 'Europe/Brussels' },
      createElement(PurchaseCost, { price, rates, day: DAY, newBuild }),
    ),
  );
}

/** The tag of the control with `id`. */
const control = (html: string, id: string) => must(new RegExp(`<(?:input|select)[^>]* id="${id}"[^>]*>`).exec(html)?.[0], `the control #${id}`);

/** The figures of the block as `label → amount` (the label without its small print). */
function figures(html: string): Record<string, string> {
  const list = html.slice(html.indexOf('<dl'), html.indexOf('</dl>'));
  const text = (s: string) =>
    s
      .replace(/<small>.*?<\/small>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/[\u00a0\u202f]/g, ' ')
      .trim();
  return Object.fromEntries([...list.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, dt, dd]) => [text(must(dt)), text(must(dd))]));
}

describe('the purchase-cost block on the server, an only own home of a resale', () => {
  it('Flanders: €300,000 pays 2% registration duty, €6,000', () => {
    const f = figures(render('flanders', 300000));
    expect(f).toMatchObject({ Price: '€ 300.000', 'Registration duty (2%)': '€ 6.000', 'Advance on signing the sale agreement': '€ 30.000' });
    // Notary: the scale (2,477.65) with 21% VAT and 1,300 of costs; total price + duty + notary.
    expect(f["Notary's fees and costs"]).toBe('€ 4.298');
    expect(f.Total).toBe('€ 310.298');
  });

  it('Wallonia: 3%, €9,000', () => {
    expect(figures(render('wallonia', 300000))).toMatchObject({ 'Registration duty (3%)': '€ 9.000', Total: '€ 313.298' });
  });

  it('Brussels: 12.5% after the €200,000 abatement, €12,500, and says so', () => {
    const html = render('brussels', 300000);
    expect(figures(html)).toMatchObject({ 'Registration duty (12.5%)': '€ 12.500', Total: '€ 316.798' });
    expect(html).toContain('no duty on the first € 200.000 of the price');
  });

  it('Luxembourg: 7% less the Bëllegen Akt credit, and asks for the number of buyers', () => {
    const html = render('luxembourg', 800000);
    expect(figures(html)['Registration duty (7%)']).toBe('€ 16.000');
    expect(html).toContain('after the Bëllegen Akt tax credit of € 40.000');
    expect(html).toContain('name="buyers"');
    expect(render('flanders', 300000)).not.toContain('name="buyers"');
  });

  it('a new build shows VAT and what it is charged on', () => {
    const html = render('flanders', 300000, { newBuild: true });
    expect(figures(html)).toMatchObject({ 'VAT (21%)': '€ 63.000' });
    expect(html).toContain('VAT on the price excluding VAT');
  });

  it('the estimates say by how much they may differ; no mortgage deed or monthly payment until a loan, rate and term are typed', () => {
    const html = render('flanders', 300000);
    expect(html).toContain('estimate: may differ by up to € 645');
    expect(html).not.toContain('Mortgage deed (');
    expect(html).not.toContain('Monthly payment');
    // No lender's rate shown or filled in: the rate and term fields are empty.
    for (const id of ['purchase-cost-loan', 'purchase-cost-rate', 'purchase-cost-years']) expect(control(html, id)).toContain('value=""');
    expect(html).toContain('Type the amount you borrow, an interest rate and a term');
  });

  it('the controls show the common buyer: own and only home checked, resale chosen', () => {
    const html = render('wallonia', 300000);
    expect(control(html, 'purchase-cost-own-home')).toContain('checked=""');
    expect(control(html, 'purchase-cost-resale')).toContain('checked=""');
    expect(control(html, 'purchase-cost-new-build')).not.toContain('checked');
    expect(html).toContain('the rates in force on 27/11/2026');
  });

  it("names a municipality's surcharge and what it costs, in four languages", () => {
    const rates = must(regionRates(shipped, 'luxembourg', DAY, { zip: '1450', webTypes: new Set([2]) }), 'rates');
    const cost = must(purchaseCost(600000, { ownHome: false, newBuild: false, loan: 0, buyers: 1 }, rates), 'a cost');
    const labels = {
      en: 'Municipal surcharge of Luxembourg (3%)',
      nl: 'Gemeentelijke toeslag van Luxembourg (3%)',
      fr: 'Surtaxe communale de Luxembourg (3 %)',
      de: 'Gemeindezuschlag von Luxembourg (3 %)',
    };
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      const html = renderToStaticMarkup(
        createElement(
          IntlProvider,
          { locale, messages: MESSAGES[locale] as typeof en, timeZone: 'Europe/Brussels' },
          createElement(PurchaseCostView, {
            id: 'pc',
            entries: { ownHome: false, newBuild: false, buyers: 1, loan: '', rate: '', years: '' },
            cost,
            monthly: null,
            day: DAY,
            showBuyers: true,
          }),
        ),
      );
      expect(figures(html)[labels[locale]]).toBe('€ 18.000');
    }
  });

  it('in Dutch, French and German with the same figures', () => {
    expect(figures(render('flanders', 300000, { locale: 'nl' }))).toMatchObject({ 'Registratiebelasting (2%)': '€ 6.000', Prijs: '€ 300.000' });
    expect(figures(render('wallonia', 300000, { locale: 'fr' }))).toMatchObject({ "Droits d'enregistrement (3 %)": '€ 9.000' });
    expect(figures(render('brussels', 300000, { locale: 'de' }))).toMatchObject({ 'Registrierungsgebühr (12,5 %)': '€ 12.500', Gesamt: '€ 316.798' });
  });
});
