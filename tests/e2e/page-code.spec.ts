/**
 * Each page ships only the code it uses: the form validation library arrives when the visitor
 * starts on a form, the carousel only on a page that shows one. Told apart by strings the minifier keeps:
 * zod's class names (`ZodMiniString` …) and react-slick's class name `slick-slider`.
 */
import { expect, test, type Page } from '@playwright/test';
import fr from '../../messages/fr.json';
import { fieldError, formOf } from './form-page';
import { must } from '../support/must';
import { homeBanner, moduleRegion, open, urlOf } from './support';

const ZOD = 'ZodMiniString';
const SLICK = 'slick-slider';
/** The hearts' class name, in their component's code (components/favourites/FavouriteButton.tsx). */
const HEART = 'favourite-button';
/** The map frame's answer that it is ready (components/search/mapMessage.ts), in the listing's map code. */
const MAP = 'agency-map-ready';

/** The JavaScript the page has loaded so far, as one text (each response's body once). */
function scriptsOf(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

test('a page without a form in use or a carousel loads neither the validation library nor the carousel', async ({ page }) => {
  const scripts = scriptsOf(page);
  await open(page, urlOf('/Privacy', 'fr'));
  await page.waitForLoadState('load');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(100_000);
  expect(loaded.includes(ZOD), 'zod before the form is used').toBe(false);
  expect(loaded.includes(SLICK), 'react-slick on a page without a slider').toBe(false);

  // Starting on the footer's newsletter brings its validation, which then answers in the visitor's language.
  const form = formOf(page, 'newsletter');
  await form.locator('input[name="email"]').fill('not-an-address');
  await expect.poll(async () => (await scripts()).includes(ZOD), { message: 'zod once the form is used' }).toBe(true);
  await form.locator('input[name="email"]').blur();
  await expect(fieldError(form, 'newsletter-email')).toHaveText(fr.forms.errors.email);
});

test('the home page loads the testimonials carousel when the visitor scrolls towards it, not with the page', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await open(page, '/fr/');
  await page.waitForLoadState('load');
  const testimonials = moduleRegion(page, 2, 'fr');
  // Before: its first testimonial is shown still, and react-slick is not among the page's scripts.
  await expect(testimonials.getByRole('figure').first()).toBeAttached();
  expect((await scripts()).includes(SLICK), 'react-slick with the page, far below the first screen').toBe(false);
  // The carousel, by the arrow react-slick adds to it, once the testimonials come into view.
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByRole('button', { name: fr.modules.next, exact: true })).toBeVisible();
  await expect.poll(async () => (await scripts()).includes(SLICK)).toBe(true);
  expect((await scripts()).includes(ZOD), 'zod before a form is used').toBe(false);
});

test('the hearts’ code comes with the pages that show property cards, the map’s with a listing shown as a map; the contact page loads neither', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await open(page, urlOf('/contact', 'fr'));
  await page.waitForLoadState('load');
  expect((await scripts()).includes(HEART), 'the hearts on the contact page').toBe(false);
  expect((await scripts()).includes(MAP), 'the map on the contact page').toBe(false);
  expect(await page.locator(`.${HEART}`).count()).toBe(0);

  await open(page, urlOf('/for-sale', 'fr'));
  await expect(page.getByRole('article').first().locator(`.${HEART}`)).toBeVisible();
  await expect.poll(async () => (await scripts()).includes(HEART), { message: 'the hearts on a listing' }).toBe(true);
  await page.waitForLoadState('load');
  expect((await scripts()).includes(MAP), 'the map on a listing shown as cards').toBe(false);

  await open(page, `${urlOf('/for-sale', 'fr')}?view=map`);
  await expect.poll(async () => (await scripts()).includes(MAP), { message: 'the map on the map view' }).toBe(true);
});

