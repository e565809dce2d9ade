import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { must } from '../support/must';
import { homeBanner, moduleRegion, urlOf } from './support';

const banner = must(homeBanner?.title, 'the title of the home banner');

test.describe('404', () => {
  for (const locale of ['en', 'nl'] as const) {
    test(`an unknown page answers 404 with a search form and a way home (${locale})`, async ({ page }) => {
      const res = await page.goto(`/${locale}/this-page-does-not-exist/`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const search = page.getByRole('search');
      await expect(search.locator('input[name="q"]')).toBeVisible();
      await expect(search).toHaveAttribute('action', urlOf('/for-sale', locale));
      await page.getByRole('main').getByRole('link', { name: { en, nl }[locale].notFound.home, exact: true }).click();
      await expect(page).toHaveURL(`/${locale}/`);
    });
  }

  test('an unknown property answers 404', async ({ request }) => {
    expect((await request.get('/en/property/999999/')).status()).toBe(404);
    expect((await request.get('/fr/bien/abc/')).status()).toBe(404);
  });
});

test.describe('Espagne', () => {
  test('skips the standard header and footer', async ({ page }) => {
    for (const locale of ['fr', 'de'] as const) {
      const res = await page.goto(urlOf('/Espagne', locale));
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('article').getByRole('paragraph').first()).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });

  test('other pages have them', async ({ page }) => {
    await page.goto(urlOf('/Notre-agence/Liens-utiles', 'fr'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});

test.describe('home', () => {
  test('shows the banner, four properties, testimonials, statistics and the free valuation call to action', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: banner.en, exact: true })).toBeVisible();
    await expect(moduleRegion(page, 1, 'en').getByRole('article')).toHaveCount(4);
    await expect(moduleRegion(page, 2, 'en').getByRole('figure').first()).toBeVisible();
    await expect(moduleRegion(page, 3, 'en').getByRole('term')).toHaveCount(5);
    const cta = page.getByRole('region', { name: en.home.ctaTitle, exact: true }).getByRole('link');
    await expect(cta).toHaveAttribute('href', urlOf('/contact-demand', 'en'));
    await cta.click();
    await expect(page.locator('h1')).toHaveText('Free valuation');
  });

  test('the testimonials slider moves by itself every 3 seconds', async ({ page }) => {
    await page.goto('/en/');
    // The testimonials the carousel shows (the others are hidden from every visitor); the first of them changes.
    const shown = moduleRegion(page, 2, 'en').getByRole('figure');
    // The carousel starts as the visitor scrolls towards it (components/modules/LazyTestimonialSlider.tsx).
    await shown.first().scrollIntoViewIfNeeded();
    await expect(shown.first()).toBeVisible();
    const first = await shown.first().innerText();
    await expect.poll(async () => shown.first().innerText(), { timeout: 6000 }).not.toBe(first);
  });

  test('Témoignages lists up to 40 testimonials two per row, Services six at three per row', async ({ page }) => {
    await page.goto(urlOf('/Notre-agence/Temoignages', 'en'));
    const cards = page.getByRole('main').getByRole('figure');
    expect(await cards.count()).toBeGreaterThan(2);
    const boxes = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => e.getBoundingClientRect().top));
    const top = (i: number) => must(boxes[i], `the top of testimonial ${i + 1}`);
    expect(Math.round(top(0))).toBe(Math.round(top(1)));
    expect(top(2)).toBeGreaterThan(top(0));
    await page.goto(urlOf('/Notre-agence/Services', 'en'));
    const news = page.getByRole('main').getByRole('article');
    expect(await news.count()).toBeLessThanOrEqual(6);
    const tops = await news.evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await news.first().click();
    await expect(page).toHaveURL(/\/en\/article\/sale\/$/);
  });
});
