/**
 * The CRM sync: the agency's properties, projects (with their units) and web types come from
 * Omnicasa, in each enabled language, and are written through the SAME validation and upsert as
 * `npm run import` (lib/import/property-import.ts, lib/import/project-import.ts).
 *
 * - A project's units are the `GetPropertyList` items with its `ProjectID` (read by that filter once per project
 *   and run): they show in their project only, never as properties of their own too. A project whose unit list
 *   cannot be read keeps the units it had; the run goes on.
 * - What shows, and as what (available, option, sold, rented), follows `Status`, `SubStatus`, `Marquee` and `Goal`
 *   through site.json `crm.substatuses`, `crm.marquees` and `crm.businessTakeover` (lib/domain/crm-states.ts).
 * - `full`: every list is read whole; what the CRM no longer has (or no longer publishes) is withdrawn.
 * - incremental (default): properties changed since the start of the last successful run (`ChangeSince`,
 *   with a margin), plus `GetDeletedPropertyIDs` / `GetDeletedProjectIDs` for what was removed, and
 *   changed items whose status is no longer for the site. Without a successful run yet, it is full.
 *   The deleted-ID calls take no parameter (as fw4-bvba/omnicasa-api declares them), so their answer may
 *   be the whole history: a property ID in it is withdrawn only when `GetPropertiesByIDs` no longer gives
 *   it as published, and a project ID only when the project list (read whole) no longer holds it; a
 *   property deleted once and published again later stays.
 * - A full run that would withdraw more than `crm.maxWithdrawShare` (site.json, default 20 %) of the
 *   properties earlier syncs brought in withdraws nothing: it writes what it read, records the hold (shown by
 *   `--status` and /api/health/), and mails the agency; `allowWithdraw` (`--allow-withdraw`) confirms it. A
 *   first sync (no successful run before) replaces whatever the site held (the demo catalogue) unchecked.
 * - Pictures on a host the image route does not fetch from (site.json `images.remoteHosts`) do not show:
 *   each such host is named once per run.
 *
 * - Beside each language's properties: their published documents (`GetDocumentList`) and, for a property that
 *   names its agent by user ID only, the agent (`GetUserList` once per run, `GetUser` for a user the list hides).
 *   The property item's fields that nothing maps are recorded with the run (`--status` lists them).
 *
 * Everything is read from the CRM first, then written: a CRM that is down, slow, refuses, answers garbage
 * or stops in the middle of the pages makes the run fail before anything is written, so the site keeps the
 * last good data and nothing is withdrawn. Each run is recorded (lib/data/crm-sync.ts) with what it did or
 * why it failed; `npm run sync -- --status` shows it.
 */
import type { DbHandle } from '../../data/connection';
import {
  catalogueIds,
  closeStaleRuns,
  existingPropertyIds,
  finishSyncRun,
  lastSuccessfulRun,
  saveWebTypeNames,
  startSyncRun,
  withdrawProjects,
  withdrawProperties,
  withSyncLock,
  type SyncMode,
} from '../../data/crm-sync';
import { demandAlertsOnImport } from '../../mail/demand-mails';
import { queueFavouriteAlerts } from '../../mail/favourite-alert-mails';
import type { Locale } from '../../domain/locales';
import { ENABLED_LANGUAGES } from '../../import/feed';
import { importProjects } from '../../import/project-import';
import { importFeed, type RejectedRecord } from '../../import/property-import';
import { siteConfig } from '@/config';
import type { CrmSiteField } from '../../domain/crm-fields';
import { allowedRemoteImage } from '../../domain/images';
import { Turns } from '../../domain/turns';
import { changeSinceText, CrmError, type OmnicasaClient } from './client';
import { queueWithdrawHeldMail, type WithdrawHold } from './mails';
import {
  crmFieldMap,
  FieldUse,
  hasStatus,
  isPublishedProject,
  isPublishedProperty,
  itemId,
  LANGUAGE_IDS,
  managerIdOf,
  projectRecord,
  projectUnits,
  propertyDocument,
  propertyRecord,
  webTypeName,
  withDocuments,
  withManager,
  unitOfProject,
  type CrmFieldMap,
  type CrmItem,
} from './mapping';

/** How far before the last successful run's start an incremental sync asks for changes (clocks, slow writes). */
export const CHANGE_SINCE_MARGIN_MS = 10 * 60_000;
/** A run still `running` after this long was interrupted. */
const STALE_RUN_MS = 6 * 60 * 60_000;
/** Property records written between two progress lines. */
const PROGRESS_RECORDS = 1_000;

