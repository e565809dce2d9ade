import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page as BrowserPage } from '@playwright/test';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { must } from '../support/must';
import type { Locale } from '../support/paths';

export { LOCALES, paths, urlOf, type Locale } from '../support/paths';

type Localized = Record<Locale, string>;
type Page = {
  path: string;
  status: string;
  params: { title: Localized; type?: string; banner?: { title?: Localized; images?: string[] } };
  childMenus?: Page[];
};
type Module = { id: number; title?: Localized };

const load = <T>(file: string): T => JSON.parse(readFileSync(join(__dirname, '../../config', file), 'utf8')) as T;

const pagesTree = load<{ pages: Page[] }>('pages.json').pages;
export const footer = load<{ copyright: Localized }>('footer.json');
const modules = load<{ modules: Module[] }>('modules.json').modules;

/** Every configured page with its full original path. */
export const pages: (Page & { fullPath: string })[] = (function flatten(list: Page[], parent = ''): (Page & { fullPath: string })[] {
  return list.flatMap((p) => {
    const fullPath = p.path === '/' ? '/' : `${parent}/${p.path}`;
    return [{ ...p, fullPath }, ...flatten(p.childMenus ?? [], fullPath === '/' ? '' : fullPath)];
  });
})(pagesTree);

/** The home page's banner (config/pages.json). */
export const homeBanner = pages.find((p) => p.fullPath === '/')?.params.banner;

/** A configured module with a title, as the region that title names (components/modules/ModuleFrame.tsx). */
export const moduleRegion = (page: BrowserPage, id: number, locale: Locale) =>
  page.getByRole('region', { name: must(modules.find((m) => m.id === id)?.title, `the title of module ${id}`)[locale], exact: true });

/** The header's language switcher (the drawer's copy is hidden on a desktop), named 'Language' in the page's language. */
export const languageSwitcher = (page: BrowserPage) =>
  page.getByRole('banner').getByRole('navigation', { name: new RegExp(`^(${[en, nl, fr, de].map((m) => m.chrome.language).join('|')})$`) });
/** The switcher's link to a language, by the code it shows ('DE'). */
export const languageLink = (page: BrowserPage, locale: Locale) => languageSwitcher(page).getByRole('link', { name: locale.toUpperCase(), exact: true });

/** Open a page and wait until React has taken it over (the chrome's scroll and language behaviours run then). */
export async function open(page: BrowserPage, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Waits until React has taken the page over: the page's wrapper says so in its data-hydrated attribute. */
export const hydrated = (page: BrowserPage) => expect(page.locator('[data-hydrated]')).toHaveAttribute('data-hydrated', 'true');

/**
 * The lines of a property card (components/property/Card.tsx) as a visitor reads them under its photo:
 * the type above the title, then the address; the price, the one amount in euros; the reference, 'Ref. …'.
 */
export function propertyCard(card: Locator) {
  const lines = card.getByRole('paragraph');
  return {
    type: lines.nth(0),
    address: lines.nth(1),
    facts: card.getByRole('listitem'),
    price: card.getByText('€'),
    reference: card.getByText(/^R[ée]f\. /),
  };
}

/** The city of each card, in their order ('1000 Brussels' from 'Rue Haute 53, 1000 Brussels'). */
export async function cardCities(page: BrowserPage): Promise<string[]> {
  const cards = await page.getByRole('article').all();
  return Promise.all(cards.map(async (c) => (await propertyCard(c).address.innerText()).split(', ').at(-1) ?? ''));
}
