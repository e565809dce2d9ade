/**
 * `npm run bench:framework [-- --duration 10 --runs 3 --connections 20 --port 3302]`: the site's cached public pages
 * against the bare Next.js app (tests/bench/bare.ts), measured in the same run. Seeds the load benchmark's
 * database (once), builds what is missing, starts the production server (`npm start`) and the bare app
 * (`next start`) side by side, then measures with autocannon, in `--runs` rounds, the bare page, the privacy page
 * (prerendered), the home page, the for-sale listing, a property page and the filtered listings (run.ts's mix);
 * each round in another order, so that no page always takes the same moment of a busy machine. Every figure is
 * given as a ratio to the bare page's of the same round. Prints the table and the targets of the issue
 * (PASS/MISS, a report only), writes tests/bench/results/framework.json. See tests/bench/README.md.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { must } from '../support/must';
import { BARE_LOCALES, BARE_PATH, bareSite, bareVersions, ensureBareBuild } from './bare';
import { get, html, load, stopLoad, type Target, visit, warmAndCheck } from './load';
import { cycle, mix, newSearches, NEW_SEARCH_EVERY, popularSearches, searchTypes } from './searches';
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

const PROPERTIES = arg('properties', 10_000);
const LANG = 'fr';
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 20);
const RUNS = arg('runs', 3);
/** Seconds of unrecorded load right before each measurement, so the JIT and caches are warm for every URL alike. */
const WARMUP = arg('warmup', 2);
const PORT = arg('port', 3302);
const BARE_PORT = arg('bare-port', PORT + 1);
/** The load benchmark's database (run.ts): seeded once for both. */
const DATABASE = benchDatabase(resolve(ROOT, process.env.BENCH_PGLITE_DIR ?? `.data/bench-pglite-${PROPERTIES}`));

/** The targets of the issue, against the bare page of the same round. */
const TARGETS = { cachedRatio: 0.8, filteredRatio: 0.3, p99Ratio: 2 };

const log = (message: string) => console.log(`bench: ${message}`);
const site = new Site({ port: PORT, database: DATABASE, logName: 'framework-server.log', log });
const bare = bareSite(BARE_PORT, log);

const DETAIL_LINK = new RegExp(`/${LANG}/bien/(\\d+)/`);

/** A page measured: on which server, and which target of the issue holds for it. */
type Page = Target & { server: Site; kind: 'bare' | 'cached' | 'filtered' };

type Measure = { run: number; requestsPerSecond: number; requests: number; p50: number; p99: number; errors: number; cpuMsPerRequest: number | null };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? must(sorted[mid], 'a value') : (must(sorted[mid - 1], 'a value') + must(sorted[mid], 'a value')) / 2;
};
const span = (values: number[], digits = 2) => {
  const lo = Math.min(...values).toFixed(digits);
  const hi = Math.max(...values).toFixed(digits);
  return lo === hi ? lo : `${lo}-${hi}`;
};