export type SyncOptions = {
  full?: boolean;
  trigger?: 'cli' | 'schedule';
  languages?: readonly Locale[];
  /** A full run may withdraw more than `crm.maxWithdrawShare` of the catalogue (`--allow-withdraw`). */
  allowWithdraw?: boolean;
  /** The share that holds withdrawals back (default site.json `crm.maxWithdrawShare`). */
  maxWithdrawShare?: number;
  /** The agency's CRM names of detail-page fields, CRM field → site field (default site.json `crm.fields`). */
  crmFields?: Readonly<Record<string, CrmSiteField>>;
  /** One line of progress (the CLI prints it). */
  onProgress?: (line: string) => void;
};

export type SyncSummary = {
  mode: SyncMode;
  languages: Locale[];
  changeSince: string | null;
  properties: { received: number; imported: number; rejected: RejectedRecord[]; removed: number[]; removedLanguages: { id: number; lang: string }[] };
  projects: { received: number; imported: number; rejected: RejectedRecord[]; removed: number[] };
  webTypes: number;
  alerts: number;
  /** Set when the run withdrew nothing because it would have withdrawn more than the allowed share. */
  withdrawHeld?: WithdrawHold;
  /** Picture hosts the image route does not fetch from (site.json images.remoteHosts), each with one of its addresses. */
  pictureHostsRefused?: { host: string; example: string }[];
  /** List rows that were not objects (skipped). */
  skippedRows?: { endpoint: string; row: number }[];
  /** Fields of the property items read that nothing maps (site.json crm.fields can name them), sorted. */
  unmappedFields?: string[];
  /** Calls the CRM refused for this customer (documents, users): the run went on without what they give. */
  refusedCalls?: string[];
  calls: number;
  ms: number;
};

export type SyncOutcome = { status: 'ok'; summary: SyncSummary } | { status: 'failed'; error: CrmError | Error; mode: SyncMode } | { status: 'busy' };

/** The IDs of a `GetDeleted…IDs` answer, a bare array or an envelope's value: `[1, 2]`, `["1"]`, `[{ ID: 1 }]`, `"1,2"` or a list `{ Items }`. */
export function deletedIds(endpoint: string, value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',').filter((v) => v.trim())
      : value && typeof value === 'object' && Array.isArray((value as { Items?: unknown }).Items)
        ? (value as { Items: unknown[] }).Items
        : null;
  if (!list) throw new CrmError('garbage', endpoint, 'the answer is not a list of IDs');
  return list.map((v) => (v && typeof v === 'object' ? itemId(v) : itemId({ ID: v }))).filter((id): id is number => id !== null);
}

type Fetched = {
  properties: Record<string, unknown>[];
  withdrawnProperties: Set<number>;
  projects: Record<string, unknown>[];
  withdrawnProjects: Set<number>;
  webTypes: { webId: number; lang: Locale; name: string }[];
  unmappedFields: string[];
  refusedCalls: string[];
};

type PropertyDocument = { Type?: string; Name?: string; Url: string };

/**
 * A call that gives what a page shows beside the property (its documents, its agent): the CRM refusing it for
 * this customer (`Success: false`, e.g. a method the account may not call) is noted and the run goes on
 * without it; any other fault fails the run as a list's does.
 */
async function optionalCall<T>(refused: Set<string>, endpoint: string, call: () => Promise<T>, fallback: T): Promise<T> {
  if (refused.has(endpoint)) return fallback;
  try {
    return await call();
  } catch (e) {
    if (e instanceof CrmError && e.kind === 'refused') {
      refused.add(endpoint);
      return fallback;
    }
    throw e;
  }
}

/** The items of an answer that is a bare array or a list `{ Items }` (fw4 reads GetUserList as either). */
const answerItems = (value: unknown): CrmItem[] => {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as { Items?: unknown }).Items : null;
  return (Array.isArray(list) ? list : []).filter((i): i is CrmItem => !!i && typeof i === 'object' && !Array.isArray(i));
};

/**
 * The CRM's users (the agents), read once per run when a property names its manager by user ID only:
 * `GetUserList` once, then `GetUser` for an ID the list does not hold (each asked once).
 */
