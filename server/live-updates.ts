/**
 * Changes live within a minute on every instance: a poller per process (started by instrumentation.ts)
 * reads, every LIVE_POLL_MS (default 15 s, at most 30 s), two version numbers from the database:
 *
 * - the catalogue's (`data_versions`, bumped by triggers on every write to properties, projects, project
 *   units, web types and articles: an import, the CRM sync, `npm run articles`, staff SQL). When it moves, the poller reads which
 *   properties and projects changed (lib/data/catalog-changes.ts), keys the memory caches by the new
 *   version (counts, search index, listing index) and revalidates those pages in every language, plus the
 *   listings, the home pages and the result pages. A page that answered 404 before its property existed,
 *   or a withdrawn property's page, is rendered again on its next request like any other.
 * - the published configuration's (`npm run config:publish`, lib/data/site-config.ts). When it moves, the
 *   poller validates it again, puts it in use (config/index.ts) and revalidates every page; a configuration
 *   that fails is logged once and never used: the site keeps the last good one.
 *
 * Revalidation is Next.js's own `revalidatePath`, which needs a request: the poller asks this process's
 * route handler app/api/revalidate with a secret only this process knows. Every revalidation is sent a
 * second time one poll later, for the pages whose rendering had started before the change was committed.
 * The sitemap is kept in memory under both versions (lib/seo/sitemap.ts): the first request after either
 * moved builds it again, and needs no revalidation.
 *
 * At start, every page is revalidated once: Next.js keeps its revalidations in memory only, so pages written
 * to disk before a restart may predate a change the last process revalidated but did not render again, or a
 * change made while no site ran (a command that opened the data folder itself). Each page is then rendered
 * again on its first request, as after a new build.
 */
import { randomBytes } from 'node:crypto';
import { applySiteConfig, bundledSiteConfig, parseSiteConfig, siteConfigVersion } from '@/config';
import type { ConfigFileName } from '@/config/schema';
import { siteDatabase } from '@/lib/data/connection';
import { CatalogChangeReader, readCatalogVersion, type CatalogChangeSet } from '@/lib/data/catalog-changes';
import { noteCatalogVersion } from '@/lib/data/catalog-version';
import { latestSiteConfigVersion, readPublishedSiteConfig } from '@/lib/data/site-config';
import { enabledLocales } from '@/lib/i18n/routing';
import { env, readEnv } from '@/lib/env';
import { REVALIDATION_SECRET } from '@/lib/global-keys.mjs';

/** The longest interval allowed: a change must show within 60 s, with a margin for rendering. */
export { DEFAULT_POLL_MS } from '@/lib/env';
/** Above this many changed properties (or projects), their whole route is revalidated rather than each page. */
const MANY = 100;

/** A path for Next.js's revalidatePath: a concrete page (`/fr/property/12`), or a route with its type. */
export type RevalidationPath = { path: string; type?: 'page' | 'layout' };

/** Pages that show the catalogue whatever changed: homes, configured pages (the listings and the others), result pages, projects, the map. */
const CATALOGUE_PAGES: RevalidationPath[] = [
  { path: '/[locale]', type: 'page' },
  { path: '/[locale]/[...path]', type: 'page' },
  { path: '/[locale]/listing/[...path]', type: 'page' },
  { path: '/[locale]/results/[query]/[...path]', type: 'page' },
  { path: '/[locale]/projects', type: 'page' },
  { path: '/embed/map', type: 'page' },
];

/** Everything: a new configuration shows on every page. */
export const ALL_PAGES: RevalidationPath[] = [{ path: '/', type: 'layout' }];
/** Everything, once at start (not sent a second time: nothing was being rendered before it). */
const AT_START: RevalidationPath = { path: '/', type: 'layout' };

/** The pages to revalidate for a set of catalogue changes, in the languages `locales`. */
export function pagesForChanges(changes: CatalogChangeSet, locales: readonly string[]): RevalidationPath[] {
  // An article shows on its own page, on configured pages and in their modules (team, testimonials) anywhere: every page.
  if (changes.articles) return ALL_PAGES;
  const out: RevalidationPath[] = [...CATALOGUE_PAGES];
  const subject = (ids: Set<number> | 'all', route: 'property' | 'project') => {
    if (ids !== 'all' && ids.size === 0) return;
    // The forms of a property or project (/property/12/offer/ …) name it: revalidated with it.
    out.push({ path: `/[locale]/${route}/[id]/[form]`, type: 'page' });
    if (ids === 'all' || ids.size > MANY) out.push({ path: `/[locale]/${route}/[id]`, type: 'page' });
    else for (const id of ids) for (const locale of locales) out.push({ path: `/${locale}/${route}/${id}` });
  };
  subject(changes.properties, 'property');
  subject(changes.projects, 'project');
  return out;
}

