/**
 * The database connection: PostgreSQL when DATABASE_URL is set, otherwise PGlite (embedded Postgres)
 * with its data under PGLITE_DIR (default `.data/pglite`). Opened once per process, migrated on open.
 * A failed open is not cached, so the next call tries again.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = join(process.cwd(), 'lib/db/migrations');
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_311;

export type DbOptions = { url?: string; dataDir?: string | 'memory'; migrate?: boolean };

/** Open a new connection (tests and command-line tools); the site uses `getDb()`. */
export async function openDb(options: DbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  const migrate = options.migrate !== false;
  return url ? openPostgres(url, migrate) : openPglite(options.dataDir ?? process.env.PGLITE_DIR ?? join(process.cwd(), '.data/pglite'), migrate);
}

async function openPostgres(url: string, migrate: boolean): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', (e) => console.error('[db] idle PostgreSQL client error:', e.message));
  const db = drizzle(pool, { schema });
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // The advisory lock belongs to one session: hold it on a dedicated client while migrating.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await run(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, migrate: boolean): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

const globalForDb = globalThis as unknown as { __agencyDb?: Promise<DbHandle> };

/** The process-wide connection, opened on first use (or at start-up by instrumentation.ts). */
export function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__agencyDb) {
    const opening = openDb();
    globalForDb.__agencyDb = opening;
    opening.catch((e) => {
      console.error('[db] could not open the database:', (e as Error).message);
      if (globalForDb.__agencyDb === opening) globalForDb.__agencyDb = undefined;
    });
  }
  return globalForDb.__agencyDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Make `getDb()` use an already opened connection (tests, command-line tools). */
export function setDbHandle(handle: DbHandle): void {
  globalForDb.__agencyDb = Promise.resolve(handle);
}