class Users {
  private listed: Map<number, CrmItem> | null = null;
  private single = new Map<number, CrmItem | undefined>();
  constructor(
    private readonly client: OmnicasaClient,
    private readonly refused: Set<string>,
  ) {}
  async get(id: number): Promise<CrmItem | undefined> {
    if (!this.listed) {
      const users = await optionalCall(this.refused, 'GetUserList', () => this.client.call('GetUserList'), []);
      this.listed = new Map(answerItems(users).flatMap((u) => (itemId(u) === null ? [] : [[itemId(u) as number, u] as const])));
    }
    if (this.listed.has(id)) return this.listed.get(id);
    if (!this.single.has(id)) {
      const user = await optionalCall(this.refused, 'GetUser', () => this.client.call('GetUser', { ID: id }), null);
      this.single.set(id, user && typeof user === 'object' && !Array.isArray(user) ? (user as CrmItem) : undefined);
    }
    return this.single.get(id);
  }
}

/**
 * The published documents of these properties in one language, by property ID (`GetDocumentList`, paged): a
 * full run reads the whole list once; an incremental run asks for the changed properties (`ObjectIDs`, a
 * comma string, IDS_PER_CALL at a time).
 */
async function documentsOf(
  client: OmnicasaClient,
  refused: Set<string>,
  ids: number[],
  LanguageId: number,
  whole: boolean,
): Promise<Map<number, PropertyDocument[]>> {
  const out = new Map<number, PropertyDocument[]>();
  if (!ids.length) return out;
  const wanted = new Set(ids);
  const asks = whole
    ? [{}]
    : Array.from({ length: Math.ceil(ids.length / IDS_PER_CALL) }, (_, i) => ({ ObjectIDs: ids.slice(i * IDS_PER_CALL, (i + 1) * IDS_PER_CALL).join(',') }));
  const turns = new Turns();
  for (const ask of asks) {
    const docs = await optionalCall(refused, 'GetDocumentList', () => client.list<CrmItem>('GetDocumentList', { ...ask, Publish: true, LanguageId }), []);
    for (const raw of docs) {
      await turns.check();
      const d = propertyDocument(raw);
      if (!d || !wanted.has(d.objectId)) continue;
      const list = out.get(d.objectId) ?? [];
      if (!list.some((x) => x.Url === d.document.Url)) list.push(d.document);
      out.set(d.objectId, list);
    }
  }
  return out;
}

/**
 * The units of a project: `GetPropertyList` filtered by its `ProjectID` (fw4-bvba/omnicasa-api declares the filter;
 * the whole list holds the units too, maneuver-agency/omnicasa-php-lib groups it by `ProjectID`), in the building
 * names of its `GetBuildingList`. A read that fails (after its retries), or that answers rows none of which is a
 * unit of the project, gives undefined: the project keeps the units it had, and the run goes on.
 */
async function readUnits(
  client: OmnicasaClient,
  projectId: number,
  lang: Locale,
  progress: (line: string) => void,
): Promise<Record<string, unknown>[] | undefined> {
  const LanguageId = LANGUAGE_IDS[lang];
  try {
    const items = await client.list<CrmItem>('GetPropertyList', { ProjectID: projectId, LanguageId, DescriptionLanguageId: LanguageId });
    if (items.length && !items.some((i) => unitOfProject(i) === projectId))
      throw new CrmError('garbage', 'GetPropertyList', `none of the ${items.length} rows asked by ProjectID is a unit of the project`);
    const buildings = items.length ? await client.list<CrmItem>('GetBuildingList', { ProjectID: projectId, LanguageId }) : [];
    return projectUnits(projectId, items, buildings, lang);
  } catch (e) {
    if (!(e instanceof CrmError)) throw e;
    progress(`sync: WARNING the units of project ${projectId} could not be read (${e.message}): the project keeps the units it had`);
    return undefined;
  }
}

/** IDs per `GetPropertiesByIDs` call: the query stays short (the service runs on IIS, whose query string limit is 2,048 characters by default). */
const IDS_PER_CALL = 50;

