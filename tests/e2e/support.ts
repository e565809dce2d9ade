import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page as BrowserPage } from '@playwright/test';

type Localized = Record<'en' | 'nl' | 'fr' | 'de', string>;
type PathEntry = { path: string; localized: Localized };
type Page = { path: string; status: string; params: { title: Localized; type?: string }; childMenus?: Page[] };

const load = <T>(file: string): T => JSON.parse(readFileSync(join(__dirname, '../../config', file), 'utf8')) as T;

export const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const paths = load<{ paths: PathEntry[] }>('paths.json').paths;
const pagesTree = load<{ pages: Page[] }>('pages.json').pages;
export const footer = load<{ copyright: Localized }>('footer.json');

/** Every configured page with its full original path. */
export const pages: (Page & { fullPath: string })[] = (function flatten(list: Page[], parent = ''): (Page & { fullPath: string })[] {
  return list.flatMap((p) => {
    const fullPath = p.path === '/' ? '/' : `${parent}/${p.path}`;
    return [{ ...p, fullPath }, ...flatten(p.childMenus ?? [], fullPath === '/' ? '' : fullPath)];
  });
})(pagesTree);

/** The public URL of an original path in a language (trailing slash, as the site serves them). */
export function urlOf(original: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const entry = paths.find((p) => p.path === original);
  if (!entry) throw new Error(`no path-table entry for ${original}`);
  let local = entry.localized[locale];
  for (const [k, v] of Object.entries(params)) local = local.replace(`[${k}]`, String(v));
  return `/${locale}${local === '/' ? '' : local}/`;
}

/** Open a page and wait until React has taken it over (the chrome's scroll and language behaviours run then). */
export async function open(page: BrowserPage, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('.page-wrapper')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
