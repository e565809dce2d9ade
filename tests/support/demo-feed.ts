/**
 * Demo feed records: the demo properties of `generateDemoProperties` written back as the CRM would send them
 * (the inverse of `toRow`). Used by tests and by `scripts/make-sample-feed.ts`, whose output is a complete
 * example of the feed format for the agency's staff.
 */
import type { FeedRecord, PropertyInsert } from '../../lib/import/feed';
import { generateDemoProperties } from '../../lib/db/seed/properties';

/** A feed record as JSON: what `feedRecord` accepts and `toRow` maps back to the same row. */
export type FeedRecordJson = Omit<FeedRecord, 'CreatedAt' | 'UpdatedAt'> & { CreatedAt?: string; UpdatedAt?: string };

const ucFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `details` keys → the CRM's PascalCase (`virtualTour` → `VirtualTour`, documents' `url` → `Url` …). */
function pascalCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pascalCaseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [ucFirst(k), pascalCaseKeys(v)]));
}

const iso = (d: Date | undefined) => (d ? d.toISOString() : undefined);

/** One row of `properties` as a feed record. */
export function toFeedRecord(row: PropertyInsert): FeedRecordJson {
  const details = pascalCaseKeys(row.details ?? {}) as FeedRecord['Details'];
  return {
    ID: row.id,
    WebID: row.webId,
    WebIDs: row.webIds ?? '',
    Reference: row.reference,
    UniqueCode: row.uniqueCode,
    TypeDescription: row.typeDescription,
    Goal: row.goal,
    Language: row.lang as FeedRecord['Language'],
    Status: (row.status ?? 'available') as FeedRecord['Status'],
    Manager: row.managerName || row.managerPhone || row.managerEmail ? { Name: row.managerName, Phone: row.managerPhone, Email: row.managerEmail } : null,
    Price: row.price ?? null,
    PublishPrice: row.publishPrice ?? true,
    PriceUnit: row.priceUnit ?? 0,
    PriceUnitText: row.priceUnitText ?? null,
    Marquee: row.marquee ?? 0,
    MarqueeName: row.marqueeName ?? null,
    PublishAddress: row.publishAddress ?? true,
    Street: row.street ?? null,
    HouseNumber: row.houseNumber ?? null,
    BoxNr: row.boxNr ?? null,
    Zip: row.zip,
    City: row.city,
    CountryID: row.countryId as FeedRecord['CountryID'],
    CountryName: row.countryName,
    Latitude: row.latitude ?? null,
    Longitude: row.longitude ?? null,
    EnergyPerformance: row.energyPerformance ?? null,
    EPCLabelText: row.epcLabelText ?? null,
    CO2Emission: row.co2Emission ?? null,
    EPCValidUntil: row.epcValidUntil ?? null,
    SmallPictureItem: row.smallPictureUrl ? { Url: row.smallPictureUrl } : null,
    Pictures: (row.pictures ?? []).map((Url) => ({ Url })),
    Title: row.title,
    Description: row.description ?? '',
    Bedrooms: row.bedrooms ?? null,
    Bathrooms: row.bathrooms ?? null,
    Garages: row.garages ?? null,
    Parkings: row.parkings ?? null,
    SurfaceTotal: row.surfaceTotal ?? null,
    SurfaceLiving: row.surfaceLiving ?? null,
    SurfaceGround: row.surfaceGround ?? null,
    SurfaceGarden: row.surfaceGarden ?? null,
    SurfaceTerrace: row.surfaceTerrace ?? null,
    CreatedAt: iso(row.createdAt),
    UpdatedAt: iso(row.updatedAt),
    Details: details,
  };
}

/** `count` demo properties × 4 languages as feed records (IDs from 1001, deterministic). */
export function demoFeed(count: number): FeedRecordJson[] {
  return generateDemoProperties(count).map(toFeedRecord);
}
