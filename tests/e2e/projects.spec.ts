import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { must } from '../support/must';
import { urlOf, type Locale } from './support';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';

// The e2e server is seeded with the demo projects: take the expectations from the same generator.
const demo = generateDemoProjects();
const unitsOf = (id: number) => demo.units.filter((u) => u.projectId === id);
const rowOf = (id: number, lang: Locale) => demo.projects.find((p) => p.id === id && p.lang === lang)!;
const ids = [...new Set(demo.projects.map((p) => p.id))];
const find = (what: string, ok: (id: number) => boolean) => {
  const id = ids.find(ok);
  if (id === undefined) throw new Error(`the demo data has no ${what}`);
  return id;
};
const buildingsOf = (id: number) => new Set(unitsOf(id).map((u) => u.building));
const project = (id: number, locale: Locale = 'en') => urlOf('/project/[id]', locale, { id });
const M = { de, en, fr, nl };

/** A project's card in the list, by the project's name (its title). */
const cardOf = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The price, the first line of the page's side column. */
const priceOf = (page: Page) => page.getByRole('complementary').getByRole('paragraph').first();
/** A building's section, by its heading ('Building A'). */
const building = (page: Page, locale: Locale, letter: string) => page.getByRole('region', { name: M[locale].projects.building.replace('{building}', letter) });
/** The page a scope is on (the inner locators of a filter are looked up from the page). */
const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page));
/** The rows of the units (a floor's heading row has no cells). */
const unitRows = (scope: Page | Locator) => scope.getByRole('row').filter({ has: pageOf(scope).getByRole('cell') });
/** The heading rows of the floors ('1st floor'), one per group of units. */
const floorRows = (scope: Page | Locator) =>
  scope
    .getByRole('row')
    .filter({ hasNot: pageOf(scope).getByRole('cell') })
    .filter({ hasNot: pageOf(scope).getByRole('columnheader') });
/** A unit's row, by its reference (the row's header). */
const unitRow = (page: Page, reference: string) => unitRows(page).filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });
/** The cell of a row under the column of that heading (the row's header, the unit's reference, comes first). */
async function cellOf(row: Locator, column: string) {
  const columns = await row.page().getByRole('table').first().getByRole('columnheader').allTextContents();
  const index = columns.indexOf(column);
  if (index < 1) throw new Error(`no column ${column} in ${columns.join(', ')}`);
  return row.getByRole('cell').nth(index - 1);
}
/** The status of each unit of the page (or of a building), in their order. */
async function statuses(scope: Page | Locator, locale: Locale) {
  const rows = await unitRows(scope).all();
  return Promise.all(rows.map(async (row) => (await cellOf(row, M[locale].projects.columns.status)).textContent()));
}

