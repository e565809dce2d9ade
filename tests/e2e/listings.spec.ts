import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { searchResultDescription } from '../../lib/domain/search';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { latin1Html } from '../../server/latin1-html.mjs';
import { must } from '../support/must';
import { cardCities, hydrated, LOCALES, open, propertyCard, urlOf, type Locale } from './support';

const M = { de, en, fr, nl };

const LISTINGS = ['/for-sale', '/for-rent', '/Biens-vendus'] as const;
/** The shown prices of the cards, in their order (a price on request has no amount). */
const prices = async (page: Page) => (await propertyCard(page.getByRole('article')).price.allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')));
/** Lower case without accents: names are sorted as a visitor reads them (Écaussinnes before Gent). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const alphabetical = (list: string[]) => [...list].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0));
/** 'Page 2 of 3 with 28 listings' in any language: [page, pages, total]. */
/** The search form of a listing, in the page's language. */
const filters = (page: Page, locale: Locale) => page.getByRole('search', { name: M[locale].search.searchLabel });
/** Chooses a sort in the form and waits for the sorted page to be live (the sort select submits the form once React runs the page). */
async function sortBy(page: Page, locale: Locale, value: string, url: RegExp) {
  await hydrated(page);
  await filters(page, locale).getByLabel(M[locale].search.sort).selectOption(value);
  await expect(page).toHaveURL(url);
  await hydrated(page);
}
/** The paging of a listing, a navigation of its own. */
const paging = (page: Page, locale: Locale) => page.getByRole('navigation', { name: M[locale].search.paging });
/** The status line of the paging, 'Page 2 of 3 with 28 listings': [2, 3, 28]. */
const pagingStatus = (page: Page, locale: Locale) => paging(page, locale).getByRole('paragraph');
const pagingNumbers = async (page: Page, locale: Locale): Promise<[number, number, number]> => {
  const status = await pagingStatus(page, locale).innerText();
  const [current, pages, total] = must(status.match(/\d+/g), 'the paging numbers').map(Number);
  return [must(current, `the page in '${status}'`), must(pages, `the number of pages in '${status}'`), must(total, `the number of listings in '${status}'`)];
};
/** A paging link ('Last'), as a link only where it leads somewhere. */
const pagingLink = (page: Page, locale: Locale, key: 'first' | 'previous' | 'next' | 'last') =>
  paging(page, locale).getByRole('link', { name: M[locale].search[key], exact: true });

/** The text of each match of `re`'s first group in `html`, tags removed and entities of the cards read. */
const texts = (html: string, re: RegExp) =>
  [...html.matchAll(re)].map((m) =>
    must(m[1], 'a matched text')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .trim(),
  );
/** What the server answers for a listing address, read from its HTML: its paging numbers and its cards. */
async function served(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const status = must(/<p class="paging__status">([^<]*)<\/p>/.exec(html)?.[1], `the paging of ${url}`);
  const [current, pages, total] = must(status.match(/\d+/g), 'the paging numbers').map(Number);
  return {
    html,
    paging: [current, pages, total],
    cards: [...html.matchAll(/<article class="property-card"/g)].length,
    listed: [...html.matchAll(/<article class="property-card" data-listed="([^"]*)"/g)].map((m) => m[1] ?? ''),
    bedrooms: texts(html, /<ul class="property-card__facts"><li>(.*?)<\/li>/g),
    prices: texts(html, /<p class="property-card__price">(.*?)<\/p>/g)
      .filter((t) => t.includes('€'))
      .map((t) => Number(t.replace(/[^\d]/g, ''))),
    types: texts(html, /<p class="property-card__type">(.*?)<\/p>/g),
    cities: texts(html, /<span class="address__city">(.*?)<\/span>/g).map((c) => c.replace(/^\S*\d\S*\s+/, '')),
  };
}

/**
 * The browser flow below runs for each listing once and each language at least once (the form, the links and the
 * map work alike in every language: the same components with the language's words); what depends on the listing
 * and the language, the answers of the server, is checked here for every listing in every language.
 */
const BROWSER_FLOWS: [(typeof LISTINGS)[number], Locale][] = [
  ['/for-sale', 'nl'],
  ['/for-rent', 'fr'],
  ['/Biens-vendus', 'de'],
  ['/for-sale', 'en'],
];

test.describe('listings as served', () => {
  for (const listing of LISTINGS) {
    test(`${listing} in every language: URL filters, the four sorts, the last page and the map view`, async ({ request }) => {
      for (const locale of LOCALES) {
        const base = urlOf(listing, locale);
        const [, , all] = (await served(request, base)).paging;
        const filtered = await served(request, `${base}?bmin=2`);
        const [, pages, total] = filtered.paging as [number, number, number];
        expect(total, `${base}?bmin=2`).toBeGreaterThan(0);
        expect(total, `${base}?bmin=2`).toBeLessThan(must(all));
        expect(pages, `${base}?bmin=2 pages`).toBeGreaterThan(1);
        expect(filtered.bedrooms).toHaveLength(filtered.cards);
        for (const b of filtered.bedrooms) expect(Number(must(b.match(/\d+/), 'a number of bedrooms')[0]), `${base}: ${b}`).toBeGreaterThanOrEqual(2);
        expect(filtered.listed.every(Boolean)).toBe(true);
        expect(filtered.listed, `${base}?bmin=2 newest first`).toEqual([...filtered.listed].sort().reverse());
        const ascending = (await served(request, `${base}?bmin=2&sort=price-asc`)).prices;
        if (listing !== '/Biens-vendus') expect(ascending.length).toBeGreaterThan(0);
        expect(ascending, `${base} by price`).toEqual([...ascending].sort((a, b) => a - b));
        const { types } = await served(request, `${base}?bmin=2&sort=type`);
        expect(types, `${base} by type`).toEqual(alphabetical(types));
        const { cities } = await served(request, `${base}?bmin=2&sort=city`);
        expect(cities, `${base} by city`).toEqual(alphabetical(cities));
        const last = await served(request, `${base}?bmin=2&page=${pages}`);
        expect(last.paging, `${base} last page`).toEqual([pages, pages, total]);
        expect(last.cards, `${base} last page`).toBe(total - (pages - 1) * 12);
        expect((await served(request, `${base}?bmin=2&view=map`)).html, `${base} map view`).toMatch(/<iframe src="\/embed\/map\/\?lang=/);
      }
    });
  }
});

test.describe('listings', () => {
  // Filters from the URL, the four sorts chosen in the form, paging to the last page and back, the map.
  for (const [listing, locale] of BROWSER_FLOWS) {
    test(`${listing} in ${locale}: URL filters, sorting, paging and the map`, async ({ page }) => {
      const base = urlOf(listing, locale);
      const unfiltered = await open(page, base);
      expect(unfiltered?.status()).toBe(200);
      const [, , all] = await pagingNumbers(page, locale);
      const search = M[locale].search;

      // An advanced filter from the URL: at least two bedrooms. The form shows it and every card has them.
      await open(page, `${base}?bmin=2`);
      // The field is in the advanced search, open for it.
      await expect(filters(page, locale).getByLabel(search.bedroomsMin)).toBeVisible();
      await expect(filters(page, locale).getByLabel(search.bedroomsMin)).toHaveValue('2');
      const [, pages, total] = await pagingNumbers(page, locale);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(all);
      const cards = page.getByRole('article');
      const bedrooms = await Promise.all((await cards.all()).map((card) => propertyCard(card).facts.first().innerText()));
      expect(bedrooms).toHaveLength(await cards.count());
      for (const b of bedrooms) expect(Number(must(b.match(/\d+/), 'a number of bedrooms')[0]), b).toBeGreaterThanOrEqual(2);

      // The four sorts, chosen in the form; the filter stays and the cards come in that order.
      await sortBy(page, locale, 'price-asc', /\?bmin=2&sort=price-asc$/);
      const ascending = await prices(page);
      if (listing !== '/Biens-vendus') expect(ascending.length).toBeGreaterThan(0);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await sortBy(page, locale, 'type', /\?bmin=2&sort=type$/);
      const types = await Promise.all((await cards.all()).map((card) => propertyCard(card).type.innerText()));
      expect(types).toEqual(alphabetical(types));
      await sortBy(page, locale, 'city', /\?bmin=2&sort=city$/);
      const cities = (await cardCities(page)).map((c) => c.replace(/^\S*\d\S*\s+/, ''));
      expect(cities).toEqual(alphabetical(cities));
      await sortBy(page, locale, 'date-desc', /\?bmin=2$/);
      const listed = await cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-listed') ?? ''));
      expect(listed.every(Boolean)).toBe(true);
      expect(listed).toEqual([...listed].sort().reverse());

      // Paging to the last page and back, the filter kept on every page.
      expect(pages).toBeGreaterThan(1);
      const first = await propertyCard(cards).reference.allInnerTexts();
      await pagingLink(page, locale, 'last').click();
      await expect(page).toHaveURL(new RegExp(`\\?bmin=2&page=${pages}$`));
      expect((await pagingNumbers(page, locale)).slice(0, 3)).toEqual([pages, pages, total]);
      expect(await cards.count()).toBe(total - (pages - 1) * 12);
      // On the last page, Next and Last are there, but not as links.
      for (const key of ['next', 'last'] as const) {
        await expect(paging(page, locale).getByText(new RegExp(`^\\W*${search[key]}$`))).toBeVisible();
        await expect(pagingLink(page, locale, key)).toHaveCount(0);
      }
      await pagingLink(page, locale, 'previous').click();
      await expect(page).toHaveURL(pages > 2 ? new RegExp(`\\?bmin=2&page=${pages - 1}$`) : /\?bmin=2$/);
      expect((await pagingNumbers(page, locale))[0]).toBe(pages - 1);
      if (pages > 2) await pagingLink(page, locale, 'first').click();
      await expect(page).toHaveURL(new RegExp(`${base}\\?bmin=2$`));
      expect((await pagingNumbers(page, locale))[0]).toBe(1);
      await expect(paging(page, locale).getByText(new RegExp(`^\\W*${search.previous}$`))).toBeVisible();
      await expect(pagingLink(page, locale, 'previous')).toHaveCount(0);
      expect(await propertyCard(cards).reference.allInnerTexts()).toEqual(first);

      // The map view of the same results: a marker for each property of the page.
      await filters(page, locale).getByRole('group', { name: search.view }).getByRole('button', { name: search.mapView }).click();
      await expect(page).toHaveURL(/\?bmin=2&view=map$/);
      const pins = page.frameLocator('iframe').getByTestId('map-marker');
      await expect(pins.first()).toBeVisible();
      await expect(pins).toHaveCount(Math.min(12, total));

      if (listing === '/for-rent' && locale === 'fr') {
        // The for-rent menu entry and page are titled Louer.
        await expect(page.getByRole('navigation', { name: fr.chrome.mainMenu }).getByRole('link', { name: 'Louer', exact: true })).toHaveAttribute(
          'href',
          base,
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Louer');
      }
    });
  }

  test('reads the filters from the URL, ticks each type and region, and sends them all again', async ({ page }) => {
    await open(page, `${urlOf('/for-sale', 'en')}?type=2&type=5&zone=brussels&zone=flanders`);
    // The advanced search is open for them: its checkboxes are visible.
    const advanced = filters(page, 'en');
    await expect(advanced.getByRole('checkbox', { name: 'Brussels' })).toBeVisible();
    await expect(advanced.getByRole('checkbox', { name: /^Apartment/ })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: /^Office/ })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: /^House/ })).not.toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: 'Brussels' })).toBeChecked();
    await expect(advanced.getByRole('checkbox', { name: 'Flanders' })).toBeChecked();
    const types = await Promise.all((await page.getByRole('article').all()).map((card) => propertyCard(card).type.innerText()));
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => /apartment|studio|penthouse|office/i.test(t))).toBe(true);
    // Sent again as it is (another sort): no value is lost.
    await advanced.getByLabel(en.search.sort).selectOption('city');
    await expect(page).toHaveURL(/\?type=2&type=5&zone=brussels&zone=flanders&sort=city$/);

    await page.goto(`${urlOf('/for-rent', 'nl')}?city=Gent|9000`);
    const cities = await cardCities(page);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((c) => c.includes('9000'))).toBe(true);
  });

  test('searches with the form, with the keyboard, then clears the filters', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'fr'));
    const all = await pagingStatus(page, 'fr').innerText();
    await filters(page, 'fr').getByText(fr.search.advanced, { exact: true }).click();
    const luxembourg = page.getByRole('checkbox', { name: 'Luxembourg' });
    await luxembourg.focus();
    await page.keyboard.press('Space');
    await expect(luxembourg).toBeChecked();
    await page.getByRole('checkbox', { name: 'Wallonie' }).check();
    await page.getByRole('checkbox', { name: /^Appartement/ }).check();
    await filters(page, 'fr').getByRole('button', { name: fr.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=2&zone=wallonia&zone=luxembourg$/);
    await expect(pagingStatus(page, 'fr')).not.toHaveText(all);
    await filters(page, 'fr').getByRole('link', { name: fr.search.reset }).click();
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
      await filters(page, 'en').getByRole('button', { name: en.search.submit, exact: true }).click();
      // The rent listing, from its first page, with the same filters.
      await expect(page).toHaveURL(new RegExp(`${urlOf('/for-rent', 'en')}\\?zone=wallonia&bmin=2$`));
      await expect(page.getByRole('radio', { name: 'For rent' })).toBeChecked();
      await expect(filters(page, 'en').getByLabel(en.search.bedroomsMin)).toHaveValue('2');
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
      await page.getByRole('radio', { name: 'Sold or rented' }).check();
      await filters(page, 'en').getByRole('button', { name: en.search.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${urlOf('/Biens-vendus', 'en')}\\?zone=wallonia&bmin=2$`));
      await context.close();
    }
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto(`${urlOf('/for-rent', 'de')}?pmin=900000000`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Für Ihre Suche wurden keine Ergebnisse gefunden.');
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
    expect(new URL(must(untidy.headers()['location'], 'the Location of the redirect'), 'http://x').search).toBe('?type=1&zone=wallonia&sort=city');
    const first = await request.get(`${listing}?type=1&zone=wallonia&sort=city`);
    expect(first.status()).toBe(200);
    const again = await request.get(`${listing}?type=1&zone=wallonia&sort=city`);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    // the page as rendered, every character beyond Latin-1 written as a reference (server/latin1-html.mjs)
    expect(await again.text()).toBe(latin1Html(await first.text()));
    // the internal route asked for directly leads to the result's one address
    const internal = await request.get('/en/results/c29ydD1jaXR5JnpvbmU9d2FsbG9uaWEmdHlwZT0x/for-sale/', { maxRedirects: 0 });
    expect(internal.status()).toBe(308);
    expect(internal.headers()['location']).toBe(`${listing}?type=1&zone=wallonia&sort=city`);
    expect((await request.get('/en/results/not-a-query/for-sale/')).status()).toBe(404);
  });
});

test.describe('home search box', () => {
  /** The search box of the home page and its panel of suggestions, one titled group each for types, cities and properties. */
  const box = (page: Page, locale: Locale) => {
    const t = M[locale].homeSearch;
    const panel = page.getByRole('region', { name: t.results });
    return {
      input: page.getByRole('combobox', { name: t.label }),
      panel,
      types: panel.getByRole('region', { name: t.types }).getByRole('listitem'),
      cities: panel.getByRole('region', { name: t.cities }).getByRole('listitem'),
      properties: panel.getByRole('region', { name: t.properties }),
    };
  };

  test('opens on focus with every type and its counts, closes on blur', async ({ page }) => {
    await open(page, '/en/');
    const { input, panel, types } = box(page, 'en');
    await expect(panel).toBeHidden();
    await input.focus();
    await expect(panel).toBeVisible();
    await expect(types).toHaveCount(10);
    await expect(types.first().getByRole('link').first()).toHaveText(/\(\d+\)/);
    // a zero count is greyed and not a link
    const land = types.filter({ hasText: 'Building land' });
    await expect(land.getByText('Rent (0)', { exact: true })).toBeVisible();
    await expect(land.getByRole('link', { name: 'Rent (0)' })).toHaveCount(0);
    await expect(land.getByRole('link')).toHaveCount(1);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
  });

  test('matches cities without their accents and leads to the filtered listing', async ({ page }) => {
    await open(page, '/fr/');
    const { input, cities } = box(page, 'fr');
    await input.fill('LIEGE');
    const city = cities.filter({ hasText: 'Liège' });
    await expect(city).toBeVisible();
    await city.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Li%C3%A8ge%7C4000$/);
    const shown = await cardCities(page);
    expect(shown.every((c) => c.includes('4000 Liège'))).toBe(true);
  });

  test('finds a property by its reference, and clearing the text lists all types again', async ({ page }) => {
    await open(page, '/nl/');
    const reference = (await propertyCard(page.getByRole('article').first()).reference.innerText()).replace(/^Ref\.\s*/, '');
    const { input, types, properties } = box(page, 'nl');
    await input.fill(reference.toLowerCase());
    const hit = properties.getByRole('link').first();
    await expect(hit).toContainText(reference);
    await input.fill('');
    await expect(types).toHaveCount(10);
    await expect(properties).toHaveCount(0);
    await input.fill(reference.toLowerCase());
    await properties.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/nl\/pand\/\d+\/$/);
  });

  test('asks the server nothing on load and once per text typed', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search/') asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await open(page, '/fr/');
    await page.waitForLoadState('networkidle');
    expect(asked, 'the page holds the panel for an empty text').toEqual([]);
    const { input, cities, types } = box(page, 'fr');
    await input.fill('liege');
    await expect(cities.filter({ hasText: 'Liège' })).toBeVisible();
    await input.fill('');
    await expect(types).toHaveCount(10);
    await input.fill('liege');
    await expect(cities.filter({ hasText: 'Liège' })).toBeVisible();
    expect(asked, 'a text asked before is shown again without asking').toEqual(['liege']);
  });

  test('matches types without their accents or case, and lists their counts', async ({ page }) => {
    await open(page, '/fr/');
    const { input, types } = box(page, 'fr');
    await input.fill('TERRAIN A BATIR');
    await expect(types).toHaveCount(1);
    // The type's name, then its two counts.
    await expect(types).toHaveText(/^Terrain à bâtir\s*Vente/);
    await expect(types.getByRole('link').first()).toHaveAttribute('href', `${urlOf('/for-sale', 'fr')}?type=4`);
    await open(page, '/de/');
    const german = box(page, 'de');
    await german.input.fill('buro');
    await expect(german.types).toHaveText([/^Büro\s*Kauf/]);
  });

  test('shows a property found by reference with its image, its type description cut to 100 characters and its reference', async ({ page }) => {
    await open(page, '/en/');
    const card = propertyCard(page.getByRole('article').first());
    const reference = (await card.reference.innerText()).replace(/^Ref\.\s*/, '');
    // textContent: the card shows its type in capitals by CSS only.
    const type = must(await card.type.textContent(), 'the type').trim();
    const { input, properties } = box(page, 'en');
    await input.fill(reference);
    const hit = properties.getByRole('link').first();
    await expect(hit.getByText(reference, { exact: true })).toBeVisible();
    const description = hit.getByText(searchResultDescription(type), { exact: true });
    await expect(description).toBeVisible();
    expect((await description.innerText()).length).toBeLessThanOrEqual(100);
    const image = hit.locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has the totals on the two buttons', async ({ page }) => {
    await page.goto('/de/');
    const forSale = page.getByRole('search', { name: de.homeSearch.label }).getByRole('link', { name: de.homeSearch.forSale });
    await expect(forSale).toHaveAttribute('href', urlOf('/for-sale', 'de'));
    // The label, then the total.
    await expect(forSale).toHaveText(new RegExp(`^${de.homeSearch.forSale}\\s*\\d+$`));
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
