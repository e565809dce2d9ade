/**
 * Every field the property detail page shows, from the CRM: the sync against the strict stand-in
 * (tests/support/omnicasa-server.ts) writes the agent (named on the item, or found by user ID in GetUserList, or
 * by GetUser when the list hides the user), the published documents of GetDocumentList, the virtual tour, the
 * charges and deposit, and, under an agency's own CRM names (site.json crm.fields), the energy and legal facts;
 * the run records the fields nothing maps. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { crmSyncRuns, properties } from '@/lib/db/schema';
import { cardColumns } from '@/lib/data/properties';
import { OmnicasaClient, type CrmConfig } from '@/lib/crm/omnicasa/client';
import { syncFromCrm, type SyncOutcome } from '@/lib/crm/omnicasa/sync';
import type { CrmSiteField } from '@/lib/domain/crm-fields';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { AGENCY_FIELDS, CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';

const ok = (o: SyncOutcome) => {
  if (o.status !== 'ok') throw new Error(`sync ${o.status}: ${o.status === 'failed' ? o.error.message : ''}`);
  return o.summary;
};

/** The stand-in agency's crm.fields: its names of the CO2, EPC validity and legal facts. */
const agencyFields = Object.fromEntries(Object.entries(AGENCY_FIELDS).filter(([, site]) => site !== null)) as Record<string, CrmSiteField>;

