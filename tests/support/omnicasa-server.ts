/**
 * A local stand-in for the agency's CRM (Omnicasa's JSON API) on 127.0.0.1: it answers
 * `GET /{base}/{Endpoint}Json?json={...}` with the envelope `{ "{Endpoint}JsonResult": { Code, Message,
 * Success, Value } }`, pages lists with Limit1/Limit2 → `{ From, To, RowsCount, Items }`, checks the
 * credentials in the request object, filters `ChangeSince`, and records the requests it got (without the
 * credentials) and the leads it received. Faults on demand: slow, refusing, garbage, dying after N pages.
 *
 * Items are what the CRM sends: numbers as strings, flags '1'/'0', '-' for no value, both date forms.
 *
 * Strict where the real service is likely strict, and each behaviour from a public source (the public
 * clients: fw4-bvba/omnicasa-api, maneuver-agency/omnicasa-php-lib, modmore/Omnicasa,
 * tombroucke/otomaties-omnicasa-sync; the service's URL ends in `.svc`, a WCF service on IIS):
 * - A request field holding a JSON array is refused with HTTP 400: every public client sends list parameters
 *   as one comma-separated string (fw4 RequestObject::jsonSerialize implodes them with ','; maneuver joins
 *   DisplayFields/SortFields), so the service's fields are strings, and WCF answers 400 to a body it cannot
 *   read into its types. (Likely, not seen: no public capture shows the refusal.)
 * - A query string over 2,048 characters answers 404 (IIS request filtering's default maxQueryString, 404.15);
 *   every call is a GET with the request in the query (fw4 HttpApiAdapter, maneuver Client::makeRequest).
 * - Without `SortFields` a list comes in no fixed order (the service has `UseRandom`/`RandomValue`; maneuver
 *   always sends `SortFields`): here it is shuffled on each request; `SortFields` sorts by those fields.
 * - Texts are in `DescriptionLanguageId` (fw4 GetPropertyListRequest and GetProjectListRequest take it beside
 *   `LanguageId`); without it, in the office's default language, Dutch here. (Likely, not seen.)
 * - `GetDeletedPropertyIDs` / `GetDeletedProjectIDs` take no parameter (fw4 declares none) and answer a bare
 *   array of IDs under the `…JsonResult` key (fw4's ApiAdapter returns an array answer as it is): the whole
 *   history, since no date was given. `deletedAnswer` switches to the envelope or an array at the top.
 * - An empty list page answers `Items: null` (fw4's ListResponseSimple reads a missing or null Items as none).
 * - `GetPropertiesByIDs` takes `IDs` (fw4: a comma string) and `GetTypeOfPropertyList` lists the CRM's types
 *   with the `WebID` each is shown under (fw4 GetTypeOfPropertyListRequest filters by `WebIDs`).
 * - The units of a project are property items of `GetPropertyList` with its `ProjectID` (and a `BuildingID`), in
 *   the whole list too (maneuver-agency/omnicasa-php-lib PropertyCollection::groupByProject groups the list by
 *   `ProjectID`); the list takes `ProjectID` and `BuildingID` filters (fw4 GetPropertyListRequest). A building of
 *   `GetBuildingList` (fw4 GetBuildingListRequest, by `ProjectID`) is its `ID` and `Name` only: no public code shows
 *   a building carrying its units.
 * - `GetSubstatusList` (fw4 Settings/GetSubstatusListRequest: paged, `LanguageId`, filters `ShowOnWeb` and
 *   `HasMarquee`) lists `ID`, `Name`, `ShortName`, `Marquee`, `ShowOnMap` (the fields
 *   tombroucke/otomaties-omnicasa-sync stores); `ShowOnWeb` and `HasMarquee` show only as filters here, since no
 *   public code reads them on an item.
 * - Items may have `Status` 5 (inactive) or 6 (reference) and `Goal` 2 (business takeover) (fw4 Models/Status,
 *   Models/Goal), and `DescriptionA` in HTML (fw4's `IsRemovedFontFamily` request flag strips the editor's fonts
 *   from it): `htmlDescription` gives one as an agency's editor writes it.
 */

