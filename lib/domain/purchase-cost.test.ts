import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { inForce } from './dates';
import {
  choiceOf,
  monthlyOf,
  monthlyPayment,
  purchasePrice,
  typedNumber,
  purchaseCost,
  regionRates,
  scaleFee,
  type FeeScale,
  type MortgageDeedRate,
  type PurchaseChoice,
  type PurchaseCostRates,
  type TaxRate,
} from './purchase-cost';

const source = 'https://example.org/rates';
const tax = (r: Omit<TaxRate, 'source'>): TaxRate => ({ source, ...r });
/** The Belgian notary's scale for a sale (royal decree of 16 December 1950), VAT 21%, no fixed costs: the scale alone. */
const belgianScale: FeeScale = {
  from: '2012-01-01',
  source,
  regions: ['flanders', 'wallonia', 'brussels'],
  brackets: [
    { upTo: 7500, rate: 0.0456 },
    { upTo: 17500, rate: 0.0285 },
    { upTo: 30000, rate: 0.0228 },
    { upTo: 45495, rate: 0.0171 },
    { upTo: 64095, rate: 0.0114 },
    { upTo: 250095, rate: 0.0057 },
    { upTo: null, rate: 0.00057 },
  ],
  vatRate: 0,
  costs: 0,
  margin: 0,
};
const deed: MortgageDeedRate = {
  from: '2012-01-01',
  source,
  regions: ['flanders', 'wallonia', 'brussels'],
  dutyRate: 0.013,
  accessories: 0.1,
  brackets: [{ upTo: null, rate: 0.005 }],
  vatRate: 0.21,
  costs: 1000,
  margin: 0.1,
};
const config: PurchaseCostRates = {
  taxes: [
    tax({ region: 'flanders', situation: 'resale', from: '2022-01-01', rate: 0.12 }),
    tax({ region: 'flanders', situation: 'resaleOwnHome', from: '2022-01-01', rate: 0.03 }),
    tax({ region: 'flanders', situation: 'resaleOwnHome', from: '2025-01-01', rate: 0.02 }),
    tax({ region: 'flanders', situation: 'newBuild', from: '1996-01-01', rate: 0.21 }),
    tax({ region: 'wallonia', situation: 'resale', from: '2025-01-01', rate: 0.125 }),
    tax({ region: 'wallonia', situation: 'resaleOwnHome', from: '2025-01-01', rate: 0.03 }),
    tax({ region: 'brussels', situation: 'resale', from: '2023-04-01', rate: 0.125 }),
    tax({ region: 'brussels', situation: 'resaleOwnHome', from: '2023-04-01', rate: 0.125, abatement: 200000, abatementMaxPrice: 600000 }),
    tax({ region: 'brussels', situation: 'newBuild', from: '1996-01-01', rate: 0.21 }),
    tax({ region: 'luxembourg', situation: 'resale', from: '2023-03-07', rate: 0.06, transcriptionRate: 0.01 }),
    tax({ region: 'luxembourg', situation: 'resaleOwnHome', from: '2023-03-07', rate: 0.06, transcriptionRate: 0.01, creditPerBuyer: 30000 }),
    tax({ region: 'luxembourg', situation: 'resaleOwnHome', from: '2025-07-01', rate: 0.06, transcriptionRate: 0.01, creditPerBuyer: 40000 }),
    tax({ region: 'luxembourg', situation: 'newBuild', from: '2015-01-01', rate: 0.17 }),
    tax({ region: 'luxembourg', situation: 'newBuildOwnHome', from: '2015-01-01', rate: 0.03, fullRate: 0.17, maxRelief: 50000 }),
  ],
  notaryFees: [belgianScale],
  mortgageDeeds: [deed],
};
const DAY = '2026-11-27';
const onlyHome: PurchaseChoice = { ownHome: true, newBuild: false, loan: 0, buyers: 1 };
const investor: PurchaseChoice = { ownHome: false, newBuild: false, loan: 0, buyers: 1 };
const rates = (region: 'flanders' | 'wallonia' | 'brussels' | 'luxembourg', day = DAY) => must(regionRates(config, region, day), `${region}'s rates`);
const cost = (region: 'flanders' | 'wallonia' | 'brussels' | 'luxembourg', price: number, choice: PurchaseChoice, day = DAY) =>
  must(purchaseCost(price, choice, rates(region, day)), 'a purchase cost');

