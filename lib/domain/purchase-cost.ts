/**
 * What buying a property costs on top of its price, by region and by the buyer's situation: the registration
 * duty of a resale or the VAT of a new build, the notary's fees of the deed of sale, the costs of the mortgage
 * deed when the buyer borrows, the advance paid on signing the agreement, and a monthly mortgage payment from
 * a rate and term the buyer gives. The rates come from the site configuration (site.json `purchaseCost`), each
 * with the day it takes effect and its source; the one in force on the day of the calculation is used.
 *
 * Pure: the server renders the figures of the most common buyer with it, the browser the buyer's own choice.
 */
import { inForce, type Dated } from './dates';
import { PRICE_UNIT_STARTING_FROM } from './money';
import { BUYER_ADVANCE_RATE } from './offer';
import { isForSale, isOffMarket } from './property';
import type { Region } from './regions';

/** The buyer's situation a rate applies to: a resale (registration duty) or a new build (VAT), as the buyer's own and only home or not. */
export const PURCHASE_SITUATIONS = ['resale', 'resaleOwnHome', 'newBuild', 'newBuildOwnHome'] as const;
export type PurchaseSituation = (typeof PURCHASE_SITUATIONS)[number];

/** When a rate takes effect (`YYYY-MM-DD`, the day of the deed or agreement) and where it is written (a URL or an official text). */

/**
 * A registration duty (resale) or VAT (new build) rate of a region and situation.
 * - `abatement`: the part of the price free of duty, when the price is at most `abatementMaxPrice` (Brussels).
 * - `transcriptionRate`: a second duty on the whole price (Luxembourg's transcription duty).
 * - `creditPerBuyer`: a tax credit per buyer off the duties (Luxembourg's Bëllegen Akt).
 * - `fullRate` and `maxRelief`: a reduced VAT rate whose advantage over `fullRate` is capped at `maxRelief` (Luxembourg).
 */
export type TaxRate = Dated & {
  region: Region;
  situation: PurchaseSituation;
  rate: number;
  transcriptionRate?: number | undefined;
  abatement?: number | undefined;
  abatementMaxPrice?: number | undefined;
  creditPerBuyer?: number | undefined;
  fullRate?: number | undefined;
  maxRelief?: number | undefined;
};

/** A bracket of a degressive fee scale: `rate` on the part of the amount up to `upTo` (null: the rest). */
export type FeeBracket = { upTo: number | null; rate: number };

/**
 * The notary's fees of a deed in some regions: the scale on the amount, VAT on it, fixed costs (searches,
 * certificates, the deed's formalities, with their VAT); `margin` the share by which the result may differ from
 * what the notary will charge (0 when every part of it is regulated).
 */
export type FeeScale = Dated & {
  regions: Region[];
  brackets: FeeBracket[];
  vatRate: number;
  costs: number;
  margin: number;
};

/** The mortgage deed: duties of `dutyRate` on the loan plus `accessories` (a share of it), and the notary's scale on the loan. */
export type MortgageDeedRate = FeeScale & { dutyRate: number; accessories: number };

/**
 * A municipality's surcharge on the registration duty of a resale (Luxembourg City's: half the duty): `shareOfDuty`
 * of the registration duty (not of the transcription duty), for a property whose postcode is in `postcodes`, unless
 * it is of one of `exemptWebTypes` (single-family houses) or, with `exemptWithCredit`, the buyer takes a tax credit.
 */
export type MunicipalSurcharge = Dated & {
  region: Region;
  place: string;
  postcodes: { from: number; to: number }[];
  shareOfDuty: number;
  exemptWebTypes: number[];
  exemptWithCredit: boolean;
};

export type PurchaseCostRates = { taxes: TaxRate[]; surcharges?: MunicipalSurcharge[]; notaryFees: FeeScale[]; mortgageDeeds: MortgageDeedRate[] };

/** Where the property is and what it is, for the rates that depend on the municipality. */
export type PurchasePlace = { zip: string | number; webTypes: ReadonlySet<number> };

/** The rates of one region in force on one day, all situations (what the browser needs to recalculate). */
export type RegionRates = {
  region: Region;
  taxes: Partial<Record<PurchaseSituation, TaxRate>>;
  notary: FeeScale | null;
  mortgageDeed: MortgageDeedRate | null;
  /** The municipal surcharge the property pays, null when none (or its type is exempt). */
  surcharge: MunicipalSurcharge | null;
};

/** The buyer's choice: own and only home or not, resale or new build, the amount borrowed (0: none), the number of buyers. */
export type PurchaseChoice = { ownHome: boolean; newBuild: boolean; loan: number; buyers: number };

/** An amount that is an estimate, and by how much (in euros) it may differ. */
export type Estimate = { amount: number; margin: number };

