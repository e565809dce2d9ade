/**
 * The database connection as the rest of the code sees it: the handle's types to pass a connection or a
 * transaction along, opening and closing for the command-line tools, and the start-up open of the site.
 * The queries themselves live in the other lib/data modules; nothing outside lib/data imports lib/db.
 */
import 'server-only';
import { actAsSite, closeDb, getDbHandle, openDb, pgliteDir, type Db, type DbHandle, type DbOptions, type Executor } from '@/lib/db/client';

export { FolderHeldError } from '@/lib/db/client';

export type { Db, DbHandle, DbOptions, Executor };

/**
 * A connection of its own for a command-line tool (or a test); close it with `handle.close()`. On PGlite it
 * goes through the running site, or opens the data folder under its lock when no site runs (lib/db/client.ts
 * `openDb`): every command must open the database this way, never the folder itself.
 */
export const openDatabase = (options?: DbOptions): Promise<DbHandle> => openDb(options);

/**
 * The site's connection, opened (and migrated) once per process: instrumentation.ts calls it at start. On
 * PGlite this process becomes the data folder's owner and serves it to the commands; a FolderHeldError says
 * another site has it.
 */
export const siteDatabase = (): Promise<DbHandle> => {
  actAsSite();
  return getDbHandle();
};

/** The PGlite data folder (PGLITE_DIR). */
export { pgliteDir };

/** Close the site's connection (a graceful stop, after the last request); a later use opens it again. */
export const closeSiteDatabase = (): Promise<void> => closeDb();
