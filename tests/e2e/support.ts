import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page as BrowserPage } from '@playwright/test';
import type { Locale } from '../support/paths';

export { LOCALES, paths, urlOf, type Locale } from '../support/paths';

type Localized = Record<Locale, string>;
type Page = { path: string; status: string; params: { title: Localized; type?: string }; childMenus?: Page[] };

const load = <T>(file: string): T => JSON.parse(readFileSync(join(__dirname, '../../config', file), 'utf8')) as T;

const pagesTree = load<{ pages: Page[] }>('pages.json').pages;
export const footer = load<{ copyright: Localized }>('footer.json');

/** Every configured page with its full original path. */
export const pages: (Page & { fullPath: string })[] = (function flatten(list: Page[], parent = ''): (Page & { fullPath: string })[] {
  return list.flatMap((p) => {
    const fullPath = p.path === '/' ? '/' : `${parent}/${p.path}`;
    return [{ ...p, fullPath }, ...flatten(p.childMenus ?? [], fullPath === '/' ? '' : fullPath)];
  });
})(pagesTree);

/** Open a page and wait until React has taken it over (the chrome's scroll and language behaviours run then). */
export async function open(page: BrowserPage, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('.page-wrapper')).toHaveAttribute('data-hydrated', 'true');
  return response;
}