export type PurchaseCost = {
  price: number;
  tax: {
    kind: 'duty' | 'vat';
    rate: number;
    amount: number;
    /** The part of the price free of duty (Brussels), 0 when none. */
    abatement: number;
    /** The tax credit taken off the duties (Luxembourg), 0 when none. */
    credit: number;
    source: string;
  };
  /** The municipality's surcharge on the duty, null when none applies. */
  surcharge: { place: string; rate: number; amount: number; source: string } | null;
  notary: Estimate | null;
  mortgageDeed: Estimate | null;
  /** Paid on signing the sale agreement, part of the price. */
  advance: number;
  /** The price and every cost. */
  total: number;
  /** The sum of the estimates' margins: by how much the total may differ. */
  margin: number;
};

const cents = (n: number) => Math.round(n * 100) / 100;

/** The surcharge in force on `day` in the municipality of `place`, unless the property's type is exempt. */
function surchargeAt(config: PurchaseCostRates, region: Region, place: PurchasePlace, day: string): MunicipalSurcharge | null {
  const zip = Number(String(place.zip).replace(/\D/g, ''));
  const here = (config.surcharges ?? []).filter((s) => s.region === region && s.postcodes.some((r) => zip >= r.from && zip <= r.to));
  const surcharge = inForce(here, day);
  return surcharge && !surcharge.exemptWebTypes.some((t) => place.webTypes.has(t)) ? surcharge : null;
}

/**
 * The rates of `region` in force on `day`, with the municipal surcharge of `place` when given; null when no
 * registration duty of a resale is in force there (the block is not shown).
 */
export function regionRates(config: PurchaseCostRates, region: Region, day: string, place?: PurchasePlace): RegionRates | null {
  const taxes: RegionRates['taxes'] = {};
  for (const situation of PURCHASE_SITUATIONS) {
    const rate = inForce(
      config.taxes.filter((t) => t.region === region && t.situation === situation),
      day,
    );
    if (rate) taxes[situation] = rate;
  }
  if (!taxes.resale) return null;
  return {
    region,
    taxes,
    notary: inForce(
      config.notaryFees.filter((f) => f.regions.includes(region)),
      day,
    ),
    mortgageDeed: inForce(
      config.mortgageDeeds.filter((f) => f.regions.includes(region)),
      day,
    ),
    surcharge: place ? surchargeAt(config, region, place, day) : null,
  };
}

/** The situation of a choice, and the rate that applies: the own-home rate when there is one, else the general one. */
function taxRateOf(rates: RegionRates, choice: PurchaseChoice): TaxRate | null {
  const general: PurchaseSituation = choice.newBuild ? 'newBuild' : 'resale';
  const own: PurchaseSituation = choice.newBuild ? 'newBuildOwnHome' : 'resaleOwnHome';
  return (choice.ownHome ? rates.taxes[own] : undefined) ?? rates.taxes[general] ?? null;
}

/** The fee of a degressive scale on `amount`: each bracket's rate on the part of the amount inside it. */
export function scaleFee(brackets: readonly FeeBracket[], amount: number): number {
  let fee = 0;
  let lower = 0;
  for (const { upTo, rate } of brackets) {
    const top = upTo === null ? amount : Math.min(amount, upTo);
    if (top > lower) fee += (top - lower) * rate;
    if (upTo === null || amount <= upTo) break;
    lower = upTo;
  }
  return fee;
}

function feeEstimate(scale: FeeScale, amount: number, extra = 0): Estimate {
  const total = scaleFee(scale.brackets, amount) * (1 + scale.vatRate) + scale.costs + extra;
  return { amount: cents(total), margin: cents(total * scale.margin) };
}

/** The registration duty (resale) or VAT (new build) of `price` at `rate`, with the abatement and credit it gives. */
function taxOn(price: number, rate: TaxRate, buyers: number): PurchaseCost['tax'] {
  const kind = rate.situation.startsWith('newBuild') ? 'vat' : 'duty';
  if (kind === 'vat') {
    let amount = price * rate.rate;
    if (rate.fullRate !== undefined && rate.maxRelief !== undefined) amount = Math.max(amount, price * rate.fullRate - rate.maxRelief);
    return { kind, rate: rate.rate, amount: cents(amount), abatement: 0, credit: 0, source: rate.source };
  }
  const abatement = rate.abatement && (rate.abatementMaxPrice === undefined || price <= rate.abatementMaxPrice) ? Math.min(rate.abatement, price) : 0;
  const duty = (price - abatement) * rate.rate + price * (rate.transcriptionRate ?? 0);
  const credit = rate.creditPerBuyer ? Math.min(duty, rate.creditPerBuyer * Math.max(1, Math.floor(buyers))) : 0;
  return {
    kind,
    rate: Math.round((rate.rate + (rate.transcriptionRate ?? 0)) * 1e6) / 1e6,
    amount: cents(duty - credit),
    abatement,
    credit: cents(credit),
    source: rate.source,
  };
}

