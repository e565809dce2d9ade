import { expect, test, type Page } from '@playwright/test';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { brusselsDay } from '../../lib/domain/calendar';
import { formatMoney } from '../../lib/domain/money';
import { monthlyPayment, purchaseCost, purchasePrice, regionRates, type PurchaseCostRates } from '../../lib/domain/purchase-cost';
import { regionOf, type Region } from '../../lib/domain/regions';
import site from '../../config/site.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { must } from '../support/must';
import { urlOf } from './support';

// The e2e server is seeded with the demo generator's 300 properties: the same data picks one of each kind.
const rows = generateDemoProperties(300).filter((r) => r.lang === 'en');
const config = site.purchaseCost as PurchaseCostRates;
const today = brusselsDay(new Date());
/** An available resale for sale with its exact price published, in `region` (not a new build, not sold for a life annuity). */
const resaleIn = (region: Region) =>
  must(
    rows.find((r) => {
      const details = (r.details ?? {}) as Record<string, unknown>;
      const sale = { goal: r.goal, status: r.status ?? 'available', price: r.price ?? null, publishPrice: r.publishPrice ?? true, priceUnit: r.priceUnit ?? 0 };
      return regionOf(r.zip, r.countryId) === region && purchasePrice(sale) !== null && details.newBuild !== true && !details.annuity;
    }),
    `an available resale for sale in ${region}`,
  );
const expected = (region: Region, price: number, choice = { ownHome: true, newBuild: false, loan: 0, buyers: 1 }) =>
  must(purchaseCost(price, choice, must(regionRates(config, region, today), region)), 'a purchase cost');
const block = (page: Page, name = en.purchaseCost.title) => page.getByRole('region', { name });
/** The amount of a figure of the block, by the start of its label. */
const figure = (page: Page, label: string, name = en.purchaseCost.title) =>
  block(page, name)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test.describe('purchase cost on a property for sale', () => {
  for (const region of ['flanders', 'wallonia', 'brussels', 'luxembourg'] as const) {
    test(`${region}: the duty of an only own home, the notary, the advance and the total`, async ({ page }) => {
      const p = resaleIn(region);
      const cost = expected(region, must(p.price, 'the price'));
      await page.goto(urlOf('/property/[id]', 'en', { id: p.id }));
      await expect(block(page)).toBeVisible();
      await expect(figure(page, 'Registration duty')).toHaveText(formatMoney(cost.tax.amount));
      await expect(figure(page, en.purchaseCost.advance)).toHaveText(formatMoney(cost.advance));
      await expect(figure(page, en.purchaseCost.total)).toHaveText(formatMoney(cost.total));
    });
  }

  test('the visitor changes the situation and types a loan, a rate and a term: the figures follow', async ({ page }) => {
    const p = resaleIn('flanders');
    const price = must(p.price, 'the price');
    await page.goto(urlOf('/property/[id]', 'en', { id: p.id }));
    await expect(figure(page, 'Registration duty (2%)')).toHaveText(formatMoney(expected('flanders', price).tax.amount));
    await block(page).getByRole('checkbox', { name: en.purchaseCost.ownHome }).click();
    await expect(block(page).getByRole('checkbox', { name: en.purchaseCost.ownHome })).not.toBeChecked();
    await expect(figure(page, 'Registration duty (12%)')).toHaveText(
      formatMoney(expected('flanders', price, { ownHome: false, newBuild: false, loan: 0, buyers: 1 }).tax.amount),
    );
    await block(page).getByRole('checkbox', { name: en.purchaseCost.ownHome }).click();
    await block(page).getByLabel(en.purchaseCost.loan).fill('200000');
    await block(page).getByLabel(en.purchaseCost.rate).fill('3');
    await block(page).getByLabel(en.purchaseCost.years).fill('25');
    const withLoan = expected('flanders', price, { ownHome: true, newBuild: false, loan: 200000, buyers: 1 });
    await expect(figure(page, 'Mortgage deed')).toHaveText(formatMoney(must(withLoan.mortgageDeed, 'the deed').amount));
    await expect(figure(page, en.purchaseCost.monthly)).toHaveText(formatMoney(must(monthlyPayment(200000, 3, 25), 'the payment')));
    await expect(figure(page, en.purchaseCost.total)).toHaveText(formatMoney(withLoan.total));
    await block(page).getByRole('radio', { name: en.purchaseCost.newBuild }).check();
    await expect(figure(page, 'VAT (21%)')).toHaveText(formatMoney(price * 0.21));
  });

  test('the calculator is not loaded with the page, only on the first touch of the block', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(urlOf('/property/[id]', 'en', { id: resaleIn('wallonia').id }));
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await block(page).getByLabel(en.purchaseCost.loan).focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    // The focus stays where the visitor put it when the calculator takes over.
    await page.keyboard.type('150000');
    await expect(block(page).getByLabel(en.purchaseCost.loan)).toHaveValue('150000');
    await expect(figure(page, 'Mortgage deed')).toBeVisible();
  });

  test('readable without JavaScript, in French', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const p = resaleIn('brussels');
    await page.goto(urlOf('/property/[id]', 'fr', { id: p.id }));
    const cost = expected('brussels', must(p.price, 'the price'));
    await expect(figure(page, "Droits d'enregistrement", fr.purchaseCost.title)).toHaveText(formatMoney(cost.tax.amount));
    await expect(block(page, fr.purchaseCost.title)).toContainText(fr.purchaseCost.total);
    await context.close();
  });

  test('no purchase cost on a property for rent', async ({ page }) => {
    const rent = must(
      rows.find((r) => r.goal === 1 && r.status === 'available'),
      'a property for rent',
    );
    await page.goto(urlOf('/property/[id]', 'en', { id: rent.id }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(block(page)).toHaveCount(0);
  });
});
