import { describe, expect, it } from 'vitest';
import { feedRecord, toRow } from '@/lib/import/feed';
import { siteFile } from '@/config/schema';
import {
  crmFieldMap,
  DEFAULT_CRM_FIELDS,
  FieldUse,
  glazing,
  legalFlag,
  managerIdOf,
  propertyDocument,
  propertyRecord,
  userManager,
  withDocuments,
  withManager,
} from './mapping';

/** A property item as GetPropertyList gives it, with the fields a detail page needs beside the listing's. */
const item = {
  ID: '4711',
  Ident: 'MH-4711',
  Goal: '1',
  Status: '1',
  WebID: '2',
  TypeDescription: 'Appartement',
  Price: '950',
  Zip: '1000',
  City: 'Bruxelles',
  CountryID: '10',
  ManagerID: '7',
  VirtualTour: 'https://my.matterport.com/show/?m=abc',
  ChargesRenter: '75',
  DepositAmount: '1900',
  DateFree: '2026-12-01 00:00:00',
  Floor: '3',
  HeatingName: 'Gaz',
  KitchenName: 'Équipée',
  WindowGlazing: '3',
  // Names of this agency's CRM that no public source shows.
  CO2Kg: '28',
  EPCEnd: '/Date(2114377200000+0100)/',
  EPCNumber: ' 20231108-0003012345-RES-1 ',
  Planning: 'Zone d’habitat',
  PermitFlag: '1',
  SummonsFlag: '0',
  Preemption: 'requested',
  FloodArea: '0',
  PScore: 'B',
  AsbestosKind: 'asbestos-safe',
};

/** The agency's crm.fields for the names above. */
const agency = {
  CO2Kg: 'co2Emission',
  EPCEnd: 'epcValidUntil',
  EPCNumber: 'epcCode',
  Planning: 'planningInfo',
  PermitFlag: 'permit',
  SummonsFlag: 'summons',
  Preemption: 'preemptiveRights',
  FloodArea: 'floodZone',
  PScore: 'floodRiskParcel',
  AsbestosKind: 'asbestosType',
} as const;

const row = (it: Record<string, unknown>, fields = crmFieldMap(agency)) => toRow(feedRecord.parse(propertyRecord(it, 'fr', fields)));

