/**
 * The database connection: PostgreSQL when DATABASE_URL is set, otherwise PGlite (embedded Postgres)
 * with its data under PGLITE_DIR (default `.data/pglite`). Opened once per process, migrated on open.
 * A failed open is not cached, so the next call tries again.
 *
 * Exactly one process opens a PGlite folder (folder-lock.ts): the site when it runs (`openSiteDb`, which
 * also serves the database on a socket in the folder, site-socket.ts), otherwise the one command that holds
 * the lock. Commands call `openDb()`, which goes through the site when there is one. The folder, its files and
 * the socket are the opening account's only (private-files.ts).
 */
import 'server-only';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { log } from '@/lib/log';
import * as schema from './schema';
import { describeHolder, FolderHeldError, isLock, tryLock, type FolderLock, type LockHolder, type LockRole } from './folder-lock';
import { serveOnSocket, socketPath, SOCKET_PORT, type SiteSocket } from './site-socket';
import { openPrivatePglite } from './private-files';
import { env } from '@/lib/env';
import { DB_UNAVAILABLE } from '@/lib/global-keys.mjs';

export { FolderHeldError } from './folder-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database, as `db.transaction(fn)` hands it to `fn`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the connection or one of its transactions. A function that writes as part of its caller's transaction takes this. */
export type Executor = Db | Tx;
/**
 * An open database. `through`: 'own' when this process opened it (PostgreSQL, or a PGlite folder under its
 * lock), 'site' when it goes through the running site's socket.
 */
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; through: 'own' | 'site'; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = join(process.cwd(), 'lib/db/migrations');
/** Serialises migrations when several instances start at once on one PostgreSQL. */
const MIGRATION_LOCK_ID = 724_311;

export type DbOptions = { url?: string; dataDir?: string | 'memory'; migrate?: boolean };

/** The PGlite data folder of this process: PGLITE_DIR, or `.data/pglite` in the project's folder. */
export function pgliteDir(): string {
  return resolve(env.PGLITE_DIR);
}

/** Seconds a command (or a starting site) waits for a data folder another process holds: PGLITE_LOCK_WAIT, default 120. */
function lockWaitMs(): number {
  return env.PGLITE_LOCK_WAIT * 1000;
}

/**
 * THE way a command-line tool (import, seed, backup, owners …) reaches the database; the site uses
 * `getDbHandle()`. It decides:
 * - `DATABASE_URL` (or `url`) set: PostgreSQL;
 * - else, the PGlite data folder: when the site runs on it, through the site's socket (the site owns the
 *   folder); when nobody holds it, this process takes the folder's lock and opens it itself, until `close()`;
 *   when another command holds it (or the site is still starting), it waits up to PGLITE_LOCK_WAIT seconds,
 *   saying what it waits for, and then fails with a FolderHeldError naming the holder.
 * `dataDir: 'memory'` (tests) opens a private in-memory database.
 */
export async function openDb(options: DbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? env.DATABASE_URL;
  const migrate = options.migrate !== false;
  if (url) return openPostgres(url, migrate);
  const dataDir = options.dataDir ?? pgliteDir();
  if (dataDir === 'memory') return openPglite('memory', migrate);
  return openFolder(resolve(dataDir), 'command', migrate);
}

/**
 * The site's own connection to a PGlite folder: it takes the folder's lock (waiting, bounded, for a command
 * that holds it; refusing at once when another site does), opens the folder and serves it on the socket.
 */
export async function openSiteDb(options: { dataDir?: string } = {}): Promise<DbHandle> {
  const url = env.DATABASE_URL;
  if (url) return openPostgres(url, true);
  return openFolder(resolve(options.dataDir ?? pgliteDir()), 'site', true);
}

/** The folder as the person would type it: relative to the project when inside it. */
function showPath(dir: string): string {
  const rel = relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') ? rel : dir;
}

function heldMessage(dataDir: string, holder: LockHolder, waitedMs: number, role: LockRole): string {
  const waited = waitedMs >= 1000 ? `; waited ${Math.round(waitedMs / 1000)} s` : '';
  const advice =
    holder.pid === process.pid
      ? 'this process has it open already'
      : holder.role === 'command'
        ? 'let that command finish (or stop it), then run this again'
        : role === 'site'
          ? 'stop that site first, or give this one another PGLITE_DIR'
          : 'this command needs the folder to itself: stop the site first';
  return `the data folder ${showPath(dataDir)} is held by ${describeHolder(holder)}${waited}: ${advice}`;
}

async function openFolder(dataDir: string, role: LockRole, migrate: boolean): Promise<DbHandle> {
  const got = await acquireFolder(dataDir, role, role === 'command');
  if (!isLock(got)) return got;
  try {
    return await openLockedFolder(dataDir, got, role === 'site', migrate);
  } catch (e) {
    got.release();
    throw e;
  }
}

/**
 * For a command that must have the folder to itself, with no site on it (restore): the folder's lock,
 * after waiting (bounded) for a command that holds it; a FolderHeldError at once when a site holds it.
 */
export async function lockDataFolder(dataDir: string = pgliteDir()): Promise<FolderLock> {
  return (await acquireFolder(resolve(dataDir), 'command', false)) as FolderLock;
}