for (const database of testDatabases()) {
  describe(`CRM fields of the detail page (${database.name})`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let crm: OmnicasaStandIn;
    let config: CrmConfig;
    const client = () => new OmnicasaClient(config, { timeoutMs: 2_000, attempts: 2, backoffMs: 10 });
    const row = async (id: number, lang: 'fr' | 'nl' = 'fr') =>
      must(
        (
          await handle.db
            .select()
            .from(properties)
            .where(and(eq(properties.id, id), eq(properties.lang, lang)))
        )[0],
        `property ${id} in ${lang}`,
      );

    beforeAll(async () => {
      handle = await database.open();
      crm = new OmnicasaStandIn().seed(12);
      config = { url: await crm.start(), customer: CREDENTIALS.customer, password: CREDENTIALS.password };
    });
    afterAll(async () => {
      await crm?.stop();
      await handle?.drop();
    });

    it('writes the agent, documents, virtual tour, charges, deposit, energy and legal facts the page shows', async () => {
      const summary = ok(await syncFromCrm(handle, client(), { full: true, crmFields: agencyFields }));
      expect(summary.properties.rejected).toEqual([]);

      // Agent by user ID: 1002 → user 7 from GetUserList; 1003 → user 8, whose direct phone is '-' (its mobile shows);
      // 1001 → user 9, hidden on the web, so GetUserList leaves it out and GetUser gives it; 1005 names its agent itself.
      expect(await row(1002)).toMatchObject({ managerName: 'Lucas Janssens', managerEmail: 'lucas@maison-horizon.test', managerPhone: '+32 2 640 00 07' });
      expect(await row(1003)).toMatchObject({ managerName: 'Emma Dubois', managerPhone: '+32 470 00 00 08' });
      expect(await row(1001)).toMatchObject({ managerName: 'Noah Wagner', managerEmail: 'noah@maison-horizon.test' });
      expect(await row(1005)).toMatchObject({ managerName: 'Sofie Peeters', managerEmail: 'sofie@maison-horizon.test', managerPhone: '+32 2 640 00 05' });
      expect(crm.callsTo('GetUserList')).toHaveLength(1);
      expect(crm.callsTo('GetUser').map((c) => c.fields.ID)).toEqual([9]);

      // Documents: the published ones of the property, the EPC named as such, the brochure by its name; the deed is not published.
      expect((await row(1002)).details.documents).toEqual([
        { type: 'epc', name: 'EPC-attest.pdf', url: 'https://docs.crm.test/1002/epc.pdf' },
        { type: 'other', name: 'Brochure', url: 'https://docs.crm.test/1002/brochure.pdf' },
      ]);
      expect((await row(1001)).details.documents).toBeUndefined();
      expect(crm.callsTo('GetDocumentList').every((c) => c.fields.Publish === true)).toBe(true);

      // A rental (1004): charges and deposit; every property: availability, heating, kitchen, glazing; the odd ones a virtual tour.
      const rent = await row(1004);
      expect(rent.details).toMatchObject({
        chargesRenter: 90,
        deposit: 2100,
        availability: '2026-12-01',
        heating: 'Gas',
        kitchen: 'Fully equipped',
        windowGlazing: 'double',
      });
      expect(rent.details.virtualTour).toBeUndefined();
      expect((await row(1003)).details.virtualTour).toBe('https://my.matterport.com/show/?m=tour1003');

      // Energy and legal facts under the agency's own names (the EPC's validity is midnight, Brussels time, of 1 January 2037).
      const sale = await row(1003, 'nl');
      expect(sale).toMatchObject({ co2Emission: 33, epcValidUntil: '2037-01-01' });
      expect(sale.details).toMatchObject({
        planningInfo: 'Residential area',
        permit: 'yes',
        summons: 'none',
        allotmentPermit: 'none',
        preemptiveRights: 'requested',
        floodZone: false,
        floodRiskParcel: 'A',
        floodRiskBuilding: 'A',
        asbestosType: 'asbestos-safe',
      });

      // What nothing maps is recorded with the run.
      expect(summary.unmappedFields).toEqual(expect.arrayContaining(['EPCCertificateCode', 'OfficeName', 'UnknownFieldTheSiteIgnores']));
      for (const mapped of ['CO2Value', 'BuildingPermit', 'ManagerID', 'VirtualTour', 'ChargesRenter', 'DepositAmount', 'DateFree', 'SmallPicture'])
        expect(summary.unmappedFields).not.toContain(mapped);
      const [run] = await handle.db.select().from(crmSyncRuns).orderBy(crmSyncRuns.id);
      expect((must(run, 'the run').summary as { unmappedFields?: string[] }).unmappedFields).toContain('EPCCertificateCode');
    });

    it("an agency's crm.fields takes a field from the CRM name it gives instead of the default one", async () => {
      crm.change(1003, { VirtualTour: 'https://my.matterport.com/show/?m=old', Tour360: 'https://tour.example.test/1003' });
      const summary = ok(await syncFromCrm(handle, client(), { full: true, crmFields: { ...agencyFields, Tour360: 'virtualTour' } }));
      expect((await row(1003)).details.virtualTour).toBe('https://tour.example.test/1003');
      // The default name is no longer read for it, so it is listed as unmapped.
      expect(summary.unmappedFields).toContain('VirtualTour');
      expect(summary.unmappedFields).not.toContain('Tour360');
      // Without the agency's names the legal facts stay empty and their CRM fields are listed.
      const plain = ok(await syncFromCrm(handle, client(), { full: true, crmFields: {} }));
      expect((await row(1003)).details.permit).toBeUndefined();
      expect(plain.unmappedFields).toEqual(expect.arrayContaining(['BuildingPermit', 'CO2Value', 'PScore']));
    });

    it("the EPC's unique code, once the agency names its field: in the property's details and on its listing card", async () => {
      const summary = ok(await syncFromCrm(handle, client(), { full: true, crmFields: { ...agencyFields, EPCCertificateCode: 'epcCode' } }));
      expect(summary.unmappedFields).not.toContain('EPCCertificateCode');
      expect((await row(1003, 'nl')).details.epcCode).toBe('20260101-00001003-RES-1');
      const [card] = await handle.db
        .select(cardColumns)
        .from(properties)
        .where(and(eq(properties.id, 1003), eq(properties.lang, 'nl')));
      expect(card?.epcCode).toBe('20260101-00001003-RES-1');
    });
  });
}
