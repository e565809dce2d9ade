/**
 * Search by area in the browser: the keyboard way (a postcode and a radius in the filters) lists only
 * the properties around it and saves it as a demand whose opt-in e-mail states the area; a polygon drawn
 * on the map view with the mouse, and a circle drawn with touch on a phone, become the listing's URL; a
 * link whose area cannot be read shows every property with a notice.
 */
import { expect, test, type Page } from '@playwright/test';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { isForSale } from '../../lib/domain/property';
import en from '../../messages/en.json';
import { captchaAnswer, formOf, submitButton } from './form-page';
import { hydrated, open, urlOf } from './support';
import { must } from '../support/must';
import { waitForMailMatching } from './mail';

const t = en.search.area;
const demo = generateDemoProperties(300).filter((r) => r.lang === 'en' && r.status === 'available' && isForSale(r) && r.latitude !== null);
const zip = must(demo[0], 'a demo property for sale with coordinates').zip;
const filters = (page: Page) => page.getByRole('search', { name: en.search.searchLabel });
/** 'Page 2 of 3 with 28 listings': 28. */
async function total(page: Page): Promise<number> {
  const status = await page.getByRole('navigation', { name: en.search.paging }).getByRole('paragraph').innerText();
  return Number(must(status.match(/\d+/g), 'the paging numbers').at(-1));
}

test('a postcode and a radius typed in the filters list the properties around it, and save as a demand with that area', async ({ page }) => {
  await open(page, urlOf('/for-sale', 'en'));
  const all = await total(page);
  const form = filters(page);
  await form.getByText(en.search.advanced).click();
  await form.getByLabel(t.near).fill(zip);
  await form.getByLabel(t.km).fill('3');
  await form.getByRole('button', { name: en.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`near=${zip}&km=3`));
  await expect(page.getByText(t.nearZip.replace('{km}', '3').replace('{zip}', zip))).toBeVisible();
  const around = await total(page);
  expect(around).toBeGreaterThan(0);
  expect(around).toBeLessThan(all);
  // The filters show the area again, so another filter keeps it.
  await expect(filters(page).getByLabel(t.near)).toHaveValue(zip);

  await hydrated(page);
  await page.getByText(t.save).click();
  const demand = formOf(page, 'demand-register');
  const area = demand.locator('select[name="area"]');
  await expect(area).toHaveValue(/^around=/);
  await demand.locator('input[name="types"]').first().check();
  const email = `e2e-area-${Date.now()}@example.org`;
  await demand.locator('input[name="title"][value="ms"]').check();
  await demand.locator('input[name="firstName"]').fill('Zoë');
  await demand.locator('input[name="lastName"]').fill('Lambert');
  await demand.locator('input[name="email"]').fill(email);
  await demand.locator('input[name="phone"]').fill('+32 470 12 34 56');
  const { answer } = await captchaAnswer(page, 'demand-register');
  await demand.locator('input[name="captcha"]').fill(answer.toLowerCase());
  await submitButton(demand).click();
  await expect(page).toHaveURL(new RegExp(`${urlOf('/feedback/[form]', 'en', { form: 'demand-register' })}$`));
  expect((await waitForMailMatching(email)).body).toMatch(/Within 3 km of \d+\.\d+, \d+\.\d+/);
});

test('a link whose area cannot be read lists every property and says why', async ({ page }) => {
  await open(page, urlOf('/for-sale', 'en'));
  const all = await total(page);
  const response = await page.goto(`${urlOf('/for-sale', 'en')}?around=50.8,4.3,5000`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\?ignored=around$/);
  await expect(page.getByRole('status').filter({ hasText: t.ignored.around })).toBeVisible();
  expect(await total(page)).toBe(all);
});

test('a polygon drawn with the mouse on the map view becomes the listing URL and its filter', async ({ page }) => {
  await open(page, `${urlOf('/for-sale', 'en')}?view=map`);
  await hydrated(page);
  await page.locator('.map-frame iframe').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('.map-frame iframe');
  await frame.getByRole('button', { name: en.map.drawArea }).click();
  await expect(frame.getByText(en.map.drawingPolygon)).toBeVisible();
  const box = must(await page.locator('.map-frame iframe').boundingBox(), 'the map frame');
  const at = (x: number, y: number) => page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  await at(0.3, 0.3);
  await at(0.7, 0.3);
  await at(0.7, 0.7);
  await at(0.3, 0.7);
  await at(0.3, 0.3);
  await expect(page).toHaveURL(/[?&]area=[^&]+/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByText(t.drawn.replace('{count}', '4'))).toBeVisible();
  // Removing it leads back to the listing without an area.
  await page.getByRole('link', { name: t.remove }).click();
  await expect(page).not.toHaveURL(/area=/);
});

test('when the drawing tools cannot load, the map says so, and the next press draws once they can', async ({ page }) => {
  await open(page, `${urlOf('/for-sale', 'en')}?view=map`);
  await hydrated(page);
  await page.locator('.map-frame iframe').scrollIntoViewIfNeeded();
  const frame = page.frameLocator('.map-frame iframe');
  const draw = frame.getByRole('button', { name: en.map.drawArea });
  await expect(draw).toBeVisible();
  // The connection drops: the drawing library's scripts (loaded on the first press) do not arrive.
  const scripts = '**/_next/static/chunks/**';
  await page.route(scripts, (route) => route.abort('internetdisconnected'));
  await draw.click();
  const failed = frame.getByRole('alert').filter({ hasText: en.map.drawFailed });
  await expect(failed).toBeVisible();
  await expect(draw).toBeEnabled();
  await page.unroute(scripts);
  await draw.click();
  await expect(frame.getByText(en.map.drawingPolygon)).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('a circle drawn with touch becomes around=lat,lng,km', async ({ page }) => {
    await open(page, `${urlOf('/for-sale', 'en')}?view=map`);
    await hydrated(page);
    await page.locator('.map-frame iframe').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('.map-frame iframe');
    await frame.getByRole('button', { name: en.map.drawCircle }).tap();
    await expect(frame.getByText(en.map.drawingCircle)).toBeVisible();
    const box = must(await page.locator('.map-frame iframe').boundingBox(), 'the map frame');
    await page.touchscreen.tap(box.x + box.width * 0.5, box.y + box.height * 0.4);
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height * 0.4);
    await expect(page).toHaveURL(/[?&]around=-?\d+(\.\d+)?%2C-?\d+(\.\d+)?%2C\d+(\.\d+)?/);
    await expect(page.getByText(/^Only the properties within [\d.]+ km of/)).toBeVisible();
  });
});
