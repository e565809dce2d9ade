/**
 * `npm run sync [-- --full | --status]`: brings the agency's listings, projects and web types in from the CRM
 * (Omnicasa) into the database (the site's, through lib/data/connection.ts openDatabase()).
 *
 *   npm run sync                 incremental: what changed since the last successful sync, and what the CRM deleted
 *   npm run sync -- --full       everything; what the CRM no longer publishes is withdrawn, unless that is more
 *                                than site.json crm.maxWithdrawShare of the catalogue (then nothing is withdrawn)
 *   npm run sync -- --full --allow-withdraw   the same, withdrawing however much it is (after a held run)
 *   npm run sync -- --substatuses   the CRM's substatuses (names, ShowOnWeb, HasMarquee) and the state each gives a
 *                                property with the mapping of site.json crm.substatuses, to fill that mapping
 *   npm run sync -- --status     when the last syncs ran, what they did, what failed, and the fields of the
 *                                CRM's property items the last one read that nothing maps (site.json crm.fields)
 *   npm run sync -- --capture DIR   a full sync that also saves every answer of the CRM in DIR, one file per call,
 *                                language and page, without the credentials and with personal data replaced
 *                                (lib/crm/omnicasa/capture.ts): fixtures of this agency's CRM for the developers
 *
 * Needs OMNICASA_URL, OMNICASA_CUSTOMER and OMNICASA_PASSWORD (docs/crm.md). Exit code 0 when
 * the sync ran (rejected items are reported, not fatal), 1 with one line when it could not (CRM not configured,
 * down, refused, wrong credentials), 2 when another sync is running.
 */
import { openDatabase } from '../data/connection';
import { recentRuns, type SyncRun } from '../data/crm-sync';
import { crmConfigFromEnv, CrmError, OmnicasaClient } from '../crm/omnicasa/client';
import type { WithdrawHold } from '../crm/omnicasa/mails';
import { syncFromCrm, type SyncSummary } from '../crm/omnicasa/sync';
import { env } from '../env';
import { CaptureFolder } from '../crm/omnicasa/capture';
import { resolve } from 'node:path';
import { readSubstatuses, substatusLines } from '../crm/omnicasa/substatuses';
import { stateMapping } from '../crm/omnicasa/mapping';
import { ENABLED_LANGUAGES } from '../import/feed';
import { runCli, type CliIo } from './run';

const USAGE = 'usage: npm run sync [-- --full [--allow-withdraw] | --status | --capture DIR | --substatuses]';

class UsageError extends Error {}

function parseArgs(all: string[]): { full: boolean; status: boolean; allowWithdraw: boolean; capture: string | null } {
  const at = all.indexOf('--capture');
  const capture = at >= 0 ? (all[at + 1] ?? '') : null;
  if (capture !== null && (!capture || capture.startsWith('--'))) throw new UsageError(`--capture needs a folder\n${USAGE}`);
  const argv = at >= 0 ? all.filter((_, i) => i !== at && i !== at + 1) : all;
  const unknown = argv.filter((a) => a !== '--full' && a !== '--status' && a !== '--allow-withdraw');
  if (unknown.length) throw new UsageError(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  // A capture is of a full run: every list read whole.
  const full = argv.includes('--full') || capture !== null;
  const status = argv.includes('--status');
  const allowWithdraw = argv.includes('--allow-withdraw');
  if (full && status) throw new UsageError(`--full and --status do not go together\n${USAGE}`);
  if (allowWithdraw && !full) throw new UsageError(`--allow-withdraw goes with --full\n${USAGE}`);
  if (capture !== null && status) throw new UsageError(`--capture and --status do not go together\n${USAGE}`);
  return { full, status, allowWithdraw, capture };
}

const when = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '-');
const ids = (list: number[]) => (list.length > 20 ? `${list.slice(0, 20).join(', ')} … (${list.length})` : list.join(', '));

