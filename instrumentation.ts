/** Opens (and migrates) the database once when the server starts, not in the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDbHandle } = await import('./lib/db/client');
  const started = Date.now();
  try {
    const handle = await getDbHandle();
    console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
  } catch {
    // logged by getDbHandle; the next request tries again
  }
}
