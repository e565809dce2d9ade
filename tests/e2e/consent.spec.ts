import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { must } from '../support/must';
import { axe } from './axe';
import { hydrated, open, pages, urlOf } from './support';

const frMessages = JSON.parse(readFileSync(join(__dirname, '../../messages/fr.json'), 'utf8'));
const fr = frMessages.consent;
const site = JSON.parse(readFileSync(join(__dirname, '../../config/site.json'), 'utf8')).info;

type Kind = 'analytics' | 'tagmanager' | 'ads' | 'pixel';
type Granted = { analytics_storage: boolean; ad_storage: boolean; ad_user_data: boolean; ad_personalization: boolean };
const KINDS: (keyof Granted)[] = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'];

/** The request each script makes, by the URL of the site info IDs. */
const SCRIPT_URLS: Record<Kind, string> = {
  analytics: `https://www.googletagmanager.com/gtag/js?id=${site.analyticsId}`,
  tagmanager: `https://www.googletagmanager.com/gtm.js?id=${site.tagManagerId}`,
  ads: `https://www.googletagmanager.com/gtag/js?id=${site.adsId}`,
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
};

// These tests start without a stored choice (the other specs start with one, see playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

/** Third-party hosts are answered here with an empty script (the network is closed) and every request is kept. */
async function interceptThirdParty(page: Page) {
  const requests: string[] = [];
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* blocked in tests */' });
  });
  return {
    requests,
    perHost: () => ({
      google: requests.filter((u) => new URL(u).host === 'www.googletagmanager.com').length,
      meta: requests.filter((u) => new URL(u).host === 'connect.facebook.net').length,
    }),
  };
}

/** Every `gtag('consent', …)` call in the data layer, in order. */
const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((e): e is IArguments => typeof e === 'object' && e !== null && 'length' in e && (e as IArguments)[0] === 'consent')
      .map((e) => Array.from(e) as [string, string, Record<string, string | number>]),
  );

const scriptTags = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-consent-script]')).map((s) => [s.dataset.consentScript, s.src]));

const stateOf = (g: Granted) => Object.fromEntries(KINDS.map((k) => [k, g[k] ? 'granted' : 'denied']));

/** After the default has been sent (the page's consent code has run), the scripts on the page and their requests. */
async function expectScripts(page: Page, net: Awaited<ReturnType<typeof interceptThirdParty>>, kinds: Kind[]) {
  if (!kinds.length) return expectNoScripts(page, net);
  await expect.poll(async () => (await scriptTags(page)).map(([k]) => k).sort()).toEqual([...kinds].sort());
  const tags = await scriptTags(page);
  for (const kind of kinds) expect(tags).toContainEqual([kind, SCRIPT_URLS[kind]]);
  await expect.poll(() => [...net.requests].sort()).toEqual(kinds.map((k) => SCRIPT_URLS[k]).sort());
  expect(net.perHost()).toEqual({ google: kinds.filter((k) => k !== 'pixel').length, meta: kinds.includes('pixel') ? 1 : 0 });
}

async function expectNoScripts(page: Page, net: Awaited<ReturnType<typeof interceptThirdParty>>) {
  await expect.poll(async () => (await consentCalls(page)).length).toBeGreaterThan(0);
  // Give a wrongly allowed script the time to be added and requested.
  await page.waitForTimeout(500);
  expect(await scriptTags(page)).toEqual([]);
  expect(net.requests).toEqual([]);
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: fr.title });

test('the dialog opens on the first visit, sends the denied default and loads no script', async ({ page }) => {
  const net = await interceptThirdParty(page);
  await open(page, '/fr/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'false');
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'politique de cookies' })).toHaveAttribute('href', urlOf('/Cookie-policy', 'fr'));
  for (const name of [fr.acceptAll, fr.necessaryOnly, fr.customize]) await expect(dialog.getByRole('button', { name })).toBeVisible();

  expect(await consentCalls(page)).toEqual([
    [
      'consent',
      'default',
      {
        ...stateOf({ analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false }),
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ],
  ]);
  await expectNoScripts(page, net);

  // Escape is not a choice.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'consent')).toBeUndefined();
});

