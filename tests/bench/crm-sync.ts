/**
 * CRM sync benchmark (`npm run bench:crm`): 10,000 properties (IDs from 1001) with projects and their units, in
 * four languages, synced from the local stand-in of the CRM (tests/support/omnicasa-server.ts) by the production
 * server itself (the schedule of lib/crm/omnicasa/schedule.ts, as an agency's site runs it), on a fresh PGlite
 * database of its own, while the bench asks the site for pages the whole time.
 *
 * Two syncs: the first (full: the site is empty, as at an agency's first deployment), then, once the pages have
 * been measured on a quiet site, a second one in which every property changed (an incremental sync that reads
 * and writes the whole catalogue again while the site serves it: the case of a nightly run on a live site).
 * Reports each sync's time (from the server's own log line) and the server's resident memory (before, peak,
 * after), and the latency (p50, p99, longest) of the home page, the sale listing and a property page, asked by
 * `--connections` visitors one after another: during each sync and on the quiet site in between. Figures, not
 * a test: it exits 1 only when the run itself fails (no build, the server does not start, a sync fails or does
 * not finish within --timeout).
 *
 *   npm run bench:crm                                  10,000 properties, 50 projects, 4 visitors
 *   npm run bench:crm -- --properties 2000 --connections 8 --port 3610
 *   npm run bench:crm -- --without-site                 the sync alone, in this process (no build needed)
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CREDENTIALS, crmDate, OmnicasaStandIn } from '../support/omnicasa-server';
import { ensureBuild, numberArg, RESULTS_DIR, ROOT, round, Site, sleep } from './site';

const PROPERTIES = numberArg('properties', 10_000);
const PROJECTS = numberArg('projects', 50);
const CONNECTIONS = numberArg('connections', 4);
const PORT = numberArg('port', 3610);
const CRM_PORT = numberArg('crm-port', 3611);
const QUIET_S = numberArg('quiet', 30);
const TIMEOUT_S = numberArg('timeout', 3600);
/** Minutes between the schedule's turns: the second sync is the turn after the first. */
const SYNC_MINUTES = 3;
const HOME = '/fr/';
const LISTING = '/fr/a-vendre/';
const log = (m: string) => console.log(`[bench:crm] ${m}`);