/*
 * Detail-page fields of a property item, GetUserList/GetUser and GetDocumentList:
 * - `ManagerName`, `ManagerEmail`, `ManagerDirectPhone`, `DateFree` (the goimmobilier_be spider reads them from an
 *   Omnicasa property item), `ChargesRenter`, `DepositAmount` (the abricasa_be spider, from GetPropertyJsonResult
 *   of webstaticapi.omnicasa.com), `VirtualTour`, `HeatingName`, `KitchenName`, `WindowGlazing` (Omnicasa front
 *   ends; its IDs as fw4 Models/WindowGlazing: 1 single, 2 double, 3 triple). `ManagerID` is assumed (no public
 *   source shows the user ID on an item).
 * - The CO2, EPC and Flemish legal facts have no public name: the stand-in sends them under names of its own
 *   (`AGENCY_FIELDS`), as an agency's CRM would under its own, for site.json `crm.fields` to map.
 * - `GetUserList` (fw4 General/GetUserListRequest, read as ListResponseSimple: a bare array or `{ Items }`) lists
 *   the users shown on the web unless `IncludeHiddenOnWeb`; `GetUser` (fw4 General/GetUserRequest, `ID`) answers
 *   one user, a refusal for an unknown ID. A user's fields are assumed: `ID`, `FirstName`, `LastName`, `Email`,
 *   `DirectPhone`, `MobilePhone`.
 * - `GetDocumentList` (fw4 General/GetDocumentListRequest: paged, `ObjectIDs` a comma string, `Publish`) lists
 *   documents; their fields are assumed: `ID`, `ObjectID`, `Name`, `DocumentTypeName`, `Url`, `Publish`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { captureFileName, capturedBody } from '../../lib/crm/omnicasa/capture';
import type { AddressInfo } from 'node:net';
import { must } from './must';

export type CrmItem = Record<string, unknown>;
export type Fault =
  | { kind: 'none' }
  /** Answers after `ms` (longer than the client's time-out). */
  | { kind: 'slow'; ms: number }
  /** `Success: false` with a message. */
  | { kind: 'refuse'; message: string }
  /** An HTML error page with status 200. */
  | { kind: 'garbage' }
  /** HTTP 503. */
  | { kind: 'unavailable' }
  /** Answers `pages` list pages of GetPropertyList, then closes every connection (a CRM that dies mid-list). */
  | { kind: 'stop-after-pages'; pages: number }
  /** Status 200 and a body that never ends (no Content-Length), written as fast as the client reads it, until it hangs up. */
  | { kind: 'endless' };

export const LANGUAGE_OF_ID: Record<number, 'nl' | 'fr' | 'en' | 'de'> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' };
export const CREDENTIALS = { customer: 'maison-horizon', password: 'p@ss w0rd&secret' };

/** The environment a command or the site needs to sync from the stand-in at `url` with the right credentials. */
export const standInEnv = (url: string) => ({ OMNICASA_URL: url, OMNICASA_CUSTOMER: CREDENTIALS.customer, OMNICASA_PASSWORD: CREDENTIALS.password });

type Lang = 'nl' | 'fr' | 'en' | 'de';
const TYPE_NAMES: Record<number, Record<Lang, string>> = {
  1: { en: 'House', nl: 'Huis', fr: 'Maison', de: 'Haus' },
  2: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
  3: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' },
};
const CITIES = [
  { zip: '1000', city: 'Bruxelles', x: 50.8466, y: 4.3528, country: 10 },
  { zip: '9000', city: 'Gent', x: 51.0543, y: 3.7174, country: 10 },
  { zip: '4000', city: 'Liège', x: 50.6326, y: 5.5797, country: 10 },
  { zip: '2449', city: 'Luxembourg', x: 49.6116, y: 6.1319, country: 50 },
];

const pad = (n: number) => String(n).padStart(2, '0');
/** `2026-05-04 09:29:00` in UTC (the stand-in's clock), as the CRM writes a date. */
export const crmDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
/** `/Date(1777886940000+0200)/`. */
export const msDate = (ms: number) => `/Date(${ms}+0200)/`;

