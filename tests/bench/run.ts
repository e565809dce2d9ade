/**
 * `npm run bench [-- --duration 10 --connections 20 --port 3300]`: load benchmark of the built site on
 * 10,000 properties. Seeds a dedicated PGlite database, or the PostgreSQL database of `--database-url` (once), starts the production server (`npm start`) on it, and measures a
 * static page, the unfiltered listing, a filtered listing, a detail page and the search box's data one
 * after another with autocannon. Prints requests/s and latency with the ratio of each to the static page,
 * the targets of the issue (PASS/MISS, a report only), and writes tests/bench/results/latest.json.
 * Exits non-zero only when the run itself fails (no build, seed error, a URL that does not answer 200 …).
 * See tests/bench/README.md.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { type Result } from 'autocannon';
import { CITIES, WEB_TYPES } from '../../lib/db/seed/properties';
import { must } from '../support/must';
import { get as getFrom, html, load as loadOn, stopLoad, type Probe, type Target, visit as visitOn, warmAndCheck as warmAndCheckOn } from './load';
import { cycle, mix, newSearches, NEW_SEARCH_EVERY, popularSearches, searchTypes, swap } from './searches';
import {
  benchDatabase,
  buildId,
  describeDatabase,
  ensureBuild,
  machineLine,
  machineReport,
  numberArg as arg,
  prepareDatabase,
  RESULTS_DIR,
  ROOT,
  round,
  Site,
} from './site';

/** The catalogue's size (`--properties`): 10,000 by default; 1,000 or 50,000 show how the figures grow. */
const PROPERTIES = arg('properties', 10_000);
const LANG = 'fr';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 20);
const PORT = arg('port', 3300);
/** Seconds of unrecorded load right before each measurement, so the JIT and caches are warm for every URL alike. */
const WARMUP = arg('warmup', 2);
/** PGlite in its own folder, or the PostgreSQL database of `--database-url` / `BENCH_DATABASE_URL`. */
const DATABASE = benchDatabase(resolve(ROOT, process.env.BENCH_PGLITE_DIR ?? `.data/bench-pglite-${PROPERTIES}`));

/** The targets of the issue: ratios to the static page's requests/s, and the search data's p99. */
const TARGETS = { unfiltered: 0.8, detail: 0.8, filtered: 0.3, searchP99Ms: 50, postgresRssMiB: 512 };

const log = (message: string) => console.log(`bench: ${message}`);
const site = new Site({ port: PORT, database: DATABASE, logName: 'server.log', log });
const BASE = site.base;

// ---------------------------------------------------------------- checks and warm-up

const get = (path: string) => getFrom(BASE, path);

