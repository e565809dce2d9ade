import { expect, test, type Page } from '@playwright/test';
import { searchResultDescription } from '../../lib/domain/search';
import { LOCALES, open, urlOf } from './support';

const LISTINGS = ['/for-sale', '/for-rent', '/Biens-vendus'] as const;
const prices = async (page: Page) =>
  (await page.locator('.property-card__price .price:not(.price--hidden)').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));
/** Lower case without accents: names are sorted as a visitor reads them (Écaussinnes before Gent). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const alphabetical = (list: string[]) => [...list].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0));
/** 'Page 2 of 3 with 28 listings' in any language: [page, pages, total]. */
/** Waits until React runs the page (the sort select submits the form from then on). */
const hydrated = (page: Page) => expect(page.locator('.page-wrapper')).toHaveAttribute('data-hydrated', 'true');
/** Chooses a sort in the form and waits for the sorted page to be live. */
async function sortBy(page: Page, value: string, url: RegExp) {
  await hydrated(page);
  await page.locator('#f-sort').selectOption(value);
  await expect(page).toHaveURL(url);
  await hydrated(page);
}
const pagingNumbers = async (page: Page) => (await page.locator('.paging__status').innerText()).match(/\d+/g)!.map(Number);

test.describe('listings', () => {
  // Each listing in each language: filters from the URL, the four sorts, paging to the last page and back, the map.
  for (const listing of LISTINGS) {
    for (const locale of LOCALES) {
      test(`${listing} in ${locale}: URL filters, sorting, paging and the map`, async ({ page }) => {
        const base = urlOf(listing, locale);
        const unfiltered = await open(page, base);
        expect(unfiltered?.status()).toBe(200);
        const [, , all] = await pagingNumbers(page);

        // An advanced filter from the URL: at least two bedrooms. The form shows it and every card has them.
        await open(page, `${base}?bmin=2`);
        await expect(page.locator('#f-bmin')).toHaveValue('2');
        await expect(page.locator('.filters__advanced')).toHaveAttribute('open', '');
        const [, pages, total] = await pagingNumbers(page);
        expect(total).toBeGreaterThan(0);
        expect(total).toBeLessThan(all);
        const bedrooms = await page.locator('.property-card__facts li:first-child').allInnerTexts();
        expect(bedrooms).toHaveLength(await page.locator('.property-card').count());
        for (const b of bedrooms) expect(Number(b.match(/\d+/)![0]), b).toBeGreaterThanOrEqual(2);

        // The four sorts, chosen in the form; the filter stays and the cards come in that order.
        await sortBy(page, 'price-asc', /\?bmin=2&sort=price-asc$/);
        const ascending = await prices(page);
        if (listing !== '/Biens-vendus') expect(ascending.length).toBeGreaterThan(0);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
        await sortBy(page, 'type', /\?bmin=2&sort=type$/);
        const types = await page.locator('.property-card__type').allInnerTexts();
        expect(types).toEqual(alphabetical(types));
        await sortBy(page, 'city', /\?bmin=2&sort=city$/);
        const cities = (await page.locator('.address__city').allInnerTexts()).map((c) => c.replace(/^\S*\d\S*\s+/, ''));
        expect(cities).toEqual(alphabetical(cities));
        await sortBy(page, 'date-desc', /\?bmin=2$/);
        const listed = await page.locator('.property-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-listed') ?? ''));
        expect(listed.every(Boolean)).toBe(true);
        expect(listed).toEqual([...listed].sort().reverse());

        // Paging to the last page and back, the filter kept on every page.
        expect(pages).toBeGreaterThan(1);
        const first = await page.locator('.property-card__ref').allInnerTexts();
        await page.locator('a[data-paging="last"]').click();
        await expect(page).toHaveURL(new RegExp(`\\?bmin=2&page=${pages}$`));
        expect((await pagingNumbers(page)).slice(0, 3)).toEqual([pages, pages, total]);
        expect(await page.locator('.property-card').count()).toBe(total - (pages - 1) * 12);
        await expect(page.locator('[data-paging="next"]')).not.toHaveAttribute('href');
        await expect(page.locator('[data-paging="last"]')).not.toHaveAttribute('href');
        await page.locator('a[data-paging="previous"]').click();
        await expect(page).toHaveURL(pages > 2 ? new RegExp(`\\?bmin=2&page=${pages - 1}$`) : /\?bmin=2$/);
        expect((await pagingNumbers(page))[0]).toBe(pages - 1);
        if (pages > 2) await page.locator('a[data-paging="first"]').click();
        await expect(page).toHaveURL(new RegExp(`${base}\\?bmin=2$`));
        expect((await pagingNumbers(page))[0]).toBe(1);
        await expect(page.locator('[data-paging="previous"]')).not.toHaveAttribute('href');
        expect(await page.locator('.property-card__ref').allInnerTexts()).toEqual(first);

        // The map view of the same results: a marker for each property of the page.
        await page.locator('.view-switch button[value="map"]').click();
        await expect(page).toHaveURL(/\?bmin=2&view=map$/);
        const pins = page.frameLocator('iframe').locator('.map-marker');
        await expect(pins.first()).toBeVisible();
        await expect(pins).toHaveCount(Math.min(12, total));

        if (listing === '/for-rent' && locale === 'fr') {
          // The for-rent menu entry and page are titled Louer.
          await expect(page.locator('.main-menu').getByRole('link', { name: 'Louer', exact: true })).toHaveAttribute('href', base);
          await expect(page.locator('h1')).toHaveText('Louer');
        }
      });
    }
  }

  test('reads the filters from the URL, ticks each type and region, and sends them all again', async ({ page }) => {
    await open(page, `${urlOf('/for-sale', 'en')}?type=2&type=5&zone=brussels&zone=flanders`);
    const advanced = page.locator('.filters__advanced');
    await expect(advanced).toHaveAttribute('open', '');
    await expect(advanced.getByRole('checkbox', { name: /^Apartment/ })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: /^Office/ })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: /^House/ })).not.toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: 'Brussels' })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: 'Flanders' })).toBeChecked();
    const types = await page.locator('.property-card__type').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => /apartment|studio|penthouse|office/i.test(t))).toBe(true);
    // Sent again as it is (another sort): no value is lost.
    await page.locator('#f-sort').selectOption('city');
    await expect(page).toHaveURL(/\?type=2&type=5&zone=brussels&zone=flanders&sort=city$/);

    await page.goto(`${urlOf('/for-rent', 'nl')}?city=Gent|9000`);
    const cities = await page.locator('.address__city').allInnerTexts();
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c.includes('9000'))).toBe(true);
  });

  test('searches with the form, with the keyboard, then clears the filters', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'fr'));
    const all = await page.locator('.paging__status').innerText();
    await page.locator('.filters__advanced summary').click();
    const luxembourg = page.getByRole('checkbox', { name: 'Luxembourg' });
    await luxembourg.focus();
    await page.keyboard.press('Space');
    await expect(luxembourg).toBeChecked();
    await page.getByRole('checkbox', { name: 'Wallonie' }).check();
    await page.getByRole('checkbox', { name: /^Appartement/ }).check();
    await page.locator('.filters__submit').click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=2&zone=wallonia&zone=luxembourg$/);
    await expect(page.locator('.paging__status')).not.toHaveText(all);
    await page.locator('.filters__reset').click();
    await expect(page).toHaveURL(urlOf('/for-sale', 'fr'));
  });

  test('switches between sale and rent with the same filters, also without JavaScript', async ({ browser }, testInfo) => {
    const { baseURL, storageState, viewport } = testInfo.project.use;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL, storageState, viewport });
      const page = await context.newPage();
      await page.goto(`${urlOf('/for-sale', 'en')}?zone=wallonia&bmin=2&page=2`);
      await expect(page.getByRole('radio', { name: 'For sale' })).toBeChecked();
      await page.getByRole('radio', { name: 'For rent' }).check();
      await page.locator('.filters__submit').click();
      // The rent listing, from its first page, with the same filters.
      await expect(page).toHaveURL(new RegExp(`${urlOf('/for-rent', 'en')}\\?zone=wallonia&bmin=2$`));
      await expect(page.getByRole('radio', { name: 'For rent' })).toBeChecked();
      await expect(page.locator('#f-bmin')).toHaveValue('2');
      expect(await page.locator('.property-card').count()).toBeGreaterThan(0);
      await page.getByRole('radio', { name: 'Sold or rented' }).check();
      await page.locator('.filters__submit').click();
      await expect(page).toHaveURL(new RegExp(`${urlOf('/Biens-vendus', 'en')}\\?zone=wallonia&bmin=2$`));
      await context.close();
    }
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(`${urlOf('/for-rent', 'de')}?pmin=900000000`);
    await expect(page.locator('.empty')).toHaveText('Für Ihre Suche wurden keine Ergebnisse gefunden.');
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

  test('matches types without their accents or case, and lists their counts', async ({ page }) => {
    await open(page, '/fr/');
    const input = page.locator('.home-search input');
    await input.fill('TERRAIN A BATIR');
    const types = page.locator('[data-group="type"] li');
    await expect(types).toHaveCount(1);
    await expect(types.locator('.search-panel__name')).toHaveText('Terrain à bâtir');
    await expect(types.locator('a.search-panel__count').first()).toHaveAttribute('href', `${urlOf('/for-sale', 'fr')}?type=4`);
    await open(page, '/de/');
    await page.locator('.home-search input').fill('buro');
    await expect(page.locator('[data-group="type"] .search-panel__name')).toHaveText(['Büro']);
  });

  test('shows a property found by reference with its image, its type description cut to 100 characters and its reference', async ({ page }) => {
    await open(page, '/en/');
    const card = page.locator('.property-card').first();
    const reference = (await card.locator('.property-card__ref').innerText()).replace(/^Ref\.\s*/, '');
    // textContent: the card shows its type in capitals by CSS only.
    const type = (await card.locator('.property-card__type').textContent())!.trim();
    await page.locator('.home-search input').fill(reference);
    const hit = page.locator('[data-group="property"] a').first();
    await expect(hit.locator('.search-panel__ref')).toHaveText(reference);
    await expect(hit.locator('.search-panel__desc')).toHaveText(searchResultDescription(type));
    expect((await hit.locator('.search-panel__desc').innerText()).length).toBeLessThanOrEqual(100);
    const image = hit.locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has the totals on the two buttons', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('.home-search__buttons a').first()).toHaveAttribute('href', urlOf('/for-sale', 'de'));
    await expect(page.locator('.home-search__buttons .button__count').first()).toHaveText(/^\d+$/);
  });

  test("its data: the production server's fast route answers like the route handler, with the site's headers", async ({ request }) => {
    // npm start (server/server.mjs) answers GET /api/search/ itself (server/fast-routes.ts).
    const answer = await request.get('/api/search/?lang=fr&q=li%C3%A8');
    expect(answer.status()).toBe(200);
    expect(answer.headers()).toMatchObject({
      'content-type': 'application/json',
      'cache-control': 'public, max-age=60',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    const body = await answer.json();
    expect(body.cities.map((c: { name: string }) => c.name)).toContain('Liège');
    expect(Number(answer.headers()['content-length'])).toBe(Buffer.byteLength(await answer.text()));
    expect(body.totals.sale.count).toBeGreaterThan(0);
    const bad = await request.get('/api/search/?lang=es');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'lang must be one of the enabled languages' });
    // Other methods, and the address without its trailing slash, are Next.js's: a redirect, not the data.
    const bare = await request.get('/api/search?lang=nl', { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers().location).toBe('/api/search/?lang=nl');
    expect((await request.head('/api/search/?lang=nl&q=lie')).status()).toBe(200);
  });
});
