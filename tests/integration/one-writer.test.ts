/**
 * One writer on the embedded database, with real processes on one PGlite folder: the site (started the way
 * instrumentation.ts opens the database: tests/support/site-process.ts), the project's commands
 * (`npm run import`, `npm run backup`, `npm run restore`) and a command that holds the folder
 * (tests/support/hold-folder.ts). The steps run in order on the same folder.
 * PGlite only: on PostgreSQL (DATABASE_URL) there is no folder; backup and restore then refuse and name
 * pg_dump / pg_restore (last test).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '@/lib/db/folder-lock';
import { openMigratedPgliteFolder } from '../support/pglite-template';

const ROOT = resolve(__dirname, '../..');
const STEP = 400_000; // opening a new PGlite folder takes a minute on a busy 2-core machine

let dir: string;
let work: string;
const children = new Set<ChildProcess>();

type Proc = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dir, PGLITE_LOCK_WAIT: '300', NEXT_TELEMETRY_DISABLED: '1', ...extra };
  delete e.DATABASE_URL;
  if (extra.DATABASE_URL) e.DATABASE_URL = extra.DATABASE_URL;
  return e;
}

function run(command: string, args: string[], extra: Record<string, string> = {}): Proc {
  const child = spawn(command, args, { cwd: ROOT, env: env(extra), stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => (children.delete(child), r(code))));
  return { child, output: () => output, exited };
}

const tsx = (script: string, extra?: Record<string, string>) => run(process.execPath, ['--conditions=react-server', '--import', 'tsx', script], extra);
const npm = async (args: string[], extra?: Record<string, string>) => {
  const p = run('npm', ['run', '--silent', ...args], extra);
  const code = await p.exited;
  return { code, output: p.output() };
};

async function until(what: string, p: Proc, test: (out: string) => boolean, ms = STEP): Promise<void> {
  const deadline = Date.now() + ms;
  let code: number | null | undefined;
  void p.exited.then((c) => (code = c));
  while (!test(p.output())) {
    if (code !== undefined) throw new Error(`${what}: the process exited (${code}) first:\n${p.output()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${ms} ms:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Site = Proc & { port: number };
async function startSite(): Promise<Site> {
  const p = tsx('tests/support/site-process.ts');
  await until('the site is ready', p, (out) => /ready on \d+/.test(out));
  return { ...p, port: Number(/ready on (\d+)/.exec(p.output())![1]) };
}

async function stopSite(site: Site): Promise<void> {
  site.child.kill('SIGTERM');
  expect(await site.exited).toBe(0);
}

const propertyOnSite = async (site: Site, id: number) => (await fetch(`http://127.0.0.1:${site.port}/properties/${id}`)).status;
const lockHolder = () => (existsSync(join(dir, LOCK_FILE)) ? (JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; role: string }) : null);

/** A feed of one new property (English record only), made from the sample feed's first record. */
function oneRecordFeed(id: number): string {
  const sample = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/sample-feed.json'), 'utf8')) as
    Record<string, unknown>[] | { properties: Record<string, unknown>[] };
  const records = Array.isArray(sample) ? sample : sample.properties;
  const record = { ...records.find((r) => r.Language === 'en')!, ID: id, Reference: `MH-T-${id}`, UniqueCode: `MH0${id}-TEST` };
  const file = join(work, `feed-${id}.json`);
  writeFileSync(file, JSON.stringify([record]));
  return file;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'one-writer-'));
  dir = join(work, 'pglite');
  // The folder holds the migrated database already, as after the site's first start.
  await (await openMigratedPgliteFolder(dir)).close();
});

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