describe('registration duty of a resale, only own home (the worked figures on €300,000)', () => {
  it('Flanders: 2% gives €6,000', () => {
    expect(cost('flanders', 300000, onlyHome).tax).toMatchObject({ kind: 'duty', rate: 0.02, amount: 6000, abatement: 0 });
  });
  it('Wallonia: 3% gives €9,000', () => {
    expect(cost('wallonia', 300000, onlyHome).tax).toMatchObject({ kind: 'duty', rate: 0.03, amount: 9000 });
  });
  it('Brussels: 12.5% on the price less the €200,000 abatement gives €12,500', () => {
    expect(cost('brussels', 300000, onlyHome).tax).toMatchObject({ kind: 'duty', rate: 0.125, amount: 12500, abatement: 200000 });
  });
  it('Brussels: no abatement above €600,000, and none on a price below it beyond the price itself', () => {
    expect(cost('brussels', 600000, onlyHome).tax.amount).toBe(50000);
    expect(cost('brussels', 600001, onlyHome).tax).toMatchObject({ amount: 75000.13, abatement: 0 });
    expect(cost('brussels', 150000, onlyHome).tax).toMatchObject({ amount: 0, abatement: 150000 });
  });
  it('Luxembourg: 6% + 1% transcription less the Bëllegen Akt credit of €40,000 per buyer', () => {
    expect(cost('luxembourg', 800000, onlyHome).tax).toMatchObject({ kind: 'duty', rate: 0.07, amount: 16000, credit: 40000 });
    expect(cost('luxembourg', 800000, { ...onlyHome, buyers: 2 }).tax).toMatchObject({ amount: 0, credit: 56000 });
  });
});

describe('registration duty of a resale, not the only own home', () => {
  it('Flanders 12%, Wallonia and Brussels 12.5%, Luxembourg 7% without credit', () => {
    expect(cost('flanders', 300000, investor).tax.amount).toBe(36000);
    expect(cost('wallonia', 300000, investor).tax.amount).toBe(37500);
    expect(cost('brussels', 300000, investor).tax).toMatchObject({ amount: 37500, abatement: 0 });
    expect(cost('luxembourg', 300000, investor).tax).toMatchObject({ amount: 21000, credit: 0 });
  });
});

describe("Luxembourg City's municipal surcharge on the registration duty", () => {
  const cityTax = {
    from: '2019-07-01',
    source,
    region: 'luxembourg' as const,
    place: 'Luxembourg',
    postcodes: [{ from: 1000, to: 2999 }],
    shareOfDuty: 0.5,
    exemptWebTypes: [1],
    exemptWithCredit: true,
  };
  const withCity: PurchaseCostRates = { ...config, surcharges: [cityTax] };
  const at = (zip: string, types: number[], day = DAY) => must(regionRates(withCity, 'luxembourg', day, { zip, webTypes: new Set(types) }), 'rates');
  const APARTMENT = 2;
  it('an apartment in the city bought as an investment pays half the 6% duty more: 3% of the price', () => {
    const c = must(purchaseCost(500000, investor, at('L-2340', [APARTMENT])), 'cost');
    expect(c.tax.amount).toBe(35000);
    expect(c.surcharge).toMatchObject({ place: 'Luxembourg', rate: 0.03, amount: 15000 });
    expect(c.total).toBe(500000 + 35000 + 15000);
  });
  it('none outside the city, none on an exempt type (a single-family house), none before it starts', () => {
    expect(must(purchaseCost(500000, investor, at('4001', [APARTMENT])), 'cost').surcharge).toBeNull();
    expect(must(purchaseCost(500000, investor, at('1450', [APARTMENT, 1])), 'cost').surcharge).toBeNull();
    const later = must(
      regionRates({ ...config, surcharges: [{ ...cityTax, from: '2030-01-01' }] }, 'luxembourg', DAY, { zip: '1450', webTypes: new Set([APARTMENT]) }),
      'rates',
    );
    expect(must(purchaseCost(500000, investor, later), 'cost').surcharge).toBeNull();
    expect(rates('luxembourg').surcharge).toBeNull();
  });
  it('none when the buyer takes the Bëllegen Akt credit, none on the VAT of a new build', () => {
    expect(must(purchaseCost(500000, onlyHome, at('1450', [APARTMENT])), 'cost').surcharge).toBeNull();
    expect(must(purchaseCost(500000, { ...investor, newBuild: true }, at('1450', [APARTMENT])), 'cost').surcharge).toBeNull();
  });
  it('a rule without the credit exemption charges the own home too', () => {
    const rates = must(
      regionRates({ ...config, surcharges: [{ ...cityTax, exemptWithCredit: false }] }, 'luxembourg', DAY, { zip: '1450', webTypes: new Set([APARTMENT]) }),
      'rates',
    );
    expect(must(purchaseCost(500000, onlyHome, rates), 'cost').surcharge?.amount).toBe(15000);
  });
});