export function describeRun(run: SyncRun): string {
  const s = run.summary as Partial<SyncSummary> & { kind?: string };
  const head = `#${run.id} ${run.mode} (${run.trigger}) started ${when(run.startedAt)}`;
  if (run.status === 'running') return `${head}: running`;
  const took = run.finishedAt ? ` in ${Math.round((run.finishedAt.getTime() - run.startedAt.getTime()) / 100) / 10} s` : '';
  if (run.status === 'failed') return `${head}: FAILED${took}: ${run.error ?? 'unknown error'}; nothing was withdrawn, the site keeps the data it had`;
  const p = s.properties;
  const j = s.projects;
  return (
    `${head}: ok${took}` +
    (p ? `; properties: ${p.received} records read, ${p.imported} written, ${p.rejected.length} rejected, ${p.removed.length} withdrawn` : '') +
    (j ? `; projects: ${j.imported} written, ${j.rejected.length} rejected, ${j.removed.length} withdrawn` : '') +
    (s.changeSince ? `; changes since ${when(new Date(s.changeSince))}` : '') +
    (s.withdrawHeld ? `; ${heldLine(s.withdrawHeld)}` : '') +
    (s.pictureHostsRefused?.length ? `; pictures not shown from ${s.pictureHostsRefused.map((h) => h.host).join(', ')} (site.json images.remoteHosts)` : '')
  );
}

/** The fields of the CRM's property items that nothing maps, from the last successful run that read items. */
function unmappedLine(runs: SyncRun[]): string | null {
  const run = runs.find((r) => r.status === 'ok' && ((r.summary as Partial<SyncSummary>).properties?.received ?? 0) > 0);
  const fields = (run?.summary as Partial<SyncSummary> | undefined)?.unmappedFields;
  if (!run || !fields) return null;
  if (!fields.length) return `every field of the CRM's property items read by #${run.id} is mapped`;
  return `fields of the CRM's property items read by #${run.id} that nothing maps (site.json crm.fields can name them): ${fields.join(', ')}`;
}

function heldLine(h: WithdrawHold): string {
  return (
    `WITHDRAWALS HELD: it would have withdrawn ${h.wouldWithdraw} of the ${h.catalogue} properties (more than ${Math.round(h.maxShare * 100)} %, ` +
    `site.json crm.maxWithdrawShare) and withdrew none; check the CRM, then confirm with npm run sync -- --full --allow-withdraw`
  );
}

function report(io: CliIo, summary: SyncSummary): void {
  const p = summary.properties;
  io.log(
    `sync: ${summary.mode} sync of ${summary.languages.join(', ')} done in ${summary.ms} ms (${summary.calls} calls): ` +
      `${p.received} property records read, ${p.imported} written, ${p.rejected.length} rejected, ${p.removed.length} withdrawn; ` +
      `${summary.projects.imported} project records written, ${summary.projects.removed.length} withdrawn; ${summary.webTypes} web type names`,
  );
  if (p.removed.length) io.log(`sync: withdrawn property IDs ${ids(p.removed)}`);
  if (p.removedLanguages.length) io.log(`sync: withdrawn in some languages only: ${p.removedLanguages.map((r) => `${r.id} (${r.lang})`).join(', ')}`);
  if (summary.projects.removed.length) io.log(`sync: withdrawn project IDs ${ids(summary.projects.removed)}`);
  if (summary.withdrawHeld) io.log(`sync: ${heldLine(summary.withdrawHeld)} (the agency is mailed)`);
  if (summary.alerts) io.log(`sync: ${summary.alerts} alert e-mail${summary.alerts === 1 ? '' : 's'} queued for saved searches`);
  for (const r of p.rejected) io.log(`rejected: property${r.id === null ? ` item ${r.index}` : ` ${r.id}`}: ${r.reason}`);
  for (const r of summary.projects.rejected) io.log(`rejected: project${r.id === null ? ` item ${r.index}` : ` ${r.id}`}: ${r.reason}`);
}

/**
 * The calls a capture adds to the sync's own (each once, read only): the shape of the deleted-ID answers and the
 * lookup tables the site reads or maps (property types for demands, statuses and substatuses). A call the CRM
 * refuses is saved too and does not fail the capture.
 */
const CAPTURE_LOOKUPS: [string, Record<string, unknown>][] = [
  ['GetDeletedPropertyIDs', {}],
  ['GetDeletedProjectIDs', {}],
  ['GetTypeOfPropertyList', { LanguageId: 2, Limit1: 1, Limit2: 50 }],
  ['GetStatusList', { LanguageId: 2 }],
  ['GetSubstatusList', { LanguageId: 2 }],
];

