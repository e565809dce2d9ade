/**
 * A command that keeps the database open until its stdin closes (the tests' stand-in for a long import):
 * it opens it the way every command does (`openDb()`), prints `holding own` or `holding site` (whether it
 * opened the PGlite folder itself or goes through the site), and `released` once closed.
 */
import { openDb } from '@/lib/db/client';

async function main() {
  const handle = await openDb();
  console.log(`holding ${handle.through}`);
  process.stdin.resume();
  await new Promise((r) => process.stdin.once('end', r));
  await handle.close();
  console.log('released');
}

main().catch((e) => {
  console.error(`hold-folder: ${(e as Error).message}`);
  process.exit(1);
});
