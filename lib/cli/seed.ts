/**
 * `npm run seed [-- --properties N] [-- --reset]`: loads the demo agency into the database
 * (PGlite under .data/ by default, PostgreSQL when DATABASE_URL is set).
 */
import { openDb } from '../db/client';
import { seedDemo } from '../db/seed';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const count = Number(arg('properties') ?? process.env.SEED_PROPERTIES ?? 300);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--properties must be a whole number, not ${arg('properties')}`);
  const handle = await openDb();
  try {
    const started = Date.now();
    const result = await seedDemo(handle.db, {
      properties: count,
      reset: process.argv.includes('--reset'),
      onProgress: (done, total) => process.stdout.write(`\rseed: ${done}/${total} property rows`),
    });
    process.stdout.write('\n');
    console.log(`seed: ${result.articles} articles, ${result.properties} properties and ${result.owners} owners in ${handle.kind} (${Date.now() - started} ms)`);
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(`seed failed: ${(e as Error).message}`);
  process.exit(1);
});