/** A property item as GetPropertyList sends it in `lang`. */
export function makeProperty(id: number, lang: Lang, overrides: CrmItem = {}, pictureBase = 'https://pictures.crm.test'): CrmItem {
  const webId = (id % 3) + 1;
  const typeName = must(TYPE_NAMES[webId], `type names for web ID ${webId}`)[lang];
  const c = must(CITIES[id % CITIES.length], `a city for property ${id}`);
  const goal = id % 4 === 0 ? 1 : 0;
  const changed = Date.UTC(2026, 9, 1) + id * 60_000;
  return {
    ID: id,
    Ident: `REF-${id}`,
    Goal: goal,
    Status: 1,
    SubStatus: 0,
    SubStatusName: '-',
    WebID: String(webId),
    WebIDName: typeName,
    TypeDescription: typeName,
    DescriptionA: `${typeName} ${id} (${lang})`,
    Price: goal ? String(900 + (id % 7) * 50) : String(200000 + (id % 50) * 5000),
    PublishPrice: '1',
    PriceUnit: 0,
    PriceUnitText: '-',
    PublishAddress: id % 5 === 0 ? false : '1',
    Street: 'Rue de la Loi',
    HouseNumber: String(id % 200),
    BoxNr: '',
    Zip: c.zip,
    City: c.city,
    CountryID: c.country,
    GoogleX: String(c.x),
    GoogleY: String(c.y),
    NumberOfBedRooms: String(1 + (id % 4)),
    NumberOfBathRooms: '1',
    NumberOfShowerRooms: '-',
    NumberOfToilets: '2',
    NumberOfGarages: id % 2 ? '1' : '0',
    NumberOfParkings: '-',
    SurfaceTotal: '',
    SurfaceLiving: String(80 + (id % 90)),
    SurfaceGround: id % 3 === 0 ? '450,5' : '-',
    SurfaceGarden: '-',
    SurfaceTerrace: '12',
    ConstructionYear: id % 2 ? '1998' : 0,
    EnergyPerformance: String(100 + (id % 300)),
    EPCLabelText: 'C',
    Marquee: 0,
    MarqueeName: '-',
    OfficeName: 'Maison Horizon',
    ProjectID: 0,
    CreatedDate: msDate(Date.UTC(2026, 0, 1) + id * 3_600_000),
    LastChangedDate: crmDate(changed),
    SmallPicture: `${pictureBase}/${id}/small.jpg`,
    LargePicture: `${pictureBase}/${id}/large.jpg`,
    SmallPictureItem: { ID: id * 10, Url: `${pictureBase}/${id}/small.jpg`, Width: 300, Height: 200, Name: 'front' },
    LargePictureItems: [{ ID: id * 10 + 1, Url: `${pictureBase}/${id}/l1.jpg`, Width: 1024, Height: 768, Name: 'front' }],
    XLargePictureItems: [
      { ID: id * 10 + 1, Url: `${pictureBase}/${id}/xl1.jpg`, Width: 1920, Height: 1440, Name: 'front' },
      { ID: id * 10 + 2, Url: `${pictureBase}/${id}/xl2.jpg`, Width: 1920, Height: 1440, Name: 'garden' },
    ],
    UnknownFieldTheSiteIgnores: { deep: true },
    // The agent: by user ID (GetUserList / GetUser give the rest), or named on the item itself.
    ManagerID: USERS[id % USERS.length]?.ID,
    ...(id % 5 === 0 ? { ManagerName: 'Sofie Peeters', ManagerEmail: 'sofie@maison-horizon.test', ManagerDirectPhone: '+32 2 640 00 05' } : {}),
    VirtualTour: id % 2 ? `https://my.matterport.com/show/?m=tour${id}` : '-',
    ChargesRenter: goal ? String(50 + (id % 5) * 10) : 0,
    DepositAmount: goal ? String(2 * (900 + (id % 7) * 50)) : '-',
    DateFree: '2026-12-01 00:00:00',
    HeatingName: 'Gas',
    KitchenName: 'Fully equipped',
    WindowGlazing: 2,
    ...agencyFields(id),
    ...overrides,
  };
}

/** The CO2, EPC and legal facts under the names this stand-in's agency uses (no public source names them). */
export const AGENCY_FIELDS = {
  CO2Value: 'co2Emission',
  EPCValidity: 'epcValidUntil',
  EPCCertificateCode: null,
  UrbanDestination: 'planningInfo',
  BuildingPermit: 'permit',
  Summons: 'summons',
  AllotmentPermit: 'allotmentPermit',
  PreemptionRight: 'preemptiveRights',
  FloodArea: 'floodZone',
  PScore: 'floodRiskParcel',
  GScore: 'floodRiskBuilding',
  AsbestosCertificate: 'asbestosType',
} as const;

