import { expect, test } from '@playwright/test';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { urlOf, type Locale } from './support';
import en from '../../messages/en.json';

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

test.describe('new-build projects', () => {
  test('lists every project in English and in French, the sold-out one marked', async ({ page }) => {
    const soldOut = find('sold-out project', (id) => rowOf(id, 'en').status === 'sold-out');
    for (const [locale, title, soldOutText] of [
      ['en', 'New-build projects', 'Sold out'],
      ['fr', 'Projets neufs', 'Épuisé'],
    ] as const) {
      const res = await page.goto(urlOf('/projects', locale));
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.project-card')).toHaveCount(ids.length);
      for (const id of ids) await expect(page.locator(`.project-card[data-project-id="${id}"] .project-card__title`)).toHaveText(rowOf(id, locale).name);
      // Sold-out projects come last, with their ribbon.
      await expect(page.locator('.project-card').last()).toHaveAttribute('data-status', 'sold-out');
      await expect(page.locator(`.project-card[data-project-id="${soldOut}"] .project-card__status`)).toHaveText(soldOutText);
      await expect(page.locator('.project-card__status')).toHaveCount(1);
    }
    // The card of a project on sale: available units and the lowest available price.
    const selling = find('project with available units', (id) => unitsOf(id).some((u) => u.status === 'available' && u.publishPrice));
    const card = page.locator(`.project-card[data-project-id="${selling}"]`);
    const available = unitsOf(selling).filter((u) => u.status === 'available').length;
    await expect(card.locator('.project-card__units')).toContainText(`${available} disponible`);
    await expect(card.locator('.project-card__price')).toContainText('À partir de');
    await card.locator('a').click();
    await expect(page).toHaveURL(project(selling, 'fr'));
  });

  test('shows a project with its buildings, floors from the top down, and the state of each unit', async ({ page }) => {
    const id = find('selling project with two buildings', (i) => buildingsOf(i).size === 2 && unitsOf(i).every((u) => u.status !== 'sold-out'));
    const row = rowOf(id, 'en');
    const units = unitsOf(id);
    const res = await page.goto(project(id));
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(row.name);
    await expect(page.locator('.breadcrumb')).toContainText('Projects');
    await expect(page.locator('.gallery__thumbs li')).toHaveCount(row.pictures!.length);
    await expect(page.locator('.project-detail__address .address__street')).toContainText(`${row.street} ${row.houseNumber}`);
    await expect(page.locator('.project-detail__delivery')).toHaveText(row.deliveryDate!.split('-').reverse().join('/'));
    await expect(page.locator('.agent__name')).toHaveText(row.managerName!);
    await expect(page.locator('.project-detail__price')).toContainText('From €');
    await expect(page.locator('.project-building')).toHaveCount(2);
    await expect(page.locator('.project-building__title')).toHaveText(['Building A', 'Building B']);
    await expect(page.locator('.units-table__unit')).toHaveCount(units.length);

    const a = page.locator('.project-building[data-building="A"]');
    const floorsA = [...new Set(units.filter((u) => u.building === 'A').map((u) => u.floor!))].sort((x, y) => y - x);
    expect(await a.locator('tbody').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-floor'))))).toEqual(floorsA);
    await expect(a.locator('.units-table__floor-row').last()).toHaveText('Ground floor');
    await expect(a.locator('tbody[data-floor="1"] .units-table__floor-row')).toHaveText('1st floor');

    const labels = { available: 'Available', option: 'Under option', sold: 'Sold' } as const;
    for (const status of ['available', 'option', 'sold'] as const) {
      const unit = units.find((u) => u.status === status && u.publishPrice);
      if (!unit) throw new Error(`the demo project has no ${status} unit`);
      const tr = page.locator('.units-table__unit', {
        has: page.locator('.units-table__reference', { hasText: new RegExp(`^${unit.reference.replace('.', '\\.')}$`) }),
      });
      await expect(tr.locator('.unit-status')).toHaveText(labels[status]);
      // A unit on offer shows its price; a sold one no longer does.
      if (status === 'sold') await expect(tr.locator('.units-table__price')).toHaveText('—');
      else await expect(tr.locator('.units-table__price')).toContainText('€');
    }
    const onRequest = units.find((u) => !u.publishPrice && (u.status === 'available' || u.status === 'option'));
    if (onRequest) {
      const tr = page.locator('.units-table__unit', {
        has: page.locator('.units-table__reference', { hasText: new RegExp(`^${onRequest.reference.replace('.', '\\.')}$`) }),
      });
      await expect(tr.locator('.units-table__price')).toHaveText('Price on request');
    }
    await expect(page.locator('.project-units__none')).toHaveCount(0);
  });

  test('says a sold-out project and its units are sold out', async ({ page }) => {
    const id = find('sold-out project', (i) => rowOf(i, 'nl').status === 'sold-out');
    await page.goto(project(id, 'nl'));
    await expect(page.locator('.notice')).toHaveText('Dit project is uitverkocht: alle eenheden zijn verkocht.');
    await expect(page.locator('.project-detail__price')).toHaveText('Uitverkocht');
    await expect(page.locator('.unit-status')).toHaveCount(unitsOf(id).length);
    expect(new Set(await page.locator('.unit-status').allTextContents())).toEqual(new Set(['Uitverkocht']));
    await expect(page.locator('.project-detail__ask')).toHaveCount(0);
  });

  test('shows a building sold out next to one on sale', async ({ page }) => {
    const id = find('project with a sold-out building', (i) => rowOf(i, 'de').status === 'selling' && unitsOf(i).some((u) => u.status === 'sold-out'));
    const closed = unitsOf(id).find((u) => u.status === 'sold-out')!.building;
    await page.goto(project(id, 'de'));
    const statuses = await page.locator(`.project-building[data-building="${closed}"] .unit-status`).allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Ausverkauft']));
    await expect(page.locator('.unit-status', { hasText: 'Verfügbar' }).first()).toBeVisible();
    await expect(page.locator('.units-table__floor-row').first()).toContainText('Obergeschoss');
  });

  test('hides the street of a project whose address is not public', async ({ page }) => {
    const id = find('project with a hidden address', (i) => rowOf(i, 'fr').publicAddress === false);
    await page.goto(project(id, 'fr'));
    await expect(page.locator('.project-detail__address')).toContainText(rowOf(id, 'fr').zip);
    await expect(page.locator('.project-detail__address .address__street')).toHaveCount(0);
    await expect(page.locator('.project-detail__address')).not.toContainText(rowOf(id, 'fr').street!);
  });

  test("says 'No construction was found' for a project without units", async ({ page }) => {
    const id = find('project without units', (i) => unitsOf(i).length === 0);
    await page.goto(project(id, 'de'));
    await expect(page.locator('h1')).toHaveText(rowOf(id, 'de').name);
    await expect(page.locator('.project-units__none')).toHaveText('Es wurde kein Bauvorhaben gefunden.');
    await expect(page.locator('.units-table')).toHaveCount(0);
  });

  test('answers 404 for an unknown project, saying no construction was found, inside the site page', async ({ page, request }) => {
    expect((await request.get(project(999999))).status()).toBe(404);
    expect((await request.get('/fr/projet/abc/')).status()).toBe(404);
    await page.goto(project(999999));
    await expect(page.locator('h1')).toHaveText(en.projects.notFound.title);
    await expect(page.locator('.page-hero__intro')).toHaveText(en.projects.noConstruction);
    await expect(page.locator('header.site-header')).toBeVisible();
  });

  test('has a localized path in each language, reached from the top bar and the switcher', async ({ page, request }) => {
    const id = ids[0];
    expect((await request.get('/fr/projets/', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get(`/nl/project/${id}/`, { maxRedirects: 0 })).status()).toBe(200);
    const internal = await request.get('/fr/projects/', { maxRedirects: 0 });
    expect([307, 308]).toContain(internal.status());
    expect(new URL(internal.headers()['location'], 'http://x').pathname).toBe('/fr/projets/');

    await page.goto('/nl/');
    await expect(page.locator('.top-bar__links a[href="/nl/projecten/"]')).toHaveText('Projecten');
    await expect(page.locator('.site-footer__links a[href="/nl/projecten/"]')).toHaveText('Projecten');
    // The unprefixed path lands in the language the visitor chose (nl, by visiting it).
    await page.goto(`/project/${id}/`);
    await expect(page).toHaveURL(project(id, 'nl'));
    await expect(page.locator('h1')).toHaveText(rowOf(id, 'nl').name);
    await page.locator('.site-header__bar > .lang-switcher a[hreflang="de"]').click();
    await expect(page).toHaveURL(`/de/projekt/${id}/`);
    await expect(page.locator('h1')).toHaveText(rowOf(id, 'de').name);
  });

  test('stacks each unit as labelled lines on a phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const id = find('project with units', (i) => unitsOf(i).length > 0);
    await page.goto(project(id));
    const unit = page.locator('.units-table__unit').first();
    const cells = unit.locator('th, td');
    const first = (await cells.nth(0).boundingBox())!;
    const second = (await cells.nth(1).boundingBox())!;
    expect(second.y).toBeGreaterThan(first.y);
    expect(Math.abs(second.x - first.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