/** The poll interval: LIVE_POLL_MS when it is a whole number of milliseconds from 1000 to MAX_POLL_MS. */
export function pollInterval(value?: string): number {
  return value === undefined ? env.LIVE_POLL_MS : readEnv({ LIVE_POLL_MS: value }).LIVE_POLL_MS;
}

const store = globalThis as unknown as { [REVALIDATION_SECRET]?: string; __agencyLiveUpdates?: boolean };

/** Whether `candidate` is this process's revalidation secret (app/api/revalidate). */
export function isRevalidationSecret(candidate: string | null): boolean {
  const secret = store[REVALIDATION_SECRET];
  return !!secret && candidate === secret;
}

/** Asks this process's route handler to revalidate `paths`. */
async function revalidate(paths: RevalidationPath[]): Promise<void> {
  const port = env.PORT;
  const response = await fetch(`http://127.0.0.1:${port}/api/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidation-secret': store[REVALIDATION_SECRET]! },
    body: JSON.stringify({ paths }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
}

/** Starts the poller of this process (once). */
export function startLiveUpdates(): void {
  if (store.__agencyLiveUpdates) return;
  store.__agencyLiveUpdates = true;
  store[REVALIDATION_SECRET] = randomBytes(32).toString('base64url');
  const interval = pollInterval();

  let reader: CatalogChangeReader | null = null;
  let catalogVersion = -1;
  let rejectedConfig = 0;
  /** Revalidations not yet done (the server was not answering yet), and those to send once more. */
  let pending: RevalidationPath[] = [AT_START];
  let again: RevalidationPath[] = [];

  async function pollCatalog(): Promise<void> {
    const { db } = await siteDatabase();
    const version = await readCatalogVersion(db);
    if (!reader) {
      // Pages rendered from now on show the catalogue as it is: follow the log from here.
      reader = await CatalogChangeReader.fromNow(db);
      catalogVersion = version;
      noteCatalogVersion(version);
      return;
    }
    if (version === catalogVersion) return;
    const changes = await reader.next();
    catalogVersion = version;
    noteCatalogVersion(version);
    pending.push(...pagesForChanges(changes, enabledLocales));
    const counts = (ids: Set<number> | 'all') => (ids === 'all' ? 'all' : ids.size);
    console.log(
      `[live] catalogue version ${version}: ${counts(changes.properties)} properties and ${counts(changes.projects)} projects changed${changes.articles ? ', and articles (every page revalidated)' : ', their pages and the listings revalidated'}`,
    );
  }

  async function pollConfig(): Promise<void> {
    const { db } = await siteDatabase();
    const latest = await latestSiteConfigVersion(db);
    if (latest === siteConfigVersion() || latest === rejectedConfig) return;
    if (latest === 0) {
      applySiteConfig(bundledSiteConfig(), 0);
    } else {
      const published = await readPublishedSiteConfig(db, latest);
      const parsed = published ? parseSiteConfig(published.files as Record<ConfigFileName, unknown>, bundledSiteConfig()) : null;
      if (!parsed?.config) {
        rejectedConfig = latest;
        console.error(
          `[live] published configuration ${latest} refused, still using ${siteConfigVersion() || 'the bundled one'}:\n${(parsed?.problems ?? ['not found']).join('\n')}`,
        );
        return;
      }
      try {
        applySiteConfig(parsed.config, latest);
      } catch (error) {
        rejectedConfig = latest;
        console.error(`[live] published configuration ${latest} refused, still using ${siteConfigVersion() || 'the bundled one'}:`, error);
        return;
      }
    }
    pending.push(...ALL_PAGES);
    console.log(`[live] configuration ${latest || 'bundled'} in use, every page revalidated`);
  }

  async function tick(): Promise<void> {
    await pollCatalog().catch((e) => console.error('[live] catalogue poll failed:', (e as Error).message));
    await pollConfig().catch((e) => console.error('[live] configuration poll failed:', (e as Error).message));
    const now = pending;
    const paths = dedupe([...now, ...again]);
    if (!paths.length) return;
    try {
      await revalidate(paths);
      pending = [];
      again = now.filter((p) => p !== AT_START);
    } catch (error) {
      // Kept for the next tick (the server may not listen yet).
      if (now.length) console.error('[live] revalidation failed, tried again at the next poll:', (error as Error).message);
    }
  }

  const loop = async () => {
    await tick();
    // tick() catches a failed revalidation and keeps it for the next poll; the timer only starts the next one.
    setTimeout(() => void loop(), interval).unref();
  };
  void loop();
}

function dedupe(paths: RevalidationPath[]): RevalidationPath[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const key = `${p.path} ${p.type ?? ''}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
