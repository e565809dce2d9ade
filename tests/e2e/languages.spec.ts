import { expect, test } from '@playwright/test';

/** The browser's language setting is the context's locale (it sends Accept-Language). */
const browserLanguage = (locale: string) => test.use({ locale });
import { languageLink, open, urlOf } from './support';

test.describe('language resolution', () => {
  test.describe('with a German browser', () => {
    browserLanguage('de-DE');

    test('an enabled language as first path segment wins over everything else', async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: 'http://127.0.0.1' }]);
      await page.goto('/en/?lang=fr');
      await expect(page).toHaveURL(/\/en\/\?lang=fr$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('without a language in the path, the query string comes first', async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: 'http://127.0.0.1' }]);
      await page.goto('/for-sale/?lang=en');
      await expect(page).toHaveURL(/\/en\/for-sale\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // and the choice is kept for the next visit
      await page.goto('/contact/');
      await expect(page).toHaveURL(/\/en\/contact\/$/);
    });

    test('then the cookie', async ({ page, context }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'nl', url: 'http://127.0.0.1' }]);
      await page.goto('/Notre-agence/Temoignages/');
      await expect(page).toHaveURL(urlOf('/Notre-agence/Temoignages', 'nl'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    });

    test('then the browser setting', async ({ page }) => {
      await page.goto('/for-sale/');
      await expect(page).toHaveURL(urlOf('/for-sale', 'de'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });

  test.describe('with an English browser', () => {
    browserLanguage('en-GB');

    test('then local storage, before the browser setting', async ({ page }) => {
      await open(page, '/de/');
      await page.evaluate(() => localStorage.setItem('lang', 'de'));
      await page.context().clearCookies();
      await page.goto('/for-rent/');
      await expect(page).toHaveURL(urlOf('/for-rent', 'de'));
    });

    test('then session storage', async ({ page }) => {
      await open(page, '/nl/');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.setItem('lang', 'nl');
      });
      await page.context().clearCookies();
      // LanguageMemory stores the language shown; clear again right before the visit that matters
      await page.evaluate(() => localStorage.clear());
      await page.goto('/contact/');
      await expect(page).toHaveURL(urlOf('/contact', 'nl'));
    });
  });

  test.describe('with a Spanish browser', () => {
    browserLanguage('es-ES');
    test('an unsupported language falls back to the configured default', async ({ page }) => {
      await page.goto('/for-sale/?lang=xx');
      await expect(page).toHaveURL(urlOf('/for-sale', 'fr'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test('the choice made with the switcher is stored in local storage and the cookie', async ({ page }) => {
    await open(page, urlOf('/Notre-agence', 'fr'));
    await languageLink(page, 'de').click();
    await expect(page).toHaveURL(urlOf('/Notre-agence', 'de'));
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('de');
  });

  test('on the home page and a 404 the switcher links to each home page as served, with no redirect on the way', async ({ page }) => {
    for (const url of ['/fr/', '/fr/nulle-part/']) {
      await page.goto(url);
      await expect(languageLink(page, 'nl')).toHaveAttribute('href', '/nl/');
    }
    const redirects: string[] = [];
    page.on('response', (r) => ([301, 302, 303, 307, 308].includes(r.status()) ? redirects.push(r.url()) : undefined));
    await open(page, '/fr/');
    await languageLink(page, 'nl').click();
    await expect(page).toHaveURL(/\/nl\/$/);
    expect(redirects).toEqual([]);
  });
});