test('the dialog is in the first paint: before the page runs, a first visitor sees it and a returning one does not', async ({ page, context, baseURL }) => {
  // No script file of the page loads: what shows is the server's HTML and the layout's consent check alone.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/fr/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fr.title);
  // Its buttons wait for the page to run rather than lose a click.
  await expect(dialog.getByRole('button', { name: fr.acceptAll })).toBeDisabled();

  await context.addCookies([{ name: 'consent', value: 'stored', url: baseURL! }]);
  await page.goto(urlOf('/contact', 'fr'));
  // It is in the page still, pending and hidden.
  const pending = page.getByRole('dialog', { name: fr.title, includeHidden: true });
  await expect(pending).toHaveCount(1);
  await expect(pending).toBeHidden();
});

test('a preview path shows no dialog and loads no script', async ({ page }) => {
  const net = await interceptThirdParty(page);
  await open(page, '/fr/preview/');
  await page.waitForTimeout(700);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await scriptTags(page)).toEqual([]);
  expect(net.requests).toEqual([]);
  expect(await consentCalls(page)).toEqual([]);
});

const CHOICES: { name: string; choose: (page: Page) => Promise<void>; granted: Granted; scripts: Kind[] }[] = [
  {
    name: 'accept all',
    choose: (page) => dialogOf(page).getByRole('button', { name: fr.acceptAll }).click(),
    granted: { analytics_storage: true, ad_storage: true, ad_user_data: true, ad_personalization: true },
    scripts: ['analytics', 'tagmanager', 'ads', 'pixel'],
  },
  {
    name: 'necessary only',
    choose: (page) => dialogOf(page).getByRole('button', { name: fr.necessaryOnly }).click(),
    granted: { analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false },
    scripts: [],
  },
  {
    name: 'statistics only',
    choose: (page) => customize(page, ['analytics_storage']),
    granted: { analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false },
    scripts: ['analytics', 'tagmanager'],
  },
  {
    name: 'advertising without personalisation',
    choose: (page) => customize(page, ['ad_storage', 'ad_user_data']),
    granted: { analytics_storage: false, ad_storage: true, ad_user_data: true, ad_personalization: false },
    scripts: ['tagmanager', 'ads'],
  },
  {
    name: 'advertising with personalisation',
    choose: (page) => customize(page, ['ad_storage', 'ad_personalization']),
    granted: { analytics_storage: false, ad_storage: true, ad_user_data: false, ad_personalization: true },
    scripts: ['tagmanager', 'ads', 'pixel'],
  },
  {
    name: 'statistics and personalisation without ad storage',
    choose: (page) => customize(page, ['analytics_storage', 'ad_personalization']),
    granted: { analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: true },
    scripts: ['analytics', 'tagmanager'],
  },
];

async function customize(page: Page, kinds: (keyof Granted)[]) {
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: fr.customize }).click();
  const necessary = dialog.getByRole('checkbox', { name: fr.kinds.necessary.label, exact: true });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const kind of KINDS) {
    const box = dialog.getByRole('checkbox', { name: fr.kinds[kind].label, exact: true });
    await expect(box).not.toBeChecked();
    if (kinds.includes(kind)) await box.check();
  }
  await dialog.getByRole('button', { name: fr.save }).click();
}