/** The lock, or (`viaSite`) a connection through the site that holds it; waits for a command that holds it. */
async function acquireFolder(dataDir: string, role: LockRole, viaSite: boolean): Promise<FolderLock | DbHandle> {
  const started = Date.now();
  const deadline = started + lockWaitMs();
  let said = '';
  for (;;) {
    const lock = tryLock(dataDir, role);
    if (isLock(lock)) return lock;
    const holder = lock;
    if (viaSite && holder.role === 'site' && holder.pid !== process.pid) {
      const handle = await connectToSite(dataDir).catch(() => null);
      if (handle) return handle;
    }
    // Nobody waits for itself; a site, or a command that needs the folder itself, does not wait for a site.
    if ((holder.role === 'site' && (role === 'site' || !viaSite)) || holder.pid === process.pid || Date.now() >= deadline) {
      throw new FolderHeldError(heldMessage(dataDir, holder, Date.now() - started, role), holder);
    }
    const line = `[db] waiting for the data folder ${showPath(dataDir)}: held by ${describeHolder(holder)}${holder.role === 'site' ? ', which is not answering on its socket yet' : ''}`;
    if (line !== said) {
      console.error(`${line} (up to ${Math.round((deadline - Date.now()) / 1000)} s)`);
      said = line;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens a locked folder; the site also serves it on the socket. `close()` releases everything. */
async function openLockedFolder(dataDir: string, lock: FolderLock, serve: boolean, migrate: boolean): Promise<DbHandle> {
  const pglite = await openPglite(dataDir, migrate);
  let socket: SiteSocket | null = null;
  try {
    if (serve) socket = await serveOnSocket(pglite.client, dataDir);
  } catch (e) {
    await pglite.close();
    throw e;
  }
  return {
    ...pglite,
    close: async () => {
      try {
        await socket?.stop();
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Through the site that owns the folder: the `pg` driver on its socket. Null when nothing answers there. */
async function connectToSite(dataDir: string): Promise<DbHandle | null> {
  if (!existsSync(socketPath(dataDir))) return null;
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // One connection: PGlite is one session, so more would only queue inside the site.
  const pool = new Pool({ host: dataDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
  pool.on('error', (e) => console.error('[db] connection to the site lost:', e.message));
  try {
    await pool.query('select 1');
  } catch (e) {
    await pool.end().catch(() => undefined);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    throw e;
  }
  const db = drizzle(pool, { schema });
  return { db, kind: 'pglite', through: 'site', close: () => pool.end() };
}

async function openPostgres(url: string, migrate: boolean): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: env.DATABASE_POOL_SIZE });
  pool.on('error', (e) => log.warn('db.idle-client-error', { error: e }));
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
  return { db, kind: 'postgres', through: 'own', close: () => pool.end() };
}

/**
 * PostgreSQL's start parameters inside PGlite: PGlite's own, and shared buffers of PGLITE_SHARED_BUFFERS_MB
 * instead of the 128 MB initdb writes into the folder's postgresql.conf. PGlite's WebAssembly memory holds
 * them from the start and never gives memory back; a page not in them is read from the data folder, which
 * the operating system's file cache keeps (outside the process).
 */
const pgliteStartParams = (defaults: readonly string[]) => [...defaults, '-c', `shared_buffers=${env.PGLITE_SHARED_BUFFERS_MB}MB`];

async function openPglite(dataDir: string, migrate: boolean): Promise<DbHandle & { client: PGlite }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const options = { startParams: pgliteStartParams(PGlite.defaultStartParams) };
  // A folder is the site's own: 0700 folders and 0600 files, those already there and those PGlite creates.
  const client = dataDir === 'memory' ? new PGlite(options) : await openPrivatePglite(dataDir, options);
  await client.waitReady;
  const db = drizzle(client, { schema });
  if (migrate) {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, kind: 'pglite', through: 'own', client, close: () => client.close() };
}

const globalForDb = globalThis as unknown as { __agencyDb?: Promise<DbHandle>; __agencyDbIsSite?: boolean };

/**
 * The site's process: its connection is opened with `openSiteDb()` (owner of the PGlite folder, serving it on
 * the socket). Called by instrumentation.ts before anything opens the database.
 */
export function actAsSite(): void {
  globalForDb.__agencyDbIsSite = true;
}

/**
 * Whether the last attempt to open the database failed, read by server/server.mjs under DB_UNAVAILABLE: a page that
 * failed then answers 503 (try again later) instead of 500, with the API error page.
 */
const setUnavailable = (down: boolean) => ((globalThis as Record<symbol, unknown>)[DB_UNAVAILABLE] = down);

/** The process-wide connection, opened on first use (or at start-up by instrumentation.ts). */
export function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__agencyDb) {
    const opening = globalForDb.__agencyDbIsSite ? openSiteDb() : openDb();
    globalForDb.__agencyDb = opening;
    opening.then(
      () => setUnavailable(false),
      (e) => {
        // A held folder is reported by whoever decides what to do about it (instrumentation.ts stops the site).
        if (!(e instanceof FolderHeldError)) log.error('db.open-failed', { error: e });
        setUnavailable(true);
        if (globalForDb.__agencyDb === opening) globalForDb.__agencyDb = undefined;
      },
    );
  }
  return globalForDb.__agencyDb;
}

/** Close the process-wide connection (a graceful stop); a later `getDb()` would open it again. */
export async function closeDb(): Promise<void> {
  const opening = globalForDb.__agencyDb;
  globalForDb.__agencyDb = undefined;
  if (!opening) return;
  const handle = await opening.catch(() => null);
  await handle?.close();
  log.info('db.closed', { kind: handle?.kind });
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Make `getDb()` use an already opened connection (tests, command-line tools). */
export function setDbHandle(handle: DbHandle): void {
  globalForDb.__agencyDb = Promise.resolve(handle);
}