async function fetchAll(
  db: DbHandle['db'],
  client: OmnicasaClient,
  languages: readonly Locale[],
  changeSince: Date | null,
  progress: (line: string) => void,
  fields: CrmFieldMap,
): Promise<Fetched> {
  const out: Fetched = {
    properties: [],
    withdrawnProperties: new Set(),
    projects: [],
    withdrawnProjects: new Set(),
    webTypes: [],
    unmappedFields: [],
    refusedCalls: [],
  };
  const since = changeSince ? { ChangeSince: changeSinceText(changeSince) } : {};
  const use = new FieldUse();
  const refused = new Set<string>();
  const users = new Users(client, refused);
  /** Each project's units, read once per run (they are the same in every language); undefined: not readable, kept. */
  const unitLists = new Map<number, Record<string, unknown>[] | undefined>();
  // Thousands of items are mapped in the site's own thread: the visitors' requests are answered between slices.
  const turns = new Turns();
  for (const lang of languages) {
    const LanguageId = LANGUAGE_IDS[lang];
    for (const item of await client.list<CrmItem>('GetWebIDList', { LanguageId })) {
      const t = webTypeName(item, lang);
      if (t) out.webTypes.push(t);
    }
    const items = await client.list<CrmItem>('GetPropertyList', { LanguageId, DescriptionLanguageId: LanguageId, ...since }, (got, total) =>
      progress(`sync: ${lang} properties ${got}/${total}`),
    );
    const read: { record: Record<string, unknown>; managerId: number | undefined }[] = [];
    for (const item of items) {
      await turns.check();
      // A unit of a project is shown in its project only (read with the project's units): never as a property of
      // its own too, and withdrawn as one if the site held it so.
      if (item && typeof item === 'object' && unitOfProject(item) !== null) {
        const id = itemId(item);
        if (id !== null) out.withdrawnProperties.add(id);
        continue;
      }
      // Withdrawn only on a status that says so (0 prospect, 3 cancelled …); an item without a readable
      // status goes to the importer, which rejects it with its ID and reason and withdraws nothing.
      if (item && typeof item === 'object' && hasStatus(item) && !isPublishedProperty(item)) {
        const id = itemId(item);
        if (id !== null) out.withdrawnProperties.add(id);
        continue;
      }
      read.push({ record: propertyRecord(item, lang, fields, use), managerId: managerIdOf(item, fields) });
    }
    const ids = read.map((r) => itemId(r.record)).filter((id): id is number => id !== null);
    const documents = await documentsOf(client, refused, ids, LanguageId, !changeSince);
    for (const { record, managerId } of read) {
      await turns.check();
      const id = itemId(record);
      const withDocs = withDocuments(record, id === null ? undefined : documents.get(id));
      const named = (withDocs.Manager as { Name?: unknown } | undefined)?.Name !== undefined;
      out.properties.push(managerId === undefined || named ? withDocs : withManager(withDocs, await users.get(managerId)));
    }
    const projectItems = await client.list<CrmItem>('GetProjectList', { LanguageId, DescriptionLanguageId: LanguageId });
    for (const item of projectItems) {
      const id = itemId(item);
      if (!isPublishedProject(item)) {
        if (id !== null) out.withdrawnProjects.add(id);
        continue;
      }
      if (id !== null && !unitLists.has(id)) unitLists.set(id, await readUnits(client, id, lang, progress));
      out.projects.push(projectRecord(item, lang, id === null ? undefined : unitLists.get(id)));
    }
    progress(`sync: ${lang} read: ${items.length} properties, ${projectItems.length} projects`);
  }
  if (changeSince) {
    const listed = new Set(out.properties.map((r) => itemId(r)).filter((id): id is number => id !== null));
    const deleted = deletedIds('GetDeletedPropertyIDs', await client.call('GetDeletedPropertyIDs')).filter((id) => !listed.has(id));
    for (const id of await stillDeleted(db, client, deleted, languages[0] ?? 'fr')) out.withdrawnProperties.add(id);
    const projectsListed = new Set(out.projects.map((r) => itemId(r)).filter((id): id is number => id !== null));
    for (const id of deletedIds('GetDeletedProjectIDs', await client.call('GetDeletedProjectIDs'))) if (!projectsListed.has(id)) out.withdrawnProjects.add(id);
  }
  out.unmappedFields = use.unmapped();
  out.refusedCalls = [...refused].sort();
  return out;
}

/**
 * Of the IDs a deleted-ID call gave, those the site holds and the CRM does not give back as published
 * (`GetPropertiesByIDs`): a property deleted and published again keeps its page.
 */
async function stillDeleted(db: DbHandle['db'], client: OmnicasaClient, ids: number[], lang: Locale): Promise<number[]> {
  const held = await existingPropertyIds(db, ids);
  const published = new Set<number>();
  for (let i = 0; i < held.length; i += IDS_PER_CALL) {
    const value = await client.call('GetPropertiesByIDs', { IDs: held.slice(i, i + IDS_PER_CALL), LanguageId: LANGUAGE_IDS[lang] });
    const items = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as { Items?: unknown }).Items : null;
    for (const item of Array.isArray(items) ? items : []) {
      const id = itemId(item);
      if (id !== null && item && typeof item === 'object' && isPublishedProperty(item as CrmItem) && unitOfProject(item as CrmItem) === null) published.add(id);
    }
  }
  return held.filter((id) => !published.has(id));
}

