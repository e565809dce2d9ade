import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { formatMoney } from '../../lib/domain/money';
import { must } from '../support/must';
import { LOCALES, urlOf, type Locale } from './support';

// The e2e server is seeded with the demo generator's data: the property and the expectations come from it.
const root = join(__dirname, '../..');
const json = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
const site = json<{ info: { name: string; url: string; offices: { countryId: number; phone: string; email: string }[] } }>('config/site.json');
const messages = Object.fromEntries(LOCALES.map((l) => [l, json<Record<string, Record<string, string>>>(`messages/${l}.json`)])) as Record<
  Locale,
  Record<string, Record<string, string>>
>;
const message = (l: Locale, group: string, key: string) => must(messages[l][group]?.[key], `the message ${group}.${key} in messages/${l}.json`);
const SITE = new URL(site.info.url).origin;

const rows = generateDemoProperties(300);
const sale = must(
  rows.find((r) => r.lang === 'en' && r.status === 'available' && r.goal === 0 && r.publishPrice === true && r.publishAddress !== false && r.pictures?.length),
  'an available property for sale with a published price and photos',
);
const row = (l: Locale) =>
  must(
    rows.find((r) => r.id === sale.id && r.lang === l),
    `the property in ${l}`,
  );
const pageOf = (l: Locale) => urlOf('/property/[id]', l, { id: sale.id });
const firstPhoto = must(sale.pictures?.[0], 'the first photo');
const cover = (src: string) => `${SITE}/api/image/?src=${encodeURIComponent(src)}&w=1200&h=630`;
const project = must(
  generateDemoProjects().projects.find((p) => p.lang === 'nl'),
  'a demo project in Dutch',
);

/** The content of the head's meta tags named `key` (name= or property=), in document order. */
async function metas(page: Page, key: string): Promise<string[]> {
  return page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).evaluateAll((ms) => ms.map((m) => m.getAttribute('content') ?? ''));
}
const meta = async (page: Page, key: string) => must((await metas(page, key))[0], `the meta tag ${key}`);

