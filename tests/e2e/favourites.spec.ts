/**
 * Favourites without an account: the heart on a card and on a property's page keeps the property in the browser
 * across a reload and in a new tab; the favourites page, at its path in every language and not indexed, shows each
 * favourite's current price and state (a sold one and a withdrawn one marked as such), keeps a private note, hides a
 * property from the listings, and compares two properties side by side, on a phone without widening the page.
 */
import { expect, test, type Page } from '@playwright/test';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { isForSale } from '../../lib/domain/property';
import { must } from '../support/must';
import { violations } from './axe';
import { LOCALES, open, urlOf, type Locale } from './support';

const MESSAGES = { en, nl, fr, de } as const;
const t = (locale: Locale) => MESSAGES[locale].favourites;
const demo = generateDemoProperties(300);
const STORAGE_KEY = 'favourites';

/** A demo property of `locale` in the given state. */
const demoProperty = (locale: Locale, status: string, sale = true) =>
  must(
    demo.find((r) => r.lang === locale && r.status === status && isForSale(r) === sale && r.publishPrice),
    `a demo property ${status} in ${locale}`,
  );

/** The hearts of the listing's cards, by the title of the card they are on. */
const heartOn = (page: Page, title: string, locale: Locale = 'en') =>
  page
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('button', { name: t(locale).saveTitled.replace('{title}', title), exact: true });

const firstCardTitle = async (page: Page) => (await page.getByRole('article').first().getByRole('heading').innerText()).trim();

const storedIds = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"favourites":[]}') as { favourites: { id: number }[] }).favourites.map((f) => f.id),
    STORAGE_KEY,
  );

test('a heart on a card keeps the property across a reload and in a new tab, and the page’s heart agrees', async ({ page, context }) => {
  await open(page, urlOf('/for-sale', 'en'));
  const title = await firstCardTitle(page);
  const heart = heartOn(page, title);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await storedIds(page)).toHaveLength(1);

  await page.reload();
  await expect(heartOn(page, title)).toHaveAttribute('aria-pressed', 'true');

  const second = await context.newPage();
  await open(second, urlOf('/favourites', 'en'));
  await expect(second.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The property's own page shows the same heart pressed; letting it go there empties the other tab's list.
  await second.getByRole('heading', { level: 2, name: title }).getByRole('link').click();
  const pageHeart = second.getByRole('button', { name: t('en').save, exact: true });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(heartOn(page, title)).toHaveAttribute('aria-pressed', 'false');
});