async function measure(page: Page, run: number): Promise<Measure> {
  if (WARMUP > 0) await load(page.server.base, page, WARMUP, CONNECTIONS);
  const cpuBefore = page.server.cpuMs();
  const { result } = await load(page.server.base, page, DURATION, CONNECTIONS);
  const cpuAfter = page.server.cpuMs();
  page.server.assertRunning(`the measurement of the ${page.name}`);
  return {
    run,
    requestsPerSecond: round(result.requests.average, 1),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? round((cpuAfter - cpuBefore) / result.requests.total, 3) : null,
  };
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  await prepareDatabase(DATABASE, PROPERTIES, log);
  await ensureBuild(log);
  ensureBareBuild(log);
  const buildAtStart = buildId();
  await bare.start(BARE_PATH);
  await site.start(`/${LANG}/`);

  const listing = `/${LANG}/a-vendre/`;
  const listingPage = await get(site.base, listing);
  const id = DETAIL_LINK.exec(listingPage.body)?.[1];
  if (listingPage.status !== 200 || !id) throw new Error(`found no /${LANG}/bien/{id}/ link in ${listing} (status ${listingPage.status})`);
  const types = await searchTypes(site.base, LANG);
  const searches = popularSearches(types, listing, `/${LANG}/a-louer/`);

  const pages: Page[] = [
    { name: 'bare page', path: BARE_PATH, check: html(2000, /<h1>/, 'heading'), server: bare, kind: 'bare' },
    { name: 'privacy page', path: `/${LANG}/vie-privee/`, check: html(2000), server: site, kind: 'cached' },
    { name: 'home page', path: `/${LANG}/`, check: html(2000, DETAIL_LINK, 'property link'), server: site, kind: 'cached' },
    { name: 'listing', path: listing, check: html(2000, DETAIL_LINK, 'property link'), server: site, kind: 'cached' },
    { name: 'property page', path: `/${LANG}/bien/${id}/`, check: html(2000, new RegExp(`\\b${id}\\b`), `id ${id}`), server: site, kind: 'cached' },
    {
      name: 'filtered listing',
      path: `${listing}?type=2&zone=brussels&sort=price-asc`,
      check: html(2000, DETAIL_LINK, 'property link'),
      next: mix(cycle(searches), newSearches(types, listing, 5_000_000), NEW_SEARCH_EVERY),
      visited: searches,
      note: `${searches.length} searches made once before, in turn; one request in ${NEW_SEARCH_EVERY} a search never made before`,
      server: site,
      kind: 'filtered',
    },
  ];

  // Every page must answer with real content before minutes are spent measuring; the bare app in each language.
  for (const locale of BARE_LOCALES) {
    const probe = await get(bare.base, `/${locale}`);
    if (probe.status !== 200 || !probe.body.includes(`lang="${locale}"`)) throw new Error(`the bare app's /${locale} answers ${probe.status}, not its page`);
  }
  const probes = new Map<string, { bytes: number; cache: string | null }>();
  for (const page of pages) {
    const probe = await warmAndCheck(page.server.base, page);
    probes.set(page.name, { bytes: Buffer.byteLength(probe.body), cache: probe.cache });
    log(`ok ${page.name}: ${page.path} (${Buffer.byteLength(probe.body)} bytes${probe.cache ? `, x-nextjs-cache ${probe.cache}` : ''})`);
    if (page.visited) {
      const started = Date.now();
      await visit(page.server.base, page, page.visited, DETAIL_LINK);
      log(`visited the ${page.visited.length} URLs of the ${page.name} once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }

  const measures = new Map<string, Measure[]>(pages.map((p) => [p.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    // Each round starts at another page: a page does not always take the same moment of the machine.
    const order = pages.map((_, i) => must(pages[(i + run - 1) % pages.length], 'a page'));
    log(`round ${run} of ${RUNS}: ${order.map((p) => p.name).join(', ')}, ${DURATION} s each at ${CONNECTIONS} connections`);
    for (const page of order) must(measures.get(page.name), 'its measures').push(await measure(page, run));
  }

  const bareRuns = must(measures.get('bare page'), "the bare page's measures");
  const bareOf = (run: number) =>
    must(
      bareRuns.find((m) => m.run === run),
      `the bare page's round ${run}`,
    );
  const bareBytes = must(probes.get('bare page'), "the bare page's probe").bytes;
  const rows = pages.map((page) => {
    const runs = must(measures.get(page.name), 'its measures');
    const ratios = runs.map((m) => m.requestsPerSecond / bareOf(m.run).requestsPerSecond);
    const p99Ratios = runs.map((m) => m.p99 / Math.max(1, bareOf(m.run).p99));
    const cpuRatios = runs.flatMap((m) => {
      const own = bareOf(m.run).cpuMsPerRequest;
      return own && m.cpuMsPerRequest ? [own / m.cpuMsPerRequest] : [];
    });
    const { bytes, cache } = must(probes.get(page.name), 'its probe');
    const target =
      page.kind === 'bare'
        ? null
        : {
            ratio: page.kind === 'cached' ? TARGETS.cachedRatio : TARGETS.filteredRatio,
            ratioPass: median(ratios) >= (page.kind === 'cached' ? TARGETS.cachedRatio : TARGETS.filteredRatio),
            p99Ratio: page.kind === 'cached' ? TARGETS.p99Ratio : null,
            p99Pass: page.kind === 'cached' ? median(p99Ratios) < TARGETS.p99Ratio : null,
          };
    return {
      name: page.name,
      path: page.path,
      note: page.note ?? null,
      bytes,
      bytesRatio: round(bytes / bareBytes, 2),
      cache,
      runs,
      requestsPerSecond: round(median(runs.map((m) => m.requestsPerSecond)), 1),
      ratio: round(median(ratios), 3),
      ratios: ratios.map((r) => round(r, 3)),
      p99: median(runs.map((m) => m.p99)),
      p99Ratio: round(median(p99Ratios), 2),
      p99Ratios: p99Ratios.map((r) => round(r, 2)),
      cpuMsPerRequest: runs.every((m) => m.cpuMsPerRequest !== null) ? round(median(runs.map((m) => m.cpuMsPerRequest!)), 3) : null,
      cpuRatio: cpuRatios.length ? round(median(cpuRatios), 3) : null,
      errors: runs.reduce((n, m) => n + m.errors, 0),
      target,
    };
  });

  const machine = machineReport(loadBefore);
  const report = {
    date: startedAt.toISOString(),
    machine,
    settings: {
      properties: PROPERTIES,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      runs: RUNS,
      warmupSeconds: WARMUP,
      database: describeDatabase(DATABASE),
      buildId: buildAtStart,
      bare: bareVersions(),
    },
    results: rows,
  };
  writeFileSync(join(RESULTS_DIR, 'framework.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\n${PROPERTIES} properties on ${describeDatabase(DATABASE)}; ${RUNS} rounds of ${DURATION} s per page at ${CONNECTIONS} connections; ${machineLine(machine)}; bare app: next ${bareVersions().next}, next-intl ${bareVersions()['next-intl']}\n`,
  );
  const head = ['page', 'KB', 'req/s', 'ratio (rounds)', 'p99 ms', 'p99 ratio', 'cpu ms/req', 'cpu ratio', 'errors', 'target'];
  const lines = rows.map((r) => [
    r.name,
    (r.bytes / 1024).toFixed(1),
    r.requestsPerSecond.toFixed(1),
    r.name === 'bare page' ? '1.00' : `${r.ratio.toFixed(2)} (${span(r.ratios)})`,
    String(r.p99),
    r.p99Ratio.toFixed(2),
    r.cpuMsPerRequest?.toFixed(2) ?? '-',
    r.cpuRatio?.toFixed(2) ?? '-',
    String(r.errors),
    r.target
      ? [
          `≥ ${r.target.ratio}: ${r.target.ratioPass ? 'PASS' : 'MISS'}`,
          ...(r.target.p99Ratio ? [`p99 < ${r.target.p99Ratio}×: ${r.target.p99Pass ? 'PASS' : 'MISS'}`] : []),
        ].join(', ')
      : '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log([format(head), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n'));
  console.log(
    "\n(req/s, p99 and cpu: medians of the rounds; ratio = requests/s ÷ the bare page's in the same round, median and range; p99 ratio = p99 ÷ the bare page's;\n cpu ms/req = the server's CPU time per request; cpu ratio = the bare page's cpu ms/req ÷ this one's, steadier on a busy machine)\n",
  );
  console.log(`figures written to ${join(RESULTS_DIR, 'framework.json')}`);
  if (buildId() !== buildAtStart) console.warn('bench: warning: .next/BUILD_ID changed during the run; the figures may mix two builds');
  if (rows.some((r) => r.errors > 0)) console.warn(`bench: warning: errors during the run; see ${site.logFile} and ${bare.logFile}`);
}

const stopAll = () => Promise.all([site.stop(), bare.stop()]);
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  console.error('\nbench: interrupted, stopping the servers');
  stopLoad();
  void stopAll().finally(() => process.exit(130));
});
process.on('SIGTERM', () => {
  stopLoad();
  void stopAll().finally(() => process.exit(143));
});
// Last resort if the process ends some other way: never leave a server behind.
process.on('exit', () => {
  site.kill('SIGKILL');
  bare.kill('SIGKILL');
});

main()
  .then(stopAll)
  .catch(async (e) => {
    console.error(`bench failed: ${(e as Error).message}`);
    await stopAll();
    process.exitCode = 1;
  });