function agencyFields(id: number): CrmItem {
  return {
    CO2Value: String(20 + (id % 30)),
    EPCValidity: '/Date(2114377200000+0100)/',
    EPCCertificateCode: `20260101-0000${id}-RES-1`,
    UrbanDestination: 'Residential area',
    BuildingPermit: '1',
    Summons: '0',
    AllotmentPermit: '0',
    PreemptionRight: id % 2 ? 'requested' : '0',
    FloodArea: false,
    PScore: 'A',
    GScore: 'A',
    AsbestosCertificate: 'asbestos-safe',
  };
}

/** The agency's users (the agents); the last is hidden on the web, so only GetUser gives it. */
export const USERS = [
  {
    ID: 7,
    FirstName: 'Lucas',
    LastName: 'Janssens',
    Email: 'lucas@maison-horizon.test',
    DirectPhone: '+32 2 640 00 07',
    MobilePhone: '+32 470 00 00 07',
    hiddenOnWeb: false,
  },
  { ID: 8, FirstName: 'Emma', LastName: 'Dubois', Email: 'emma@maison-horizon.test', DirectPhone: '-', MobilePhone: '+32 470 00 00 08', hiddenOnWeb: false },
  { ID: 9, FirstName: 'Noah', LastName: 'Wagner', Email: 'noah@maison-horizon.test', DirectPhone: '+352 26 00 09', MobilePhone: '', hiddenOnWeb: true },
];

export function makeProject(id: number, lang: Lang, overrides: CrmItem = {}): CrmItem {
  return {
    ID: id,
    Ident: `PRJ-${id}`,
    Name: `Résidence ${id} (${lang})`,
    DescriptionA: `New build ${id} in ${lang}`,
    PublishInternet: true,
    Status: 1,
    PublishAddress: '0',
    Street: 'Avenue Louise',
    HouseNumber: '10',
    Zip: '1050',
    City: 'Ixelles',
    CountryID: '10',
    GoogleX: '50.83',
    GoogleY: '4.36',
    DeliveryDate: '2027-06-30 00:00:00',
    CreatedDate: crmDate(Date.UTC(2026, 5, 1)),
    XLargePictureItems: [{ ID: 1, Url: `https://pictures.crm.test/projects/${id}/1.jpg` }],
    ...overrides,
  };
}

/** The buildings of a project as GetBuildingList lists them: `ID` and `Name`. */
export function makeBuildings(projectId: number): CrmItem[] {
  return ['A', 'B'].map((name, b) => ({ ID: projectId * 10 + b, Name: name }));
}

/** The units of a project: property items with its `ProjectID` and their building's `BuildingID` (IDs projectId * 100 + …). */
export function makeUnits(projectId: number, lang: Lang): CrmItem[] {
  return makeBuildings(projectId).flatMap((building, b) =>
    [0, 1, 2].map((floor) =>
      makeProperty(projectId * 100 + b * 10 + floor, lang, {
        Floor: String(floor),
        Status: floor === 2 && b === 0 ? 2 : 1,
        WebID: '2',
        ProjectID: projectId,
        BuildingID: building.ID,
      }),
    ),
  );
}

/** A description as an agency's editor writes it in the CRM: paragraphs, breaks, bold, entities, a list, fonts. */
export const htmlDescription = (id: number) =>
  `<p><span style="font-family: Arial">Superbe <strong>villa</strong> ${id} &agrave; Waterloo&nbsp;!</span></p><p>&nbsp;</p>` +
  '<p>Rez-de-chauss&eacute;e&nbsp;: salon, cuisine &eacute;quip&eacute;e<br>&Eacute;tage&nbsp;: 3 chambres<br/>Grenier am&eacute;nageable</p>' +
  '<ul><li>Jardin de 12&nbsp;ares</li><li>Garage &amp; cave</li></ul>';

