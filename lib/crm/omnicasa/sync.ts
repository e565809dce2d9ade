/**
 * The CRM sync: the agency's properties, projects (with buildings and units) and web types come from
 * Omnicasa, in each enabled language, and are written through the SAME validation and upsert as
 * `npm run import` (lib/data/property-import.ts, lib/data/project-import.ts).
 *
 * - `full`: every list is read whole; what the CRM no longer has (or no longer publishes) is withdrawn.
 * - incremental (default): properties changed since the start of the last successful run (`ChangeSince`,
 *   with a margin), plus `GetDeletedPropertyIDs` / `GetDeletedProjectIDs` for what was removed, and
 *   changed items whose status is no longer for the site. Without a successful run yet, it is full.
 *
 * Everything is read from the CRM first, then written: a CRM that is down, slow, refuses, answers garbage
 * or stops in the middle of the pages makes the run fail before anything is written, so the site keeps the
 * last good data and nothing is withdrawn. Each run is recorded (lib/data/crm-sync.ts) with what it did or
 * why it failed; `npm run sync -- --status` shows it.
 */
import type { DbHandle } from '../../data/connection';
import {
  closeStaleRuns,
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
import type { Locale } from '../../i18n/locales';
import { ENABLED_LANGUAGES } from '../../import/feed';
import { importProjects } from '../../data/project-import';
import { importFeed, type RejectedRecord } from '../../data/property-import';
import { changeSinceText, CrmError, type OmnicasaClient } from './client';
import { hasStatus, isPublishedProject, isPublishedProperty, itemId, LANGUAGE_IDS, projectRecord, propertyRecord, webTypeName, type CrmItem } from './mapping';

/** How far before the last successful run's start an incremental sync asks for changes (clocks, slow writes). */
export const CHANGE_SINCE_MARGIN_MS = 10 * 60_000;
/** A run still `running` after this long was interrupted. */
const STALE_RUN_MS = 6 * 60 * 60_000;

export type SyncOptions = {
  full?: boolean;
  trigger?: 'cli' | 'schedule';
  languages?: readonly Locale[];
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
  calls: number;
  ms: number;
};

export type SyncOutcome = { status: 'ok'; summary: SyncSummary } | { status: 'failed'; error: CrmError | Error; mode: SyncMode } | { status: 'busy' };

/** The IDs of a `GetDeleted…IDs` answer: `[1, 2]`, `["1"]`, `[{ ID: 1 }]` or a list `{ Items }`. */
export function deletedIds(endpoint: string, value: unknown): number[] {
  const list = Array.isArray(value)
    ? value
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
};

async function fetchAll(client: OmnicasaClient, languages: readonly Locale[], changeSince: Date | null, progress: (line: string) => void): Promise<Fetched> {
  const out: Fetched = { properties: [], withdrawnProperties: new Set(), projects: [], withdrawnProjects: new Set(), webTypes: [] };
  const since = changeSince ? { ChangeSince: changeSinceText(changeSince) } : {};
  for (const lang of languages) {
    const LanguageId = LANGUAGE_IDS[lang];
    for (const item of await client.list<CrmItem>('GetWebIDList', { LanguageId })) {
      const t = webTypeName(item, lang);
      if (t) out.webTypes.push(t);
    }
    const items = await client.list<CrmItem>('GetPropertyList', { LanguageId, ...since }, (got, total) => progress(`sync: ${lang} properties ${got}/${total}`));
    for (const item of items) {
      // Withdrawn only on a status that says so (0 prospect, 3 cancelled …); an item without a readable
      // status goes to the importer, which rejects it with its ID and reason and withdraws nothing.
      if (item && typeof item === 'object' && hasStatus(item) && !isPublishedProperty(item)) {
        const id = itemId(item);
        if (id !== null) out.withdrawnProperties.add(id);
        continue;
      }
      out.properties.push(propertyRecord(item, lang));
    }
    const projectItems = await client.list<CrmItem>('GetProjectList', { LanguageId });
    for (const item of projectItems) {
      const id = itemId(item);
      if (!isPublishedProject(item)) {
        if (id !== null) out.withdrawnProjects.add(id);
        continue;
      }
      const buildings = id === null ? [] : await client.list<CrmItem>('GetBuildingList', { ProjectID: id, LanguageId });
      out.projects.push(projectRecord(item, buildings, lang));
    }
    progress(`sync: ${lang} read: ${items.length} properties, ${projectItems.length} projects`);
  }
  if (changeSince) {
    for (const id of deletedIds('GetDeletedPropertyIDs', await client.call('GetDeletedPropertyIDs', since))) out.withdrawnProperties.add(id);
    for (const id of deletedIds('GetDeletedProjectIDs', await client.call('GetDeletedProjectIDs', since))) out.withdrawnProjects.add(id);
  }
  return out;
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
  const runId = await startSyncRun(db, mode, options.trigger ?? 'cli', changeSince);
  try {
    const fetched = await fetchAll(client, languages, changeSince, progress);
    progress(`sync: writing ${fetched.properties.length} property records and ${fetched.projects.length} project records`);
    const webTypes = await saveWebTypeNames(db, fetched.webTypes);
    let alerts = 0;
    const props = await importFeed(db, fetched.properties, {
      full: mode === 'full',
      languages,
      onProgress: (done, total) => progress(`sync: written ${done}/${total} property records`),
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
    const projects = await importProjects(db, fetched.projects, { full: mode === 'full', languages });
    const withdrawnProjects = mode === 'incremental' ? await withdrawProjects(db, [...fetched.withdrawnProjects]) : [];
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
    };
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