function searchData(body: string, type: string): string | null {
  if (!type.includes('application/json')) return `content-type is ${type || 'missing'}, not JSON`;
  let data: { types?: unknown[]; cities?: unknown[]; properties?: unknown[] };
  try {
    data = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const found = (data.types?.length ?? 0) + (data.cities?.length ?? 0) + (data.properties?.length ?? 0);
  return found > 0 ? null : 'no types, cities or properties in the answer';
}

const DETAIL_LINK = new RegExp(`/${LANG}/bien/(\\d+)/`);
const RENT_LISTING = `/${LANG}/a-louer/`;

/** The distinct URLs requested by the last load. */
let lastUrls = new Set<string>();

async function load(target: Target, seconds: number): Promise<Result> {
  const { result, urls } = await loadOn(BASE, target, seconds, CONNECTIONS);
  lastUrls = urls;
  return result;
}

type Row = {
  name: string;
  path: string;
  requestsPerSecond: number;
  requests: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  cache: string | null;
  bytesPerResponse: number;
  /** How many distinct URLs the measured requests went through (1 but for the filtered listings). */
  distinctUrls: number;
  /** The server's CPU time per request during the measurement (all its processes), in ms. */
  cpuMsPerRequest: number | null;
  /** The static page's CPU time per request ÷ this URL's: the ratio on CPU time, steadier than on requests/s. */
  cpuRatioToStatic: number | null;
  /** The server's peak resident memory (MiB) while this URL was warmed up and measured, sampled every 500 ms. */
  rssPeakMiB: number | null;
  note: string | null;
  ratioToStatic: number;
};

function row(target: Target, result: Result, probe: Probe): Omit<Row, 'ratioToStatic' | 'cpuMsPerRequest' | 'cpuRatioToStatic' | 'rssPeakMiB'> {
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: round(result.requests.average, 1),
    requests: result.requests.total,
    latencyMs: {
      average: round(result.latency.average),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cache: probe.cache,
    bytesPerResponse: Buffer.byteLength(probe.body),
    distinctUrls: lastUrls.size,
    note: target.note ?? null,
  };
}

function table(rows: Row[]): string {
  const head = ['page', 'URLs', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio', 'cpu ms/req', 'cpu ratio', 'peak MiB'];
  const lines = rows.map((r) => [
    r.name,
    String(r.distinctUrls),
    r.requestsPerSecond.toFixed(1),
    String(r.latencyMs.p50),
    String(r.latencyMs.p99),
    String(r.non2xx + r.errors),
    r.ratioToStatic.toFixed(2),
    r.cpuMsPerRequest?.toFixed(2) ?? '-',
    r.cpuRatioToStatic?.toFixed(2) ?? '-',
    r.rssPeakMiB === null ? '-' : String(r.rssPeakMiB),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

// ---------------------------------------------------------------- the search data

/**
 * What visitors type in the home search box, letter by letter: every prefix (1 to 6 characters) of each
 * city's and each type's name in the language, and of references (MH-2, MH-24-0 …), each once in a
 * shuffled order, so a text's first request is answered from the index and later ones from the answers kept.
 */
function searchTexts(lang: 'fr'): string[] {
  const names = [...CITIES.map((c) => c.name[lang]), ...WEB_TYPES.map((t) => t.name[lang]), 'MH-24-0123', 'MH-25-0456', 'MH-26-0789'];
  const texts = new Set<string>();
  for (const name of names) for (let n = 1; n <= Math.min(6, name.length); n++) texts.add(name.slice(0, n));
  const list = [...texts];
  // A fixed shuffle (linear congruential), the same in every run.
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    swap(list, i, seed % (i + 1));
  }
  return list.map((text) => `/api/search/?lang=${lang}&q=${encodeURIComponent(text)}`);
}

/** Requests each URL once (earlier visitors: renders and caches it); all must answer 200 with HTML. */
async function visit(target: Target, urls: string[]) {
  const started = Date.now();
  const withResults = await visitOn(BASE, target, urls, DETAIL_LINK);
  log(
    `visited the ${urls.length} URLs of ${target.name} once in ${((Date.now() - started) / 1000).toFixed(1)} s (${withResults} with results, ${urls.length - withResults} with none)`,
  );
}

// ---------------------------------------------------------------- main

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  await prepareDatabase(DATABASE, PROPERTIES, log);
  await ensureBuild(log);
  const buildAtStart = buildId();
  await site.start(`/${LANG}/`);
  // The server's resident memory, sampled from start to the end of the measurements: its peak is the memory under load.
  // The peak of each URL's warm-up and measurement too: which load holds the memory.
  let serverRssPeakMiB = site.rssMiB() ?? 0;
  let targetRssPeakMiB = 0;
  const sampler = setInterval(() => {
    const rss = site.rssMiB() ?? 0;
    serverRssPeakMiB = Math.max(serverRssPeakMiB, rss);
    targetRssPeakMiB = Math.max(targetRssPeakMiB, rss);
  }, 500);
  sampler.unref();

  const listing = `/${LANG}/a-vendre/`;
  const listingPage = await get(listing);
  const id = DETAIL_LINK.exec(listingPage.body)?.[1];
  if (listingPage.status !== 200 || !id) throw new Error(`found no /${LANG}/bien/{id}/ link in ${listing} (status ${listingPage.status})`);

  const types = await searchTypes(BASE, LANG);
  const searches = popularSearches(types, listing, RENT_LISTING);
  // Two disjoint ranges of maximum prices: a 'new' search of one row is never a search of the other.
  const firstViews = newSearches(types, listing, 150_000);
  const longTail = newSearches(types, listing, 5_000_000);

  const targets: Target[] = [
    { name: 'static page', path: `/${LANG}/notre-agence/liens-utiles/`, check: html(2000) },
    { name: 'unfiltered listing', path: listing, check: html(2000, DETAIL_LINK, 'property link') },
    {
      name: 'filtered listing',
      path: `${listing}?type=2&zone=brussels&sort=price-asc`,
      check: html(2000, DETAIL_LINK, 'property link'),
      next: mix(cycle(searches), longTail, NEW_SEARCH_EVERY),
      visited: searches,
      note: `${searches.length} distinct searches (sale and rent × type × zone × sort), each made once before the measurement, then in turn; one request in ${NEW_SEARCH_EVERY} is a search never made before`,
    },
    {
      name: 'filtered, first view',
      path: `${listing}?type=2&zone=brussels&pmax=150000`,
      check: html(2000, DETAIL_LINK, 'property link'),
      next: firstViews,
      note: 'every request a search never made before (its own maximum price): rendered and queried for the request',
    },
    { name: 'detail page', path: `/${LANG}/bien/${id}/`, check: html(2000, new RegExp(`\\b${id}\\b`), `id ${id}`) },
    // The search box's index is re-read from the database once a minute, in the background while the old one
    // answers (lib/data/memo.ts), so a reload inside the window slows no answer but for the query's own time.
    {
      name: 'search data',
      path: `/api/search/?lang=${LANG}&q=li`,
      check: searchData,
      next: cycle(searchTexts(LANG)),
      note: `${searchTexts(LANG).length} texts typed letter by letter (prefixes of city and type names and references), in turn`,
    },
  ];

  const probes = new Map<string, Probe>();
  const checkAndWarm = async (target: Target) => {
    const probe = await warmAndCheckOn(BASE, target);
    probes.set(target.name, probe);
    log(`ok ${target.name}: ${target.path} (${probe.body.length} characters${probe.cache ? `, x-nextjs-cache ${probe.cache}` : ''})`);
  };
  // The URLs must answer before minutes are spent measuring any of them.
  for (const target of targets) await checkAndWarm(target);

  const measured: Omit<Row, 'ratioToStatic' | 'cpuRatioToStatic'>[] = [];
  for (const target of targets) {
    targetRssPeakMiB = site.rssMiB() ?? 0;
    if (target.visited) await visit(target, target.visited);
    if (WARMUP > 0) await load(target, WARMUP);
    log(`measuring ${target.name} for ${DURATION} s at ${CONNECTIONS} connections${target.next ? ` (${target.note})` : ''}`);
    const cpuBefore = site.cpuMs();
    const result = await load(target, DURATION);
    const cpuAfter = site.cpuMs();
    site.assertRunning(`the measurement of the ${target.name}`);
    const cpuMsPerRequest =
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? round((cpuAfter - cpuBefore) / result.requests.total, 3) : null;
    const rssPeakMiB = site.rssMiB() === null ? null : Math.max(targetRssPeakMiB, site.rssMiB() ?? 0);
    measured.push({ ...row(target, result, probes.get(target.name)!), cpuMsPerRequest, rssPeakMiB });
  }

  // The static page is the first target, the yardstick of every ratio.
  const { requestsPerSecond: staticRps, cpuMsPerRequest: staticCpu } = must(measured[0], "the static page's measurement");
  const rows: Row[] = measured.map((r) => ({
    ...r,
    ratioToStatic: staticRps > 0 ? round(r.requestsPerSecond / staticRps, 3) : 0,
    cpuRatioToStatic: staticCpu && r.cpuMsPerRequest ? round(staticCpu / r.cpuMsPerRequest, 3) : null,
  }));
  const byName = (name: string) => rows.find((r) => r.name === name)!;
  const goals = [
    {
      goal: `unfiltered listing ≥ ${TARGETS.unfiltered} of the static page`,
      value: byName('unfiltered listing').ratioToStatic,
      pass: byName('unfiltered listing').ratioToStatic >= TARGETS.unfiltered,
    },
    {
      goal: `detail page ≥ ${TARGETS.detail} of the static page`,
      value: byName('detail page').ratioToStatic,
      pass: byName('detail page').ratioToStatic >= TARGETS.detail,
    },
    {
      goal: `filtered listing ≥ ${TARGETS.filtered} of the static page`,
      value: byName('filtered listing').ratioToStatic,
      pass: byName('filtered listing').ratioToStatic >= TARGETS.filtered,
    },
    {
      goal: `search data p99 < ${TARGETS.searchP99Ms} ms at ${CONNECTIONS} connections`,
      value: byName('search data').latencyMs.p99,
      pass: byName('search data').latencyMs.p99 < TARGETS.searchP99Ms,
    },
  ];

  // After every measurement: the French listing and search indexes of 10,000 properties and the cached result pages are in memory.
  const serverRssMiB = site.rssMiB();
  clearInterval(sampler);
  if (serverRssMiB !== null) serverRssPeakMiB = Math.max(serverRssPeakMiB, serverRssMiB);
  // The target: one instance on PostgreSQL under load under 512 MiB resident (the Node.js process; PostgreSQL's own are apart).
  if (DATABASE.kind === 'postgres' && serverRssMiB !== null)
    goals.push({
      goal: `server memory on PostgreSQL < ${TARGETS.postgresRssMiB} MiB resident (peak during the run)`,
      value: serverRssPeakMiB,
      pass: serverRssPeakMiB < TARGETS.postgresRssMiB,
    });
  const buildAtEnd = buildId();
  const machine = machineReport(loadBefore);
  const report = {
    date: startedAt.toISOString(),
    machine,
    settings: {
      properties: PROPERTIES,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      database: DATABASE.kind,
      databaseWhere: describeDatabase(DATABASE),
      buildId: buildAtStart,
    },
    results: rows,
    /** Resident memory of the server after the measurements, and its peak sampled every 500 ms from start to then (MiB); on PostgreSQL the Node.js process alone. */
    serverRssMiB,
    serverRssPeakMiB,
    targets: goals,
  };
  writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n${PROPERTIES} properties on ${describeDatabase(DATABASE)}, ${DURATION} s per URL at ${CONNECTIONS} connections, ${machineLine(machine)}\n`);
  console.log(table(rows));
  console.log(
    "\n(URLs = distinct URLs measured; errors = non-2xx answers + connection errors; ratio = requests/s ÷ the static page's;\n cpu ms/req = the server's CPU time per request; cpu ratio = the static page's cpu ms/req ÷ this one's, steadier on a busy machine;\n peak MiB = the server's peak resident memory while the URL was warmed up and measured)\n",
  );
  for (const g of goals)
    console.log(`${g.pass ? 'PASS' : 'MISS'}  ${g.goal}: ${g.value}${g.goal.startsWith('search') ? ' ms' : g.goal.includes('MiB') ? ' MiB' : ''}`);
  if (serverRssMiB !== null)
    console.log(
      `\nserver memory after the run: ${serverRssMiB} MiB resident (peak ${serverRssPeakMiB} MiB)${DATABASE.kind === 'postgres' ? "; the Node.js server alone, PostgreSQL's processes are not counted" : ''}`,
    );
  console.log(`\nfigures written to ${join(RESULTS_DIR, 'latest.json')}`);
  if (buildAtEnd !== buildAtStart)
    console.warn(`bench: warning: .next/BUILD_ID changed during the run (${buildAtStart} → ${buildAtEnd}); the figures may mix two builds`);
  const failures = rows.filter((r) => r.non2xx + r.errors > 0);
  if (failures.length)
    console.warn(`bench: warning: errors during the run for ${failures.map((r) => r.name).join(', ')}; see ${join(RESULTS_DIR, 'server.log')}`);
}

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  console.error('\nbench: interrupted, stopping the server');
  stopLoad();
  void site.stop().finally(() => process.exit(130));
});
process.on('SIGTERM', () => {
  stopLoad();
  void site.stop().finally(() => process.exit(143));
});
// Last resort if the process ends some other way: never leave the server behind.
process.on('exit', () => site.kill('SIGKILL'));

main()
  .then(() => site.stop())
  .catch(async (e) => {
    console.error(`bench failed: ${(e as Error).message}`);
    await site.stop();
    process.exitCode = 1;
  });
