import { expect, test, type Page } from '@playwright/test';
import { LOCALES, open, urlOf } from './support';

const LISTINGS = ['/for-sale', '/for-rent', '/Biens-vendus'] as const;
const prices = async (page: Page) =>
  (await page.locator('.property-card__price .price:not(.price--hidden)').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));

test.describe('listings', () => {
  for (const locale of LOCALES) {
    test(`each listing shows its properties with paging, in ${locale}`, async ({ page }) => {
      for (const listing of LISTINGS) {
        const res = await page.goto(urlOf(listing, locale));
        expect(res?.status(), listing).toBe(200);
        expect(await page.locator('.property-card').count(), listing).toBeGreaterThan(0);
        await expect(page.locator('.paging__status')).toContainText(/\d/);
      }
    });
  }

  test('reads the filters from the URL, and the result can be shared', async ({ page }) => {
    await page.goto(`${urlOf('/for-sale', 'en')}?type=2`);
    await expect(page.locator('#f-type')).toHaveValue('2');
    const types = await page.locator('.property-card__type').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => /apartment/i.test(t))).toBe(true);

    await page.goto(`${urlOf('/for-rent', 'nl')}?city=Gent|9000`);
    const cities = await page.locator('.address__city').allInnerTexts();
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c.includes('9000'))).toBe(true);
  });

  test('searches with the form, then clears the filters', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'fr'));
    const all = await page.locator('.paging__status').innerText();
    await page.locator('#f-zone').selectOption('luxembourg');
    await page.locator('.filters__submit').click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?zone=luxembourg$/);
    await expect(page.locator('.paging__status')).not.toHaveText(all);
    await page.locator('.filters__reset').click();
    await expect(page).toHaveURL(urlOf('/for-sale', 'fr'));
  });

  test('sorts by price', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'en'));
    await page.locator('#f-sort').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const ascending = await prices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.locator('#f-sort').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('pages to the last page and back', async ({ page }) => {
    await page.goto(urlOf('/for-sale', 'en'));
    const status = page.locator('.paging__status');
    const [, pages] = (await status.innerText()).match(/of (\d+)/)!;
    await page.locator('a[data-paging="last"]').click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(status).toContainText(`Page ${pages} of ${pages}`);
    await expect(page.locator('[data-paging="next"]')).not.toHaveAttribute('href');
    await page.locator('a[data-paging="previous"]').click();
    await expect(status).toContainText(`Page ${Number(pages) - 1} of ${pages}`);
    await page.locator('a[data-paging="first"]').click();
    await expect(page).toHaveURL(urlOf('/for-sale', 'en'));
    await expect(status).toContainText(`Page 1 of ${pages}`);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(`${urlOf('/for-rent', 'de')}?pmin=900000000`);
    await expect(page.locator('.empty')).toHaveText('Für Ihre Suche wurden keine Ergebnisse gefunden.');
  });

  test('shows the results on a map with a marker per property', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'fr'));
    await page.locator('.view-switch button[value="map"]').click();
    await expect(page).toHaveURL(/view=map/);
    const frame = page.frameLocator('iframe');
    const pins = frame.locator('.map-marker');
    await expect(pins.first()).toBeVisible();
    await expect(pins).toHaveCount(12);
    await expect(frame.locator('.map-embed__info')).toHaveText('12 biens sur la carte');
    await pins.first().click();
    await expect(frame.locator('.leaflet-popup a.map-card__link')).toHaveAttribute('href', /^\/fr\/bien\/\d+\/$/);
  });

  test('cleans an address full of empty fields', async ({ page }) => {
    await page.goto(`${urlOf('/for-sale', 'en')}?q=&type=&zone=&pmax=&sort=date-desc`);
    await expect(page).toHaveURL(urlOf('/for-sale', 'en'));
  });

  test('a result page is rendered once, then served from cache, under one address only', async ({ request }) => {
    const listing = urlOf('/for-sale', 'en');
    // the same search in another order is redirected to the one address of the result
    const untidy = await request.get(`${listing}?sort=city&zone=wallonia&type=1`, { maxRedirects: 0 });
    expect(untidy.status()).toBe(307);
    expect(new URL(untidy.headers()['location'], 'http://x').search).toBe('?type=1&zone=wallonia&sort=city');
    const first = await request.get(`${listing}?type=1&zone=wallonia&sort=city`);
    expect(first.status()).toBe(200);
    const again = await request.get(`${listing}?type=1&zone=wallonia&sort=city`);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await again.text()).toBe(await first.text());
    // the internal route answers only for the segment proxy.ts makes
    expect((await request.get('/en/results/c29ydD1jaXR5JnpvbmU9d2FsbG9uaWEmdHlwZT0x/for-sale/')).status()).toBe(404);
    expect((await request.get('/en/results/not-a-query/for-sale/')).status()).toBe(404);
  });
});

test.describe('home search box', () => {
  test('opens on focus with every type and its counts, closes on blur', async ({ page }) => {
    await open(page, '/en/');
    const panel = page.locator('.search-panel');
    await expect(panel).toBeHidden();
    await page.locator('.home-search input').focus();
    await expect(panel).toBeVisible();
    await expect(panel.locator('[data-group="type"] li')).toHaveCount(10);
    await expect(panel.locator('[data-group="type"] li').first().locator('a').first()).toHaveText(/\(\d+\)/);
    // a zero count is greyed and not a link
    const land = panel.locator('[data-group="type"] li', { hasText: 'Building land' });
    await expect(land.locator('.search-panel__count--zero')).toHaveText('Rent (0)');
    await expect(land.locator('a.search-panel__count')).toHaveCount(1);
    await page.locator('.home-banner__title').click();
    await expect(panel).toBeHidden();
  });

  test('matches cities without their accents and leads to the filtered listing', async ({ page }) => {
    await open(page, '/fr/');
    const input = page.locator('.home-search input');
    await input.fill('LIEGE');
    const city = page.locator('[data-group="city"] li', { hasText: 'Liège' });
    await expect(city).toBeVisible();
    await city.locator('a').first().click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Li%C3%A8ge%7C4000$/);
    const cities = await page.locator('.address__city').allInnerTexts();
    expect(cities.every((c) => c.includes('4000 Liège'))).toBe(true);
  });

  test('finds a property by its reference, and clearing the text lists all types again', async ({ page }) => {
    await open(page, '/nl/');
    const reference = (await page.locator('.property-card__ref').first().innerText()).replace(/^Ref\.\s*/, '');
    const input = page.locator('.home-search input');
    await input.fill(reference.toLowerCase());
    const hit = page.locator('[data-group="property"] a').first();
    await expect(hit).toContainText(reference);
    await input.fill('');
    await expect(page.locator('[data-group="type"] li')).toHaveCount(10);
    await expect(page.locator('[data-group="property"]')).toHaveCount(0);
    await input.fill(reference.toLowerCase());
    await page.locator('[data-group="property"] a').first().click();
    await expect(page).toHaveURL(/\/nl\/pand\/\d+\/$/);
  });

  test('has the totals on the two buttons', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('.home-search__buttons a').first()).toHaveAttribute('href', urlOf('/for-sale', 'de'));
    await expect(page.locator('.home-search__buttons .button__count').first()).toHaveText(/^\d+$/);
  });
});