test('a page’s first paint waits for at most two stylesheets, the layout’s and its route’s, and no font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await open(page, urlOf('/for-sale', 'fr'));
  const property = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  await open(page, urlOf('/projects', 'fr'));
  const project = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  const urls = ['/fr/', urlOf('/for-sale', 'fr'), urlOf('/contact', 'fr'), urlOf('/login', 'fr'), property, project];
  for (const url of urls) {
    expect(url, 'a page to check').toBeTruthy();
    await open(page, url ?? '');
    // Each is a render-blocking request before the first paint on a phone (CONTRIBUTING.md, "Styles"); a print
    // sheet (media="print") is fetched without holding the paint and is not one of them.
    expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count(), url ?? '').toBeLessThanOrEqual(2);
  }
  // The text is set in the device's own typeface (CONTRIBUTING.md, "Fonts").
  expect(fonts).toEqual([]);
});

test('a page’s stylesheets hold the rules of what it shows: no card or heart on the contact page, the short title band only on a property page', async ({
  request,
}) => {
  /** The render-blocking stylesheets of the page at `url`, as one text. */
  const sheets = async (url: string) => {
    const html = await (await request.get(url)).text();
    const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('media="print"'));
    const texts = await Promise.all(hrefs.map(async (tag) => (await request.get(must(/href="([^"]+)"/.exec(tag)?.[1], 'a stylesheet address'))).text()));
    return texts.join('\n');
  };
  const contact = await sheets(urlOf('/contact', 'fr'));
  for (const rule of ['.property-card', '.favourite-button', '.filters__goal', '.page-hero--compact']) expect(contact.includes(rule), rule).toBe(false);
  const listing = await sheets(urlOf('/for-sale', 'fr'));
  for (const rule of ['.property-card', '.favourite-button', '.filters__goal']) expect(listing.includes(rule), rule).toBe(true);
  expect(listing.includes('.page-hero--compact')).toBe(false);
  const property = must(/href="(\/fr\/bien\/\d+\/)"/.exec(await (await request.get(urlOf('/for-sale', 'fr'))).text())?.[1], 'a property of the listing');
  expect((await sheets(property)).includes('.page-hero--compact')).toBe(true);
});

/** The page's inline React data (the RSC payload the scripts of its HTML push), as one text. */
function inlineData(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(must(m[1], 'a pushed chunk')) as string).join('');
}

test('the header, footer and agency data are in a page’s data once, though the not-found boundary shows them too', async ({ page, request }) => {
  await open(page, urlOf('/for-sale', 'fr'));
  const property = must(await page.getByRole('article').first().getByRole('link').first().getAttribute('href'), 'a property link');
  for (const url of [urlOf('/contact', 'fr'), property]) {
    const data = inlineData(await (await request.get(url)).text());
    expect(data.length, url).toBeGreaterThan(10_000);
    expect(data.split('"site-footer"').length - 1, `${url}: footer`).toBe(1);
    expect(data.split('"top-bar"').length - 1, `${url}: header's top bar`).toBe(1);
    expect(data.split('RealEstateAgent').length - 1, `${url}: agency JSON-LD`).toBe(1);
    // The not-found boundary is there all the same, with its own texts.
    expect(data, url).toContain(fr.notFound.title);
  }
});

test('a page’s data holds only what its client components read', async ({ request }) => {
  const data = inlineData(await (await request.get(urlOf('/Privacy', 'fr'))).text());
  // The footer's newsletter: its e-mail field and captcha, not the labels and options of every other form.
  expect(data).toContain(`"${fr.forms.fields.email}"`);
  expect(data).toContain(`"${fr.forms.captcha.refresh}"`);
  for (const label of [fr.forms.fields.friendEmail, fr.forms.fields.houseNumber, fr.forms.hints.documents]) expect(data).not.toContain(`"${label}"`);
  // The server's links go to next/link as their localized path: no route object, no locale cookie settings.
  expect(data).not.toContain('localeCookie');
  expect(data).toContain(`"href":"${urlOf('/projects', 'fr')}"`);
  // The consent dialog's text, shown by the page and by the not-found boundary, is sent once.
  const consent = fr.consent.text.slice(0, 40);
  expect(data.split(consent).length - 1).toBe(1);
});

/**
 * Counts, in the page, every Intl object created and every call that starts the browser's Intl (its first
 * use costs about 30 ms on a phone, in the middle of hydration): the texts with numbers or links are
 * formatted on the server, and amounts are formatted when a form first shows one.
 */
async function countIntlUse(page: Page) {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Locale', 'RelativeTimeFormat', 'ListFormat', 'Collator'] as const) {
      const original = Intl[name] as unknown as (new (...args: unknown[]) => object) & { supportedLocalesOf?: unknown };
      const counted = function (this: unknown, ...args: unknown[]) {
        used.push(name);
        return Reflect.construct(original, args, new.target ?? original);
      };
      Object.assign(counted, { supportedLocalesOf: original.supportedLocalesOf, prototype: original.prototype });
      (Intl as unknown as Record<string, unknown>)[name] = counted;
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed);
}