test.describe('new-build projects', () => {
  test('lists every project in English and in French, the sold-out one marked', async ({ page }) => {
    const soldOut = find('sold-out project', (id) => rowOf(id, 'en').status === 'sold-out');
    for (const [locale, title, soldOutText] of [
      ['en', 'New-build projects', 'Sold out'],
      ['fr', 'Projets neufs', 'Épuisé'],
    ] as const) {
      const res = await page.goto(urlOf('/projects', locale));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('article')).toHaveCount(ids.length);
      for (const id of ids) await expect(cardOf(page, rowOf(id, locale).name)).toHaveCount(1);
      // Sold-out projects come last, with their ribbon.
      await expect(page.getByRole('article').last().getByRole('heading')).toHaveText(rowOf(soldOut, locale).name);
      await expect(cardOf(page, rowOf(soldOut, locale).name).getByText(soldOutText, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(soldOutText, { exact: true })).toHaveCount(1);
    }
    // The card of a project on sale: available units and the lowest available price.
    const selling = find('project with available units', (id) => unitsOf(id).some((u) => u.status === 'available' && u.publishPrice));
    const card = cardOf(page, rowOf(selling, 'fr').name);
    const available = unitsOf(selling).filter((u) => u.status === 'available').length;
    await expect(card.getByRole('paragraph').filter({ hasText: `${available} disponible` })).toHaveCount(1);
    // The price 'from', the one amount in euros.
    await expect(card.getByText('€')).toContainText('À partir de');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(project(selling, 'fr'));
  });

  test('shows a project with its buildings, floors from the top down, and the state of each unit', async ({ page }) => {
    const id = find('selling project with two buildings', (i) => buildingsOf(i).size === 2 && unitsOf(i).every((u) => u.status !== 'sold-out'));
    const row = rowOf(id, 'en');
    const units = unitsOf(id);
    const res = await page.goto(project(id));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.name);
    await expect(page.getByRole('navigation', { name: en.chrome.breadcrumb })).toContainText('Projects');
    await expect(page.getByRole('group', { name: row.name }).getByRole('button', { name: /^Show photo \d+$/ })).toHaveCount(
      must(row.pictures, 'the pictures').length,
    );
    // The address line under the photos, the street first.
    await expect(page.getByRole('main').getByText(`, ${row.zip} ${row.city} — `)).toContainText(`${row.street} ${row.houseNumber}`);
    const delivery = page
      .getByRole('complementary')
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(en.projects.delivery, { exact: true }) });
    await expect(delivery.getByRole('definition')).toHaveText(must(row.deliveryDate, 'the delivery date').split('-').reverse().join('/'));
    await expect(page.getByRole('group', { name: en.projects.manager }).getByText(must(row.managerName, 'the manager'), { exact: true })).toBeVisible();
    await expect(priceOf(page)).toContainText('From €');
    await expect(page.getByRole('region', { name: /^Building [A-Z]$/ })).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 3, name: /^Building [A-Z]$/ })).toHaveText(['Building A', 'Building B']);
    await expect(unitRows(page)).toHaveCount(units.length);

    const a = building(page, 'en', 'A');
    const floorsA = [...new Set(units.filter((u) => u.building === 'A').map((u) => must(u.floor, 'the floor')))].sort((x, y) => y - x);
    expect(
      await a.getByRole('rowgroup').evaluateAll((els) => els.flatMap((e) => (e.hasAttribute('data-floor') ? [Number(e.getAttribute('data-floor'))] : []))),
    ).toEqual(floorsA);
    await expect(floorRows(a).last()).toHaveText('Ground floor');
    await expect(floorRows(a.locator('tbody[data-floor="1"]'))).toHaveText('1st floor');

    const labels = { available: 'Available', option: 'Under option', sold: 'Sold' } as const;
    for (const status of ['available', 'option', 'sold'] as const) {
      const unit = units.find((u) => u.status === status && u.publishPrice);
      if (!unit) throw new Error(`the demo project has no ${status} unit`);
      const tr = unitRow(page, unit.reference);
      await expect(await cellOf(tr, en.projects.columns.status)).toHaveText(labels[status]);
      // A unit on offer shows its price; a sold one no longer does.
      if (status === 'sold') await expect(await cellOf(tr, en.projects.columns.price)).toHaveText('—');
      else await expect(await cellOf(tr, en.projects.columns.price)).toContainText('€');
    }
    const onRequest = units.find((u) => !u.publishPrice && (u.status === 'available' || u.status === 'option'));
    if (onRequest) {
      await expect(await cellOf(unitRow(page, onRequest.reference), en.projects.columns.price)).toHaveText('Price on request');
    }
    await expect(page.getByText(en.projects.noConstruction)).toHaveCount(0);
  });

  test('says a sold-out project and its units are sold out', async ({ page }) => {
    const id = find('sold-out project', (i) => rowOf(i, 'nl').status === 'sold-out');
    await page.goto(project(id, 'nl'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Dit project is uitverkocht: alle eenheden zijn verkocht.');
    await expect(priceOf(page)).toHaveText('Uitverkocht');
    const shown = await statuses(page, 'nl');
    expect(shown).toHaveLength(unitsOf(id).length);
    expect(new Set(shown)).toEqual(new Set(['Uitverkocht']));
    await expect(page.getByRole('link', { name: nl.projects.askInfo })).toHaveCount(0);
  });

  test('shows a building sold out next to one on sale', async ({ page }) => {
    const id = find('project with a sold-out building', (i) => rowOf(i, 'de').status === 'selling' && unitsOf(i).some((u) => u.status === 'sold-out'));
    const closed = must(
      unitsOf(id).find((u) => u.status === 'sold-out'),
      'a sold-out unit',
    ).building;
    await page.goto(project(id, 'de'));
    const shown = await statuses(building(page, 'de', must(closed, 'the building')), 'de');
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['Ausverkauft']));
    await expect(page.getByRole('cell', { name: 'Verfügbar', exact: true }).first()).toBeVisible();
    await expect(floorRows(page).first()).toContainText('Obergeschoss');
  });

  test('hides the street of a project whose address is not public', async ({ page }) => {
    const id = find('project with a hidden address', (i) => rowOf(i, 'fr').publicAddress === false);
    await page.goto(project(id, 'fr'));
    const row = rowOf(id, 'fr');
    // The address line under the photos: the postcode and city first, no street before them.
    const address = page.getByRole('main').getByText(`${row.zip} ${row.city} — `);
    await expect(address).toContainText(row.zip);
    await expect(address).toHaveText(new RegExp(`^${row.zip} `));
    await expect(address).not.toContainText(must(row.street, 'the street'));
  });

  test("says 'No construction was found' for a project without units", async ({ page }) => {
    const id = find('project without units', (i) => unitsOf(i).length === 0);
    await page.goto(project(id, 'de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rowOf(id, 'de').name);
    await expect(page.getByRole('region', { name: de.projects.units }).getByRole('paragraph')).toHaveText('Es wurde kein Bauvorhaben gefunden.');
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('answers 404 for an unknown project, saying no construction was found, inside the site page', async ({ page, request }) => {
    expect((await request.get(project(999999))).status()).toBe(404);
    expect((await request.get('/fr/projet/abc/')).status()).toBe(404);
    await page.goto(project(999999));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.projects.notFound.title);
    await expect(page.getByRole('main').getByText(en.projects.noConstruction, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.chrome.mainMenu })).toBeVisible();
  });

  test('has a localized path in each language, reached from the top bar and the switcher', async ({ page, request }) => {
    const id = must(ids[0], 'a project');
    expect((await request.get('/fr/projets/', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get(`/nl/project/${id}/`, { maxRedirects: 0 })).status()).toBe(200);
    const internal = await request.get('/fr/projects/', { maxRedirects: 0 });
    expect([307, 308]).toContain(internal.status());
    expect(new URL(must(internal.headers()['location'], 'the Location of the redirect'), 'http://x').pathname).toBe('/fr/projets/');

    await page.goto('/nl/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Projecten', exact: true })).toHaveAttribute('href', '/nl/projecten/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Projecten', exact: true })).toHaveAttribute('href', '/nl/projecten/');
    // The unprefixed path lands in the language the visitor chose (nl, by visiting it).
    await page.goto(`/project/${id}/`);
    await expect(page).toHaveURL(project(id, 'nl'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rowOf(id, 'nl').name);
    await page.getByRole('banner').getByRole('navigation', { name: nl.chrome.language }).getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(`/de/projekt/${id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rowOf(id, 'de').name);
  });

  test('stacks each unit as labelled lines on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const id = find('project with units', (i) => unitsOf(i).length > 0);
    await page.goto(project(id));
    const unit = unitRows(page).first();
    const cells = unit.locator('th, td');
    const first = must(await cells.nth(0).boundingBox(), 'the first cell');
    const second = must(await cells.nth(1).boundingBox(), 'the second cell');
    expect(second.y).toBeGreaterThan(first.y);
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
