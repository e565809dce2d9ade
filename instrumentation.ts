/**
 * When the server starts: hands the fast routes to server.mjs (lib/http/fast-routes.ts), opens (and
 * migrates) the database once, not in the first request, then starts the outbox worker that sends the
 * site's e-mails (OUTBOX_WORKER=off leaves sending to another instance).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ registerFastRoutes }, { searchApi }] = await Promise.all([import('./lib/http/fast-routes'), import('./lib/http/search-api')]);
  registerFastRoutes({ '/api/search/': searchApi });
  const { getDbHandle } = await import('./lib/db/client');
  const started = Date.now();
  try {
    const handle = await getDbHandle();
    console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
  } catch {
    // logged by getDbHandle; the next request tries again
  }
  if (process.env.OUTBOX_WORKER !== 'off') {
    const { startOutboxWorker } = await import('./lib/forms/outbox');
    startOutboxWorker();
  }
}
