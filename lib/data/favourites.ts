import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { siteConfig } from '@/config';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { brusselsDay } from '@/lib/domain/calendar';
import { energyClassOf, energyLabelText } from '@/lib/domain/energy';
import type { Locale } from '@/lib/domain/locales';
import { PRICE_UNIT_STARTING_FROM } from '@/lib/domain/money';
import { purchaseCost, purchasePrice, regionRates } from '@/lib/domain/purchase-cost';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { regionOf } from '@/lib/domain/regions';
import { webTypesOf } from '@/lib/domain/web-types';

/**
 * What the favourites page and its comparison show of a property, as public as its own page: no price unless
 * published, no street unless the address is, no position. Derived figures are made here with the rules of
 * lib/domain: the price per m² of living surface, the energy label, the purchase cost of the default buyer.
 */
export type FavouriteProperty = {
  id: number;
  reference: string;
  title: string;
  typeDescription: string;
  goal: number;
  status: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number;
  priceUnitText: string | null;
  publishAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  picture: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  surfaceLiving: number | null;
  surfaceGround: number | null;
  surfaceTotal: number | null;
  surfaceGarden: number | null;
  surfaceTerrace: number | null;
  /** The price divided by the living surface, rounded to the euro; null without both (or a "starting from" price). */
  pricePerM2: number | null;
  /** The label on the region's scale (`A+`, `C` …) and the figure in kWh/m² a year, each null when unknown. */
  energyLabel: string | null;
  energyPerformance: number | null;
  /** The price with duties (and a municipal surcharge) and the notary's fees of a resale bought as the only own home, where the region has rates; null otherwise. */
  purchaseTotal: number | null;
  constructionYear: number | null;
};

type Row = Omit<FavouriteProperty, 'pricePerM2' | 'energyLabel' | 'purchaseTotal' | 'constructionYear'> & {
  countryId: number;
  webId: number;
  webIds: string;
  epcLabelText: string | null;
  details: Record<string, unknown>;
};

const yearOf = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 1000 && n < 3000 ? n : null;
};

/** The public view of a row on `day` (YYYY-MM-DD, Brussels), with the purchase-cost rates in force that day. */
function favouriteOf(row: Row, day: string): FavouriteProperty {
  const { countryId, epcLabelText, details, webId, webIds, ...p } = row;
  const published = p.publishPrice && p.price !== null && p.price > 0 && p.priceUnit !== PRICE_UNIT_STARTING_FROM;
  const energy = energyClassOf({ energyPerformance: p.energyPerformance, epcLabelText, zip: p.zip, countryId });
  const region = regionOf(p.zip, countryId);
  const price = details.annuity ? null : purchasePrice(p);
  const rates =
    price !== null && region !== null ? regionRates(siteConfig.site.purchaseCost, region, day, { zip: p.zip, webTypes: webTypesOf({ webId, webIds }) }) : null;
  const cost = price !== null && rates ? purchaseCost(price, { ownHome: true, newBuild: false, loan: 0, buyers: 1 }, rates) : null;
  return {
    ...p,
    price: p.publishPrice ? p.price : null,
    street: p.publishAddress ? p.street : null,
    houseNumber: p.publishAddress ? p.houseNumber : null,
    boxNr: p.publishAddress ? p.boxNr : null,
    pricePerM2: published && p.surfaceLiving ? Math.round(p.price! / p.surfaceLiving) : null,
    energyLabel: energy ? energyLabelText(energy.label) : null,
    purchaseTotal: cost ? Math.round(cost.total) : null,
    constructionYear: yearOf(details.constructionYear),
  };
}

/** The properties of `ids` that are on the site in `locale`, in the order asked; an ID not found (withdrawn) is left out. */
export async function readFavourites(ids: readonly number[], locale: Locale): Promise<FavouriteProperty[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(0, FAVOURITES_MAX);
  if (!wanted.length) return [];
  const db = await getDb();
  // Columns of its own, not properties.ts's cardColumns: all but those favouriteOf takes out go into the public JSON of
  // /api/favourites/, so a column a card gains (the map's position, the listing date) must not reach it unasked.
  const rows = await db
    .select({
      id: properties.id,
      reference: properties.reference,
      title: properties.title,
      typeDescription: properties.typeDescription,
      goal: properties.goal,
      status: properties.status,
      price: properties.price,
      publishPrice: properties.publishPrice,
      priceUnit: properties.priceUnit,
      priceUnitText: properties.priceUnitText,
      publishAddress: properties.publishAddress,
      street: properties.street,
      houseNumber: properties.houseNumber,
      boxNr: properties.boxNr,
      zip: properties.zip,
      city: properties.city,
      countryId: properties.countryId,
      webId: properties.webId,
      webIds: properties.webIds,
      picture: properties.smallPictureUrl,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      surfaceLiving: properties.surfaceLiving,
      surfaceGround: properties.surfaceGround,
      surfaceTotal: properties.surfaceTotal,
      surfaceGarden: properties.surfaceGarden,
      surfaceTerrace: properties.surfaceTerrace,
      energyPerformance: properties.energyPerformance,
      epcLabelText: properties.epcLabelText,
      details: sql<
        Record<string, unknown>
      >`jsonb_build_object('constructionYear', ${properties.details}->'constructionYear', 'annuity', ${properties.details}->'annuity')`,
    })
    .from(properties)
    .where(and(eq(properties.lang, locale), inArray(properties.id, wanted)));
  const day = brusselsDay(new Date());
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [favouriteOf(row as Row, day)] : [];
  });
}
