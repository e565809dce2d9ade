/**
 * Planted payloads: script in every kind of text that reaches a page or a mail from outside the code —
 * a property's title, description and city (the feed, through `npm run import`), a configured page's title
 * and description and the agency's name (the configuration, through `npm run config:publish`), a testimonial
 * (an article of the testimonials' category, written to the database before any page shows it), and a
 * visitor's name and message (a form, which reaches the agency's mail and the staff listing) — is shown as
 * text: nothing runs in the browser, every JSON-LD block stays one script whose data holds the text, and
 * no mail gets a header line of its own. On a server of its own (tests/e2e/own-site.ts): these changes must
 * not reach the other specs' pages.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { decryptCaptcha } from '../../lib/captcha/check';
import { captchaImage } from './form-page';
import { must } from '../support/must';
import { OWN_SITE_DATABASE, startOwnSite, type OwnSite } from './own-site';
import fr from '../../messages/fr.json';
import { hydrated, urlOf } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 14;
const CAPTCHA_SECRET = 'planted-payloads-captcha-secret-0123456789';
const ID = 9301;

/** What an attacker types: a tag, an attribute breaking out of its quotes, the end of a JSON-LD script, a script URL. */
const PAYLOAD = {
  tag: '<script>window.__planted=1</script>',
  attribute: '"><img src=x onerror="window.__planted=2">',
  jsonLd: '</script><script>window.__planted=3</script>',
  url: 'javascript:window.__planted=4',
};

test.describe.configure({ mode: 'serial' });
test.skip(!OWN_SITE_DATABASE, 'needs PostgreSQL (TEST_DATABASE_URL)');
test.setTimeout(180_000);

let site: OwnSite;

test.beforeAll(async () => {
  site = await startOwnSite('planted', PORT, { CAPTCHA_SECRET, LIVE_POLL_MS: '3000' });
  // The configuration: a page's title and description, and the agency's name (on every page and mail).
  const configDir = join(site.dir, 'config');
  cpSync(join(process.cwd(), 'config'), configDir, { recursive: true, filter: (f) => !f.endsWith('.ts') });
  const pagesFile = join(configDir, 'pages.json');
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as {
    pages: { path: string; params: { title: Record<string, string>; description: Record<string, string> } }[];
  };
  const forSale = pages.pages.find((p) => p.path === 'for-sale')!;
  forSale.params.title.fr = `À vendre ${PAYLOAD.tag}${PAYLOAD.attribute}`;
  forSale.params.description.fr = `Nos biens ${PAYLOAD.jsonLd}`;
  writeFileSync(pagesFile, JSON.stringify(pages, null, 2));
  const siteFile = join(configDir, 'site.json');
  const siteJson = JSON.parse(readFileSync(siteFile, 'utf8')) as { info: { name: string } };
  siteJson.info.name = `Maison Horizon ${PAYLOAD.attribute}`;
  writeFileSync(siteFile, JSON.stringify(siteJson, null, 2));
  const published = await site.command('lib/cli/config-publish.ts', [configDir]);
  expect(published.code, published.stderr).toBe(0);

  // A testimonial: its quote, author and city (the testimonials' page shows category 2 of the configuration).
  const db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  await db.query(`insert into categories (id, name) values (2, 'Témoignages') on conflict do nothing`);
  await db.query(`insert into articles (id, category_id, slug, published_at, meta) values (9301, 2, 'planted-testimonial', '2026-11-01', $1)`, [
    JSON.stringify({ author: `Anne ${PAYLOAD.attribute}`, city: PAYLOAD.tag, rating: 5 }),
  ]);
  await db.query(`insert into article_translations (article_id, lang, title, summary, body) values (9301, 'fr', $1, $2, $3)`, [
    `Témoignage ${PAYLOAD.tag}`,
    `Très bon service ${PAYLOAD.jsonLd}`,
    `Merci ${PAYLOAD.attribute}`,
  ]);
  await db.end();

  // The feed: one property for sale in the four languages, with payloads in its texts.
  const feed = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/sample-feed.json'), 'utf8')) as { properties: Record<string, unknown>[] };
  const first = must(feed.properties[0], 'a property in the sample feed');
  const records: Record<string, unknown>[] = feed.properties
    .filter((r) => r.ID === first.ID)
    .map((r) => ({
      ...r,
      ID,
      Reference: `XSS-${ID}`,
      Goal: 0,
      Status: 'available',
      PublishPrice: true,
      PublishAddress: true,
      Title: `Villa ${PAYLOAD.tag}${PAYLOAD.attribute}`,
      Description: `Belle villa ${PAYLOAD.jsonLd} ${PAYLOAD.attribute}`,
      City: `Uccle ${PAYLOAD.attribute}`,
    }));
  const feedFile = join(site.dir, 'planted.json');
  writeFileSync(feedFile, JSON.stringify(records));
  const imported = await site.command('lib/cli/import.ts', [feedFile]);
  expect(imported.stdout, imported.stderr).toContain('4 imported');
  // A script URL where the feed gives a link (a virtual tour) refuses the record, and says which field.
  writeFileSync(feedFile, JSON.stringify(records.map((r) => ({ ...r, ID: ID + 1, Details: { ...(r.Details as object), VirtualTour: PAYLOAD.url } }))));
  const refused = await site.command('lib/cli/import.ts', [feedFile]);
  expect(`${refused.stdout}${refused.stderr}`).toMatch(/VirtualTour/);
  await expect.poll(async () => (await site.page(urlOf('/property/[id]', 'fr', { id: ID }))).status, { timeout: 60_000 }).toBe(200);
  await expect.poll(async () => (await site.page(urlOf('/for-sale', 'fr'))).html.includes('Nos biens'), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  await site?.stop();
});

test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus) await info.attach('server log', { body: site.log(), contentType: 'text/plain' });
});

