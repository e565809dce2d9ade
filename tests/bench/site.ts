/**
 * What the benchmarks share: a database of their own (PGlite, or PostgreSQL with `--database-url`) seeded once with the demo agency, the build
 * (reused, or made when missing), and the production server (`npm start`: server/server.mjs) on that database in its own process group, stopped at
 * the end, on an error and on Ctrl-C. Used by run.ts (load) and lighthouse.ts (Lighthouse scores).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const RESULTS_DIR = join(ROOT, 'tests/bench/results');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The machine a benchmark ran on, as its results file records it: other work on the machine skews the figures. */
type MachineReport = {
  cpus: number;
  cpuModel: string | null;
  memoryMiB: number;
  platform: string;
  node: string;
  /** The 1, 5 and 15 minute load averages at the start of the run and at its end. */
  loadAverageBefore: number[];
  loadAverageAfter: number[];
};

/** The machine now, with the load averages `loadBefore` taken (os.loadavg()) when the run started. */
export function machineReport(loadBefore: number[]): MachineReport {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryMiB: Math.round(os.totalmem() / 2 ** 20),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageBefore: loadBefore.map((n) => round(n)),
    loadAverageAfter: os.loadavg().map((n) => round(n)),
  };
}

/** The machine in the printed summary: CPUs, Node.js and the 1-minute load average before and after the run. */
export const machineLine = (m: MachineReport) =>
  `${m.cpus} CPUs, Node ${m.node}, load average ${m.loadAverageBefore[0]?.toFixed(2) ?? '?'} before, ${m.loadAverageAfter[0]?.toFixed(2) ?? '?'} after`;

/** `--name value` from the command line as a positive number, or the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not ${process.argv[i + 1]}`);
  return value;
}

/** `--name value` from the command line as text, or the fallback. */
export function textArg(name: string, fallback: string): string;
export function textArg(name: string): string | undefined;
export function textArg(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = process.argv[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}

// ---------------------------------------------------------------- database

/**
 * The database a benchmark runs on: a PGlite folder of its own (the default), or a PostgreSQL database
 * (`--database-url URL` or `BENCH_DATABASE_URL`), which the seed and the server reach through `DATABASE_URL`.
 */
export type BenchDatabase = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };

/** `--database-url URL` (or `BENCH_DATABASE_URL`): that PostgreSQL database; otherwise the PGlite folder `pgliteDir`. */
export function benchDatabase(pgliteDir: string): BenchDatabase {
  const url = textArg('database-url') ?? process.env.BENCH_DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dir: pgliteDir };
}

/** The database for logs and reports, without a password. */
export function describeDatabase(database: BenchDatabase): string {
  if (database.kind === 'pglite') return `PGlite in ${database.dir}`;
  const url = new URL(database.url);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

/** The environment of a process on `database` (the seed, the server): DATABASE_URL set for PostgreSQL, unset for PGlite. */
function databaseEnv(database: BenchDatabase): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (database.kind === 'postgres') env.DATABASE_URL = database.url;
  else {
    env.PGLITE_DIR = database.dir;
    delete env.DATABASE_URL;
  }
  return env;
}

type SeedMarker = { properties: number; seededAt: string; seconds: number };

/**
 * Where a benchmark records what it seeded, so that later runs reuse the data. PGlite: `bench-seed.json` in the
 * folder. PostgreSQL: a one-row table `bench_seed` in the database itself (it goes with the data: another
 * machine or a dropped database has none), trusted only while the database still holds the property rows
 * counted after the seed (a seed or an import by something else changes them).
 */
type MarkerStore = { read: () => Promise<number | null>; clear: () => Promise<void>; write: (marker: SeedMarker) => Promise<void>; where: string };