describe('the detail-page fields of a CRM item', () => {
  it('manager: named on the item (the direct phone before the mobile one), or found by its user ID', () => {
    const named = { ...item, ManagerName: 'Sofie Peeters', ManagerEmail: 'sofie@agency.test', ManagerDirectPhone: '-', ManagerMobilePhone: '+32 470 11 22 33' };
    expect(row(named)).toMatchObject({ managerName: 'Sofie Peeters', managerEmail: 'sofie@agency.test', managerPhone: '+32 470 11 22 33' });
    expect(row({ ...named, ManagerDirectPhone: '+32 2 640 00 05' }).managerPhone).toBe('+32 2 640 00 05');

    expect(managerIdOf(item)).toBe(7);
    expect(managerIdOf({ ...item, ManagerID: '-' })).toBeUndefined();
    const user = { ID: 7, FirstName: 'Lucas', LastName: 'Janssens', Email: 'lucas@agency.test', DirectPhone: '', MobilePhone: '+32 470 00 00 07' };
    expect(userManager(user)).toEqual({ Name: 'Lucas Janssens', Email: 'lucas@agency.test', Phone: '+32 470 00 00 07' });
    expect(toRow(feedRecord.parse(withManager(propertyRecord(item, 'fr'), user)))).toMatchObject({
      managerName: 'Lucas Janssens',
      managerPhone: '+32 470 00 00 07',
    });
    // What the item says of its agent stays; the user fills the rest.
    expect(withManager({ Manager: { Phone: '+32 2 000 00 00' } }, user)).toEqual({
      Manager: { Name: 'Lucas Janssens', Email: 'lucas@agency.test', Phone: '+32 2 000 00 00' },
    });
  });

  it('media: the virtual tour; no value leaves it out', () => {
    expect(row(item).details).toMatchObject({ virtualTour: 'https://my.matterport.com/show/?m=abc' });
    expect(row({ ...item, VirtualTour: '-' }).details).not.toHaveProperty('virtualTour');
  });

  it("financial: a rental's charges and deposit", () => {
    expect(row(item).details).toMatchObject({ chargesRenter: 75, deposit: 1900 });
    // 0 charges is 'no charges', kept (the page says so); no deposit is left out.
    const none = row({ ...item, ChargesRenter: 0, DepositAmount: '-' }).details;
    expect(none).toMatchObject({ chargesRenter: 0 });
    expect(none).not.toHaveProperty('deposit');
  });

  it('general and comfort: availability, floor, heating, kitchen, glazing (its IDs read as fw4 lists them)', () => {
    expect(row(item).details).toMatchObject({ availability: '2026-12-01', floor: 3, heating: 'Gaz', kitchen: 'Équipée', windowGlazing: 'triple' });
    expect([glazing(1), glazing('2'), glazing('Double vitrage'), glazing('-')]).toEqual(['single', 'double', 'Double vitrage', undefined]);
  });

  it("energy: CO2 and the EPC's validity under the agency's names", () => {
    expect(row(item)).toMatchObject({ co2Emission: 28, epcValidUntil: '2037-01-01' });
    // Without the agency's names nothing is guessed.
    expect(row(item, crmFieldMap())).toMatchObject({ co2Emission: null, epcValidUntil: null });
  });

  it("energy: the EPC's unique code under the agency's name, kept as text; no value or no name leaves it out", () => {
    expect(row(item).details).toMatchObject({ epcCode: '20231108-0003012345-RES-1' });
    expect(row({ ...item, EPCNumber: '-' }).details).not.toHaveProperty('epcCode');
    expect(row(item, crmFieldMap()).details).not.toHaveProperty('epcCode');
  });

  it("urbanism and legal facts under the agency's names: flags read as yes, none or requested", () => {
    expect(row(item).details).toMatchObject({
      planningInfo: 'Zone d’habitat',
      permit: 'yes',
      summons: 'none',
      preemptiveRights: 'requested',
      floodZone: false,
      floodRiskParcel: 'B',
      asbestosType: 'asbestos-safe',
    });
    expect([legalFlag('1'), legalFlag(false), legalFlag('Requested'), legalFlag('-')]).toEqual(['yes', 'none', 'requested', undefined]);
    // A flag the site cannot read rejects the record with the field's name rather than showing a guess.
    const bad = feedRecord.safeParse(propertyRecord({ ...item, PermitFlag: 'peut-être' }, 'fr', crmFieldMap(agency)));
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('Permit');
  });

  it('documents: published ones with an http(s) address, their kind recognised, the others by name', () => {
    expect(propertyDocument({ ObjectID: 4711, Name: 'EPC-attest.pdf', DocumentTypeName: 'EPC', Url: 'https://docs.test/epc.pdf', Publish: true })).toEqual({
      objectId: 4711,
      document: { Type: 'epc', Name: 'EPC-attest.pdf', Url: 'https://docs.test/epc.pdf' },
    });
    expect(propertyDocument({ ObjectID: 4711, Name: 'Stedenbouwkundige inlichtingen', Url: 'https://docs.test/su.pdf' })?.document.Type).toBe('planning');
    expect(propertyDocument({ ObjectID: 4711, Name: 'Bodemattest', Url: 'https://docs.test/soil.pdf' })?.document.Type).toBe('soil');
    expect(propertyDocument({ ObjectID: 4711, Name: 'Plan', Url: 'https://docs.test/plan.pdf' })?.document.Type).toBe('floorPlan');
    expect(propertyDocument({ ObjectID: 4711, Name: 'Akte', Url: 'https://docs.test/deed.pdf', Publish: false })).toBeNull();
    expect(propertyDocument({ ObjectID: 4711, Name: 'Local', Url: 'C:\\docs\\deed.pdf' })).toBeNull();
    const docs = [{ Name: 'Brochure', Url: 'https://docs.test/brochure.pdf' }];
    expect(toRow(feedRecord.parse(withDocuments(propertyRecord(item, 'fr'), docs))).details?.documents).toEqual([
      { type: 'other', name: 'Brochure', url: 'https://docs.test/brochure.pdf' },
    ]);
  });
});

describe("an agency's CRM field names (site.json crm.fields)", () => {
  it('replace the default name of the site field they fill; the other defaults stay', () => {
    const map = crmFieldMap({ TourUrl: 'virtualTour' });
    expect(map.TourUrl).toBe('virtualTour');
    expect(map).not.toHaveProperty('VirtualTour');
    expect(map.ChargesRenter).toBe(DEFAULT_CRM_FIELDS.ChargesRenter);
    expect(row({ ...item, TourUrl: 'https://tour.test/1' }, map).details).toMatchObject({ virtualTour: 'https://tour.test/1' });
  });

  it('are checked by the configuration: a site field it does not know, or a name that is no field name, is refused', () => {
    const crm = siteFile.shape.crm;
    expect(crm.parse({ fields: { EPCEnd: 'epcValidUntil' } }).fields).toEqual({ EPCEnd: 'epcValidUntil' });
    expect(crm.parse({}).fields).toEqual({});
    expect(crm.safeParse({ fields: { EPCEnd: 'epcValidity' } }).success).toBe(false);
    expect(crm.safeParse({ fields: { 'EPC End': 'epcValidUntil' } }).success).toBe(false);
  });

  it('and the fields an item has that nothing maps are noted', () => {
    const use = new FieldUse();
    propertyRecord({ ...item, OfficeName: 'Maison Horizon', SmallPicture: 'https://p.test/s.jpg' }, 'fr', crmFieldMap(agency), use);
    // A fallback (SmallPicture) is mapped; the office name is not.
    expect(use.unmapped()).toEqual(['OfficeName']);
    const plain = new FieldUse();
    propertyRecord(item, 'fr', crmFieldMap(), plain);
    expect(plain.unmapped()).toEqual(Object.keys(agency).sort());
  });
});