for (const locale of LOCALES) {
  test(`the favourites page is at its ${locale} path, not indexed, and says how to add favourites`, async ({ page }) => {
    const url = urlOf('/favourites', locale);
    expect(url).toBe(`/${locale}${{ en: '/favourites', nl: '/favorieten', fr: '/favoris', de: '/favoriten' }[locale]}/`);
    const response = await open(page, url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale).title);
    await expect(page.getByText(t(locale).empty)).toBeVisible();
    await expect(page.getByText(t(locale).emptyHow)).toBeVisible();
    // Every page's footer leads to it.
    await open(page, `/${locale}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t(locale).title, exact: true })
      .click();
    await expect(page).toHaveURL(url);
  });
}

test('a favourite shows its current price and state; a sold one and a withdrawn one stay, marked as such', async ({ page }) => {
  const available = demoProperty('en', 'available');
  const sold = demoProperty('en', 'sold');
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [
      STORAGE_KEY,
      JSON.stringify({
        favourites: [
          { id: available.id, title: 'kept title', addedAt: '2026-11-01T10:00:00Z' },
          { id: sold.id, title: 'kept title 2', addedAt: '2026-11-02T10:00:00Z' },
          { id: 987654321, title: 'Loft by the canal', addedAt: '2026-11-03T10:00:00Z' },
        ],
        notes: {},
        hidden: [],
      }),
    ] as const,
  );
  await open(page, urlOf('/favourites', 'en'));
  const item = (id: number) => page.locator(`li[data-property="${id}"]`);
  await expect(item(available.id).getByText(t('en').state.available, { exact: true })).toBeVisible();
  await expect(item(available.id).getByRole('heading', { level: 2 })).toHaveText(available.title);
  await expect(item(available.id).getByText(/€\s?[\d.]+/)).toBeVisible();
  await expect(item(sold.id).getByText(t('en').state.sold, { exact: true })).toBeVisible();
  await expect(item(987654321).getByText(t('en').state.withdrawn, { exact: true }).first()).toBeVisible();
  await expect(item(987654321).getByRole('heading', { level: 2 })).toHaveText('Loft by the canal');
  await expect(item(987654321).getByRole('link')).toHaveCount(0);
  // The kept title follows the current one.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain(available.title);
});

test('a note is kept in the browser across a reload, and nothing about favourites is sent but the IDs', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') asked.push(`${r.method()} ${r.url()}`);
  });
  await open(page, urlOf('/for-sale', 'en'));
  const title = await firstCardTitle(page);
  await heartOn(page, title).click();
  await open(page, urlOf('/favourites', 'en'));
  const note = page.getByRole('textbox', { name: t('en').note });
  await note.fill('Ask about the roof; visit on Saturday');
  await page.reload();
  await expect(page.getByRole('textbox', { name: t('en').note })).toHaveValue('Ask about the roof; visit on Saturday');
  expect(asked.filter((r) => !r.includes('/api/views/'))).toEqual([]);
});

test('a property hidden from the favourites page is left out of the listing, and shows again when asked', async ({ page }) => {
  await open(page, urlOf('/for-sale', 'en'));
  const title = await firstCardTitle(page);
  await heartOn(page, title).click();
  await open(page, urlOf('/favourites', 'en'));
  await page.getByRole('button', { name: t('en').hide }).click();
  await expect(page.getByRole('heading', { name: t('en').hiddenTitle })).toBeVisible();
  await expect(page.getByText(t('en').empty)).toBeVisible();

  await open(page, urlOf('/for-sale', 'en'));
  await expect(page.getByRole('article').filter({ hasText: title })).toBeHidden();
  expect(await firstCardTitle(page)).not.toBe(title);

  await open(page, urlOf('/favourites', 'en'));
  await page.getByRole('button', { name: t('en').show }).click();
  await open(page, urlOf('/for-sale', 'en'));
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});

/** Keeps the first two cards of the for-sale listing and opens the favourites page with both ticked for comparison. */
async function compareTwo(page: Page) {
  await open(page, urlOf('/for-sale', 'en'));
  const cards = page.getByRole('article');
  const titles = [(await cards.nth(0).getByRole('heading').innerText()).trim(), (await cards.nth(1).getByRole('heading').innerText()).trim()];
  for (const title of titles) await heartOn(page, title).click();
  await open(page, urlOf('/favourites', 'en'));
  await expect(page.getByText(t('en').compareHint.replace('{max}', '4'))).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: t('en').compare });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  return titles;
}

test('two favourites compared side by side: price, price per m², surfaces, rooms, energy, cost, address, year', async ({ page }) => {
  const titles = await compareTwo(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(titles.reverse());
  for (const fact of Object.values(t('en').facts)) await expect(table.getByRole('rowheader', { name: fact, exact: true })).toBeVisible();
  // Each fact of each property is a figure or a dash when the property does not state it.
  for (const fact of ['price', 'pricePerM2', 'purchaseTotal', 'surfaceLiving', 'bedrooms', 'energyLabel', 'address', 'constructionYear']) {
    const cells = table.locator(`tr[data-fact="${fact}"]`).getByRole('cell');
    await expect(cells).toHaveCount(2);
    for (const text of await cells.allInnerTexts()) expect(text.trim(), fact).not.toBe('');
  }
  await expect(
    table
      .locator('tr[data-fact="price"]')
      .getByRole('cell')
      .filter({ hasText: /€|Price on request/ }),
  ).toHaveCount(2);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('favourites-1280.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the comparison scrolls sideways in its frame, its first column held, and the page does not widen', async ({ page }) => {
    await compareTwo(page);
    const frame = page.getByRole('region', { name: /side by side/ });
    await expect(frame).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const scroll = await frame.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, snap: getComputedStyle(el).scrollSnapType }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    expect(scroll.snap).toContain('x');
    const rowHeader = frame.getByRole('rowheader').first();
    const before = must(await rowHeader.boundingBox(), 'the first row header');
    await frame.evaluate((el) => el.scrollBy({ left: 200 }));
    await expect.poll(async () => (await rowHeader.boundingBox())?.x).toBe(before.x);
    await page.screenshot({ path: test.info().outputPath('favourites-390.png'), fullPage: true });
  });

  test('the hearts of a listing and the property page fit the phone without widening the page', async ({ page }) => {
    await open(page, urlOf('/for-sale', 'fr'));
    const title = await firstCardTitle(page);
    await heartOn(page, title, 'fr').click();
    await expect(heartOn(page, title, 'fr')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('listing-390.png') });
    await open(page, urlOf('/property/[id]', 'fr', { id: demoProperty('fr', 'available').id }));
    await expect(page.getByRole('button', { name: t('fr').save, exact: true })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('property-390.png') });
  });
});