/** The agency's substatuses (GetSubstatusList) in `lang`, with what the filters read (`showOnWeb`, `hasMarquee`). */
const SUBSTATUSES: { ID: number; names: Record<Lang, string>; showOnWeb: boolean; hasMarquee: boolean; Marquee: string }[] = [
  { ID: 1, names: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' }, showOnWeb: true, hasMarquee: false, Marquee: '' },
  { ID: 2, names: { nl: 'Onder bod', fr: 'Sous offre', en: 'Under offer', de: 'Unter Angebot' }, showOnWeb: true, hasMarquee: true, Marquee: 'Onder bod' },
  { ID: 6, names: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' }, showOnWeb: true, hasMarquee: true, Marquee: 'Verkocht' },
  { ID: 9, names: { nl: 'Intern', fr: 'Interne', en: 'Internal', de: 'Intern' }, showOnWeb: false, hasMarquee: false, Marquee: '' },
];

export type Lead = { endpoint: string; request: CrmItem };

export class OmnicasaStandIn {
  readonly server: Server;
  /** Items per language, as the CRM would list them (the order is the list's). */
  properties: Record<Lang, CrmItem[]> = { nl: [], fr: [], en: [], de: [] };
  projects: Record<Lang, CrmItem[]> = { nl: [], fr: [], en: [], de: [] };
  buildings = new Map<string, CrmItem[]>();
  webTypes: Record<Lang, CrmItem[]> = { nl: [], fr: [], en: [], de: [] };
  deletedPropertyIds: { id: number; at: number }[] = [];
  deletedProjectIds: { id: number; at: number }[] = [];
  leads: Lead[] = [];
  /** Requests received: endpoint and fields, without the credentials. */
  requests: { endpoint: string; fields: CrmItem; url: string }[] = [];
  fault: Fault = { kind: 'none' };
  /** How many faulty answers before the fault clears by itself (null: until it is changed). */
  faultTimes: number | null = null;
  /** Endpoints the fault applies to (default: all). */
  faultOn: string[] | null = null;
  /** The most rows a list page holds, whatever the request asked (null: as asked). */
  maxPageRows: number | null = null;
  /** How the deleted-ID calls answer (see the module's comment). */
  deletedAnswer: 'bare' | 'top' | 'envelope' = 'bare';
  /** The CRM's property types (GetTypeOfPropertyList): ID, the WebID it is shown under, name. */
  typesOfProperty: CrmItem[] = [
    { ID: 11, WebID: 1, Name: 'Villa' },
    { ID: 12, WebID: 1, Name: 'Bel-étage' },
    { ID: 21, WebID: 2, Name: 'Duplex' },
    { ID: 31, WebID: 3, Name: 'Bouwgrond' },
  ];
  /** The agency's substatuses (GetSubstatusList): names per language, and whether the `ShowOnWeb` / `HasMarquee` filters keep each. */
  substatuses = SUBSTATUSES;
  /** Projects whose unit list (GetPropertyList asked with their `ProjectID`) answers an HTML error page. */
  brokenUnitLists = new Set<number>();
  /** Projects whose unit list comes without the `ProjectID` field on its rows (a field the service might give only when `DisplayFields` names it, as maneuver's example asks for it). */
  unitListsWithoutProjectId = new Set<number>();
  /** The agency's users (GetUserList, GetUser). */
  users = USERS;
  /** Documents of properties (GetDocumentList): `ObjectID` is the property's ID. */
  documents: CrmItem[] = [];
  /** The HTTP status the lead calls answer (null: 200 with Success). */
  leadStatus: number | null = null;
  /** Bytes written of endless answers, until their client hung up. */
  endlessBytes = 0;
  /** A capture folder (`npm run sync -- --capture DIR`) whose saved answers are served first (see serveCapture). */
  captureDir: string | null = null;
  /** Calls answered from the capture folder. */
  capturedServed = 0;
  private listPagesServed = 0;
  private sockets = new Set<import('node:net').Socket>();
  base = '';

  constructor(private readonly basePath = '/1.12/OmnicasaService.svc') {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const { port: p } = this.server.address() as AddressInfo;
    this.base = `http://127.0.0.1:${p}${this.basePath}`;
    return this.base;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Fill the catalogue: `count` properties (IDs from 1001) in the four languages, `projects` projects, three web types. */
  seed(count: number, projects = 0): this {
    for (const lang of ['nl', 'fr', 'en', 'de'] as Lang[]) {
      this.properties[lang] = Array.from({ length: count }, (_, i) => makeProperty(1001 + i, lang));
      this.projects[lang] = Array.from({ length: projects }, (_, i) => makeProject(501 + i, lang));
      for (let i = 0; i < projects; i++) {
        this.buildings.set(`${501 + i}:${lang}`, makeBuildings(501 + i));
        this.properties[lang].push(...makeUnits(501 + i, lang));
      }
      this.webTypes[lang] = Object.entries(TYPE_NAMES).map(([webId, names], i) => ({
        ID: 100 + i,
        WebID: Number(webId),
        Name: names[lang],
        ShowOrder: i,
        Sale: true,
        Rent: true,
      }));
    }
    this.documents = Array.from({ length: count }, (_, i) => 1001 + i)
      .filter((id) => id % 3 === 0)
      .flatMap((id) => [
        { ID: id * 10 + 1, ObjectID: id, Name: 'EPC-attest.pdf', DocumentTypeName: 'EPC', Url: `https://docs.crm.test/${id}/epc.pdf`, Publish: true },
        { ID: id * 10 + 2, ObjectID: id, Name: 'Brochure', DocumentTypeName: '-', Url: `https://docs.crm.test/${id}/brochure.pdf`, Publish: true },
        { ID: id * 10 + 3, ObjectID: id, Name: 'Eigendomsakte', DocumentTypeName: 'Akte', Url: `https://docs.crm.test/${id}/deed.pdf`, Publish: false },
      ]);
    return this;
  }

  /** Change a property in every language (its LastChangedDate becomes now). */
  change(id: number, patch: CrmItem): void {
    for (const lang of Object.keys(this.properties) as Lang[]) {
      const list = this.properties[lang];
      const i = list.findIndex((p) => p.ID === id);
      const item = { ...(i >= 0 ? list[i] : makeProperty(id, lang)), ...patch, LastChangedDate: crmDate(Date.now()) };
      if (i >= 0) list[i] = item;
      else list.push(item);
    }
  }

  /** Remove a property from the CRM (GetDeletedPropertyIDs reports it from now on). */
  remove(id: number): void {
    for (const lang of Object.keys(this.properties) as Lang[]) this.properties[lang] = this.properties[lang].filter((p) => p.ID !== id);
    this.deletedPropertyIds.push({ id, at: Date.now() });
  }

  removeProject(id: number): void {
    for (const lang of Object.keys(this.projects) as Lang[]) this.projects[lang] = this.projects[lang].filter((p) => p.ID !== id);
    this.deletedProjectIds.push({ id, at: Date.now() });
  }

  /**
   * Answer from a capture folder (`npm run sync -- --capture DIR`, lib/crm/omnicasa/capture.ts): a call whose
   * file the folder holds (same call, language, distinguishing fields and page) gets the saved answer as it was;
   * any other call, the stand-in's own. The request is checked as strictly as ever first (credentials, arrays,
   * query length); leads are never answered from it.
   */
  serveCapture(dir: string): this {
    this.captureDir = dir;
    return this;
  }

  private captured(endpoint: string, fields: CrmItem): string | null {
    if (!this.captureDir || ['ContactOnMe', 'ContactOnMeProject', 'DemandRegister'].includes(endpoint)) return null;
    const file = join(this.captureDir, captureFileName(endpoint, fields));
    return existsSync(file) ? capturedBody(JSON.parse(readFileSync(file, 'utf8'))) : null;
  }

  callsTo(endpoint: string) {
    return this.requests.filter((r) => r.endpoint === endpoint);
  }

  private send(res: ServerResponse, endpoint: string, body: unknown, status = 200) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json; charset=utf-8' });
    res.end(text);
  }

  private endless(res: ServerResponse) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let open = true;
    res.on('close', () => (open = false));
    const write = () => {
      while (open && res.write(chunk)) this.endlessBytes += chunk.length;
      if (open) {
        this.endlessBytes += chunk.length;
        res.once('drain', write);
      }
    };
    res.write('{"GetPropertyListJsonResult":');
    write();
  }

  private envelope(res: ServerResponse, endpoint: string, value: unknown, success = true, message = '') {
    this.send(res, endpoint, { [`${endpoint}JsonResult`]: { Code: success ? 0 : 600, Message: message, Success: success, Value: success ? value : null } });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = new RegExp(`^${this.basePath.replace(/[.]/g, '\\.')}/(\\w+)Json$`).exec(url.pathname);
    const endpoint = m?.[1];
    if (endpoint === undefined || req.method !== 'GET') return this.send(res, '', 'not found', 404);
    let request: CrmItem;
    try {
      request = JSON.parse(url.searchParams.get('json') ?? '');
    } catch {
      return this.envelope(res, endpoint, null, false, 'Invalid json parameter');
    }
    const { CustomerName, CustomerPassword, ...fields } = request;
    this.requests.push({ endpoint, fields, url: req.url ?? '' });
    if ((req.url ?? '').length - (req.url ?? '').indexOf('?') - 1 > 2048)
      return this.send(res, endpoint, 'HTTP Error 404.15 - Not Found (query string too long)', 404);
    const array = Object.keys(fields).find((k) => Array.isArray(fields[k]));
    if (array) return this.send(res, endpoint, `The server encountered an error processing the request: ${array} cannot be read from an array`, 400);
    const faulty = this.fault.kind !== 'none' && (!this.faultOn || this.faultOn.includes(endpoint));
    if (faulty && this.faultTimes !== null && --this.faultTimes <= 0) {
      const f = this.fault;
      this.fault = { kind: 'none' };
      this.faultTimes = null;
      if (f.kind === 'unavailable') return this.send(res, endpoint, 'unavailable', 503);
    }
    if (faulty && this.fault.kind !== 'none') {
      const f = this.fault;
      if (f.kind === 'slow') await new Promise((r) => setTimeout(r, f.ms));
      if (f.kind === 'refuse') return this.envelope(res, endpoint, null, false, f.message);
      if (f.kind === 'garbage') return this.send(res, endpoint, '<html><body>Service temporarily unavailable</body></html>');
      if (f.kind === 'unavailable') return this.send(res, endpoint, 'unavailable', 503);
      if (f.kind === 'endless') return this.endless(res);
      if (f.kind === 'stop-after-pages' && endpoint === 'GetPropertyList') {
        if (this.listPagesServed >= f.pages) {
          req.socket.destroy();
          return;
        }
        this.listPagesServed++;
      }
    }
    if (CustomerName !== CREDENTIALS.customer || CustomerPassword !== CREDENTIALS.password) {
      return this.envelope(res, endpoint, null, false, 'Invalid customer name or password');
    }
    const captured = this.captured(endpoint, fields);
    if (captured !== null) {
      this.capturedServed++;
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end(captured);
    }
    const lang = LANGUAGE_OF_ID[Number(fields.LanguageId ?? 1)] ?? 'nl';
    const textLang = LANGUAGE_OF_ID[Number(fields.DescriptionLanguageId ?? 1)] ?? 'nl';
    const withTexts = (items: CrmItem[], of: Record<Lang, CrmItem[]>) =>
      textLang === lang ? items : items.map((i) => ({ ...i, DescriptionA: of[textLang].find((t) => t?.ID === i?.ID)?.DescriptionA ?? i?.DescriptionA }));
    const ordered = (items: CrmItem[]) => {
      const copy = [...items];
      const sort = typeof fields.SortFields === 'string' ? fields.SortFields.split(',')[0]?.trim() : undefined;
      if (sort) return copy.sort((a, b) => Number(a?.[sort] ?? 0) - Number(b?.[sort] ?? 0) || String(a?.[sort]).localeCompare(String(b?.[sort])));
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as CrmItem, copy[i] as CrmItem];
      }
      return copy;
    };
    const deleted = (list: { id: number }[]) => {
      const ids = list.map((d) => d.id);
      if (this.deletedAnswer === 'top') return this.send(res, endpoint, ids);
      if (this.deletedAnswer === 'envelope') return this.envelope(res, endpoint, ids);
      return this.send(res, endpoint, { [`${endpoint}JsonResult`]: ids });
    };
    const since = typeof fields.ChangeSince === 'string' ? Date.parse(fields.ChangeSince.replace(' ', 'T') + 'Z') : null;
    const page = (items: CrmItem[]) => {
      const from = Math.max(1, Number(fields.Limit1 ?? 1));
      const asked = Math.max(from, Number(fields.Limit2 ?? from + 49));
      const to = this.maxPageRows === null ? asked : Math.min(asked, from + this.maxPageRows - 1);
      const slice = ordered(items).slice(from - 1, to);
      return { From: from, To: from + slice.length - 1, RowsCount: items.length, Items: items.length ? slice : null };
    };
    switch (endpoint) {
      case 'GetPropertyList': {
        let items = this.properties[lang];
        const project = Number(fields.ProjectID ?? 0);
        if (project && this.brokenUnitLists.has(project)) return this.send(res, endpoint, '<html><body>Runtime Error</body></html>');
        if (project) items = items.filter((p) => Number(p?.ProjectID) === project);
        if (project && this.unitListsWithoutProjectId.has(project)) items = items.map(({ ProjectID: _, ...rest }) => rest);
        if (fields.BuildingID !== undefined) items = items.filter((p) => Number(p?.BuildingID) === Number(fields.BuildingID));
        if (since !== null) items = items.filter((p) => Date.parse(String(p.LastChangedDate).replace(' ', 'T') + 'Z') >= since);
        return this.envelope(res, endpoint, page(withTexts(items, this.properties)));
      }
      case 'GetProjectList':
        return this.envelope(res, endpoint, page(withTexts(this.projects[lang], this.projects)));
      case 'GetPropertiesByIDs': {
        const ids = new Set(
          String(fields.IDs ?? '')
            .split(',')
            .map(Number),
        );
        return this.envelope(res, endpoint, { Items: this.properties[lang].filter((p) => ids.has(Number(p?.ID))) });
      }
      case 'GetTypeOfPropertyList': {
        const webIds = typeof fields.WebIDs === 'string' ? new Set(fields.WebIDs.split(',').map(Number)) : null;
        return this.envelope(res, endpoint, page(this.typesOfProperty.filter((t) => !webIds || webIds.has(Number(t.WebID)))));
      }
      case 'GetBuildingList':
        return this.envelope(res, endpoint, page(this.buildings.get(`${fields.ProjectID}:${lang}`) ?? []));
      case 'GetWebIDList':
        return this.envelope(res, endpoint, page(this.webTypes[lang]));
      case 'GetSubstatusList': {
        const list = this.substatuses
          .filter(
            (s) =>
              (fields.ShowOnWeb === undefined || s.showOnWeb === fields.ShowOnWeb) && (fields.HasMarquee === undefined || s.hasMarquee === fields.HasMarquee),
          )
          .map((s) => ({ ID: s.ID, Name: s.names[lang], ShortName: s.names[lang].slice(0, 3), Marquee: s.Marquee, ShowOnMap: s.showOnWeb }));
        return this.envelope(res, endpoint, page(list));
      }
      case 'GetUserList': {
        const shown = this.users.filter((u) => fields.IncludeHiddenOnWeb === true || !u.hiddenOnWeb).map(({ hiddenOnWeb, ...u }) => u);
        return this.envelope(res, endpoint, shown);
      }
      case 'GetUser': {
        const found = this.users.find((u) => u.ID === Number(fields.ID));
        if (!found) return this.envelope(res, endpoint, null, false, `User ${String(fields.ID)} not found`);
        const { hiddenOnWeb, ...user } = found;
        return this.envelope(res, endpoint, user);
      }
      case 'GetDocumentList': {
        const objects = typeof fields.ObjectIDs === 'string' ? new Set(fields.ObjectIDs.split(',').map(Number)) : null;
        const docs = this.documents.filter(
          (d) => (!objects || objects.has(Number(d.ObjectID))) && (fields.Publish === undefined || d.Publish === fields.Publish),
        );
        return this.envelope(res, endpoint, page(docs));
      }
      case 'GetDeletedPropertyIDs':
        return deleted(this.deletedPropertyIds);
      case 'GetDeletedProjectIDs':
        return deleted(this.deletedProjectIds);
      case 'ContactOnMe':
      case 'ContactOnMeProject':
      case 'DemandRegister':
        if (this.leadStatus !== null) return this.send(res, endpoint, `HTTP ${this.leadStatus}`, this.leadStatus);
        // DemandRegister's lists (fw4 DemandRegisterRequest: `Zips` strings, `TypeOfPropertyIDs` integers) as one
        // comma-separated string, nothing else in them.
        if (endpoint === 'DemandRegister') {
          const shapes: [string, RegExp][] = [
            ['Zips', /^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$/],
            ['TypeOfPropertyIDs', /^\d+(,\d+)*$/],
          ];
          const bad = shapes.find(([k, shape]) => fields[k] !== undefined && !(typeof fields[k] === 'string' && shape.test(fields[k])));
          if (bad) return this.send(res, endpoint, `The server encountered an error processing the request: ${bad[0]} cannot be read`, 400);
        }
        this.leads.push({ endpoint, request: fields });
        return this.envelope(res, endpoint, true);
      default:
        return this.envelope(res, endpoint, null, false, `Unknown method ${endpoint}`);
    }
  }
}