describe('VAT of a new build', () => {
  it('Belgium: 21%, own home or not (no own-home rate falls back to the general one)', () => {
    for (const ownHome of [true, false])
      expect(cost('flanders', 300000, { ...investor, ownHome, newBuild: true }).tax).toMatchObject({ kind: 'vat', amount: 63000 });
    expect(cost('brussels', 400000, { ...onlyHome, newBuild: true }).tax).toMatchObject({ kind: 'vat', rate: 0.21, amount: 84000, abatement: 0 });
  });
  it('Wallonia has no new-build rate in this configuration: no figure rather than a wrong one', () => {
    expect(purchaseCost(300000, { ...onlyHome, newBuild: true }, rates('wallonia'))).toBeNull();
  });
  it('Luxembourg: 17%, or 3% on a main residence while its advantage stays under €50,000', () => {
    expect(cost('luxembourg', 300000, { ...investor, newBuild: true }).tax.amount).toBe(51000);
    expect(cost('luxembourg', 300000, { ...onlyHome, newBuild: true }).tax).toMatchObject({ rate: 0.03, amount: 9000 });
    // 14% of €500,000 is €70,000 of advantage: capped at €50,000, so 17% less €50,000.
    expect(cost('luxembourg', 500000, { ...onlyHome, newBuild: true }).tax.amount).toBe(35000);
  });
});

describe('the rate in force on the day', () => {
  it('takes the latest rate that has started, not one to come', () => {
    expect(cost('flanders', 300000, onlyHome, '2024-12-31').tax.amount).toBe(9000);
    expect(cost('flanders', 300000, onlyHome, '2025-01-01').tax.amount).toBe(6000);
    expect(cost('luxembourg', 800000, onlyHome, '2025-06-30').tax.credit).toBe(30000);
  });
  it('a region without a resale rate in force yet has no rates', () => {
    expect(regionRates(config, 'wallonia', '2024-12-31')).toBeNull();
    expect(inForce([{ from: '2030-01-01', source }], DAY)).toBeNull();
  });
});

describe("the notary's fees", () => {
  it('the Belgian scale on €300,000, bracket by bracket', () => {
    // 342 + 285 + 285 + 264.9645 + 212.04 + 1,060.20 + 28.44585
    expect(scaleFee(belgianScale.brackets, 300000)).toBeCloseTo(2477.65, 2);
    expect(scaleFee(belgianScale.brackets, 5000)).toBeCloseTo(228, 5);
  });
  it('adds the VAT and the fixed costs, and says by how much the estimate may differ', () => {
    const withCosts: PurchaseCostRates = { ...config, notaryFees: [{ ...belgianScale, vatRate: 0.21, costs: 1300, margin: 0.15 }] };
    const notary = must(purchaseCost(300000, onlyHome, must(regionRates(withCosts, 'flanders', DAY), 'rates')), 'cost').notary;
    expect(notary?.amount).toBeCloseTo(2477.65 * 1.21 + 1300, 1);
    expect(notary?.margin).toBeCloseTo((2477.65 * 1.21 + 1300) * 0.15, 1);
  });
  it('a region without a scale shows none (Luxembourg here)', () => {
    expect(cost('luxembourg', 300000, onlyHome).notary).toBeNull();
  });
});