test.describe('a first visit', () => {
  // No stored choice: the consent dialog, whose text holds a link, is open.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('public pages hydrate without starting the browser’s Intl', async ({ page }) => {
    const intlUsed = await countIntlUse(page);
    await open(page, urlOf('/for-sale', 'fr'));
    const property = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    await open(page, urlOf('/projects', 'fr'));
    const project = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    for (const url of ['/fr/', urlOf('/for-sale', 'fr'), urlOf('/contact', 'fr'), property ?? '', project ?? '']) {
      await open(page, url);
      // The dialog of a first visit (its text holds a link) and, on a property or project, the gallery's labels.
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await intlUsed(), url).toEqual([]);
    }
    // The check sees Intl when it is used: a formatter made in the page is counted.
    await page.evaluate(() => new Intl.NumberFormat('fr').format(1));
    expect(await intlUsed()).toEqual(['NumberFormat']);
  });
});

/**
 * The page's one image preload and its first image in the main content: the image of its largest paint on
 * a phone, which must be that preload and be fetched at high priority.
 */
async function expectOneLeadImage(page: Page) {
  const preloads = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((l) => ({ srcset: l.getAttribute('imagesrcset'), priority: l.getAttribute('fetchpriority') })));
  const first = page.getByRole('main').locator('img').first();
  expect(preloads).toEqual([{ srcset: await first.getAttribute('srcset'), priority: 'high' }]);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
}

test('only the image of the largest paint is preloaded and fetched first; the rest waits its turn', async ({ page }) => {
  // Home: the banner. The latest properties below it are lazy, not preloaded.
  await open(page, '/fr/');
  await expectOneLeadImage(page);
  await expect(moduleRegion(page, 1, 'fr').getByRole('article').first().getByRole('img')).toHaveAttribute('loading', 'lazy');

  // A listing opens with its results: the first card's photo, and only it.
  await open(page, urlOf('/for-sale', 'fr'));
  await expectOneLeadImage(page);
  const photos = page.getByRole('article').getByRole('img');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');

  // A property page: its first photo.
  await open(page, (await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '');
  await expectOneLeadImage(page);
});

/** The photos of the home banner's gallery (config/pages.json), as /api/image names them. */
const galleryPhotos = must(homeBanner?.images, "the home banner's images").map((src) => encodeURIComponent(src));

/** The gallery's photos the page has asked for so far, by their position in the gallery. */
function galleryRequests(page: Page): () => number[] {
  const asked = new Set<number>();
  page.on('request', (r) => {
    const i = galleryPhotos.findIndex((src) => r.url().includes(`src=${src}&`));
    if (i >= 0) asked.add(i);
  });
  return () => [...asked].sort((x, y) => x - y);
}

test("the home banner's gallery downloads a photo only shortly before its turn, and none but the first with reduced motion", async ({ page }) => {
  expect(galleryPhotos.length, 'the demo home banner is a gallery of three photos or more').toBeGreaterThanOrEqual(3);
  const html = await (await page.request.get('/fr/')).text();
  expect(
    galleryPhotos.map((src) => html.includes(`src=${src}&amp;`)),
    'photos in the page as served',
  ).toEqual(galleryPhotos.map((_, i) => i === 0));

  const asked = galleryRequests(page);
  await open(page, '/fr/');
  // The next photo loads while the first is shown (3 s); the one after waits for its own turn.
  await expect.poll(asked, { message: 'the first two photos' }).toEqual([0, 1]);
  await page.waitForTimeout(1_000);
  expect(asked()).toEqual([0, 1]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const stillAsked = galleryRequests(page);
  await page.reload();
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
  expect(stillAsked(), 'with reduced motion the gallery stands still on its first photo').toEqual([0]);
});