/** The hosts of pictures the image route would refuse (not https, or a host site.json images.remoteHosts does not list), each once. */
async function refusedPictureHosts(records: Record<string, unknown>[], hosts: readonly string[]): Promise<{ host: string; example: string }[]> {
  const refused = new Map<string, string>();
  const check = (url: unknown) => {
    if (typeof url !== 'string' || !URL.canParse(url) || allowedRemoteImage(url, hosts)) return;
    const u = new URL(url);
    const host = u.protocol === 'https:' ? u.host : `${u.protocol}//${u.host}`;
    if (!refused.has(host)) refused.set(host, url);
  };
  const turns = new Turns();
  for (const r of records) {
    await turns.check();
    for (const url of [r.Picture, ...(Array.isArray(r.Pictures) ? r.Pictures : []), (r.SmallPictureItem as { Url?: unknown } | undefined)?.Url]) check(url);
  }
  return [...refused].map(([host, example]) => ({ host, example }));
}

/**
 * The hold of a full run: null when it may withdraw what it would (no successful sync before, or within the
 * share). The catalogue is the properties the site holds after an earlier successful sync; what a full run
 * withdraws is every one of them whose ID no record of the run carries.
 */
async function withdrawHold(db: DbHandle['db'], fetched: Fetched, maxShare: number): Promise<WithdrawHold | null> {
  if (!(await lastSuccessfulRun(db))) return null;
  const catalogue = await catalogueIds(db);
  if (!catalogue.length) return null;
  const read = new Set(fetched.properties.map((r) => itemId(r)).filter((id): id is number => id !== null));
  const gone = catalogue.filter((id) => !read.has(id));
  if (gone.length <= catalogue.length * maxShare) return null;
  return { wouldWithdraw: gone.length, catalogue: catalogue.length, maxShare, sample: gone.slice(0, 20) };
}

/** One sync run (see the module's comment). Never throws for a CRM fault: the outcome says what happened. */
export async function syncFromCrm(handle: DbHandle, client: OmnicasaClient, options: SyncOptions = {}): Promise<SyncOutcome> {
  const locked = await withSyncLock(handle, () => runLocked(handle, client, options));
  return locked.busy ? { status: 'busy' } : locked.value;
}

