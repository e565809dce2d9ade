import { expect, test, type Page } from '@playwright/test';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { brusselsDay } from '../../lib/domain/calendar';
import { formatDate } from '../../lib/domain/dates';
import { energyClassOf, energyLabelImage, energyLabelText, renovationDue, type RenovationRule } from '../../lib/domain/energy';
import { formatMoney } from '../../lib/domain/money';
import { regionOf } from '../../lib/domain/regions';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import site from '../../config/site.json';
import { must } from '../support/must';
import { urlOf } from './support';
import { isForRent, isForSale } from '../../lib/domain/property';

// The e2e server is seeded with the demo generator's 300 properties: pick one of each kind from the same data.
const rows = generateDemoProperties(300).filter((r) => r.lang === 'en');
const find = (what: string, ok: (r: (typeof rows)[number]) => boolean) => {
  const row = rows.find(ok);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
};
const M = { en, fr };
/** The class the page shows for a demo row (the row's optional columns as the database gives them). */
const classOf = (r: (typeof rows)[number]) =>
  energyClassOf({ energyPerformance: r.energyPerformance ?? null, epcLabelText: r.epcLabelText ?? null, zip: r.zip, countryId: r.countryId });
const detail = (id: number, locale: 'en' | 'fr' | 'nl' | 'de' = 'en') => urlOf('/property/[id]', locale, { id });
/** The price, the first line of the page's side column. */
const priceOf = (page: Page) => page.getByRole('complementary').getByRole('paragraph').first();
/** The energy section, by its heading. */
const energyBlock = (page: Page, locale: keyof typeof M = 'en') => page.getByRole('region', { name: M[locale].detail.energy });
/** The gallery's thumbnails, one button each ('Show photo 3'). */
const showPhoto = new RegExp(`^${en.detail.showPhoto.replace('{n}', '\\d+')}$`);