/** Open a page of the site; nothing planted may run there: no dialog, no marker set, no planted element, JSON-LD that parses. */
async function openAndCheck(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${site.origin}${path}`);
  await hydrated(page);
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
  for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(() => JSON.parse(block), block).not.toThrow();
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('the feed’s texts show as text on the property page, its card, the map and in JSON-LD', async ({ page }) => {
  for (const locale of ['fr', 'en'] as const) {
    await openAndCheck(page, urlOf('/property/[id]', locale, { id: ID }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${PAYLOAD.tag}${PAYLOAD.attribute}`);
    await expect(page.getByText(`Belle villa ${PAYLOAD.jsonLd}`).first()).toBeVisible();
    // The JSON-LD holds the texts as data.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((b) => JSON.stringify(JSON.parse(b)));
    expect(blocks.some((b) => b.includes(JSON.stringify(PAYLOAD.jsonLd).slice(1, -1)))).toBe(true);
  }

  await openAndCheck(page, urlOf('/for-sale', 'fr'));
  await expect(page.getByRole('article').first()).toContainText(PAYLOAD.tag);

  // The map's popup is built from the same text.
  await page.getByRole('group', { name: fr.search.view }).getByRole('button', { name: fr.search.mapView }).click();
  const map = page.frameLocator('iframe');
  await map.getByTestId('map-marker').first().dispatchEvent('click'); // the one marker, wherever the map's view puts it
  await expect(map.getByRole('article').getByRole('heading')).toContainText(PAYLOAD.tag);
  await expectNothingRan(page);
  expect(await map.locator('body').evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined();
  await expect(map.locator('img[src="x"]')).toHaveCount(0);
});

