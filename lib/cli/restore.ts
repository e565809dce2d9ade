/**
 * `npm run restore -- FILE`: replaces the embedded (PGlite) database with a backup made by `npm run backup`.
 * It refuses while a site runs on the data folder (stop it first) and waits for a command that holds it.
 * The new database is built in a folder beside the data folder; only when it is complete does it take the
 * data folder's place, and the previous folder is kept aside until then: a failed restore changes nothing.
 * On PostgreSQL (DATABASE_URL set) use `pg_restore` (docs/operations.md, "Backup and restore").
 */
import { resolve } from 'node:path';
import { FolderHeldError, pgliteDir } from '../data/connection';
import { BackupFileError, restoreBackup } from '../data/backup';
import { env } from '../env';
import { CliError, databaseReason, runCli, type CliIo } from './run';

const USAGE = 'usage: npm run restore -- FILE';

function fail(message: string): never {
  throw new CliError(message);
}

async function main(argv: string[], io: CliIo) {
  // The file name as typed: shown back in the messages; resolved for the work.
  const [name, ...extra] = argv;
  if (name === undefined || extra.length || name.startsWith('-')) fail(USAGE);
  if (env.DATABASE_URL) {
    fail(
      `DATABASE_URL is set: the site's data is in PostgreSQL; restore a pg_dump file with  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" ${name}  (docs/operations.md, "Backup and restore")`,
    );
  }
  const started = Date.now();
  const result = await restoreBackup(resolve(name), pgliteDir());
  io.log(
    `restore: ${result.tables} tables, ${result.rows} rows from ${name} (backup of ${result.createdAt.replace('T', ' ').slice(0, 19)} UTC) ` +
      `now in ${result.dataDir}${result.replaced ? ', replacing its previous data' : ''} (${Date.now() - started} ms)`,
  );
}

export const restoreCommand = runCli('restore.ts', 'restore', main, {
  expected: [FolderHeldError, BackupFileError],
  failure: (e) => `failed, the data folder is unchanged: ${databaseReason(e)}`,
});
