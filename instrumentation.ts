/**
 * When the server starts: hands the fast routes to server/server.mjs (server/fast-routes.ts), opens (and
 * migrates) the database once, not in the first request (on PGlite it takes the data folder's lock and
 * serves the database to the commands; a folder another site holds stops this one with the holder named),
 * then starts the poller that revalidates pages when the catalogue or the published configuration
 * changes, and the outbox worker that sends the site's e-mails (OUTBOX_WORKER=off leaves sending to
 * another instance), the hourly cleanup of expired rate limits, captchas, sessions and
 * password links (lib/data/cleanup.ts), and the CRM sync when it is configured. Gives server/server.mjs what a graceful
 * stop needs, and writes every request error as one log line (lib/log.ts).
 */
import type { Instrumentation } from 'next';
import { SHUTDOWN } from '@/lib/global-keys.mjs';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ registerFastRoutes }, { searchApi }, { log }, { env }] = await Promise.all([
    import('./server/fast-routes'),
    import('./lib/http/search-api'),
    import('./lib/log'),
    import('./lib/env'),
  ]);
  registerFastRoutes({ '/api/search/': searchApi });
  const { siteDatabase, FolderHeldError } = await import('./lib/data/connection');
  const started = Date.now();
  try {
    // On PGlite this process becomes the data folder's owner and serves it to the commands (lib/db/client.ts).
    const handle = await siteDatabase();
    log.info('db.ready', { kind: handle.kind, ms: Date.now() - started, servingCommands: handle.kind === 'pglite' });
  } catch (e) {
    if (e instanceof FolderHeldError) {
      // Another site has the folder (or a command kept it too long): this one must not open it, and without
      // its database it has nothing to serve.
      log.error('db.folder-held', { reason: e.message });
      process.exit(1);
    }
    // otherwise logged by siteDatabase; the next request tries again
  }
  // Catalogue changes and published configurations reach the pages within a minute (server/live-updates.ts).
  const { startLiveUpdates } = await import('./server/live-updates');
  startLiveUpdates();
  // The CRM sync (lib/crm/omnicasa/schedule.ts): only when OMNICASA_URL, OMNICASA_CUSTOMER and OMNICASA_PASSWORD are set.
  if (env.OMNICASA_URL) {
    const { startCrmSchedule } = await import('./lib/crm/omnicasa/schedule');
    try {
      startCrmSchedule(siteDatabase);
    } catch (e) {
      log.error('crm.not-scheduled', { error: e });
    }
  }
  const { startCleanup } = await import('./lib/data/cleanup');
  startCleanup();
  // Alerts on favourites held within a day go out once it has passed, imports or not (lib/mail/favourite-alert-mails.ts).
  const { startFavouriteAlerts } = await import('./lib/mail/favourite-alert-mails');
  startFavouriteAlerts();
  let stopWorker: () => Promise<void> = async () => undefined;
  if (env.OUTBOX_WORKER) {
    const { startOutboxWorker } = await import('@/lib/mail/outbox');
    // The rows that are calls to the CRM are sent by its handler (lib/mail sits below lib/crm and never imports it).
    const { crmOutboxHandlers } = await import('@/lib/crm/omnicasa/leads');
    stopWorker = startOutboxWorker({ handlers: crmOutboxHandlers });
  }
  // server/server.mjs on SIGTERM, once it stopped accepting connections: no new mail is claimed and the mails
  // being sent are finished, the requests under way are answered, then the database is closed.
  (globalThis as Record<symbol, unknown>)[SHUTDOWN] = async (requestsDone: Promise<void>) => {
    await Promise.all([stopWorker(), requestsDone]);
    const { closeSiteDatabase } = await import('./lib/data/connection');
    await closeSiteDatabase();
  };
}

/** A request that failed on the server: its route (never the path itself, which may hold a token) and the error. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { log } = await import('./lib/log');
  log.error('request.error', {
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    digest: (error as { digest?: string }).digest,
    error,
  });
};