test.describe('sharing a property', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const width of [1280, 390]) {
    test(`without a share sheet, the menu offers WhatsApp, e-mail and copy with the page's address (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(pageOf('en'));
      // Headless Chromium has no navigator.share: the page falls back to its own menu.
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      const url = `${SITE}${pageOf('en')}`;
      expect(await meta(page, 'og:url')).toBe(url);

      const share = page.locator('.share');
      const menu = share.getByRole('list', { name: message('en', 'share', 'menu') });
      await expect(menu).toBeHidden();
      await share.getByText(message('en', 'share', 'button'), { exact: true }).click();
      await expect(menu).toBeVisible();

      const whatsapp = new URL(must(await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'), 'the WhatsApp link'));
      expect(whatsapp.origin).toBe('https://wa.me');
      expect(whatsapp.searchParams.get('text')).toBe(`${message('en', 'share', 'propertyMessage').replace('{title}', sale.title)}\n${url}`);
      expect(await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('target')).toBe('_blank');

      const mail = must(await menu.getByRole('link', { name: message('en', 'share', 'email') }).getAttribute('href'), 'the e-mail link');
      expect(mail.startsWith('mailto:?')).toBe(true);
      const query = new URLSearchParams(mail.slice('mailto:?'.length));
      expect(query.get('subject')).toBe(sale.title);
      expect(query.get('body')).toContain(url);

      // The whole menu fits the screen.
      const box = must(await menu.boundingBox(), 'the menu box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);

      const status = share.locator('.share__status[aria-live="polite"]');
      await expect(status).toBeEmpty();
      await menu.getByRole('button', { name: message('en', 'share', 'copy') }).click();
      await expect(status).toHaveText(message('en', 'share', 'copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await page.screenshot({ path: test.info().outputPath(`share-menu-${width}.png`) });

      // Escape closes the menu and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(share.locator('summary')).toBeFocused();
    });
  }

  test("the share sheet opens where the browser has one, with the page's title and address", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: ShareData[] }).shared = [];
      navigator.share = async (data?: ShareData) => void (window as unknown as { shared: ShareData[] }).shared.push(data ?? {});
    });
    await page.goto(pageOf('fr'));
    await page
      .locator('.share')
      .getByText(message('fr', 'share', 'button'), { exact: true })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        { title: row('fr').title, text: message('fr', 'share', 'propertyMessage').replace('{title}', row('fr').title), url: `${SITE}${pageOf('fr')}` },
      ]);
    // The sheet replaces the menu.
    await expect(page.locator('.share__menu')).toBeHidden();
  });
});

test.describe('link previews (Open Graph and Twitter)', () => {
  for (const l of LOCALES) {
    test(`the property page in ${l}: title, price and place, its address, languages and a 1200 × 630 photo`, async ({ page, request }) => {
      const r = row(l);
      await page.goto(pageOf(l));
      expect(await meta(page, 'og:type')).toBe('website');
      expect(await meta(page, 'og:title')).toBe(`${r.title} — ${r.city}`);
      const description = await meta(page, 'og:description');
      expect(description.startsWith(`${formatMoney(r.price)} · ${r.zip} ${r.city} — `)).toBe(true);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(await meta(page, 'og:url')).toBe(`${SITE}${pageOf(l)}`);
      expect(await meta(page, 'og:locale')).toBe(`${l}_BE`);
      expect((await metas(page, 'og:locale:alternate')).sort()).toEqual(
        LOCALES.filter((o) => o !== l)
          .map((o) => `${o}_BE`)
          .sort(),
      );
      expect(await meta(page, 'og:image')).toBe(cover(firstPhoto));
      expect(await meta(page, 'og:image:width')).toBe('1200');
      expect(await meta(page, 'og:image:height')).toBe('630');
      expect(await meta(page, 'og:image:type')).toBe('image/jpeg');
      expect(await meta(page, 'og:image:alt')).toBe(r.title);
      expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
      expect(await meta(page, 'twitter:title')).toBe(`${r.title} — ${r.city}`);
      expect(await meta(page, 'twitter:description')).toBe(description);
      expect(await meta(page, 'twitter:image')).toBe(cover(firstPhoto));

      // The picture is there, a JPEG of exactly 1200 × 630 (asked for as a crawler does, with any format accepted).
      const image = new URL(await meta(page, 'og:image'));
      const res = await request.get(image.pathname + image.search, { headers: { accept: '*/*' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('image/jpeg');
      const { width, height, format } = await sharp(await res.body()).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    });
  }

  test('the project page has its own 1200 × 630 picture, and the image route cuts no other size', async ({ page, request }) => {
    await page.goto(urlOf('/project/[id]', 'nl', { id: project.id }));
    const src = must(project.pictures?.[0] ?? project.picture, 'the project photo');
    expect(await meta(page, 'og:image')).toBe(cover(src));
    expect(await meta(page, 'og:description')).toContain(`${project.zip} ${project.city}`);
    expect(await page.locator('.share summary').textContent()).toBe(message('nl', 'share', 'button'));
    for (const [w, h] of [
      [1200, 631],
      [630, 1200],
      [400, 630],
    ])
      expect((await request.get(`/api/image/?src=${encodeURIComponent(src)}&w=${w}&h=${h}`)).status(), `${w} × ${h}`).toBe(400);
  });
});

/**
 * How many stylesheets of the page are linked for print only, and how many @media print rules the others (the
 * render-blocking ones) hold. Each sheet is read again by its address, as its rules are not all exposed to the page.
 */
async function printRules(page: Page): Promise<{ printSheets: number; blockingPrintRules: number }> {
  const links = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((ls) => ls.map((l) => ({ href: (l as HTMLLinkElement).href, media: l.getAttribute('media') ?? '' })));
  let blockingPrintRules = 0;
  for (const link of links.filter((l) => l.media !== 'print')) {
    const css = await (await page.request.get(link.href)).text();
    blockingPrintRules += css.match(/@media\s+print\b/g)?.length ?? 0;
  }
  return { printSheets: links.filter((l) => l.media === 'print').length, blockingPrintRules };
}

test.describe('printing a property', () => {
  // No stored cookie choice: the consent dialog is on the screen, and must not be on paper.
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  test('prints its content without the chrome, with a QR code back to the page, on one or two A4 pages', async ({ page }) => {
    await page.goto(pageOf('nl'));
    const chrome = {
      header: page.locator('.site-header'),
      footer: page.locator('.site-footer'),
      consent: page.locator('.cookie-consent'),
      'contact bar': page.locator('.contact-bar'),
      share: page.locator('.share'),
    };
    // The phone's contact bar shows once the property's own actions are scrolled past.
    await page.locator('.property-detail__aside .actions').evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().bottom + window.scrollY + 100));
    for (const [name, locator] of Object.entries(chrome)) await expect(locator, `${name} on the screen`).toBeVisible();
    const qr = page.getByRole('img', { name: message('nl', 'print', 'qrLabel') });
    await expect(qr).toBeHidden();
    // The rules for paper are in one sheet linked with media="print", which does not hold the first paint; the
    // sheets the first paint waits for hold none.
    expect(await printRules(page)).toEqual({ printSheets: 1, blockingPrintRules: 0 });

    await page.emulateMedia({ media: 'print' });
    for (const [name, locator] of Object.entries(chrome)) await expect(locator, `${name} on paper`).toBeHidden();
    await expect(page.locator('.map, [class^="map"], [class*=" map"]')).toBeHidden();
    await expect(page.locator('.gallery__thumbs')).toBeHidden();
    // What the page says stays: photo, price, address, description, agent, the agency's contact and the QR code.
    await expect(page.locator('.gallery__main img')).toBeVisible();
    await expect(page.locator('.property-detail__price')).toContainText(formatMoney(row('nl').price));
    await expect(page.locator('.property-detail__address')).toContainText(`${row('nl').zip} ${row('nl').city}`);
    await expect(page.getByRole('heading', { name: message('nl', 'detail', 'description') })).toBeVisible();
    const office = must(site.info.offices.find((o) => o.countryId === sale.countryId) ?? site.info.offices[0], 'the office');
    await expect(page.locator('.print-sheet')).toContainText(office.phone);
    await expect(page.locator('.print-sheet')).toContainText(`${SITE}${pageOf('nl')}`);
    await expect(qr).toBeVisible();
    const qrBox = must(await qr.boundingBox(), 'the QR code box');
    expect(qrBox.width).toBeGreaterThan(80);

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await test.info().attach('property.pdf', { body: pdf, contentType: 'application/pdf' });
    // Each page of the document is one /Type /Page object (the page tree is /Type /Pages).
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test("a project's page prints without the chrome from the same print-only sheet", async ({ page }) => {
    await page.goto(urlOf('/project/[id]', 'nl', { id: project.id }));
    expect(await printRules(page)).toEqual({ printSheets: 1, blockingPrintRules: 0 });
    const header = page.locator('.site-header');
    const share = page.locator('.share');
    await expect(header).toBeVisible();
    await expect(share).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(header).toBeHidden();
    await expect(share).toBeHidden();
    await expect(page.locator('.cookie-consent')).toBeHidden();
    await expect(page.locator('.project-detail__address')).toBeVisible();
    await expect(page.locator('.project-detail__address')).toContainText(project.city);
  });

  test('any other page prints without the chrome from the same sheet', async ({ page }) => {
    await page.goto(urlOf('/contact', 'fr'));
    expect(await printRules(page)).toEqual({ printSheets: 1, blockingPrintRules: 0 });
    const chrome = [page.locator('.site-header'), page.locator('.site-footer'), page.locator('.cookie-consent')];
    for (const locator of chrome) await expect(locator).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const locator of chrome) await expect(locator).toBeHidden();
    await expect(page.locator('main')).toBeVisible();
  });
});