test('the configuration’s texts show as text: a page’s title and description, the agency’s name', async ({ page }) => {
  await openAndCheck(page, urlOf('/for-sale', 'fr'));
  expect(await page.title()).toContain(PAYLOAD.tag);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${PAYLOAD.tag}${PAYLOAD.attribute}`);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(PAYLOAD.jsonLd);
  await openAndCheck(page, urlOf('/', 'fr'));
  await expect(page.getByRole('contentinfo')).toContainText(PAYLOAD.attribute);
});

test('a testimonial’s quote, author and city show as text', async ({ page }) => {
  await openAndCheck(page, urlOf('/Notre-agence/Temoignages', 'fr'));
  await expect(page.getByText(`Très bon service ${PAYLOAD.jsonLd}`).first()).toBeVisible();
  await expect(page.locator('main')).toContainText(`Anne ${PAYLOAD.attribute}`);
});

test('a visitor’s name and message reach the agency’s mail and the staff listing as text, with no header of their own', async ({ page }) => {
  await openAndCheck(page, urlOf('/contact', 'fr'));
  const form = page.locator('form[data-form="contact"]');
  const email = `planted-${Date.now()}@example.org`;
  await form.locator('input[name="title"][value="ms"]').check();
  await form.locator('input[name="firstName"]').fill(PAYLOAD.attribute);
  await form.locator('input[name="lastName"]').fill(PAYLOAD.tag);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill('+32 470 12 34 56');
  await form.locator('textarea[name="remark"]').fill(`${PAYLOAD.jsonLd}\nBcc: victim@example.org`);
  const img = captchaImage(form);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'captcha_contact');
  await form.locator('input[name="captcha"]').fill(decryptCaptcha(cookie?.value, CAPTCHA_SECRET)!.answer);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/fr\/merci\/site-contact\/$/);
  await expectNothingRan(page);

  // The mails (written as .eml files: no SMTP server here): the agency's and the visitor's.
  let mails: string[] = [];
  await expect
    .poll(
      () => {
        try {
          mails = readdirSync(site.mailDir)
            .map((f) => readFileSync(join(site.mailDir, f), 'utf8'))
            .filter((raw) => raw.includes(email));
        } catch {
          // the folder is made with the first mail
        }
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  for (const raw of mails) {
    const [head, ...rest] = raw.split(/\r?\n\r?\n/);
    // Every header line is a known header or the folded continuation of one: nothing typed started a line.
    const names = must(head, 'the head of the mail')
      .split(/\r?\n/)
      .filter((l) => !/^[ \t]/.test(l))
      .map((l) => l.slice(0, l.indexOf(':')));
    for (const name of names)
      expect([
        'From',
        'To',
        'Reply-To',
        'Subject',
        'Message-ID',
        'Date',
        'MIME-Version',
        'Content-Type',
        'Content-Language',
        'Content-Transfer-Encoding',
        'X-Mailer',
        'List-Unsubscribe',
        'List-Unsubscribe-Post',
        'Auto-Submitted',
        'X-Outbox-Kind',
      ]).toContain(name);
    expect(head).not.toMatch(/^Bcc:/im);
    // The HTML part holds the texts escaped (the plain-text part holds them as they were typed, which is harmless).
    const body = rest
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const html = body.slice(body.toLowerCase().indexOf('<!doctype html>'), body.indexOf('</html>'));
    expect(html).toContain('<h1');
    expect(html).not.toContain('<script>window.__planted');
    expect(html).not.toContain('<img src=x');
    // The agency's copy holds what was typed, escaped; the visitor's confirmation (to the typed address) holds
    // nothing typed: neither the name nor the message, in any form.
    const toVisitor = must(head, 'the head of the mail')
      .split(/\r?\n/)
      .some((l) => l.startsWith('To:') && l.includes(email));
    if (toVisitor) expect(body).not.toMatch(/__planted=[13]/);
    else expect(html).toContain('&lt;script&gt;window.__planted=1&lt;/script&gt;');
  }

  // The staff listing prints the submission as text, without a control character a terminal would act on.
  const listed = await site.command('lib/cli/submissions.ts', ['--form', 'contact']);
  expect(listed.stdout).toContain(email);
  expect(listed.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
});