describe('one process owns the PGlite data folder', () => {
  let site: Site;
  const backup = () => join(work, 'backup.json');

  it('a command with no site running opens the folder itself, and a site started meanwhile waits for it', { timeout: 2 * STEP }, async () => {
    const hold = tsx('tests/support/hold-folder.ts');
    await until('the command has the folder', hold, (out) => out.includes('holding own'));
    expect(lockHolder()).toMatchObject({ pid: hold.child.pid, role: 'command' });

    const starting = tsx('tests/support/site-process.ts');
    await until('the site says what it waits for', starting, (out) => out.includes('waiting for the data folder'));
    expect(starting.output()).toContain(`pid ${hold.child.pid}`);
    expect(starting.output()).not.toMatch(/ready on/);

    hold.child.stdin!.end();
    expect(await hold.exited).toBe(0);
    await until('the site is ready', starting, (out) => /ready on \d+/.test(out));
    site = { ...starting, port: Number(/ready on (\d+)/.exec(starting.output())![1]) };
    expect(lockHolder()).toMatchObject({ pid: site.child.pid, role: 'site' });
  });

  it('a second site on the same folder never opens it: it stops, naming the site that holds it', { timeout: STEP }, async () => {
    const second = tsx('tests/support/site-process.ts');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`held by the site, pid ${site.child.pid}`);
    expect(lockHolder()).toMatchObject({ pid: site.child.pid });
    expect(await propertyOnSite(site, 1001)).toBe(404);
  });

  it('an import while the site runs is on the site at once, and a backup is taken through the site', { timeout: STEP }, async () => {
    const imported = await npm(['import', '--', oneRecordFeed(5001)]);
    expect(imported.output).toContain('1 imported');
    expect(imported.code).toBe(0);
    expect(await propertyOnSite(site, 5001)).toBe(200);

    const backedUp = await npm(['backup', '--', backup()]);
    expect(backedUp.output).toMatch(/backup: \d+ tables, \d+ rows from the running site's database/);
    expect(backedUp.code).toBe(0);

    expect((await npm(['import', '--', oneRecordFeed(5002)])).code).toBe(0);
    expect(await propertyOnSite(site, 5002)).toBe(200);
  });

  it('a restore is refused while the site runs, and changes nothing', { timeout: STEP }, async () => {
    const refused = await npm(['restore', '--', backup()]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`held by the site, pid ${site.child.pid}`);
    expect(refused.output).toContain('stop the site first');
    expect(await propertyOnSite(site, 5002)).toBe(200);
  });

  it('what the import wrote is still there after the site stops (SIGTERM) and starts again', { timeout: 2 * STEP }, async () => {
    await stopSite(site);
    expect(lockHolder()).toBeNull();
    site = await startSite();
    expect(await propertyOnSite(site, 5001)).toBe(200);
    expect(await propertyOnSite(site, 5002)).toBe(200);
    await stopSite(site);
  });

  it("restore puts back the backup's state: the property imported after the backup is gone", { timeout: 2 * STEP }, async () => {
    const restored = await npm(['restore', '--', backup()]);
    expect(restored.output).toMatch(/restore: \d+ tables, \d+ rows from .* replacing its previous data/);
    expect(restored.code).toBe(0);
    site = await startSite();
    expect(await propertyOnSite(site, 5001)).toBe(200);
    expect(await propertyOnSite(site, 5002)).toBe(404);
    await stopSite(site);
  });

  it('a backup that is not one is refused before anything changes', { timeout: STEP }, async () => {
    const notABackup = join(work, 'not-a-backup.json');
    writeFileSync(notABackup, '[]');
    const refused = await npm(['restore', '--', notABackup]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not a backup of this site');
  });

  it('on PostgreSQL, backup and restore refuse and give the pg_dump / pg_restore commands', { timeout: STEP }, async () => {
    const url = 'postgresql://postgres@127.0.0.1:5432/test';
    const dump = await npm(['backup', '--', backup()], { DATABASE_URL: url });
    expect(dump.code).toBe(1);
    expect(dump.output).toContain('pg_dump -Fc');
    const load = await npm(['restore', '--', backup()], { DATABASE_URL: url });
    expect(load.code).toBe(1);
    expect(load.output).toContain('pg_restore');
  });
});