test.describe('property detail', () => {
  test('shows photos, price, facts, energy, documents, the agent and similar properties', async ({ page }) => {
    const p = find(
      'available house in Flanders with documents',
      (r) =>
        r.webId === 1 &&
        r.status === 'available' &&
        r.publishPrice === true &&
        regionOf(r.zip, r.countryId) === 'flanders' &&
        Array.isArray((r.details as Record<string, unknown>)?.documents),
    );
    const res = await page.goto(detail(p.id));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    const pictures = (p.pictures ?? []).length;
    const gallery = page.getByRole('group', { name: p.title });
    await expect(gallery.getByRole('button', { name: showPhoto })).toHaveCount(pictures);
    await gallery.getByRole('button', { name: en.detail.nextPhoto }).click();
    await expect(gallery.getByText(/^\d+ \/ \d+$/)).toHaveText(`2 / ${pictures}`);
    await expect(priceOf(page)).toContainText('€');
    await expect(page.getByRole('region', { name: en.facts.groups.general })).toBeVisible();
    await expect(energyBlock(page, 'en').getByRole('img')).toHaveAttribute('src', /^\/energy\/flanders-[a-z_]+\.svg$/);
    await expect(page.getByRole('region', { name: en.detail.documents }).getByRole('listitem').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/demo\/docs\/.+\.pdf$/,
    );
    await expect(page.getByRole('group', { name: en.detail.agent }).getByText(must(p.managerName, 'the manager'), { exact: true })).toBeVisible();
    const mobiscore = page.getByRole('region', { name: en.detail.mobiscore });
    await expect(mobiscore).toBeVisible();
    // site.json detail.mobiscoreUrl is where the block's link goes
    await expect(mobiscore.getByRole('link', { name: en.detail.mobiscoreLink })).toHaveAttribute('href', site.detail.mobiscoreUrl);
    await expect(page.getByRole('list', { name: en.detail.actions }).getByRole('link')).not.toHaveCount(0);
    expect(await page.getByRole('region', { name: en.detail.similar }).getByRole('article').count()).toBeGreaterThan(0);
  });

  /**
   * No amount of the property may show, in the page's text (facts included), its JSON-LD or its meta tags: the
   * price nor what the demo data computes from it (lib/db/seed/properties.ts: taxes and fees of a sale, rent
   * and deposit of a rent). The similar properties are other properties and keep their own prices.
   */
  async function expectNoAmountOf(page: Page, p: (typeof rows)[number]) {
    const d = (p.details ?? {}) as Record<string, unknown>;
    const amounts = [p.price, d.registrationRights, d.notaryFees, d.vat, d.monthlyRent, d.deposit].filter((v): v is number => typeof v === 'number' && v > 0);
    expect(amounts.length).toBeGreaterThan(1);
    const text = await page.locator('body').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('section[aria-labelledby="similar-title"], script').forEach((e) => e.remove());
      return copy.innerText;
    });
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    const meta = (await page.locator('head meta[content]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))).join('\n');
    for (const v of amounts) {
      for (const where of [text, jsonLd, meta]) {
        expect(where).not.toContain(formatMoney(v));
        expect(where).not.toMatch(new RegExp(`(^|[^\\d.])${v}([^\\d]|$)`));
      }
    }
    expect(JSON.parse(jsonLd.split('\n').find((j) => j.includes('RealEstateListing')) ?? '{}').offers?.price).toBeUndefined();
  }

  test('hides a price that is not published, and every amount computed from it', async ({ page }) => {
    const sale = find('hidden price sale', (r) => r.publishPrice === false && r.status === 'available' && isForSale(r));
    await page.goto(detail(sale.id, 'fr'));
    await expect(priceOf(page)).toHaveText('Prix sur demande');
    await expect(page.getByRole('region', { name: fr.facts.groups.general })).toBeVisible();
    await expectNoAmountOf(page, sale);

    const rent = find('hidden price rent', (r) => r.publishPrice === false && r.status === 'available' && isForRent(r));
    await page.goto(detail(rent.id));
    await expect(priceOf(page)).toHaveText('Price on request');
    await expectNoAmountOf(page, rent);
    // Its rent application states the rules without the amounts, which would reveal the rent.
    await page.goto(urlOf('/property/[id]/[form]', 'en', { id: rent.id, form: 'rent-application' }));
    const form = page.locator('form[data-form="rent-application"]');
    await expect(form.locator('input[name="stAmount"]')).toBeVisible();
    await expect(form).toContainText(en.rentApplication.fields.stAmountUnknown);
    await expect(form.locator('[data-output="amountAtSigning"]')).toHaveCount(0);
    const formText = await form.innerText();
    expect(formText).not.toMatch(/fields\.|\{|€ \d/);
  });

  test('hides a street that is not published', async ({ page }) => {
    const p = find('hidden address', (r) => r.publishAddress === false);
    await page.goto(detail(p.id, 'nl'));
    // The address line under the photos: the postcode and city first, no street before them.
    const address = page.getByRole('main').getByText(new RegExp(`\\b${p.zip} .+ — `));
    await expect(address).toContainText(`${p.zip}`);
    await expect(address).toHaveText(new RegExp(`^${p.zip} `));
    await expect(address).not.toContainText(must(p.street, 'the street'));
    // Nor anywhere else: the structured data and a Street View link at its exact position would give it away.
    const html = await page.content();
    expect(html).not.toContain(must(p.street, 'the street'));
    expect(html).not.toContain(String(p.latitude));
    await expect(page.locator('a[href*="map_action=pano"]')).toHaveCount(0);
  });

  test("shows PriceUnit 7 as 'starting from'", async ({ page }) => {
    const p = find('PriceUnit 7', (r) => r.priceUnit === 7 && r.publishPrice === true);
    await page.goto(detail(p.id, 'de'));
    await expect(priceOf(page)).toContainText('Ab');
  });

  test('says a property is sold or rented', async ({ page }) => {
    const sold = find('sold property', (r) => r.status === 'sold');
    await page.goto(detail(sold.id));
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Property sold: this property has been sold.');
    const rented = find('rented property', (r) => r.status === 'rented');
    await page.goto(detail(rented.id, 'fr'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Bien loué : le bien que vous avez demandé a été loué.');
  });

  /** The energy block as the visitor reads it: the label image of the exact class, the value, CO2 and validity. */
  async function expectEnergy(page: Page, p: (typeof rows)[number], region: string) {
    const energy = classOf(p);
    expect(energy?.region).toBe(region);
    const { region: shown, label } = must(energy, 'the energy class');
    const block = energyBlock(page);
    await expect(block.getByRole('img')).toHaveAttribute('src', energyLabelImage(shown, label));
    await expect(block.getByRole('img')).toHaveAttribute('alt', `Energy label ${energyLabelText(label)}`);
    const number = new Intl.NumberFormat('en');
    // The facts, a description list: each term followed by its value.
    const facts = block.locator('dl');
    if (p.energyPerformance != null) await expect(facts).toContainText(`Energy use${number.format(p.energyPerformance)} kWh/m² per year`);
    if (p.co2Emission != null) await expect(facts).toContainText(`CO₂ emission${number.format(p.co2Emission)} kg/m² per year`);
    if (p.epcValidUntil) await expect(facts).toContainText(`Certificate valid until${formatDate(p.epcValidUntil)}`);
  }

  for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
    test(`shows the ${region} energy label of the property's class, its value, CO2 and validity`, async ({ page }) => {
      const p = find(
        `${region} property with energy data`,
        (r) => regionOf(r.zip, r.countryId) === region && classOf(r) !== null && r.co2Emission != null && !!r.epcValidUntil,
      );
      await page.goto(detail(p.id));
      await expectEnergy(page, p, region);
      // The 2023 renovation rule is Flemish: never in another region.
      if (region !== 'flanders') await expect(energyBlock(page).getByRole('note')).toHaveCount(0);
    });
  }

  test('gives the renovation rule for a Flemish sale with label E or F only', async ({ page }) => {
    const flemishSale = (r: (typeof rows)[number]) => regionOf(r.zip, r.countryId) === 'flanders' && isForSale(r);
    const ef = find('Flemish sale with label E or F', (r) => flemishSale(r) && ['e', 'f'].includes(classOf(r)?.label ?? ''));
    await page.goto(detail(ef.id));
    await expectEnergy(page, ef, 'flanders');
    // The rule the site's configuration holds, counted from the day the page is read, as if the deed were passed today.
    const due = must(
      renovationDue(must(classOf(ef), 'a label').label, 'flanders', brusselsDay(new Date()), site.renovationObligations as RenovationRule[]),
      'the rule',
    );
    await expect(energyBlock(page).getByRole('note')).toHaveText(
      `Flemish homes with label E or F bought from 2023 must be renovated to label D or better within ${due.rule.withinYears} years of the deed: by ${formatDate(due.deadline)} if the deed is passed today.`,
    );
    await expect(energyBlock(page)).toContainText(en.detail.energyMeaning.flanders);
    const good = find('Flemish sale with label A to D', (r) => flemishSale(r) && ['a', 'b', 'c', 'd'].includes(classOf(r)?.label ?? ''));
    await page.goto(detail(good.id));
    await expect(energyBlock(page).getByRole('img')).toHaveAttribute('src', energyLabelImage('flanders', must(classOf(good), 'the energy class').label));
    await expect(energyBlock(page).getByRole('note')).toHaveCount(0);
  });

  test('embeds a video by its provider, a video file in a player, and a virtual tour', async ({ page }) => {
    const mediaOf = (r: (typeof rows)[number]) => (r.details ?? {}) as { videos?: string[]; virtualTour?: string };
    const youtube = find('property with a YouTube video', (r) => String(mediaOf(r).videos?.[0]).includes('youtube.com'));
    // Another site's player loads only when asked for: until then no frame, and no request to that site.
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (/youtube|matterport/.test(new URL(r.url()).host)) elsewhere.push(r.url());
    });
    await page.goto(detail(youtube.id));
    const media = page.getByRole('region', { name: en.detail.media });
    await media.scrollIntoViewIfNeeded();
    await expect(media.locator('iframe')).toHaveCount(0);
    await expect(media.getByText(en.detail.thirdPartyNotice.replace('{host}', 'www.youtube-nocookie.com'))).toBeVisible();
    await expect(media.getByRole('link', { name: en.detail.watchOn.replace('{provider}', 'YouTube') }).first()).toHaveAttribute('href', /youtu/);
    expect(elsewhere).toEqual([]);
    await media
      .getByRole('button', { name: en.detail.loadVideo.replace('{provider}', 'YouTube') })
      .first()
      .click();
    await expect(media.locator('iframe').first()).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    const file = find('property with an mp4 video', (r) => String(mediaOf(r).videos?.[0]).endsWith('.mp4'));
    await page.goto(detail(file.id));
    await expect(media.locator('video')).toHaveAttribute('src', must(mediaOf(file).videos?.[0], 'the video'));
    const tour = find('property with a Matterport tour', (r) => String(mediaOf(r).virtualTour).includes('matterport'));
    await page.goto(detail(tour.id));
    await expect(media.locator('iframe')).toHaveCount(0);
    await media.getByRole('button', { name: en.detail.loadTour.replace('{provider}', 'Matterport') }).click();
    await expect(media.locator('iframe[src*="matterport"]')).toHaveCount(1);
  });

  test('says "No documents" when there are none', async ({ page }) => {
    const p = find('property without documents', (r) => !(r.details as Record<string, unknown>)?.documents);
    await page.goto(detail(p.id, 'de'));
    await expect(page.getByRole('region', { name: 'Dokumente' }).getByRole('paragraph')).toHaveText('Keine Dokumente.');
  });

  test('answers 404 for an unknown property, saying it does not exist or is sold, with the way back to the listings', async ({ page }) => {
    for (const [url, locale] of [
      [detail(999999), 'en'],
      ['/en/property/abc/', 'en'],
      [detail(999999, 'fr'), 'fr'],
    ] as const) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(M[locale].detail.notFound.title);
      await expect(page.getByRole('main').getByText(M[locale].detail.notFound.text, { exact: true })).toBeVisible();
      await expect(page.locator(`a[href="${urlOf('/for-sale', locale)}"]`).first()).toBeVisible();
      // the site's own page: header, menu and footer around the message
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: M[locale].chrome.mainMenu })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${M[locale].detail.notFound.title}`));
    }
  });
});
