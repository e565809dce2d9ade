/**
 * The bare Next.js app the benchmarks measure the site against (tests/bench/bare/): Next.js and next-intl of the
 * project's own node_modules with their guides' set-up, one page per language prerendered at build time behind
 * next-intl's middleware (proxy.ts), its HTML about as large as the site's privacy page. Served by `next start`,
 * it is what the framework alone costs on the machine of the run: figures of the site given as ratios to its
 * figures, measured in the same run, compare across machines.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, Site, type ServerCommand } from './site';

const BARE_DIR = join(ROOT, 'tests/bench/bare');
const DIST = join(BARE_DIR, '.next');
const NEXT_BIN = join(ROOT, 'node_modules/next/dist/bin/next');
/** What the build was made from: the versions of the packages, so that an upgrade of the project's builds it again. */
const STAMP = join(DIST, 'bench-stamp.json');

/** The bare page of the default language, and of each language. */
export const BARE_PATH = '/fr';
export const BARE_LOCALES = ['fr', 'nl', 'en', 'de'] as const;

const versionOf = (name: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The versions the bare app runs on: those of the project's node_modules. */
export const bareVersions = () => ({ next: versionOf('next'), 'next-intl': versionOf('next-intl'), react: versionOf('react') });

/** The newest modification time of the app's sources (everything but its build). */
function newestSource(dir = BARE_DIR): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'next-env.d.ts') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Why the bare app must be built again, or null when its build is that of its sources and of the installed versions. */
function staleBecause(): string | null {
  if (!existsSync(join(DIST, 'BUILD_ID')) || !existsSync(STAMP)) return 'it has not been built';
  const stamp = readFileSync(STAMP, 'utf8');
  if (stamp !== JSON.stringify(bareVersions())) return `the packages changed since its build (${stamp} → ${JSON.stringify(bareVersions())})`;
  if (newestSource() > statSync(STAMP).mtimeMs) return 'its sources changed since its build';
  return null;
}

/** Builds the bare app (`next build` in tests/bench/bare, into its own .next) when it has no build of its sources and of the installed versions. */
export function ensureBareBuild(log: (message: string) => void) {
  const reason = staleBecause();
  if (!reason) return;
  log(`building the bare Next.js app in ${BARE_DIR}: ${reason}`);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: BARE_DIR, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(join(DIST, 'BUILD_ID'))) throw new Error(`the bare app's build failed (exit code ${build.status ?? build.signal})`);
  writeFileSync(STAMP, JSON.stringify(bareVersions()));
}

/** `next start` of the bare app on `port`. */
export function bareSite(port: number, log: (message: string) => void): Site {
  const command: ServerCommand = { args: [NEXT_BIN, 'start', '--port', String(port)], cwd: BARE_DIR, what: 'the bare Next.js app (next start)' };
  return new Site({ port, command, logName: 'bare-server.log', log });
}
