/**
 * The purchase-cost rates of site.json: `config:check` refuses a rate without its day and source (and other
 * mistakes staff could make), and the shipped rates give the worked figures of an only own home of €300,000.
 */
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { purchaseCost, regionRates } from '@/lib/domain/purchase-cost';
import { rawConfig, type RawConfig } from './test-config';
import { formatProblem, validateSiteConfig } from './validate';

/** The problems of the shipped configuration after `edit` of its purchaseCost (one line each). */
function problemsAfter(edit: (purchaseCost: RawConfig['site.json']['purchaseCost']) => void): string[] {
  const raw = rawConfig();
  edit(raw['site.json'].purchaseCost);
  return validateSiteConfig(raw).problems.map(formatProblem);
}

describe('config:check on the purchase-cost rates', () => {
  it('accepts the shipped rates', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('refuses a rate without the day it takes effect (from) or without its source', () => {
    expect(
      problemsAfter((c) => {
        delete c.taxes[0].from;
      }),
    ).toEqual([expect.stringMatching(/^config\/site\.json: \$\.purchaseCost\.taxes\[0\]\.from /)]);
    expect(
      problemsAfter((c) => {
        delete c.taxes[0].source;
      }),
    ).toEqual([expect.stringMatching(/\$\.purchaseCost\.taxes\[0\]\.source /)]);
    expect(
      problemsAfter((c) => {
        delete c.notaryFees[0].source;
        delete c.mortgageDeeds[0].from;
      }),
    ).toEqual([expect.stringMatching(/notaryFees\[0\]\.source/), expect.stringMatching(/mortgageDeeds\[0\]\.from/)]);
  });

  it('refuses a source that is neither an address nor the reference of a text, and a day that is not one', () => {
    expect(
      problemsAfter((c) => {
        c.taxes[0].source = 'internet';
        c.taxes[1].source = 'javascript:alert(1)';
        c.taxes[2].from = '2025-02-30';
      }),
    ).toEqual([
      expect.stringMatching(/taxes\[0\]\.source must be a URL or the reference of an official text/),
      expect.stringMatching(/taxes\[1\]\.source must be an https: or http: address/),
      expect.stringMatching(/taxes\[2\]\.from is not a day of the calendar/),
    ]);
  });

  it('refuses two rates of one region and situation from the same day, and a rate above 100%', () => {
    expect(
      problemsAfter((c) => {
        c.taxes.push({ ...c.taxes[0] });
        c.taxes[1].rate = 12;
      }),
    ).toEqual([expect.stringMatching(/taxes\[1\]\.rate/), expect.stringMatching(/taxes\[\d+\]\.from a second resale rate of flanders from 2022-01-01/)]);
  });

  it('refuses a scale whose brackets are out of order or whose last bracket has an end, and fullRate without maxRelief', () => {
    expect(
      problemsAfter((c) => {
        c.notaryFees[0].brackets[1].upTo = 5000;
        c.mortgageDeeds[0].brackets.at(-1).upTo = 1000000;
        delete c.taxes.find((t: { maxRelief?: number }) => t.maxRelief).maxRelief;
      }),
    ).toEqual([
      expect.stringMatching(/\.taxes\[\d+\]\.maxRelief fullRate and maxRelief go together/),
      expect.stringMatching(/notaryFees\[0\]\.brackets\[1\]\.upTo must be above the bracket before/),
      expect.stringMatching(/mortgageDeeds\[0\]\.brackets\[1\]\.upTo the last bracket must have upTo null/),
    ]);
  });
});

describe('the shipped rates on 27 November 2026', () => {
  const config = must(validateSiteConfig(rawConfig()).config, 'the shipped configuration').site.purchaseCost;
  const onlyHome = { ownHome: true, newBuild: false, loan: 0, buyers: 1 };
  const duty = (region: 'flanders' | 'wallonia' | 'brussels' | 'luxembourg', price: number, choice = onlyHome) =>
    must(purchaseCost(price, choice, must(regionRates(config, region, '2026-11-27'), region)), 'a cost').tax;

  it('an only own home of €300,000: Flanders €6,000, Wallonia €9,000, Brussels €12,500', () => {
    expect(duty('flanders', 300000).amount).toBe(6000);
    expect(duty('wallonia', 300000).amount).toBe(9000);
    expect(duty('brussels', 300000).amount).toBe(12500);
  });

  it('Luxembourg: 7% less the €40,000 Bëllegen Akt credit of one buyer; the 17% or 3% VAT of a new build', () => {
    expect(duty('luxembourg', 800000)).toMatchObject({ amount: 16000, credit: 40000 });
    expect(duty('luxembourg', 300000, { ...onlyHome, newBuild: true }).amount).toBe(9000);
    expect(duty('luxembourg', 300000, { ...onlyHome, ownHome: false, newBuild: true }).amount).toBe(51000);
  });

  it('before 2025 the Flemish only own home paid 3%, and Brussels abated €175,000 up to €500,000', () => {
    const before = (region: 'flanders' | 'brussels') => must(regionRates(config, region, '2022-06-01'), region);
    expect(must(purchaseCost(300000, onlyHome, before('flanders')), 'cost').tax.amount).toBe(9000);
    expect(must(purchaseCost(300000, onlyHome, before('brussels')), 'cost').tax).toMatchObject({ amount: 15625, abatement: 175000 });
  });

  it("Luxembourg City: an apartment bought as an investment pays the city's 3% surcharge; a house or an own home with the credit does not", () => {
    const city = (webTypes: number[], choice = onlyHome) =>
      must(
        purchaseCost(600000, choice, must(regionRates(config, 'luxembourg', '2026-11-27', { zip: 'L-1450', webTypes: new Set(webTypes) }), 'rates')),
        'a cost',
      ).surcharge;
    const APARTMENT = 2;
    const HOUSE = 1;
    expect(city([APARTMENT], { ...onlyHome, ownHome: false })).toMatchObject({ place: 'Luxembourg', rate: 0.03, amount: 18000 });
    expect(city([HOUSE], { ...onlyHome, ownHome: false })).toBeNull();
    expect(city([APARTMENT])).toBeNull();
  });

  it('every Belgian notary fee and mortgage deed is an estimate with its margin (their fixed costs are not regulated)', () => {
    for (const scale of [...config.notaryFees, ...config.mortgageDeeds]) expect(scale.margin).toBeGreaterThan(0);
  });
});