async function captureLookups(io: CliIo, client: OmnicasaClient): Promise<void> {
  for (const [endpoint, fields] of CAPTURE_LOOKUPS) {
    await client.call(endpoint, fields).catch((e: unknown) => io.log(`sync: capture: ${endpoint}: ${e instanceof Error ? e.message : String(e)}`));
  }
}

/** `--substatuses`: every substatus of the CRM, one line each (lib/crm/omnicasa/substatuses.ts). */
async function printSubstatuses(argv: string[], io: CliIo): Promise<number> {
  if (argv.length > 1) throw new UsageError(`--substatuses goes alone\n${USAGE}`);
  const config = crmConfigFromEnv();
  if (!config) {
    io.error('sync: the CRM is not configured: set OMNICASA_URL, OMNICASA_CUSTOMER and OMNICASA_PASSWORD (docs/crm.md)');
    return 1;
  }
  const client = new OmnicasaClient(config, { timeoutMs: env.OMNICASA_TIMEOUT_SECONDS * 1000 });
  try {
    for (const line of substatusLines(await readSubstatuses(client, ENABLED_LANGUAGES, stateMapping()), stateMapping())) io.log(`sync: ${line}`);
    return 0;
  } catch (e) {
    if (!(e instanceof CrmError)) throw e;
    io.error(`sync: the CRM's substatuses could not be read: ${e.message}`);
    return 1;
  }
}

async function main(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes('--substatuses')) return printSubstatuses(argv, io);
  const args = parseArgs(argv);
  const config = crmConfigFromEnv();
  if (!config && !args.status) {
    io.error('sync: the CRM is not configured: set OMNICASA_URL, OMNICASA_CUSTOMER and OMNICASA_PASSWORD (docs/crm.md)');
    return 1;
  }
  const handle = await openDatabase();
  try {
    if (args.status) {
      const runs = await recentRuns(handle.db, 5);
      if (!config) io.log('sync: the CRM is not configured (OMNICASA_URL, OMNICASA_CUSTOMER, OMNICASA_PASSWORD): the site does not sync');
      if (!runs.length) io.log('sync: no sync has run yet');
      for (const run of runs) io.log(`sync: ${describeRun(run)}`);
      const ok = runs.find((r) => r.status === 'ok');
      if (runs.length && !ok) io.log('sync: none of these succeeded');
      const fieldsLine = unmappedLine(runs);
      if (fieldsLine) io.log(`sync: ${fieldsLine}`);
      return 0;
    }
    const capture = args.capture ? new CaptureFolder(resolve(args.capture), [config!.customer, config!.password]) : undefined;
    const client = new OmnicasaClient(config!, {
      capture,
      timeoutMs: env.OMNICASA_TIMEOUT_SECONDS * 1000,
      onRetry: (endpoint, attempt, waitMs, error) => io.log(`sync: ${error.message}; retry ${attempt} in ${Math.round(waitMs / 1000)} s`),
    });
    const outcome = await syncFromCrm(handle, client, {
      full: args.full,
      allowWithdraw: args.allowWithdraw,
      trigger: 'cli',
      onProgress: (line) => io.log(line),
    });
    if (outcome.status === 'busy') {
      io.error('sync: another sync is running; try again when it is done (npm run sync -- --status)');
      return 2;
    }
    if (outcome.status === 'failed') {
      const e = outcome.error;
      if (e instanceof CrmError && e.kind === 'credentials')
        io.error(`sync: the CRM refused the customer name or password (OMNICASA_CUSTOMER / OMNICASA_PASSWORD): ${e.message}`);
      else io.error(`sync: failed, nothing was withdrawn and the site keeps its data: ${e.message}`);
      return 1;
    }
    report(io, outcome.summary);
    if (capture) {
      await captureLookups(io, client);
      io.log(`sync: ${capture.files.size} answers saved in ${capture.dir} (no credentials, personal data replaced): send the folder to the developers`);
    }
    return 0;
  } finally {
    await handle.close();
  }
}

export const syncCommand = runCli('sync.ts', 'sync', main, { expected: [UsageError] });
