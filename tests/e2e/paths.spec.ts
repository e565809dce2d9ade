import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { must } from '../support/must';
import { footer, languageLink, LOCALES, pages, urlOf } from './support';

const MENU_PATHS = ['/for-sale', '/for-rent', '/Biens-vendus', '/Notre-agence', '/contact'];
const title = (path: string, locale: (typeof LOCALES)[number]) => pages.find((p) => p.fullPath === path)!.params.title[locale];

test.describe('every configured page in every language', () => {
  for (const locale of LOCALES) {
    test(`answers 200 at its localized path, in ${locale}`, async ({ request }) => {
      for (const p of pages) {
        const url = urlOf(p.fullPath, locale);
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<html lang="${locale}"`);
        expect(html, url).toContain(p.params.title[locale].replace(/'/g, '&#x27;'));
        if (p.params.type !== 'chromeless') {
          for (const m of MENU_PATHS) expect(html, `${url} menu`).toContain(`>${title(m, locale).replace(/'/g, '&#x27;')}</a>`);
          expect(html, `${url} footer`).toContain(footer.copyright[locale].replace('{year}', String(new Date().getFullYear())));
        }
      }
    });
  }
});

test.describe('the path table', () => {
  test('original unprefixed paths reach the right page in the resolved language', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
    for (const original of [
      '/for-sale',
      '/for-rent',
      '/Biens-vendus',
      '/Notre-agence/Temoignages',
      '/Notre-agence/Liens-utiles',
      '/contact-demand',
      '/Espagne',
      '/Privacy',
    ]) {
      await page.goto(`${original}/`);
      await expect(page, original).toHaveURL(urlOf(original, 'nl'));
      await expect(page.locator('h1')).toHaveText(title(original, 'nl'));
    }
  });

  test('an internal path under a language redirects to that language’s path', async ({ request }) => {
    const res = await request.get('/fr/for-sale/', { maxRedirects: 0 });
    expect([307, 308]).toContain(res.status());
    expect(new URL(must(res.headers()['location'], 'the Location of the redirect'), 'http://x').pathname).toBe('/fr/a-vendre/');
  });

  test('the language switcher lands on the same page in the other language', async ({ page }) => {
    await page.goto(urlOf('/Notre-agence/Temoignages', 'fr'));
    for (const l of LOCALES) await expect(languageLink(page, l)).toHaveAttribute('href', urlOf('/Notre-agence/Temoignages', l));
    await languageLink(page, 'nl').click();
    await expect(page).toHaveURL(urlOf('/Notre-agence/Temoignages', 'nl'));
    await expect(page.locator('h1')).toHaveText('Getuigenissen');
  });

  test('child menu links have the form /{parent}/{child}/', async ({ page }) => {
    await page.goto('/en/');
    // A parent's children show in its menu when the pointer is over it: the lists inside the main menu's list.
    const menu = page.getByRole('banner').getByRole('navigation', { name: en.chrome.mainMenu, exact: true });
    await menu.getByRole('link', { name: title('/Notre-agence', 'en'), exact: true }).hover();
    const children = menu.getByRole('list').getByRole('list').getByRole('link');
    await expect(children).toHaveCount(3);
    for (const href of await children.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/en\/our-agency\/[a-z-]+\/$/);
  });

  test('a property detail page has a localized path in each language', async ({ page }) => {
    await page.goto('/fr/');
    const first = page.getByRole('article').first().getByRole('link');
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/fr\/bien\/\d+\/$/);
    const id = href.match(/(\d+)/)![1];
    await page.goto(`/property/${id}/`);
    await expect(page).toHaveURL(`/fr/bien/${id}/`);
    await languageLink(page, 'de').click();
    await expect(page).toHaveURL(`/de/immobilie/${id}/`);
  });
});