async function runLocked(handle: DbHandle, client: OmnicasaClient, options: SyncOptions): Promise<SyncOutcome> {
  const { db } = handle;
  const progress = options.onProgress ?? (() => undefined);
  const languages = [...(options.languages ?? ENABLED_LANGUAGES)];
  await closeStaleRuns(db, STALE_RUN_MS);
  const last = options.full ? null : await lastSuccessfulRun(db);
  const mode: SyncMode = options.full || !last ? 'full' : 'incremental';
  if (!options.full && !last) progress('sync: no successful sync yet, so this one is full');
  const changeSince = mode === 'incremental' && last ? new Date(last.startedAt.getTime() - CHANGE_SINCE_MARGIN_MS) : null;
  const started = Date.now();
  const callsBefore = client.calls;
  const skippedBefore = client.skipped.length;
  const runId = await startSyncRun(db, mode, options.trigger ?? 'cli', changeSince);
  try {
    const fetched = await fetchAll(db, client, languages, changeSince, progress, crmFieldMap(options.crmFields ?? siteConfig.site.crm.fields));
    if (fetched.refusedCalls.length)
      progress(
        `sync: WARNING the CRM refused ${fetched.refusedCalls.join(', ')} for this account: the properties are written without what it gives (documents, agents)`,
      );
    if (fetched.unmappedFields.length)
      progress(`sync: fields of the CRM's property items that nothing maps (site.json crm.fields can name them): ${fetched.unmappedFields.join(', ')}`);
    const pictureHostsRefused = await refusedPictureHosts([...fetched.properties, ...fetched.projects], siteConfig.site.images.remoteHosts);
    for (const { host, example } of pictureHostsRefused)
      progress(
        `sync: WARNING pictures on ${host} (such as ${example}) do not show: the image route fetches only https: pictures of the hosts in site.json images.remoteHosts; add "${host.replace(/^[a-z]+:\/\//, '')}" there if the CRM's pictures are on it`,
      );
    const skippedRows = client.skipped.slice(skippedBefore);
    if (skippedRows.length)
      progress(`sync: skipped ${skippedRows.length} list rows that were not objects: ${skippedRows.map((r) => `${r.endpoint} row ${r.row}`).join(', ')}`);
    const withdrawHeld =
      mode === 'full' && !options.allowWithdraw ? await withdrawHold(db, fetched, options.maxWithdrawShare ?? siteConfig.site.crm.maxWithdrawShare) : null;
    if (withdrawHeld) {
      progress(
        `sync: WITHDRAWALS HELD: this full sync would withdraw ${withdrawHeld.wouldWithdraw} of the ${withdrawHeld.catalogue} properties earlier syncs brought in ` +
          `(more than ${Math.round(withdrawHeld.maxShare * 100)} %, site.json crm.maxWithdrawShare), so it withdraws nothing; ` +
          'check the CRM, then confirm with: npm run sync -- --full --allow-withdraw',
      );
    }
    const full = mode === 'full' && !withdrawHeld;
    progress(`sync: writing ${fetched.properties.length} property records and ${fetched.projects.length} project records`);
    const webTypes = await saveWebTypeNames(db, fetched.webTypes);
    let alerts = 0;
    // The import reports after each of its short batches: one line per PROGRESS_RECORDS records is enough to follow it.
    let reported = 0;
    const props = await importFeed(db, fetched.properties, {
      full,
      languages,
      onProgress: (done, total) => {
        if (done < total && done - reported < PROGRESS_RECORDS) return;
        reported = done;
        progress(`sync: written ${done}/${total} property records`);
      },
      onImported: demandAlertsOnImport(db, (n) => (alerts = n)),
    });
    const imported = new Set(fetched.properties.map((r) => itemId(r)).filter((id): id is number => id !== null));
    // A property published in one language is not withdrawn because another language's item said otherwise.
    const withdrawn =
      mode === 'incremental'
        ? await withdrawProperties(
            db,
            [...fetched.withdrawnProperties].filter((id) => !imported.has(id)),
          )
        : [];
    const projects = await importProjects(db, fetched.projects, { full, languages });
    const withdrawnProjects = mode === 'incremental' ? await withdrawProjects(db, [...fetched.withdrawnProjects]) : [];
    // Alerts on favourites follow every change the sync made, withdrawals included.
    const favouriteAlerts = await queueFavouriteAlerts(db);
    if (favouriteAlerts) progress(`sync: ${favouriteAlerts} alert e-mail${favouriteAlerts === 1 ? '' : 's'} queued for favourites`);
    const summary: SyncSummary = {
      mode,
      languages,
      changeSince: changeSince?.toISOString() ?? null,
      properties: {
        received: props.received,
        imported: props.imported,
        rejected: props.rejected,
        removed: [...new Set([...props.removed, ...withdrawn])].sort((a, b) => a - b),
        removedLanguages: props.removedLanguages,
      },
      projects: {
        received: projects.received,
        imported: projects.imported,
        rejected: projects.rejected,
        removed: [...new Set([...projects.removed, ...withdrawnProjects])].sort((a, b) => a - b),
      },
      webTypes,
      alerts,
      calls: client.calls - callsBefore,
      ms: Date.now() - started,
      ...(withdrawHeld ? { withdrawHeld } : {}),
      ...(pictureHostsRefused.length ? { pictureHostsRefused } : {}),
      ...(skippedRows.length ? { skippedRows: skippedRows.slice(0, 100) } : {}),
      unmappedFields: fetched.unmappedFields.slice(0, 200),
      ...(fetched.refusedCalls.length ? { refusedCalls: fetched.refusedCalls } : {}),
    };
    if (withdrawHeld) await queueWithdrawHeldMail(db, runId, withdrawHeld);
    await finishSyncRun(db, runId, { status: 'ok', summary: summary as unknown as Record<string, unknown> });
    return { status: 'ok', summary };
  } catch (e) {
    const error = e as Error;
    await finishSyncRun(db, runId, {
      status: 'failed',
      summary: { mode, calls: client.calls - callsBefore, ms: Date.now() - started, kind: e instanceof CrmError ? e.kind : 'error' },
      error: error.message.slice(0, 500),
    }).catch(() => undefined);
    return { status: 'failed', error, mode };
  }
}
