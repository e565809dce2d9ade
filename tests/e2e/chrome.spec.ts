import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import { must } from '../support/must';
import { open, urlOf } from './support';

/** The page's wrapper, which carries the device state (and data-hydrated once React runs the page). */
const wrapperOf = (page: Page) => page.locator('[data-hydrated]');
/** The top links bar, a navigation of its own; counted even when hidden, as it must be gone. */
const topBar = (page: Page) => page.getByRole('navigation', { name: en.chrome.topLinks, includeHidden: true });

const WIDTHS = [
  { name: 'mobile', width: 375, height: 740, wrapper: 'mobile' },
  { name: 'tablet', width: 800, height: 1000, wrapper: 'tablet' },
  { name: 'desktop', width: 1280, height: 800, wrapper: 'desktop' },
] as const;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

for (const size of WIDTHS) {
  test.describe(`page chrome at ${size.width}px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('sets the device state for the width', async ({ page }) => {
      await open(page, urlOf('/for-sale', 'en'));
      const wrapper = wrapperOf(page);
      await expect(wrapper).toHaveAttribute('data-device', size.name);
      await expect(wrapper).toHaveAttribute('data-wrapper', size.wrapper);
    });

    test('the header is transparent and absolute at the top, fixed beyond 30px, and the logo shrinks', async ({ page }) => {
      await open(page, urlOf('/Notre-agence', 'en'));
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: en.chrome.home.replace('{name}', 'Maison Horizon') }).locator('img:visible');
      await expect(header).toHaveAttribute('data-fixed', 'false');
      expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('absolute');
      expect(await header.evaluate((h) => getComputedStyle(h).backgroundColor)).not.toBe('rgb(255, 255, 255)');
      const bigLogo = must(await logo.boundingBox(), 'the logo').height;

      await scrollTo(page, 30);
      await expect(header).toHaveAttribute('data-fixed', 'false');
      await scrollTo(page, 31);
      await expect(header).toHaveAttribute('data-fixed', 'true');
      await expect.poll(() => header.evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
      await expect.poll(() => header.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(255, 255, 255)');
      await expect.poll(async () => must(await logo.boundingBox(), 'the logo').height).toBeLessThan(bigLogo);

      await scrollTo(page, 0);
      await expect(header).toHaveAttribute('data-fixed', 'false');
    });

    test('the scroll-to-top button appears beyond 10px and brings the page back up in about 500ms', async ({ page }) => {
      await open(page, urlOf('/Notre-agence/Temoignages', 'en'));
      // Hidden while the page is at the top: found by its name all the same.
      const button = page.getByRole('button', { name: en.chrome.backToTop, includeHidden: true });
      await expect(button).toHaveAttribute('data-visible', 'false');
      await scrollTo(page, 10);
      await expect(button).toHaveAttribute('data-visible', 'false');
      await scrollTo(page, 11);
      await expect(button).toHaveAttribute('data-visible', 'true');
      await expect(button).toBeVisible();

      await scrollTo(page, 1200);
      // Record every position the page passes through, with the page's own clock.
      await button.evaluate((scrollTop) => {
        const w = window as unknown as { positions: [number, number][]; clickedAt: number };
        w.positions = [];
        window.addEventListener('scroll', () => w.positions.push([performance.now(), window.scrollY]), { passive: true });
        scrollTop.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true });
      });
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      const { positions, clickedAt } = await page.evaluate(() => {
        const w = window as unknown as { positions: [number, number][]; clickedAt: number };
        return { positions: w.positions, clickedAt: w.clickedAt };
      });
      // an animation, not a jump: steps between 1200 and 0 (a jump has none; a busy machine paints only a few
      // frames of the 500ms), reaching the top about 500ms after the click (the first frames may come late, never early)
      expect(positions.filter(([, y]) => y > 0 && y < 1200).length).toBeGreaterThanOrEqual(1);
      expect(must(positions.at(-1), 'the last position')[0] - clickedAt).toBeGreaterThanOrEqual(400);
      await expect(button).toHaveAttribute('data-visible', 'false');
    });

    test('the menu is in the header on desktop and in a drawer below 1280px', async ({ page }) => {
      await open(page, urlOf('/contact', 'en'));
      const menu = page.getByRole('banner').getByRole('navigation', { name: en.chrome.mainMenu });
      const toggle = page.getByRole('button', { name: en.chrome.openMenu });
      if (size.name === 'desktop') {
        await expect(menu).toBeVisible();
        await expect(toggle).toBeHidden();
        await expect(topBar(page)).toBeVisible();
        await scrollTo(page, 200);
        await expect(topBar(page)).toHaveCount(0);
        return;
      }
      await expect(menu).toBeHidden();
      const drawer = page.getByRole('dialog', { name: en.chrome.menu, includeHidden: true });
      // Closed, the panel holds no links: they join the page when it opens.
      await expect(drawer.getByRole('link', { includeHidden: true })).toHaveCount(0);
      await toggle.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'For sale' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '/en/our-agency/testimonials/');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await toggle.click();
      await drawer.getByRole('link', { name: 'For sale' }).click();
      await expect(page).toHaveURL(urlOf('/for-sale', 'en'));
      await expect(drawer).toBeHidden();
    });
  });
}

test('the top links bar is not shown on phones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/en/');
  await expect(wrapperOf(page)).toHaveAttribute('data-top-bar', 'false');
  await expect(topBar(page)).toHaveCount(0);
});

test('the menus mark the current page and its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, urlOf('/Notre-agence/Temoignages', 'en'));
  const menu = page.getByRole('banner').getByRole('navigation', { name: en.chrome.mainMenu });
  await expect(menu.getByRole('link', { name: 'Our agency', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: 'Testimonials', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'For sale' })).not.toHaveAttribute('aria-current');
  // The section's tabs under the heading band.
  const tabs = page.locator('nav.sub-nav');
  await expect(tabs.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Our agency', exact: true })).toHaveAttribute('aria-current', 'true');
  // A client navigation to another page moves the mark.
  await menu.getByRole('link', { name: 'For sale' }).click();
  await expect(page).toHaveURL(urlOf('/for-sale', 'en'));
  await expect(menu.getByRole('link', { name: 'For sale' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Our agency', exact: true })).not.toHaveAttribute('aria-current');
});
