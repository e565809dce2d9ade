/**
 * The memory benchmark (`npm run bench:memory`): the production server on its embedded database (PGlite in
 * the server's process) or on PostgreSQL (`--database-url`), crawled as a search engine does: every URL of the sitemap in every language, its
 * alternates included. Reports the server's resident memory after start, its peak during the crawl, at the
 * end of the crawl and after a quiet minute, with the crawl's duration. A report, not a test: it exits with 0
 * whatever the figures are, with 1 only when the run itself fails (a page that does not answer 200 included).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { readSitemaps } from '../support/sitemaps';
import {
  benchDatabase,
  buildId,
  describeDatabase,
  ensureBuild,
  machineReport,
  numberArg,
  prepareDatabase,
  RESULTS_DIR,
  ROOT,
  Site,
  sleep,
  START_ARGS,
} from './site';

const PROPERTIES = numberArg('properties', 300);
const PORT = numberArg('port', 3302);
const WORKERS = numberArg('workers', 4);
const QUIET_SECONDS = numberArg('quiet', 60);
/** PGlite in its own folder, or the PostgreSQL database of `--database-url` / `BENCH_DATABASE_URL`. */
const DATABASE = benchDatabase(resolve(ROOT, process.env.MEMORY_PGLITE_DIR ?? `.data/memory-pglite-${PROPERTIES}`));
/** The targets, in MiB resident at any moment of the crawl: 700 for the embedded default, and one instance on PostgreSQL (its Node.js process), 512. */
const TARGET_MIB = DATABASE.kind === 'postgres' ? 512 : 700;

const log = (message: string) => console.log(`memory: ${message}`);
const site = new Site({ port: PORT, database: DATABASE, logName: 'memory-server.log', log });

/** Every path of the sitemaps (an index of one per language): each page and each of its language alternates. */
async function sitemapPaths(): Promise<string[]> {
  const { xml } = await readSitemaps(async (path) => {
    const response = await fetch(`${site.base}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  });
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)) paths.add(new URL(match[1] ?? match[2]!).pathname);
  return [...paths];
}

async function main() {
  const loadBefore = os.loadavg();
  await prepareDatabase(DATABASE, PROPERTIES, log);
  await ensureBuild(log);
  await site.start('/fr/');
  await sleep(5_000);
  const afterStart = site.rssMiB()!;
  const paths = await sitemapPaths();
  log(`crawling ${paths.length} pages with ${WORKERS} concurrent requests`);

  let peak = afterStart;
  const sampler = setInterval(() => (peak = Math.max(peak, site.rssMiB() ?? 0)), 250);
  const queue = [...paths];
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (++done % 500 === 0) log(`${done} pages, ${site.rssMiB()} MiB resident`);
      site.assertRunning('the crawl');
    }
  };
  try {
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    clearInterval(sampler);
  }
  const crawlSeconds = Math.round((Date.now() - started) / 1000);
  const afterCrawl = site.rssMiB()!;
  await sleep(QUIET_SECONDS * 1000);
  const afterQuiet = site.rssMiB()!;

  const verdict = (mib: number) => (mib < TARGET_MIB ? '  PASS' : '  MISS');
  const rows: [string, number, string][] = [
    ['after start', afterStart, ''],
    ['peak during the crawl', peak, verdict(peak)],
    ['end of the crawl', afterCrawl, verdict(afterCrawl)],
    [`after ${QUIET_SECONDS} s quiet`, afterQuiet, ''],
  ];
  console.log(
    `\n${PROPERTIES} properties on ${describeDatabase(DATABASE)}, ${paths.length} pages crawled in ${crawlSeconds} s (node ${START_ARGS.join(' ')})\n`,
  );
  console.log('moment                 resident MiB');
  console.log('---------------------  ------------');
  for (const [moment, mib, mark] of rows) console.log(`${moment.padEnd(21)}  ${String(mib).padStart(12)}${mark}`);
  console.log(`\ntarget: under ${TARGET_MIB} MiB resident at any moment`);
  if (DATABASE.kind === 'postgres') console.log("the Node.js server's memory alone: PostgreSQL's processes are the database server's, not counted");

  const file = join(RESULTS_DIR, `memory-${PROPERTIES}${DATABASE.kind === 'postgres' ? '-postgres' : ''}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        properties: PROPERTIES,
        database: describeDatabase(DATABASE),
        pages: paths.length,
        workers: WORKERS,
        crawlSeconds,
        rssMiB: { afterStart, peak, afterCrawl, afterQuiet },
        quietSeconds: QUIET_SECONDS,
        command: `node ${START_ARGS.join(' ')}`,
        buildId: buildId(),
        machine: machineReport(loadBefore),
      },
      null,
      2,
    )}\n`,
  );
  log(`figures written to ${file}`);
}

process.on('SIGINT', () => {
  console.error('\nmemory: interrupted, stopping the server');
  void site.stop().finally(() => process.exit(130));
});
process.on('SIGTERM', () => void site.stop().finally(() => process.exit(143)));
process.on('exit', () => site.kill('SIGKILL'));

main()
  .then(() => site.stop())
  .catch(async (e: unknown) => {
    console.error(`memory: ${e instanceof Error ? e.message : String(e)}`);
    await site.stop();
    process.exit(1);
  });