function fileMarker(dir: string): MarkerStore {
  const file = join(dir, 'bench-seed.json');
  return {
    where: file,
    read: async () => {
      try {
        const seeded = (JSON.parse(readFileSync(file, 'utf8')) as { properties?: unknown }).properties;
        return typeof seeded === 'number' ? seeded : null;
      } catch {
        return null; // no marker: not seeded yet
      }
    },
    clear: async () => rmSync(file, { force: true }),
    write: async (marker) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(marker, null, 2)}\n`);
    },
  };
}

function postgresMarker(url: string): MarkerStore {
  const query = async <T extends object>(text: string, values: unknown[] = []): Promise<T[]> => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const propertyRows = async () => Number((await query<{ n: string }>('select count(*) as n from properties'))[0]?.n ?? 0);
  return {
    where: 'the table bench_seed of that database',
    read: async () => {
      const [marker] = await query<{ properties: number; property_rows: string }>('select properties, property_rows from bench_seed').catch(() => []); // no table: not seeded yet
      if (!marker) return null;
      return Number(marker.property_rows) === (await propertyRows()) ? marker.properties : null;
    },
    clear: async () => void (await query('drop table if exists bench_seed')),
    write: async ({ properties, seededAt, seconds }) => {
      await query(
        'create table bench_seed (properties integer not null, property_rows bigint not null, seeded_at timestamptz not null, seconds integer not null)',
      );
      await query('insert into bench_seed values ($1, $2, $3, $4)', [properties, await propertyRows(), seededAt, seconds]);
    },
  };
}

/**
 * Seeds `database` with `properties` demo properties (`lib/cli/seed.ts --reset --properties N`) unless its
 * marker says it already holds that many. On PGlite `DATABASE_URL` is unset for the seed; on PostgreSQL it
 * is the benchmark's URL.
 */
export async function prepareDatabase(database: BenchDatabase, properties: number, log: (message: string) => void) {
  const marker = database.kind === 'pglite' ? fileMarker(database.dir) : postgresMarker(database.url);
  const where = describeDatabase(database);
  if ((await marker.read()) === properties) {
    log(`${where} already holds ${properties} properties (${marker.where})`);
    return;
  }
  log(`seeding ${properties} properties into ${where}${properties > 1000 ? ' (takes a few minutes the first time)' : ''}`);
  if (database.kind === 'pglite') mkdirSync(database.dir, { recursive: true });
  await marker.clear();
  const started = Date.now();
  const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'lib/cli/seed.ts', '--reset', '--properties', String(properties)], {
    cwd: ROOT,
    env: databaseEnv(database),
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`seeding failed (exit code ${seed.status ?? seed.signal})`);
  const seconds = Math.round((Date.now() - started) / 1000);
  log(`seeded ${properties} properties in ${seconds} s`);
  await marker.write({ properties, seededAt: new Date().toISOString(), seconds });
}

// ---------------------------------------------------------------- build

const BUILD_ID = join(ROOT, '.next/BUILD_ID');

/** The newest modification time under .next (two levels deep is enough to see a build writing). */
function newestChange(dir: string, depth = 2): number {
  let newest = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      newest = Math.max(newest, statSync(path).mtimeMs);
      if (entry.isDirectory() && depth > 0 && entry.name !== 'cache') newest = Math.max(newest, newestChange(path, depth - 1));
    }
  } catch {
    // a build may remove files while we look
  }
  return newest;
}

/** Reuses .next as it is; builds (`npm run build`) only when .next/BUILD_ID is missing, after waiting for a build another process is writing. */
export async function ensureBuild(log: (message: string) => void) {
  if (existsSync(BUILD_ID)) return;
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(BUILD_ID) && existsSync(join(ROOT, '.next')) && Date.now() - newestChange(join(ROOT, '.next')) < 20_000) {
    if (Date.now() > deadline) throw new Error('.next keeps changing without a BUILD_ID: is a build stuck?');
    log('a build is in progress (.next is changing): waiting for it');
    await sleep(10_000);
  }
  if (existsSync(BUILD_ID)) return;
  log('.next/BUILD_ID is missing: building (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(BUILD_ID)) throw new Error(`the build failed (exit code ${build.status ?? build.signal})`);
}

export const buildId = () => (existsSync(BUILD_ID) ? readFileSync(BUILD_ID, 'utf8').trim() : null);

// ---------------------------------------------------------------- server

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((r) => {
    const probe = createServer()
      .once('error', () => r(false))
      .once('listening', () => probe.close(() => r(true)))
      .listen(port, '0.0.0.0');
  });
}

/** `npm start` after `node` (package.json): its Node.js flags and server/server.mjs, so a benchmark runs what production runs. */
export const START_ARGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/).slice(1);

/**
 * Another Node.js server than the site's, as a benchmark's yardstick (the bare Next.js app of tests/bench/bare.ts):
 * its arguments after `node`, its folder, what the log calls it.
 */
export type ServerCommand = { args: string[]; cwd: string; what: string };

type SiteOptions = { port: number; logName: string; log: (message: string) => void } & (
  { database: BenchDatabase; command?: undefined } | { command: ServerCommand; database?: undefined }
);

/**
 * The production server (`npm start`: server/server.mjs) on the benchmark's database, or the `command` given
 * instead, in its own process group so that stopping it stops it and any worker.
 */
export class Site {
  private child: ChildProcess | null = null;
  private exit: string | null = null;
  readonly base: string;
  readonly logFile: string;

  constructor(private readonly options: SiteOptions) {
    this.base = `http://127.0.0.1:${options.port}`;
    this.logFile = join(RESULTS_DIR, options.logName);
  }

  /** Starts the server and waits until `probePath` answers 200 (at most 180 s). */
  async start(probePath: string) {
    const { port, database, command, log } = this.options;
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: stop what runs there or pass --port`);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const out = createWriteStream(this.logFile);
    let child: ChildProcess;
    if (command) {
      const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PORT: String(port) };
      log(`starting ${command.what} (node ${command.args.join(' ')}) on port ${port} (log: ${this.logFile})`);
      child = spawn(process.execPath, command.args, { cwd: command.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    } else {
      // The benchmark's browser is one address that asks for every picture of every page for the first time:
      // the limit on new pictures per address (IMAGE_MISS_RATE_LIMIT) is for visitors, not for it.
      const env: NodeJS.ProcessEnv = { ...databaseEnv(database), NODE_ENV: 'production', PORT: String(port), IMAGE_MISS_RATE_LIMIT: '100000/60' };
      // Pages cached on disk by an earlier server were rendered from another database (the load benchmark's
      // 10,000 properties, the Lighthouse benchmark's 300, the demo's): they would link properties this one lacks.
      rmSync(join(ROOT, '.next/server/route-cache'), { recursive: true, force: true });
      log(`starting the production server (node ${START_ARGS.join(' ')}) on port ${port} on ${describeDatabase(database)} (log: ${this.logFile})`);
      child = spawn(process.execPath, START_ARGS, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    }
    this.child = child;
    this.exit = null;
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    child.once('exit', (code, signal) => (this.exit = code !== null ? `exit code ${code}` : `signal ${signal}`));

    const started = Date.now();
    const deadline = started + 180_000;
    while (Date.now() < deadline) {
      this.assertRunning('start-up');
      try {
        const response = await fetch(`${this.base}${probePath}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.status === 200) {
          log(`server answers ${probePath} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(500);
    }
    throw new Error(`${probePath} did not answer 200 within 180 s; see ${this.logFile}`);
  }

  /** Fails the run when the server has stopped (crashed, or killed by something else on the machine). */
  assertRunning(during: string) {
    if (this.exit) throw new Error(`the server stopped during ${during} (${this.exit}); see ${this.logFile}`);
  }

  private running(): ChildProcess | null {
    const child = this.child;
    return child?.pid && child.exitCode === null && child.signalCode === null ? child : null;
  }

  /**
   * CPU time (user + system, ms) used so far by the server's process group (the server and any child), from
   * /proc; null where there is none. Unlike requests per second, the CPU time a request costs changes
   * little when other work on the machine takes the cores: the steadier figure on a shared machine. On
   * PostgreSQL the queries' own CPU time is spent in the database's processes and is not counted.
   */
  cpuMs(): number | null {
    const pids = this.processes();
    if (!pids) return null;
    let ticks = 0;
    for (const pid of pids) {
      try {
        // After "pid (name) ": state ppid pgrp … utime (12th) stime (13th).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended while we looked
      }
    }
    return (ticks * 1000) / CLOCK_TICKS;
  }

  /**
   * Resident memory (MiB) of the server's process group, from /proc; null where there is none. On PostgreSQL that
   * is the Node.js server alone: the database's processes are the PostgreSQL server's, not in the group.
   */
  rssMiB(): number | null {
    const pids = this.processes();
    if (!pids) return null;
    let kib = 0;
    for (const pid of pids) {
      try {
        kib += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // the process ended while we looked
      }
    }
    return Math.round(kib / 1024);
  }

  /** The processes of the server's group (the server and any child), from /proc; null where there is none. */
  private processes(): string[] | null {
    const group = this.running()?.pid;
    if (!group || !existsSync('/proc/self/stat')) return null;
    return readdirSync('/proc').filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group;
      } catch {
        return false;
      }
    });
  }

  /** Sends a signal to the server's whole process group. */
  kill(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.running();
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }

  async stop() {
    const child = this.running();
    if (!child) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    this.kill('SIGTERM');
    const forced = setTimeout(() => this.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
    this.options.log('server stopped');
  }
}
