/**
 * The typed, validated site configuration. The JSON files are bundled at build time; a file that does
 * not validate stops the build (and `npm run config:check`) with one line per problem, so a page is never
 * rendered from a broken config.
 *
 * The bundled configuration is where every process starts. Staff publish a new one without a rebuild
 * (`npm run config:publish`, stored by lib/data/site-config.ts); each instance's poller
 * (server/live-updates.ts) validates it again and swaps it in with `applySiteConfig`. `siteConfig` is a
 * stable object whose seven parts read the current configuration, so `siteConfig.pages` is always the one
 * in use; code that derives tables from it at load time recomputes them in an `onSiteConfigChange` listener.
 * The current configuration lives on globalThis: Next.js may load this module once per bundle (pages,
 * route handlers, proxy.ts, instrumentation), and all of them must see the same one.
 */
import languages from './languages.json';
import paths from './paths.json';
import modules from './modules.json';
import pages from './pages.json';
import menus from './menus.json';
import footer from './footer.json';
import site from './site.json';
import type { ConfigFileName } from './schema';
import { parseSiteConfig, type SiteConfig } from './validate';
import { env } from '@/lib/env';
import { SITE_CONFIG } from '@/lib/global-keys.mjs';

export { parseSiteConfig } from './validate';

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid site configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The seven files as the build bundled them (file name → parsed JSON). */
export const BUNDLED_CONFIG_FILES: Record<ConfigFileName, unknown> = {
  'languages.json': languages,
  'paths.json': paths,
  'modules.json': modules,
  'pages.json': pages,
  'menus.json': menus,
  'footer.json': footer,
  'site.json': site,
};

function load(): SiteConfig {
  const result = parseSiteConfig(BUNDLED_CONFIG_FILES);
  if (!result.config) throw new ConfigError(result.problems);
  return withEnvironment(result.config);
}

/** SITE_URL (the public address: canonical URLs, hreflang, sitemap, JSON-LD) overrides site.json's info.url per deployment. */
function withEnvironment(config: SiteConfig): SiteConfig {
  const url = env.SITE_URL;
  if (!url) return config;
  if (!URL.canParse(url)) throw new ConfigError([`SITE_URL: ${url} is not an absolute URL such as https://www.example.be`]);
  return { ...config, site: { ...config.site, info: { ...config.site.info, url: url.replace(/\/$/, '') } } };
}

type Live = { config: SiteConfig; bundled: SiteConfig; version: number; listeners: Set<() => void> };
const store = globalThis as unknown as { [SITE_CONFIG]?: Live };
const live: Live = (store[SITE_CONFIG] ??= (() => {
  const bundled = load();
  return { config: bundled, bundled, version: 0, listeners: new Set<() => void>() };
})());

/** The configuration in use in this process. */
export const getSiteConfig = (): SiteConfig => live.config;

/** The published version in use (0: the bundled configuration). */
export const siteConfigVersion = (): number => live.version;

/** The configuration this build bundled (with SITE_URL applied). */
export const bundledSiteConfig = (): SiteConfig => live.bundled;

/**
 * Puts a validated configuration in use (`version` 0: the bundled one) and tells every listener, so the
 * tables derived from it are rebuilt before the next request reads them. Synchronous: no request sees half.
 */
export function applySiteConfig(config: SiteConfig, version: number): void {
  const next = version === 0 ? live.bundled : withEnvironment(config);
  const previous = { config: live.config, version: live.version };
  live.config = next;
  live.version = version;
  try {
    for (const listener of live.listeners) listener();
  } catch (error) {
    // A table could not be derived from it: back to the last good configuration everywhere.
    live.config = previous.config;
    live.version = previous.version;
    for (const listener of live.listeners) {
      try {
        listener();
      } catch {
        // It derived its tables from this configuration before: it cannot fail on it now.
      }
    }
    throw error;
  }
}

/** Calls `listener` after every change of configuration (and not now). */
export function onSiteConfigChange(listener: () => void): void {
  live.listeners.add(listener);
}

/** The current site configuration: a stable object whose parts (one per file) are always those of the configuration in use. */
export const siteConfig = Object.defineProperties(
  {} as SiteConfig,
  Object.fromEntries((Object.keys(live.config) as (keyof SiteConfig)[]).map((part) => [part, { get: () => live.config[part], enumerable: true }])),
);
export type { SiteConfig } from './validate';