/** The surcharge on the registration duty of a resale (none on VAT, none when a credit is taken and that exempts). */
function surchargeOn(price: number, rate: TaxRate, tax: PurchaseCost['tax'], s: MunicipalSurcharge | null): PurchaseCost['surcharge'] {
  if (!s || tax.kind !== 'duty' || (s.exemptWithCredit && tax.credit > 0)) return null;
  const share = Math.round(rate.rate * s.shareOfDuty * 1e6) / 1e6;
  return { place: s.place, rate: share, amount: cents(price * share), source: s.source };
}

/** Every cost of buying at `price` with the buyer's `choice`; null when no rate applies to that choice or the price is not a positive amount. */
export function purchaseCost(price: number, choice: PurchaseChoice, rates: RegionRates): PurchaseCost | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const rate = taxRateOf(rates, choice);
  if (!rate) return null;
  const tax = taxOn(price, rate, choice.buyers);
  const surcharge = surchargeOn(price, rate, tax, rates.surcharge);
  const notary = rates.notary ? feeEstimate(rates.notary, price) : null;
  const loan = Number.isFinite(choice.loan) && choice.loan > 0 ? choice.loan : 0;
  const deed = rates.mortgageDeed;
  const mortgageDeed = deed && loan > 0 ? feeEstimate(deed, loan, loan * (1 + deed.accessories) * deed.dutyRate) : null;
  const total = price + tax.amount + (surcharge?.amount ?? 0) + (notary?.amount ?? 0) + (mortgageDeed?.amount ?? 0);
  return {
    price,
    tax,
    surcharge,
    notary,
    mortgageDeed,
    advance: cents(price * BUYER_ADVANCE_RATE),
    total: cents(total),
    margin: cents((notary?.margin ?? 0) + (mortgageDeed?.margin ?? 0)),
  };
}

/**
 * The monthly payment of a loan repaid in equal instalments over `years` at `annualRate` percent a year,
 * turned into its equivalent monthly rate ((1 + rate)^(1/12) − 1, as Belgian mortgage offers state it);
 * null unless the loan, the rate (0 or more) and the term (more than 0) are numbers.
 */
export function monthlyPayment(loan: number, annualRate: number, years: number): number | null {
  if (!Number.isFinite(loan) || loan <= 0 || !Number.isFinite(annualRate) || annualRate < 0 || annualRate > 100) return null;
  if (!Number.isFinite(years) || years <= 0 || years > 60) return null;
  const months = Math.round(years * 12);
  const r = Math.pow(1 + annualRate / 100, 1 / 12) - 1;
  const payment = r === 0 ? loan / months : (loan * r) / (1 - Math.pow(1 + r, -months));
  return cents(payment);
}

/**
 * The price a purchase cost is calculated on: a property for sale and still on the market whose price is published
 * and exact; null for a rent, a sold property, a price on request and a "starting from" price.
 */
export function purchasePrice(p: { goal: number; status: string; price: number | null; publishPrice: boolean; priceUnit: number }): number | null {
  if (!isForSale(p) || isOffMarket(p) || !p.publishPrice || p.priceUnit === PRICE_UNIT_STARTING_FROM) return null;
  return p.price !== null && Number.isFinite(p.price) && p.price > 0 ? p.price : null;
}

/** The buyer's entries as typed in the block: the situation, and the loan, rate and term as texts (empty: not given). */
export type PurchaseEntries = { ownHome: boolean; newBuild: boolean; buyers: number; loan: string; rate: string; years: string };

/**
 * A number as a visitor types it, or NaN: an amount (`250000`, `250 000`, `250.000`, `€ 250.000`, its dots or
 * commas separating thousands) or, with `decimal`, a rate or term (`3,2` or `3.2`).
 */
export function typedNumber(text: string, decimal = false): number {
  const t = text.replace(/[\s\u00a0€%]/g, '');
  if (t === '') return Number.NaN;
  const normal = decimal ? t.replace(',', '.') : /^\d{1,3}([.,]\d{3})+$/.test(t) ? t.replace(/[.,]/g, '') : t.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** The choice the figures are calculated for, from the entries (a loan that is not a number is no loan). */
export function choiceOf(e: PurchaseEntries): PurchaseChoice {
  const loan = typedNumber(e.loan);
  return { ownHome: e.ownHome, newBuild: e.newBuild, buyers: e.buyers, loan: Number.isFinite(loan) ? loan : 0 };
}

/** The monthly payment of the entries' loan, rate and term; null until all three are given. */
export const monthlyOf = (e: PurchaseEntries): number | null => monthlyPayment(typedNumber(e.loan), typedNumber(e.rate, true), typedNumber(e.years, true));
