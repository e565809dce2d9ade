/**
 * `npm run backup -- FILE`: a consistent copy of the embedded (PGlite) database in FILE. While the site
 * runs, the copy is taken through it (the site owns the data folder: lib/db/client.ts), in one
 * repeatable-read transaction; when no site runs, this command opens the folder itself under its lock.
 * `npm run restore -- FILE` puts it back. On PostgreSQL (DATABASE_URL set) use `pg_dump -Fc` (docs/operations.md, "Backup and restore").
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FolderHeldError, openDatabase, pgliteDir } from '../data/connection';
import { writeBackup } from '../data/backup';
import { env } from '../env';
import { CliError, databaseReason, runCli, type CliIo } from './run';

const USAGE = 'usage: npm run backup -- FILE';

function fail(message: string): never {
  throw new CliError(message);
}

async function main(argv: string[], io: CliIo) {
  // The file name as typed: shown back in the messages; resolved for the work.
  const [name, ...extra] = argv;
  if (name === undefined || extra.length || name.startsWith('-')) fail(USAGE);
  const file = resolve(name);
  if (env.DATABASE_URL) {
    fail(
      `DATABASE_URL is set: the site's data is in PostgreSQL; back it up with  pg_dump -Fc --no-owner -f ${name} "$DATABASE_URL"  (docs/operations.md, "Backup and restore")`,
    );
  }
  if (existsSync(file) && statSync(file).isDirectory()) fail(`${name} is a folder; give a file name`);
  const dataDir = pgliteDir();
  if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`there is no database in ${dataDir} (PGLITE_DIR) to back up`);
  mkdirSync(dirname(file), { recursive: true });
  const started = Date.now();
  const handle = await openDatabase({ migrate: false });
  try {
    const summary = await writeBackup(handle.db, file);
    const from = handle.through === 'site' ? `from the running site's database (${dataDir})` : `from ${dataDir} (no site running: opened it under its lock)`;
    io.log(
      `backup: ${summary.tables} tables, ${summary.rows} rows ${from} written to ${name} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms)`,
    );
  } finally {
    await handle.close();
  }
}

export const backupCommand = runCli('backup.ts', 'backup', main, { expected: [FolderHeldError], failure: (e) => `failed: ${databaseReason(e)}` });
