/**
 * A migrated in-memory PGlite for a test, started from a copy of one migrated database instead of an empty one.
 * A new PGlite runs initdb and then the site's migrations: several seconds of CPU each time (about a minute on a
 * busy 2-core machine), for each of the dozens of databases the integration tests open. The migrated database is
 * made once, dumped to a file named after the migrations and the PGlite version (so a new migration makes a new
 * one), and every test database loads that file. The migrator still runs on each copy, finding nothing to do:
 * a copy made from older migrations would be brought up to date like any database the site opens.
 * A test whose commands run in processes of their own gives them a data folder filled from the same dump
 * (`openMigratedPgliteFolder`): each new folder would otherwise run initdb and the migrations in the first
 * command that opens it.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, type DbHandle } from '@/lib/db/client';
import { openPrivatePglite } from '@/lib/db/private-files';
import * as schema from '@/lib/db/schema';
import { migrationsHash } from './migrations-hash';

const pgliteVersion = (JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

/** The dump's file: its name changes with any migration file or the PGlite version. */
function templateFile(): string {
  return join(tmpdir(), 'agency-test-templates', `pglite-${migrationsHash(pgliteVersion)}.tar`);
}

/** The dump, made (by whichever test process needs it first) when missing; written under a temporary name, then renamed. */
async function templateDump(): Promise<Blob> {
  const file = templateFile();
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(join(file, '..'), { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** A private, migrated in-memory PGlite, as `openDb({ dataDir: 'memory' })` opens it. */
export async function openMigratedPglite(): Promise<DbHandle> {
  const client = new PGlite({ loadDataDir: await templateDump() });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', through: 'own', close: () => client.close() };
}

/**
 * The new PGlite data folder `dir` (missing or empty), filled with the migrated database and opened, as a
 * command would find it after its first start: private files (openPrivatePglite), the migrations applied.
 * Close it before a command opens the folder (nothing else may have it open meanwhile).
 */
export async function openMigratedPgliteFolder(dir: string): Promise<DbHandle> {
  const client = await openPrivatePglite(dir, { loadDataDir: await templateDump() });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', through: 'own', close: () => client.close() };
}
