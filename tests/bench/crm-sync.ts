/**
 * CRM sync benchmark (`npm run bench:crm`): a full sync of 10,000 properties in four languages from the local
 * stand-in of the CRM (tests/support/omnicasa-server.ts), run by the production server itself (the schedule of
 * lib/crm/omnicasa/schedule.ts, as an agency's site runs it), on a fresh PGlite database of its own.
 *
 * Reports: the sync's time (from the server's own log line), the server's resident memory before, at its
 * peak during the sync and after, and the p99 latency of cached pages (the home page and a static page) while
 * the sync runs, next to the same load once it is done. Figures, not a test: it exits 1 only when the run
 * itself fails (no build, the server does not start, the sync fails or does not finish within --timeout).
 *
 *   npm run bench:crm                                  10,000 properties, 10 connections
 *   npm run bench:crm -- --properties 2000 --connections 20 --port 3610
 *   npm run bench:crm -- --without-site                 the sync alone, in this process (no build needed)
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { CREDENTIALS, OmnicasaStandIn } from '../support/omnicasa-server';
import { ensureBuild, numberArg, RESULTS_DIR, ROOT, round, Site, sleep } from './site';

const PROPERTIES = numberArg('properties', 10_000);
const CONNECTIONS = numberArg('connections', 10);
const PORT = numberArg('port', 3610);
const CRM_PORT = numberArg('crm-port', 3611);
const WINDOW_S = numberArg('window', 10);
const TIMEOUT_S = numberArg('timeout', 3600);
const PAGES = ['/fr/', '/fr/contact/'];
const log = (m: string) => console.log(`[bench:crm] ${m}`);

async function measure(seconds: number): Promise<Result> {
  let i = 0;
  // The pages in turn, one request after another (the option is missing from tests/bench/autocannon.d.ts).
  const rotate = { requests: [{ setupRequest: (request: { path?: string }) => ({ ...request, path: PAGES[i++ % PAGES.length] }) }] };
  return autocannon({ url: `http://127.0.0.1:${PORT}`, connections: CONNECTIONS, duration: seconds, timeout: 30, ...rotate });
}

function syncLine(logFile: string): { ok: boolean; ms: number | null; line: string } | null {
  const text = readFileSync(logFile, 'utf8');
  const [, line, ms] = /\[crm\] (full sync ok in (\d+) ms[^"\n]*|full sync failed[^"\n]*)/.exec(text) ?? [];
  return line ? { ok: line.startsWith('full sync ok'), ms: ms ? Number(ms) : null, line } : null;
}

/**
 * `--without-site`: the same full sync run by this process on a fresh PGlite database of its own (no build, no
 * server): the sync's own time and this process's peak memory, for a machine where the site cannot be built.
 */
async function withoutSite() {
  const { openDatabase } = await import('../../lib/data/connection');
  const { OmnicasaClient } = await import('../../lib/crm/omnicasa/client');
  const { syncFromCrm } = await import('../../lib/crm/omnicasa/sync');
  const crm = new OmnicasaStandIn().seed(PROPERTIES, 5);
  const url = await crm.start(CRM_PORT);
  const dir = join(ROOT, '.data/bench-crm-inprocess');
  rmSync(dir, { recursive: true, force: true });
  const handle = await openDatabase({ url: '', dataDir: dir });
  const rssBefore = Math.round(process.memoryUsage().rss / 2 ** 20);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, Math.round(process.memoryUsage().rss / 2 ** 20))), 250);
  const started = Date.now();
  const outcome = await syncFromCrm(handle, new OmnicasaClient({ url, customer: CREDENTIALS.customer, password: CREDENTIALS.password }), { full: true });
  clearInterval(sampler);
  await handle.close();
  await crm.stop();
  if (outcome.status !== 'ok') throw new Error(`the sync ${outcome.status}${outcome.status === 'failed' ? `: ${outcome.error.message}` : ''}`);
  const summary = {
    date: new Date().toISOString(),
    mode: 'without-site',
    properties: PROPERTIES,
    records: outcome.summary.properties.imported,
    calls: outcome.summary.calls,
    syncMs: outcome.summary.ms,
    wallMs: Date.now() - started,
    rssMiB: { before: rssBefore, peak },
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'crm-sync-without-site.json'), JSON.stringify(summary, null, 2));
  console.log(JSON.stringify(summary, null, 2));
}