describe('the mortgage deed, the advance and the total', () => {
  it('no mortgage deed without a loan', () => {
    expect(cost('flanders', 300000, onlyHome).mortgageDeed).toBeNull();
  });
  it("a loan adds its duties on loan and accessories, and the notary's fee with VAT and costs", () => {
    const c = cost('flanders', 300000, { ...onlyHome, loan: 200000 });
    // 200,000 × 1.1 × 1.3% = 2,860; 0.5% of 200,000 = 1,000 with 21% VAT = 1,210; + 1,000.
    expect(c.mortgageDeed).toEqual({ amount: 5070, margin: 507 });
  });
  it('the advance is 10% of the price, part of it; the total is the price and every cost', () => {
    const c = cost('wallonia', 300000, { ...onlyHome, loan: 100000 });
    expect(c.advance).toBe(30000);
    expect(c.total).toBeCloseTo(300000 + 9000 + must(c.notary, 'notary').amount + must(c.mortgageDeed, 'deed').amount, 2);
    expect(c.margin).toBeCloseTo(must(c.mortgageDeed, 'deed').margin, 2);
  });
  it('no figures for a price that is not a positive amount', () => {
    expect(purchaseCost(0, onlyHome, rates('flanders'))).toBeNull();
    expect(purchaseCost(Number.NaN, onlyHome, rates('flanders'))).toBeNull();
  });
});

describe('the monthly payment from the rate and term the buyer types', () => {
  it('€200,000 over 25 years at 3% a year (its equivalent monthly rate)', () => {
    // r = 1.03^(1/12) − 1 = 0.246627%; (1 + r)^300 = 1.03^25 = 2.093778; 200,000 × r / (1 − 1 / 2.093778) = 944.22
    // (3% / 12 taken as the monthly rate would give 948.42).
    expect(monthlyPayment(200000, 3, 25)).toBe(944.22);
  });
  it('at 0% the loan divided by the months', () => {
    expect(monthlyPayment(120000, 0, 10)).toBe(1000);
  });
  it('nothing for a missing or impossible loan, rate or term', () => {
    expect(monthlyPayment(0, 3, 25)).toBeNull();
    expect(monthlyPayment(200000, Number.NaN, 25)).toBeNull();
    expect(monthlyPayment(200000, -1, 25)).toBeNull();
    expect(monthlyPayment(200000, 3, 0)).toBeNull();
  });
});

describe('what the buyer types', () => {
  it('an amount with or without thousands separators or a euro sign', () => {
    for (const text of ['250000', '250 000', '250.000', '250,000', '€ 250.000']) expect(typedNumber(text)).toBe(250000);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('a lot')).toBeNaN();
  });
  it('a rate or a term with a decimal comma or point', () => {
    expect(typedNumber('3,125', true)).toBe(3.125);
    expect(typedNumber('3.2 %', true)).toBe(3.2);
  });
  it('no loan until an amount is typed; the monthly payment only with amount, rate and term', () => {
    const entries = { ownHome: true, newBuild: false, buyers: 1, loan: '', rate: '', years: '' };
    expect(choiceOf(entries).loan).toBe(0);
    expect(monthlyOf({ ...entries, loan: '200.000', rate: '3' })).toBeNull();
    expect(monthlyOf({ ...entries, loan: '200.000', rate: '3', years: '25' })).toBe(944.22);
  });
});

describe('which properties have a purchase cost', () => {
  const forSale = { goal: 0, status: 'available', price: 300000, publishPrice: true, priceUnit: 1 };
  it('a property for sale on the market with its exact price published', () => {
    expect(purchasePrice(forSale)).toBe(300000);
  });
  it('not a rent, a sold property, a price on request, a "starting from" price or no price', () => {
    expect(purchasePrice({ ...forSale, goal: 1 })).toBeNull();
    expect(purchasePrice({ ...forSale, status: 'sold' })).toBeNull();
    expect(purchasePrice({ ...forSale, publishPrice: false })).toBeNull();
    expect(purchasePrice({ ...forSale, priceUnit: 7 })).toBeNull();
    expect(purchasePrice({ ...forSale, price: null })).toBeNull();
    expect(purchasePrice({ ...forSale, price: 0 })).toBeNull();
  });
});
