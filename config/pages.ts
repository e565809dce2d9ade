/** Look-ups over the validated config: pages by original path, menus, labels of links. */
import { onSiteConfigChange, siteConfig } from './index';
import { flattenPages } from './validate';
import type { AppPath, MenuLink, Module, Page, PathEntry } from './schema';
import { moduleRelation } from './module-relation';
import type { Locale } from '@/lib/domain/locales';

// Tables over the configuration in use, rebuilt when a published one replaces it (config/index.ts).
let flat: ReturnType<typeof flattenPages> = [];
let byPath = new Map<string, (typeof flat)[number]>();
let pathTable = new Map<string, PathEntry>();
let modulesById = new Map<Module['id'], Module>();

export const HOME_PATH = '/';

/** Whether the sitemap lists the page: not when it asks search engines to keep off (`seo: false`) or redirects. */
export const inSitemap = (p: Page['params']) => p.seo && !p.redirect;

/** A Published page by its original path (`/Notre-agence/Temoignages`), or null. */
export function findPublishedPage(originalPath: string): Page | null {
  const entry = byPath.get(originalPath);
  return entry && entry.page.status === 'Published' && (!entry.parent || entry.parent.status === 'Published') ? entry.page : null;
}

/** Full original paths of every Published page (for static params and the sitemap). */
export function publishedPagePaths(): string[] {
  return flat.filter((e) => findPublishedPage(e.fullPath)).map((e) => e.fullPath);
}

export function fullPathOf(page: Page): string {
  return flat.find((e) => e.page.id === page.id)!.fullPath;
}

/** The Published modules of a page, in their sort order. */
export function pageModules(page: Page): Module[] {
  return page.params.modules
    .map((id) => modulesById.get(id)!)
    .filter((m) => m.status === 'Published')
    .sort((a, b) => a.sort - b.sort);
}

export function pathEntry(originalPath: string) {
  return pathTable.get(originalPath) ?? null;
}

/** A configured page's last change (pages.json modifyDate): the lastModified of its sitemap entries. */
export function pageModified(path: string): Date | null {
  const page = findPublishedPage(path);
  return page ? new Date(page.modifyDate) : null;
}

/**
 * A project's own site from the path table (paths.json externalLink): an entry for this project's path
 * (`/project/701`) wins over the entry of every project (`/project/[id]`); none set, no link.
 */
export function projectExternalLink(id: number): string | null {
  return pathEntry(`/project/${id}`)?.externalLink ?? pathEntry('/project/[id]')?.externalLink ?? null;
}

export type MenuItem = { label: string; href: AppPath; children: MenuItem[] };

/** The main menu: configured top-level pages with their Published children (`/{parent}/{child}`). */
export function mainMenu(locale: Locale): MenuItem[] {
  return siteConfig.menus.main.flatMap((path) => {
    const page = findPublishedPage(path);
    if (!page) return [];
    return [
      {
        label: page.params.title[locale],
        href: path,
        children: page.childMenus
          .filter((c) => c.status === 'Published')
          .sort((a, b) => a.sort - b.sort)
          .map((c) => ({ label: c.params.title[locale], href: `${path}/${c.path}` as AppPath, children: [] })),
      },
    ];
  });
}

/** The label of a configured link: its own, else the page title, else the last breadcrumb name. */
export function linkLabel(link: MenuLink, locale: Locale): string {
  if (link.label) return link.label[locale];
  const path = link.href.replace(/\/$/, '') || '/';
  const page = findPublishedPage(path);
  if (page) return page.params.title[locale];
  const crumbs = pathTable.get(path)?.breadcrumb ?? [];
  return crumbs.at(-1)?.name[locale] ?? link.href;
}

export const isExternalHref = (href: string) => /^(https?:|mailto:|tel:)/.test(href);
/** A configured link's internal path (the config check made sure it is one when it is not a URL). */
export const internalHref = (href: string) => (href.replace(/\/$/, '') || '/') as AppPath;

const LISTING_IDS = ['sale', 'rent', 'sold'];
/** The list a property-list module shows (featured, sale, rent, sold); null for any other module. */
const propertyListOf = (m: Module): string | null => {
  const relation = moduleRelation(m);
  return relation.type === 'property-list' ? String(relation.id) : null;
};
const isListingModule = (m: Module) => {
  const list = propertyListOf(m);
  return list !== null && LISTING_IDS.includes(list);
};
/** Original paths of the pages that show a searchable listing (for-sale, for-rent, Biens-vendus). */
export const LISTING_PATHS: ReadonlySet<string> = new Set<string>();
/** Original paths of the pages that show property cards: the listings and the pages with a list of featured properties. */
const CARD_PATHS = new Set<string>();

function derive(): void {
  flat = flattenPages(siteConfig.pages.pages);
  byPath = new Map(flat.map((e) => [e.fullPath, e]));
  pathTable = new Map(siteConfig.paths.paths.map((p) => [p.path, p]));
  modulesById = new Map(siteConfig.modules.modules.map((m) => [m.id, m]));
  const listings = LISTING_PATHS as Set<string>;
  listings.clear();
  flat.filter(({ page }) => pageModules(page).some(isListingModule)).forEach((e) => listings.add(e.fullPath));
  CARD_PATHS.clear();
  flat.filter(({ page }) => pageModules(page).some((m) => propertyListOf(m) !== null)).forEach((e) => CARD_PATHS.add(e.fullPath));
}
derive();
onSiteConfigChange(derive);
export const isListingPath = (path: string) => LISTING_PATHS.has(path);
/**
 * Whether the configured page at `path` shows property cards (a listing, featured properties): proxy.ts serves such
 * a page from the listings' route, whose code and stylesheet hold the cards, hearts, filters and map; the other
 * configured pages (contact, privacy, team …) load none of it.
 */
export const showsPropertyCards = (path: string) => CARD_PATHS.has(path);

/** The original path of the page that shows the listing `id` (sale, rent, sold), for the goal choice of the search form. */
export function listingPagePath(id: string): string | null {
  if (!LISTING_IDS.includes(id)) return null;
  const entry = flat.find(({ page }) => pageModules(page).some((m) => propertyListOf(m) === id));
  return entry?.fullPath ?? null;
}