async function main() {
  if (process.argv.includes('--without-site')) return withoutSite();
  await ensureBuild(log);
  const crm = new OmnicasaStandIn().seed(PROPERTIES, 5);
  const crmUrl = await crm.start(CRM_PORT);
  log(`CRM stand-in with ${PROPERTIES} properties × 4 languages on ${crmUrl}`);
  const pgliteDir = join(ROOT, '.data/bench-crm-pglite');
  rmSync(pgliteDir, { recursive: true, force: true });
  Object.assign(process.env, {
    OMNICASA_URL: crmUrl,
    OMNICASA_CUSTOMER: CREDENTIALS.customer,
    OMNICASA_PASSWORD: CREDENTIALS.password,
    CRM_SYNC_MINUTES: '600',
  });
  const site = new Site({ port: PORT, database: { kind: 'pglite', dir: pgliteDir }, logName: 'crm-sync-server.log', log });
  const stop = () => site.kill('SIGTERM');
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await site.start('/fr/');
    for (const path of PAGES) for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).arrayBuffer();
    const rssBefore = site.rssMiB();
    log(`server up, ${rssBefore} MiB; waiting for the scheduled first sync (30 s after start)`);
    while (crm.requests.length === 0) {
      site.assertRunning('the wait for the sync');
      await sleep(200);
    }
    const started = Date.now();
    let peak = site.rssMiB() ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, site.rssMiB() ?? 0)), 500);
    const during: Result[] = [];
    let done = syncLine(site.logFile);
    while (!done) {
      if (Date.now() - started > TIMEOUT_S * 1000) throw new Error(`the sync did not finish within ${TIMEOUT_S} s`);
      site.assertRunning('the sync');
      const window = await measure(WINDOW_S);
      during.push(window);
      log(
        `window ${during.length} (${Math.round((Date.now() - started) / 1000)} s): p99 ${window.latency.p99} ms, ${Math.round(window.requests.average)} req/s, ${site.rssMiB()} MiB`,
      );
      done = syncLine(site.logFile);
    }
    clearInterval(sampler);
    const wall = Date.now() - started;
    if (!done.ok) throw new Error(`the sync failed: ${done.line}`);
    const rssAfter = site.rssMiB();
    log(`sync done: ${done.line}; waiting 70 s for the catalogue change to settle, then the same load without a sync`);
    await sleep(70_000);
    for (const path of PAGES) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).arrayBuffer();
    const without = await measure(Math.max(WINDOW_S, 20));

    // A window in which no request was answered at all has no p99: it counts as the worst.
    const p99s = during.map((r) => (r.requests.total ? r.latency.p99 : Infinity)).sort((a, b) => a - b);
    const reqs = during.reduce((n, r) => n + r.requests.total, 0);
    const errors = during.reduce((n, r) => n + r.errors + r.non2xx + r.timeouts, 0);
    const summary = {
      date: new Date().toISOString(),
      properties: PROPERTIES,
      languages: 4,
      records: PROPERTIES * 4,
      calls: crm.requests.length,
      syncMs: done.ms,
      wallMs: wall,
      rssMiB: { before: rssBefore, peakDuringSync: peak, after: rssAfter },
      pages: PAGES,
      connections: CONNECTIONS,
      duringSync: {
        windows: during.length,
        requests: reqs,
        errors,
        p99MedianWindowMs: p99s[Math.floor(p99s.length / 2)],
        p99WorstWindowMs: p99s[p99s.length - 1] === Infinity ? 'no answer in a whole window' : p99s[p99s.length - 1],
        windowsWithoutAnswer: during.filter((r) => !r.requests.total).length,
        reqPerSec: round(reqs / (during.length * WINDOW_S || 1), 1),
      },
      withoutSync: {
        requests: without.requests.total,
        errors: without.errors + without.non2xx + without.timeouts,
        p99Ms: without.latency.p99,
        reqPerSec: round(without.requests.average, 1),
      },
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, 'crm-sync.json'), JSON.stringify(summary, null, 2));
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    stop();
    await crm.stop();
  }
}

main().catch((e) => {
  console.error(`[bench:crm] failed: ${(e as Error).message}`);
  process.exit(1);
});
