/**
 * `npm run config:publish [DIR]`: publishes the site configuration (default `config/`) to the running site
 * without a rebuild. It is validated exactly as `npm run config:check` does; with any problem it prints one
 * line per problem, stores nothing and exits 1. Otherwise it is stored in the database (lib/data/site-config.ts,
 * a new version with its checksum) and every instance takes it within a minute (server/live-updates.ts),
 * validating it again; an instance that cannot use it keeps its last good configuration and logs why.
 *
 * The languages (languages.json) are those the site was built with: a change of languages needs a build,
 * and publishing one is refused when it differs from the configuration published before.
 */
import { join } from 'node:path';
import { parseSiteConfig } from '../../config/validate';
import type { ConfigFileName } from '../../config/schema';
import { openDatabase } from '../data/connection';
import { publishSiteConfig, readPublishedSiteConfig } from '../data/site-config';
import { readConfigDir } from './config-check';
import { runCli, type CliIo } from './run';

async function main(argv: string[], io: CliIo): Promise<number> {
  const dir = argv[0] ?? join(process.cwd(), 'config');
  const { raw, problems } = readConfigDir(dir);
  if (problems.length) {
    for (const line of problems) io.error(line);
    io.error('config:publish: nothing published');
    return 1;
  }
  const handle = await openDatabase();
  try {
    const previous = await readPublishedSiteConfig(handle.db);
    const before = previous ? parseSiteConfig(previous.files as Record<ConfigFileName, unknown>).config : null;
    const parsed = parseSiteConfig(raw, before ?? undefined);
    if (!parsed.config) {
      for (const line of parsed.problems) io.error(line);
      io.error('config:publish: nothing published');
      return 1;
    }
    const result = await publishSiteConfig(handle.db, raw);
    if (result.unchanged)
      io.log(`config:publish: version ${result.version} is already this configuration (checksum ${result.checksum.slice(0, 12)}), nothing to do`);
    else
      io.log(`config:publish: published version ${result.version} (checksum ${result.checksum.slice(0, 12)}); every running instance takes it within a minute`);
    return 0;
  } finally {
    await handle.close();
  }
}

export const configPublishCommand = runCli('config-publish.ts', 'config:publish', main);
