/**
 * `npx tsx tests/bench/import-stall.ts [--records 300]`: how long an import through the running site's
 * socket holds up the site's own database reads. On a PGlite folder of its own it starts the site's
 * database start-up (tests/support/site-process.ts, the path instrumentation.ts takes), reads a property
 * from the site's connection in a loop (one read at a time), and meanwhile runs `npm run import` of a
 * feed of N new records (N/4 properties in 4 languages). It prints the read latencies before and during
 * the import. A benchmark: it reports figures and exits 0 unless the run itself fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberArg, ROOT, round } from './site';

const records = numberArg('records', 300);
const work = mkdtempSync(join(tmpdir(), 'import-stall-'));
const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: join(work, 'pglite') };
delete env.DATABASE_URL;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const describe = (ms: number[]) =>
  `${ms.length} reads, median ${round(percentile(ms, 50), 1)} ms, p99 ${round(percentile(ms, 99), 1)} ms, longest ${round(Math.max(...ms), 1)} ms`;

async function main() {
  const file = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/sample-feed.json'), 'utf8')) as
    Record<string, unknown>[] | { properties: Record<string, unknown>[] };
  const sample = Array.isArray(file) ? file : file.properties;
  const valid = sample.filter((r) => typeof r.ID === 'number' && r.ID < 9000);
  const feed = Array.from({ length: records }, (_, i) => {
    const base = valid[i % valid.length];
    const id = 7000 + Math.floor(i / 4);
    return { ...base, ID: id, Language: ['en', 'nl', 'fr', 'de'][i % 4], Reference: `MH-B-${id}`, UniqueCode: `MH0${id}-BENCH` };
  });
  const feedFile = join(work, 'feed.json');
  writeFileSync(feedFile, JSON.stringify(feed));

  const site = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/support/site-process.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    site.stdout!.on('data', (d) => {
      out += d;
      const m = /ready on (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    site.once('exit', (code) => reject(new Error(`the site stopped (${code})`)));
  });
  try {
    const read = async () => {
      const t = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/properties/7000`);
      await response.arrayBuffer();
      return performance.now() - t;
    };
    const before: number[] = [];
    const until = Date.now() + 3000;
    while (Date.now() < until) before.push(await read());

    const started = performance.now();
    const importer = spawn('npm', ['run', '--silent', 'import', '--', feedFile], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let summary = '';
    importer.stdout!.on('data', (d) => (summary += d));
    let running = true;
    const done = new Promise<number | null>((r) => importer.once('exit', (code) => ((running = false), r(code))));
    const during: number[] = [];
    while (running) during.push(await read());
    if ((await done) !== 0) throw new Error(`the import failed:\n${summary}`);
    console.log(summary.split('\n').find((l) => l.includes('records read')));
    console.log(`import of ${records} records through the site: ${round((performance.now() - started) / 1000, 1)} s including the command's start-up`);
    console.log(`site reads before: ${describe(before)}`);
    console.log(`site reads during: ${describe(during)}`);
  } finally {
    site.kill('SIGTERM');
    await new Promise((r) => site.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`import-stall: ${(e as Error).message}`);
  process.exit(1);
});
