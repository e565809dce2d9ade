/**
 * The whole catalogue from the strict stand-in (tests/support/omnicasa-server.ts): projects' units from
 * GetPropertyList by ProjectID, never listed as properties too, kept when their list cannot be read; states from
 * status, substatus, marquee and goal through site.json crm.substatuses, crm.marquees and crm.businessTakeover;
 * CountryAbbr when CountryID is missing; HTML descriptions as plain paragraphs; the substatuses listed for staff
 * (`npm run sync -- --substatuses`, whose command crm-substatuses-cli.test.ts runs). On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { applySiteConfig, getSiteConfig } from '@/config';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { projectUnits, properties } from '@/lib/db/schema';
import { OmnicasaClient, type CrmConfig } from '@/lib/crm/omnicasa/client';
import { stateMapping } from '@/lib/crm/omnicasa/mapping';
import { readSubstatuses, substatusLines } from '@/lib/crm/omnicasa/substatuses';
import { syncFromCrm, type SyncOutcome } from '@/lib/crm/omnicasa/sync';
import { getProject } from '@/lib/data/projects';
import type { Locale } from '@/lib/domain/locales';
import { testDatabases } from '../support/databases';
import { CREDENTIALS, htmlDescription, OmnicasaStandIn } from '../support/omnicasa-server';

const ok = (o: SyncOutcome) => {
  if (o.status !== 'ok') throw new Error(`sync ${o.status}: ${o.status === 'failed' ? o.error.message : ''}`);
  return o.summary;
};

for (const database of testDatabases()) {
  describe(`the whole catalogue from the CRM (${database.name})`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let crm: OmnicasaStandIn;
    let config: CrmConfig;
    const bundled = getSiteConfig();
    const client = () => new OmnicasaClient(config, { timeoutMs: 2_000, attempts: 2, backoffMs: 10 });
    const row = async (id: number, lang = 'fr') =>
      (
        await handle.db
          .select()
          .from(properties)
          .where(and(eq(properties.id, id), eq(properties.lang, lang)))
      )[0];
    const units = async (projectId: number) =>
      (await handle.db.select().from(projectUnits).where(eq(projectUnits.projectId, projectId)).orderBy(asc(projectUnits.unitId))).map(
        (u) => `${u.unitId} ${u.building}${u.floor} ${u.status}`,
      );
    const withCrm = (crmSection: Partial<typeof bundled.site.crm>) =>
      applySiteConfig({ ...bundled, site: { ...bundled.site, crm: { ...bundled.site.crm, ...crmSection } } }, 1);

    beforeAll(async () => {
      handle = await database.open();
      crm = new OmnicasaStandIn().seed(20, 2);
      crm.change(1003, { Status: 1, SubStatus: 6, SubStatusName: 'Verkocht' });
      crm.change(1004, { Status: 5 }); // inactive
      crm.change(1005, { Status: 6 }); // a reference, for sale
      crm.change(1008, { Status: 6 }); // a reference, for rent (1008 % 4 === 0)
      crm.change(1007, { Goal: 2 }); // a business takeover
      crm.change(1010, { CountryID: '', CountryAbbr: 'B' });
      crm.change(1011, { CountryID: '-', CountryAbbr: 'L' });
      crm.change(1013, { SubStatus: 2, SubStatusName: 'Onder bod' });
      crm.change(1014, { Marquee: 4, MarqueeName: 'Optie' });
      for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
        const item = crm.properties[lang].find((p) => p.ID === 1012);
        if (item) item.DescriptionA = htmlDescription(1012);
      }
      config = { url: await crm.start(), customer: CREDENTIALS.customer, password: CREDENTIALS.password };
    });
    afterAll(async () => {
      applySiteConfig(bundled, 0);
      await crm?.stop();
      await handle?.drop();
    });

    it('a project’s units come from GetPropertyList by ProjectID, once per project, and are never properties of their own', async () => {
      ok(await syncFromCrm(handle, client()));
      const byProject = crm.callsTo('GetPropertyList').filter((c) => c.fields.ProjectID !== undefined);
      expect(byProject.map((c) => c.fields.ProjectID).sort()).toEqual([501, 502]);
      expect(await units(501)).toEqual([
        '50100 A0 available',
        '50101 A1 available',
        '50102 A2 sold',
        '50110 B0 available',
        '50111 B1 available',
        '50112 B2 available',
      ]);
      // The whole list holds the units too (GetPropertyList with ProjectID set): none is a property of its own.
      expect(crm.properties.fr.filter((p) => p.ProjectID).length).toBe(12);
      const held = await handle.db.selectDistinct({ id: properties.id }).from(properties);
      expect(held.some((r) => r.id >= 50100)).toBe(false);
    });

    it('a unit reads in the language of the page: its type is named from the CRM’s web types in that language', async () => {
      // A unit row holds no text of its own (its reference and building are the CRM's identifiers): the project page
      // names its type from GetWebIDList, read in every language.
      setDbHandle(handle);
      const unitTypes = async (locale: Locale) => {
        const project = await getProject(501, locale);
        return [...new Set(project?.buildings.flatMap((b) => b.floors.flatMap((f) => f.units.map((u) => u.typeName))))];
      };
      expect(await unitTypes('fr')).toEqual(['Appartement']);
      expect(await unitTypes('en')).toEqual(['Apartment']);
      expect(await unitTypes('de')).toEqual(['Wohnung']);
    });

    it('states come from status, substatus and goal with the default mapping; CountryAbbr stands in for CountryID; HTML becomes paragraphs', async () => {
      expect((await row(1003))?.status).toBe('sold'); // substatus 6
      expect(await row(1004)).toBeUndefined(); // inactive
      expect((await row(1005))?.status).toBe('sold'); // reference
      expect((await row(1008))?.status).toBe('rented'); // reference for rent
      expect(await row(1007)).toMatchObject({ goal: 0, status: 'available' }); // a takeover is a sale
      expect((await row(1013))?.status).toBe('available'); // substatus 2: not in the default mapping, and its name says nothing
      expect((await row(1014))?.status).toBe('available'); // marquee 4: no marquee in the default mapping
      expect(await row(1010, 'nl')).toMatchObject({ countryId: 10, countryName: 'België' });
      expect(await row(1011, 'de')).toMatchObject({ countryId: 50, countryName: 'Luxemburg' });
      expect((await row(1012))?.description).toBe(
        'Superbe villa 1012 à Waterloo\u00a0!\n\nRez-de-chaussée\u00a0: salon, cuisine équipée\nÉtage\u00a0: 3 chambres\nGrenier aménageable\n\n• Jardin de 12\u00a0ares\n• Garage & cave',
      );
    });

    it('the agency’s mapping (crm.substatuses, crm.marquees, crm.businessTakeover) decides the states of the next sync', async () => {
      withCrm({ substatuses: { '2': 'option', '6': 'rented' }, marquees: { '4': 'hidden' }, businessTakeover: 'hidden' });
      try {
        const summary = ok(await syncFromCrm(handle, client(), { full: true }));
        expect((await row(1013))?.status).toBe('option');
        expect((await row(1003))?.status).toBe('sold'); // "rented" for a property for sale is sold
        expect(await row(1014)).toBeUndefined(); // marquee 4 hidden
        expect(await row(1007)).toBeUndefined(); // takeovers hidden
        expect(summary.properties.removed).toEqual([1007, 1014]);
      } finally {
        applySiteConfig(bundled, 0);
      }
    });

    it('a project whose unit list cannot be read keeps its units; another’s are replaced; a property that joins a project leaves the list', async () => {
      const lines: string[] = [];
      crm.brokenUnitLists.add(501);
      crm.change(50101, { Status: 2 });
      crm.change(50211, { Status: 2 });
      crm.change(1015, { ProjectID: 502, BuildingID: 5021 });
      try {
        ok(await syncFromCrm(handle, client(), { onProgress: (l) => lines.push(l) }));
      } finally {
        crm.brokenUnitLists.clear();
      }
      expect(await units(501)).toContain('50101 A1 available');
      expect(lines.some((l) => /units of project 501 could not be read .*keeps the units it had/.test(l))).toBe(true);
      expect(await units(502)).toContain('50211 B1 sold');
      expect(await units(502)).toContain('1015 B0 available');
      expect(await row(1015)).toBeUndefined();

      ok(await syncFromCrm(handle, client()));
      expect(await units(501)).toContain('50101 A1 sold');
    });

    it('a unit list whose rows do not say they are the project’s is not taken: the project keeps its units', async () => {
      const before = await units(502);
      const lines: string[] = [];
      crm.unitListsWithoutProjectId.add(502);
      crm.change(50210, { Status: 2 });
      try {
        ok(await syncFromCrm(handle, client(), { onProgress: (l) => lines.push(l) }));
      } finally {
        crm.unitListsWithoutProjectId.clear();
      }
      expect(await units(502)).toEqual(before);
      expect(lines.some((l) => /units of project 502 could not be read \(GetPropertyList: none of the \d+ rows asked by ProjectID is a unit/.test(l))).toBe(
        true,
      );
    });

    it('lists the substatuses with their names, ShowOnWeb, HasMarquee and the state each gives', async () => {
      const list = await readSubstatuses(client(), ['nl', 'fr'], stateMapping());
      expect(list.map((s) => [s.id, s.names.nl, s.names.fr, s.showOnWeb, s.hasMarquee, s.state, s.from])).toEqual([
        [1, 'Te koop', 'À vendre', true, false, 'available', 'default'],
        [2, 'Onder bod', 'Sous offre', true, true, 'available', 'default'],
        [6, 'Verkocht', 'Vendu', true, true, 'sold', 'mapping'],
        [9, 'Intern', 'Interne', false, false, 'available', 'default'],
      ]);
      const lines = substatusLines(list, { ...stateMapping(), substatuses: { '6': 'sold', '12': 'hidden' } });
      expect(lines[3]).toMatch(/^substatus 9: .*ShowOnWeb no; .*state: available .*map it to "hidden"/);
      expect(lines).toContain('site.json crm.substatuses names substatuses the CRM does not list: 12');
    });
  });
}
