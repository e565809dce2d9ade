/**
 * Backup and restore of the embedded database, as data (a logical dump): every table's rows as JSON, the
 * sequences' positions and which migrations the schema had, taken in ONE repeatable-read transaction, so
 * the copy is consistent even while the site runs and writes (lib/cli/backup.ts takes it through the
 * site's socket). A restore builds a new database from it: the schema from the project's own migrations,
 * up to the backup's, then the rows, then any newer migrations, so a backup taken before an upgrade
 * restores into the upgraded code (`restoreBackup` builds it in a new folder and swaps it in).
 */
import 'server-only';
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { basename, dirname, join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import { lockDataFolder, MIGRATIONS_FOLDER, type Db } from '@/lib/db/client';
import { openPrivatePglite, PRIVATE_FILE_MODE } from '@/lib/db/private-files';
import { oneRow } from '@/lib/db/rows';
import * as schema from '@/lib/db/schema';

export const BACKUP_FORMAT = 'agency-database-backup';
const BACKUP_VERSION = 1;
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export type BackupTable = { name: string; rows: Record<string, unknown>[] };
export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** `created_at` of each applied migration (drizzle's journal `when`), oldest first. */
  migrations: number[];
  sequences: { name: string; value: string | null }[];
  tables: BackupTable[];
};
export type BackupSummary = { tables: number; rows: number; bytes: number };

/** A backup file that cannot be restored (not one, damaged, or from a newer version of the site). */
export class BackupFileError extends Error {}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Every table of the application (and its own schemas), as a quoted `schema.table` name. */
async function tableNames(tx: Pick<Db, 'execute'>): Promise<string[]> {
  const result = await tx.execute(
    sql.raw(`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by table_schema, table_name`),
  );
  return rowsOf<{ name: string }>(result)
    .map((r) => r.name)
    .filter((n) => n !== MIGRATIONS_TABLE);
}

/**
 * Writes the whole database to FILE (through a temporary file, renamed when complete: a failed backup leaves
 * no half file under FILE's name). The file holds everything the database does (password hashes, submissions,
 * CVs): it is created readable and writable by this account only (0600), never wider for a moment.
 */
export async function writeBackup(db: Db, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  // A partial file left by a crash may have another mode: a new one is created instead of reusing it.
  rmSync(partial, { force: true });
  const out = createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  let tables = 0;
  let rows = 0;
  try {
    await db.transaction(
      async (tx) => {
        const migrations = rowsOf<{ created_at: string }>(await tx.execute(sql.raw(`select created_at::text from ${MIGRATIONS_TABLE} order by created_at`)));
        const sequences = rowsOf<{ name: string; value: string | null }>(
          await tx.execute(sql.raw(`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences order by 1`)),
        );
        await write(
          `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":${BACKUP_VERSION},"createdAt":${JSON.stringify(new Date().toISOString())},\n` +
            `"migrations":${JSON.stringify(migrations.map((m) => Number(m.created_at)))},\n"sequences":${JSON.stringify(sequences)},\n"tables":[\n`,
        );
        for (const name of await tableNames(tx)) {
          const { json, count } = oneRow(
            rowsOf<{ json: string; count: number }>(
              await tx.execute(sql.raw(`select coalesce(json_agg(t), '[]')::text as json, count(*)::int as count from ${name} t`)),
            ),
            `the dump of table ${name}`,
          );
          await write(`${tables ? ',\n' : ''}{"name":${JSON.stringify(name)},"rows":${json}}`);
          tables++;
          rows += Number(count);
        }
        await write('\n]}\n');
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    out.end();
    await once(out, 'finish');
    renameSync(partial, file);
  } catch (e) {
    out.destroy();
    rmSync(partial, { force: true });
    throw e;
  }
  return { tables, rows, bytes: out.bytesWritten };
}

export function readBackup(file: string): Backup {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new BackupFileError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  let backup: Backup;
  try {
    backup = JSON.parse(text) as Backup;
  } catch {
    throw new BackupFileError(`${file} is not a backup of this site (not JSON, or cut short)`);
  }
  if (backup?.format !== BACKUP_FORMAT || !Array.isArray(backup.tables) || !Array.isArray(backup.migrations)) {
    throw new BackupFileError(`${file} is not a backup of this site (made by npm run backup)`);
  }
  if (backup.version > BACKUP_VERSION) throw new BackupFileError(`${file} was written by a newer version of the site (backup format ${backup.version})`);
  const known = new Set(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
  const unknown = backup.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new BackupFileError(`${file} was taken from a newer version of the site (its schema has ${unknown.length} migration(s) this version does not know)`);
  return backup;
}

type MigratingDb = Db & { dialect: { migrate: (migrations: unknown[], session: unknown, config: unknown) => Promise<void> }; session: unknown };

/**
 * Loads a backup into an EMPTY database (no migrations run yet) in one transaction: the schema as the
 * backup had it, its rows and sequence positions, then the migrations that came after it.
 */
export async function loadBackup(db: Db, backup: Backup): Promise<BackupSummary> {
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const last = Math.max(0, ...backup.migrations);
  const { dialect, session } = db as MigratingDb;
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await dialect.migrate(
    all.filter((m) => m.folderMillis <= last),
    session,
    config,
  );
  let rows = 0;
  await db.transaction(async (tx) => {
    // Rows go in table by table; foreign keys hold between the tables of a consistent copy, so their checks
    // (triggers) are off while loading.
    await tx.execute(sql.raw(`set local session_replication_role = replica`));
    const present = new Set(await tableNames(tx));
    // Migrations may insert rows of their own (a first version number …): the backup's rows replace them.
    if (present.size) await tx.execute(sql.raw(`truncate ${[...present].join(', ')}`));
    for (const table of backup.tables) {
      if (!present.has(table.name)) throw new BackupFileError(`the backup has a table ${table.name} that its migrations do not create`);
      if (!table.rows.length) continue;
      // Generated columns are computed, not inserted; identity columns keep the backup's values.
      const [schemaName, tableName] = table.name.split('.').map((p) => p.replace(/^"|"$/g, '').replace(/""/g, '"'));
      const columns = rowsOf<{ name: string }>(
        await tx.execute(sql`select format('%I', column_name) as name from information_schema.columns
          where table_schema = ${schemaName} and table_name = ${tableName} and is_generated = 'NEVER' order by ordinal_position`),
      ).map((c) => c.name);
      const list = columns.join(', ');
      await tx.execute(
        sql`insert into ${sql.raw(table.name)} (${sql.raw(list)}) overriding system value select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table.name)}, ${JSON.stringify(table.rows)}::json)`,
      );
      rows += table.rows.length;
    }
    for (const s of backup.sequences) {
      if (s.value !== null) await tx.execute(sql`select setval(${s.name}::regclass, ${s.value}::bigint, true)`);
    }
  });
  await dialect.migrate(all, session, config);
  return { tables: backup.tables.length, rows, bytes: 0 };
}

export type RestoreSummary = BackupSummary & { createdAt: string; dataDir: string; replaced: boolean };

/**
 * Replaces the PGlite data folder with the backup in `file`: refuses (FolderHeldError) while a site runs on
 * it, waits (bounded) for a command that holds it. The new database is built in a folder beside it; only
 * when complete does it take the data folder's place, the previous folder moved aside until then and
 * removed after: a failed restore leaves the data folder as it was.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const backup = readBackup(file);
  const lock = await lockDataFolder(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const building = join(dirname(dataDir), `${basename(dataDir)}.restoring-${stamp}`);
  const aside = join(dirname(dataDir), `${basename(dataDir)}.before-restore-${stamp}`);
  try {
    const client = await openPrivatePglite(building);
    let summary: BackupSummary;
    try {
      await client.waitReady;
      summary = await loadBackup(drizzle(client, { schema }), backup);
    } finally {
      await client.close();
    }
    // The swap: the current folder (with this command's lock in it) moves aside, the new one takes its place.
    const replaced = existsSync(join(dataDir, 'PG_VERSION'));
    renameSync(dataDir, aside);
    try {
      renameSync(building, dataDir);
    } catch (e) {
      renameSync(aside, dataDir);
      throw e;
    }
    rmSync(aside, { recursive: true, force: true });
    return { ...summary, createdAt: backup.createdAt, dataDir, replaced };
  } catch (e) {
    rmSync(building, { recursive: true, force: true });
    throw e;
  } finally {
    lock.release();
  }
}
