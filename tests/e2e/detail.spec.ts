import { expect, test } from '@playwright/test';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { regionOf } from '../../lib/domain/regions';
import { urlOf } from './support';

// The e2e server is seeded with the demo generator's 300 properties: pick one of each kind from the same data.
const rows = generateDemoProperties(300).filter((r) => r.lang === 'en');
const find = (what: string, ok: (r: (typeof rows)[number]) => boolean) => {
  const row = rows.find(ok);
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
};
const detail = (id: number, locale: 'en' | 'fr' | 'nl' | 'de' = 'en') => urlOf('/property/[id]', locale, { id });

test.describe('property detail', () => {
  test('shows photos, price, facts, energy, documents, the agent and similar properties', async ({ page }) => {
    const p = find('available house in Flanders with documents', (r) => r.webId === 1 && r.status === 'available' && r.publishPrice === true && regionOf(r.zip, r.countryId) === 'flanders' && Array.isArray((r.details as Record<string, unknown>)?.documents));
    const res = await page.goto(detail(p.id));
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(p.title);
    await expect(page.locator('.gallery__thumbs li')).toHaveCount((p.pictures ?? []).length);
    await page.locator('.gallery__arrow--next').click();
    await expect(page.locator('.gallery__count')).toHaveText(`2 / ${(p.pictures ?? []).length}`);
    await expect(page.locator('.property-detail__price')).toContainText('€');
    await expect(page.locator('.facts-group').first()).toBeVisible();
    await expect(page.locator('.energy img')).toHaveAttribute('src', /^\/energy\/flanders-[a-z_]+\.svg$/);
    await expect(page.locator('.documents__list a').first()).toHaveAttribute('href', /^\/demo\/docs\/.+\.pdf$/);
    await expect(page.locator('.agent__name')).toHaveText(p.managerName!);
    await expect(page.locator('.mobiscore')).toBeVisible();
    await expect(page.locator('.actions a')).not.toHaveCount(0);
    expect(await page.locator('.similar .property-card').count()).toBeGreaterThan(0);
  });

  test('hides a price that is not published', async ({ page }) => {
    const p = find('hidden price', (r) => r.publishPrice === false && r.status === 'available');
    await page.goto(detail(p.id, 'fr'));
    await expect(page.locator('.property-detail__price')).toHaveText('Prix sur demande');
  });

  test('hides a street that is not published', async ({ page }) => {
    const p = find('hidden address', (r) => r.publishAddress === false);
    await page.goto(detail(p.id, 'nl'));
    await expect(page.locator('.property-detail__address')).toContainText(`${p.zip}`);
    await expect(page.locator('.property-detail__address .address__street')).toHaveCount(0);
    await expect(page.locator('.property-detail__address')).not.toContainText(p.street!);
  });

  test("shows PriceUnit 7 as 'starting from'", async ({ page }) => {
    const p = find('PriceUnit 7', (r) => r.priceUnit === 7 && r.publishPrice === true);
    await page.goto(detail(p.id, 'de'));
    await expect(page.locator('.property-detail__price')).toContainText('Ab');
  });

  test('says a property is sold or rented', async ({ page }) => {
    const sold = find('sold property', (r) => r.status === 'sold');
    await page.goto(detail(sold.id));
    await expect(page.locator('.notice')).toHaveText('Property sold: this property has been sold.');
    const rented = find('rented property', (r) => r.status === 'rented');
    await page.goto(detail(rented.id, 'fr'));
    await expect(page.locator('.notice')).toHaveText('Bien loué : le bien que vous avez demandé a été loué.');
  });

  for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
    test(`shows the ${region} energy label`, async ({ page }) => {
      const p = find(`${region} property with energy data`, (r) => regionOf(r.zip, r.countryId) === region && r.energyPerformance != null && !!r.epcLabelText);
      await page.goto(detail(p.id));
      await expect(page.locator('.energy img')).toHaveAttribute('src', new RegExp(`^/energy/${region}-[a-z_]+\\.svg$`));
      if (region === 'luxembourg') await expect(page.locator('.energy img')).toHaveAttribute('alt', `Energy label ${p.epcLabelText!.trim().charAt(0).toUpperCase()}`);
    });
  }

  test('embeds a video by its provider, a video file in a player, and a virtual tour', async ({ page }) => {
    const media = (r: (typeof rows)[number]) => (r.details ?? {}) as { videos?: string[]; virtualTour?: string };
    const youtube = find('property with a YouTube video', (r) => String(media(r).videos?.[0]).includes('youtube.com'));
    await page.goto(detail(youtube.id));
    await expect(page.locator('.media iframe').first()).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    const file = find('property with an mp4 video', (r) => String(media(r).videos?.[0]).endsWith('.mp4'));
    await page.goto(detail(file.id));
    await expect(page.locator('.media video')).toHaveAttribute('src', media(file).videos![0]);
    const tour = find('property with a Matterport tour', (r) => String(media(r).virtualTour).includes('matterport'));
    await page.goto(detail(tour.id));
    await expect(page.locator('.media iframe[src*="matterport"]')).toHaveCount(1);
  });

  test('says "No documents" when there are none', async ({ page }) => {
    const p = find('property without documents', (r) => !(r.details as Record<string, unknown>)?.documents);
    await page.goto(detail(p.id, 'de'));
    await expect(page.locator('.documents__none')).toHaveText('Keine Dokumente.');
  });

  test('answers 404 for an unknown property', async ({ request }) => {
    expect((await request.get(detail(999999))).status()).toBe(404);
  });
});