type Latencies = Map<string, number[]>;
type PageFigures = { requests: number; errors: number; p50Ms: number; p99Ms: number; maxMs: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/**
 * `CONNECTIONS` visitors, each asking for the pages in turn, one request after the other, until `until()` is true;
 * every answer's time is kept by page. A page that does not answer 200 counts as an error (its time is kept too).
 */
async function visit(pages: string[], until: () => boolean): Promise<{ latencies: Latencies; errors: Map<string, number> }> {
  const latencies: Latencies = new Map(pages.map((p) => [p, []]));
  const errors = new Map(pages.map((p) => [p, 0]));
  const visitor = async (offset: number) => {
    for (let i = offset; !until(); i++) {
      const path = pages[i % pages.length] as string;
      const started = performance.now();
      let ok = false;
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}${path}`, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        ok = response.status === 200;
      } catch {
        // a time-out or a refused connection: an error, timed like an answer
      }
      latencies.get(path)?.push(performance.now() - started);
      if (!ok) errors.set(path, (errors.get(path) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => visitor(i)));
  return { latencies, errors };
}

function figures({ latencies, errors }: Awaited<ReturnType<typeof visit>>): Record<string, PageFigures> {
  const of = (times: number[], errs: number): PageFigures => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      errors: errs,
      p50Ms: round(percentile(sorted, 50), 1),
      p99Ms: round(percentile(sorted, 99), 1),
      maxMs: round(sorted.at(-1) ?? NaN, 1),
    };
  };
  const out: Record<string, PageFigures> = {};
  for (const [path, times] of latencies) out[path] = of(times, errors.get(path) ?? 0);
  out.all = of(
    [...latencies.values()].flat(),
    [...errors.values()].reduce((a, b) => a + b, 0),
  );
  return out;
}

/** The `n`th `[crm] … sync ok in N ms` (or failed) line of the server's log, from 1. */
function syncLine(logFile: string, n: number): { ok: boolean; ms: number | null; line: string } | null {
  const lines = [
    ...readFileSync(logFile, 'utf8').matchAll(/\[crm\] ((?:full|incremental) sync ok in (\d+) ms[^"\n]*|(?:full|incremental) sync failed[^"\n]*)/g),
  ];
  const m = lines[n - 1];
  if (!m) return null;
  return { ok: / sync ok/.test(m[1] ?? ''), ms: m[2] ? Number(m[2]) : null, line: m[1] ?? '' };
}

/**
 * `--without-site`: the same full sync run by this process on a fresh PGlite database of its own (no build, no
 * server): the sync's own time and this process's peak memory, for a machine where the site cannot be built.
 */
async function withoutSite() {
  const { openDatabase } = await import('../../lib/data/connection');
  const { OmnicasaClient } = await import('../../lib/crm/omnicasa/client');
  const { syncFromCrm } = await import('../../lib/crm/omnicasa/sync');
  const crm = new OmnicasaStandIn().seed(PROPERTIES, PROJECTS);
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
  const crm = new OmnicasaStandIn().seed(PROPERTIES, PROJECTS);
  const crmUrl = await crm.start(CRM_PORT);
  log(`CRM stand-in with ${PROPERTIES} properties and ${PROJECTS} projects × 4 languages on ${crmUrl}`);
  const pgliteDir = join(ROOT, '.data/bench-crm-pglite');
  rmSync(pgliteDir, { recursive: true, force: true });
  Object.assign(process.env, {
    OMNICASA_URL: crmUrl,
    OMNICASA_CUSTOMER: CREDENTIALS.customer,
    OMNICASA_PASSWORD: CREDENTIALS.password,
    CRM_SYNC_MINUTES: String(SYNC_MINUTES),
  });
  const site = new Site({ port: PORT, database: { kind: 'pglite', dir: pgliteDir }, logName: 'crm-sync-server.log', log });
  const stop = () => site.kill('SIGTERM');
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const rss = () => site.rssMiB() ?? 0;
  /** Pages asked during sync `n` (its first CRM request already seen) until the server logs its end; memory sampled. */
  const duringSync = async (n: number, pages: string[]) => {
    const started = Date.now();
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 500);
    let done = syncLine(site.logFile, n);
    const watcher = setInterval(() => {
      site.assertRunning(`sync ${n}`);
      done = syncLine(site.logFile, n);
    }, 1000);
    const visits = await visit(pages, () => done !== null || Date.now() - started > TIMEOUT_S * 1000);
    clearInterval(sampler);
    clearInterval(watcher);
    if (!done) throw new Error(`sync ${n} did not finish within ${TIMEOUT_S} s`);
    const line = done as { ok: boolean; ms: number | null; line: string };
    if (!line.ok) throw new Error(`sync ${n} failed: ${line.line}`);
    const calls = crm.requests.length;
    log(`sync ${n} done: ${line.line}; ${calls} CRM calls so far; ${rss()} MiB`);
    return { syncMs: line.ms, wallMs: Date.now() - started, rssMiB: { before, peak, after: rss() }, pages: figures(visits) };
  };
  const waitForCrm = async (calls: number, what: string) => {
    while (crm.requests.length <= calls) {
      site.assertRunning(what);
      await sleep(200);
    }
  };
  try {
    await site.start(HOME);
    for (const path of [HOME, LISTING]) for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).arrayBuffer();
    log(`server up, ${rss()} MiB; waiting for the scheduled first sync (30 s after start)`);
    await waitForCrm(0, 'the wait for the first sync');
    const first = await duringSync(1, [HOME, LISTING]);
    // Every property changes in the CRM: the next turn (an incremental sync) reads and writes all of them again.
    const callsAfterFirst = crm.requests.length;
    const now = crmDate(Date.now());
    for (const list of Object.values(crm.properties)) for (const item of list) item.LastChangedDate = now;

    // The catalogue version is read once a minute: wait until the listing links a property.
    let property: string | null = null;
    for (const deadline = Date.now() + 150_000; !property && Date.now() < deadline;) {
      await sleep(5_000);
      const html = await (await fetch(`http://127.0.0.1:${PORT}${LISTING}`)).text();
      property = /\/fr\/bien\/\d+\//.exec(html)?.[0] ?? null;
    }
    if (!property) throw new Error(`${LISTING} links no property 150 s after the first sync`);
    const pages = [HOME, LISTING, property];
    for (const path of pages) for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).arrayBuffer();
    log(`quiet site: ${pages.join(', ')} for ${QUIET_S} s (or until the next sync starts)`);
    const quietEnd = Date.now() + QUIET_S * 1000;
    const quiet = figures(await visit(pages, () => Date.now() > quietEnd || crm.requests.length > callsAfterFirst));
    const quietCut = crm.requests.length > callsAfterFirst;
    log(`quiet: p50 ${quiet.all?.p50Ms} ms, p99 ${quiet.all?.p99Ms} ms${quietCut ? ' (cut short by the next sync)' : ''}; waiting for the next turn`);
    await waitForCrm(callsAfterFirst, 'the wait for the second sync');
    const second = await duringSync(2, pages);

    const summary = {
      date: new Date().toISOString(),
      properties: PROPERTIES,
      projects: PROJECTS,
      languages: 4,
      connections: CONNECTIONS,
      loadAverage: (await import('node:os')).loadavg().map((n) => round(n, 1)),
      calls: { first: callsAfterFirst, second: crm.requests.length - callsAfterFirst },
      firstSync: first,
      quiet: { seconds: QUIET_S, cutShort: quietCut, pages: quiet },
      secondSync: second,
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
