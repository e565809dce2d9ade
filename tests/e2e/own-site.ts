/**
 * A second server of this build (`node server/server.mjs`) for a spec that changes what every page shows
 * (data, the published configuration): on a fresh PostgreSQL database of its own, with its own route cache
 * and mail folder, so the other specs' server never sees those changes. The project's commands run against
 * its database as staff would run them (`npm run import`, `config:publish`, …).
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, set by `npm test` through scripts/ensure-postgres.sh): a spec using
 * it skips itself without (`test.skip(!OWN_SITE_DATABASE, …)`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { runScript, type CliResult } from '../support/cli';
import { freshPostgresDatabase } from '../support/postgres';
import { readCharacterReferences } from '../support/character-references';

export const OWN_SITE_DATABASE = process.env.TEST_DATABASE_URL;

export type OwnSite = {
  origin: string;
  /** Its database (PostgreSQL). */
  databaseUrl: string;
  /** A folder of its own (the route cache, the mail folder, files a test writes). */
  dir: string;
  /** Its mails, one `.eml` file each (no SMTP server: lib/mail/transport.ts writes them here). */
  mailDir: string;
  /** What the server printed so far (attached to a failed test). */
  log: () => string;
  /** A command of the project against its database, as staff run it (`npx tsx … lib/cli/import.ts FILE`). */
  command: (script: string, args: string[]) => Promise<CliResult>;
  /** A page of it, as a crawler reads it (its character references read back as characters). */
  page: (path: string) => Promise<{ status: number; html: string }>;
  stop: () => Promise<void>;
};

/** Start the server on `port` with a fresh database (`name` in its name) and `env` on top of the test runner's. */
export async function startOwnSite(name: string, port: number, env: Record<string, string> = {}): Promise<OwnSite> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const database = await freshPostgresDatabase(OWN_SITE_DATABASE!, `agency_${name}`);
  const databaseUrl = database.url;
  const origin = `http://127.0.0.1:${port}`;
  const mailDir = join(dir, 'mail');
  let log = '';
  const server: ChildProcess = spawn('node', ['server/server.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ROUTE_CACHE_DIR: join(dir, 'cache'),
      MAIL_DIR: mailDir,
      SMTP_URL: '',
      SMTP_HOST: '',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));

  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, html: readCharacterReferences(await response.text()) };
  };
  await expect
    .poll(
      () =>
        page('/fr/').then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);

  return {
    origin,
    databaseUrl,
    dir,
    mailDir,
    log: () => log,
    page,
    command: (script, args) => runScript(script, args, { DATABASE_URL: databaseUrl }),
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