for (const choice of CHOICES) {
  test(`${choice.name}: the consent update and exactly the scripts it allows`, async ({ page }) => {
    const net = await interceptThirdParty(page);
    await open(page, '/fr/');
    await expectNoScripts(page, net);
    await choice.choose(page);
    await expect(dialogOf(page)).toBeHidden();

    const calls = await consentCalls(page);
    expect(calls.map(([, what]) => what)).toEqual(['default', 'update']);
    expect(must(calls[1], 'the consent update')[2]).toEqual({ ...stateOf(choice.granted), functionality_storage: 'granted', security_storage: 'granted' });
    await expectScripts(page, net, choice.scripts);

    // Stored: a first-party cookie for 180 days, mirrored in local storage.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'consent')!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
    expect(cookie.expires * 1000 - Date.now()).toBeLessThan(181 * 24 * 3600 * 1000);
    expect(JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({ version: 1, granted: choice.granted });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consent')))!)).toMatchObject({ granted: choice.granted });
  });
}

test('no request leaves the site before a choice or with necessary cookies only', async ({ page, baseURL }) => {
  const own = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  let lastRequest = Date.now();
  // Quiet for a second after the load event (longer than the consent's 500 ms wait for an update), at most
  // 15 s: Playwright's 'networkidle' asks for no connection at all, which a page's long-lived ones can deny.
  const settled = async () => {
    await page.waitForLoadState('load');
    const until = Date.now() + 15_000;
    while (Date.now() - lastRequest < 1_000 && Date.now() < until) await page.waitForTimeout(200);
  };
  page.on('request', (r) => {
    lastRequest = Date.now();
    const url = new URL(r.url());
    if (url.origin !== own && url.protocol !== 'data:' && url.protocol !== 'blob:') elsewhere.push(`${page.url()} → ${r.url()}`);
  });
  const listing = await (await page.request.get(urlOf('/for-sale', 'fr'))).text();
  const property = urlOf('/property/[id]', 'fr', { id: new RegExp(urlOf('/property/[id]', 'fr', { id: '(\\d+)' })).exec(listing)![1]! });
  const pages = ['/fr/', urlOf('/for-sale', 'fr'), property];
  for (const path of pages) {
    await open(page, path);
    await expect(dialogOf(page)).toBeVisible();
    await settled();
  }
  await dialogOf(page).getByRole('button', { name: fr.necessaryOnly }).click();
  await expect(dialogOf(page)).toBeHidden();
  for (const path of pages) {
    await open(page, path);
    await settled();
  }
  expect(elsewhere).toEqual([]);
});

test('the choice survives navigation and reload: an update on every page, no dialog, the scripts once', async ({ page }) => {
  const net = await interceptThirdParty(page);
  await open(page, '/fr/');
  await customize(page, ['analytics_storage']);
  await expectScripts(page, net, ['analytics', 'tagmanager']);
  const granted = { analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false };

  // A link inside the site (client-side navigation): no dialog, the update again, no second script.
  const forSale = must(pages.find((p) => p.fullPath === '/for-sale')?.params.title.fr, 'the title of the for-sale page');
  await page.getByRole('banner').getByRole('link', { name: forSale, exact: true }).first().click();
  await expect(page).toHaveURL(urlOf('/for-sale', 'fr'));
  await expect.poll(async () => (await consentCalls(page)).filter(([, w]) => w === 'update').length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectScripts(page, net, ['analytics', 'tagmanager']);

  // A new page load: the default first, then the stored choice, and its scripts.
  net.requests.length = 0;
  await page.reload();
  await hydrated(page);
  await expectScripts(page, net, ['analytics', 'tagmanager']);
  const calls = await consentCalls(page);
  expect(calls.map(([, w]) => w)).toEqual(['default', 'update']);
  expect(must(calls[1], 'the consent update')[2]).toMatchObject(stateOf(granted));
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another language, another page load: still the same choice.
  net.requests.length = 0;
  await open(page, urlOf('/contact', 'de'));
  await expectScripts(page, net, ['analytics', 'tagmanager']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('?setcookies erases the choice and opens the dialog again', async ({ page }) => {
  const net = await interceptThirdParty(page);
  await open(page, '/fr/');
  await dialogOf(page).getByRole('button', { name: fr.acceptAll }).click();
  await expectScripts(page, net, ['analytics', 'tagmanager', 'ads', 'pixel']);

  net.requests.length = 0;
  await open(page, `${urlOf('/contact', 'fr')}?setcookies`);
  await expect(dialogOf(page)).toBeVisible();
  await expect(page).toHaveURL(urlOf('/contact', 'fr'));
  expect((await page.context().cookies()).find((c) => c.name === 'consent')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBeNull();
  expect((await consentCalls(page)).map(([, w]) => w)).toEqual(['default']);
  await expectNoScripts(page, net);

  // A reload without the parameter still has no choice until one is made.
  await page.reload();
  await expect(dialogOf(page)).toBeVisible();
  await dialogOf(page).getByRole('button', { name: fr.necessaryOnly }).click();
  await expectNoScripts(page, net);
});

test('the footer link opens the dialog again to change the choice', async ({ page }) => {
  await interceptThirdParty(page);
  await open(page, '/fr/');
  await dialogOf(page).getByRole('button', { name: fr.necessaryOnly }).click();
  await expect(dialogOf(page)).toBeHidden();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: fr.settings });
  await settings.click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await dialog.getByRole('button', { name: fr.customize }).click();
  await dialog.getByRole('checkbox', { name: fr.kinds.analytics_storage.label, exact: true }).check();
  await dialog.getByRole('button', { name: fr.save }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to where the visitor was.
  await expect(settings).toBeFocused();

  const updates = (await consentCalls(page)).filter(([, w]) => w === 'update');
  expect(updates.at(-1)![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  await expect.poll(async () => (await scriptTags(page)).map(([k]) => k).sort()).toEqual(['analytics', 'tagmanager']);

  // Opened again, the options show the stored choice.
  await settings.click();
  await dialog.getByRole('button', { name: fr.customize }).click();
  await expect(dialog.getByRole('checkbox', { name: fr.kinds.analytics_storage.label, exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: fr.kinds.ad_storage.label, exact: true })).not.toBeChecked();
});

test('the dialog is usable with the keyboard alone', async ({ page }) => {
  const net = await interceptThirdParty(page);
  await open(page, '/fr/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeFocused();

  // Tab to Customize: the options open with the focus on the first optional one; Space ticks it.
  const customizeButton = dialog.getByRole('button', { name: fr.customize });
  for (let i = 0; i < 6 && !(await customizeButton.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(customizeButton).toBeFocused();
  await page.keyboard.press('Enter');
  const analytics = dialog.getByRole('checkbox', { name: fr.kinds.analytics_storage.label, exact: true });
  await expect(analytics).toBeFocused();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();

  // Tab on to Accept all and choose it with Enter: the dialog closes and everything is granted.
  const accept = dialog.getByRole('button', { name: fr.acceptAll });
  for (let i = 0; i < 8 && !(await accept.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const updates = (await consentCalls(page)).filter(([, w]) => w === 'update');
  expect(updates).toHaveLength(1);
  expect(must(updates[0], 'the consent update')[2]).toMatchObject(
    stateOf({ analytics_storage: true, ad_storage: true, ad_user_data: true, ad_personalization: true }),
  );
  await expectScripts(page, net, ['analytics', 'tagmanager', 'ads', 'pixel']);
});

test('on a phone the dialog is a banner at the bottom; on a desktop it leaves the right side free', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/fr/');
  let box = (await dialogOf(page).boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(375);
  expect(Math.round(box.y + box.height)).toBe(740);

  await page.setViewportSize({ width: 1280, height: 800 });
  box = (await dialogOf(page).boundingBox())!;
  expect(box.x + box.width).toBeLessThan(500);
  // The scroll-to-top button stays reachable.
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole('button', { name: frMessages.chrome.backToTop }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the dialog and its options have no accessibility violations', async ({ page }) => {
  await open(page, '/fr/');
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dialog.png') });
  // axe takes a CSS selector: the dialog's role (the menu drawer, the page's other dialog, is closed and hidden).
  expect((await axe(page).include('[role=dialog]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: fr.customize }).click();
  await page.screenshot({ path: test.info().outputPath('options.png') });
  expect((await axe(page).include('[role=dialog]').analyze()).violations).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: test.info().outputPath('phone.png') });
});
