import { expect, test, type Page } from '@playwright/test';
import de from '../../messages/de.json';
import { storedConsentCookie } from '../support/consent';
import { violations } from './axe';
import { moduleRegion, open, urlOf, type Locale } from './support';

/**
 * Accessibility of the page kinds Lighthouse measures (tests/bench/lighthouse.ts) as a first-time visitor
 * meets them: no consent given yet, so the cookie consent dialog is open over the page. axe-core checks
 * WCAG 2.1 A/AA and its best practices (./axe.ts `violations`).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const LANGUAGES: Locale[] = ['fr', 'en', 'nl'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** The first property linked from the for-sale listing: a real property of the database. */
async function detailUrl(page: Page, locale: Locale): Promise<string> {
  const response = await page.request.get(urlOf('/for-sale', locale));
  expect(response.status()).toBe(200);
  const id = new RegExp(urlOf('/property/[id]', locale, { id: '(\\d+)' })).exec(await response.text())?.[1];
  expect(id, 'a property link in the listing').toBeTruthy();
  return urlOf('/property/[id]', locale, { id: id! });
}

for (const locale of LANGUAGES) {
  const kinds: { kind: string; url: (page: Page) => Promise<string> }[] = [
    { kind: 'home', url: async () => urlOf('/', locale) },
    { kind: 'listing', url: async () => urlOf('/for-sale', locale) },
    { kind: 'detail', url: (page) => detailUrl(page, locale) },
    { kind: 'contact', url: async () => urlOf('/contact', locale) },
  ];
  for (const { kind, url } of kinds) {
    // Each width loaded on its own (the page as a phone or a desktop first gets it), in one test: the second load
    // finds the page's styles, scripts and fonts in the browser's cache, as a visitor's next page does.
    test(`${kind} page (${locale}, ${WIDTHS.map((w) => w.name).join(' and ')}) with the consent dialog open has no accessibility violation`, async ({
      page,
    }) => {
      const address = await url(page);
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await open(page, address);
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await violations(page), `${size.name} (${size.width} px)`).toEqual([]);
      }
    });
  }
}

// The other page kinds built from the same shared components (team, article cards, testimonials,
// project cards, the not-found page), in one language, at one width.
for (const [kind, url] of [
  ['agency (team)', urlOf('/Notre-agence', 'en')],
  ['services (article cards)', urlOf('/Notre-agence/Services', 'en')],
  ['testimonials', urlOf('/Notre-agence/Temoignages', 'en')],
  ['projects', urlOf('/projects', 'en')],
  ['not found', '/en/no-such-page/'],
] as const) {
  test(`${kind} page (en) has no accessibility violation`, async ({ page }) => {
    await open(page, url);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

// A returning visitor (a choice stored, no dialog) meets the home page with its testimonials carousel running:
// the slides it hides must not take the keyboard's focus either.
for (const size of WIDTHS) {
  test(`home page (en, ${size.name}) with a choice stored and the carousel running has no accessibility violation`, async ({ page, context, baseURL }) => {
    await context.addCookies([storedConsentCookie(baseURL!)]);
    await page.setViewportSize({ width: size.width, height: size.height });
    await open(page, urlOf('/', 'en'));
    await expect(page.getByRole('dialog')).toBeHidden();
    // The carousel has run: its first testimonial shown has changed (every 3 seconds).
    const shown = moduleRegion(page, 2, 'en').getByRole('figure');
    await shown.first().scrollIntoViewIfNeeded();
    const first = await shown.first().innerText();
    await expect.poll(async () => shown.first().innerText(), { timeout: 8000 }).not.toBe(first);
    expect(await violations(page)).toEqual([]);
  });
}

test('the consent dialog with its options shown has no accessibility violation', async ({ page }) => {
  await open(page, urlOf('/', 'de'));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: de.consent.customize }).click();
  await expect(dialog.getByRole('group')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
