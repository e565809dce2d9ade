/**
 * `npm run seed [-- --properties N] [-- --reset]`: loads the demo agency into the database
 * (PGlite under .data/ by default, PostgreSQL when DATABASE_URL is set).
 */
import { openDatabase } from '../data/connection';
import { demoOwnerPassword, seedDemo } from '../data/seed';
import { env } from '../env';
import { runCli, type CliIo } from './run';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[], io: CliIo) {
  const count = Number(arg(argv, 'properties') ?? env.SEED_PROPERTIES);
  if (!Number.isInteger(count) || count < 0) throw new Error(`--properties must be a whole number, not ${arg(argv, 'properties')}`);
  const handle = await openDatabase();
  try {
    const started = Date.now();
    const owner = demoOwnerPassword();
    const result = await seedDemo(handle.db, {
      ownerPassword: owner.password,
      properties: count,
      reset: argv.includes('--reset'),
      onProgress: (done, total) => io.write(`\rseed: ${done}/${total} property rows`),
    });
    io.write('\n');
    io.log(`seed: ${result.articles} articles, ${result.properties} properties and ${result.owners} owners in ${handle.kind} (${Date.now() - started} ms)`);
    // Production: no published password. Shown this once; owners that existed before keep theirs.
    if (owner.oneTime)
      io.log(
        `seed: NODE_ENV=production, the new demo owners' one-time password is ${owner.password} (not stored in clear; change it through the password reminder)`,
      );
  } finally {
    await handle.close();
  }
}

export const seedCommand = runCli('seed.ts', 'seed', main);
