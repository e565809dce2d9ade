import { expect, test, type Page } from '@playwright/test';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { isForRent, isForSale } from '../../lib/domain/property';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { must } from '../support/must';
import { LOCALES, urlOf, type Locale } from './support';

// The e2e server is seeded with the demo generator's 300 properties, in each language.
const all = generateDemoProperties(300);
type Row = (typeof all)[number];
const M = { en, nl, fr, de };
const detail = (id: number, locale: Locale) => urlOf('/property/[id]', locale, { id });
const listed = (r: Row) => r.webId === 1 && r.status === 'available' && r.publishPrice === true;
/** The hardest first screen of a language: the listed property whose title and address are the longest. */
const longest = (locale: Locale, ok: (r: Row) => boolean) =>
  must(
    all
      .filter((r) => r.lang === locale && listed(r) && ok(r))
      .sort((a, b) => `${b.title}${b.street}${b.city}`.length - `${a.title}${a.street}${a.city}`.length)[0],
    `a listed property in ${locale}`,
  );

const PHONE = { width: 390, height: 844 };
const price = (page: Page) => page.getByRole('complementary').getByRole('paragraph').first();
const firstAction = (page: Page, locale: Locale) => page.getByRole('list', { name: M[locale].detail.actions }).getByRole('link').first();
const contactBar = (page: Page, locale: Locale) => page.getByRole('group', { name: M[locale].detail.contactBar });
const box = async (what: string, locator: ReturnType<Page['locator']>) => must(await locator.boundingBox(), what);
/** Scrolls well past the property's actions, to its description and on, where the contact bar shows. */
const pastTheActions = async (page: Page, locale: Locale) => {
  await page.getByRole('heading', { name: M[locale].detail.description }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
};

test.describe('a property page on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  const cases = [...LOCALES.map((locale) => ({ locale, p: longest(locale, isForSale) })), { locale: 'nl' as const, p: longest('nl', isForRent) }];
  for (const { locale, p } of cases) {
    test(`shows the price, the key facts and the first action on the first screen, with no contact bar over them (${locale}, ${isForRent(p) ? 'rent' : 'sale'})`, async ({
      page,
    }) => {
      await page.goto(detail(p.id, locale));
      const gallery = await box('the gallery', page.getByRole('group', { name: p.title }));
      const facts = await box('the key facts', page.getByRole('list', { name: M[locale].detail.keyFacts }));
      const priceBox = await box('the price', price(page));
      const action = await box('the first action', firstAction(page, locale));
      await expect(price(page)).toContainText('€');
      expect(gallery.y + gallery.height).toBeLessThanOrEqual(facts.y);
      expect(facts.y + facts.height).toBeLessThanOrEqual(priceBox.y);
      expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(action.y);
      expect(action.y + action.height, 'the first action ends on the first screen').toBeLessThanOrEqual(PHONE.height);
      // The bar repeats those actions: it steps aside while they are on the screen, so it covers none of them.
      await expect(contactBar(page, locale)).toBeHidden();
    });
  }

  test('brings the contact bar to the bottom once the actions are scrolled past, clear of the page end, with the visit form and the agent to call', async ({
    page,
  }) => {
    const p = longest('fr', isForSale);
    await page.goto(detail(p.id, 'fr'));
    const bar = contactBar(page, 'fr');
    await expect(bar).toBeHidden();

    await pastTheActions(page, 'fr');
    await expect(firstAction(page, 'fr')).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toBeInViewport({ ratio: 1 });
    const barBox = await box('the contact bar', bar);
    expect(barBox.y + barBox.height, 'along the bottom of the screen').toBe(PHONE.height);
    await expect(bar.getByRole('link', { name: fr.detail.bookVisit, exact: true })).toHaveAttribute(
      'href',
      urlOf('/property/[id]/[form]', 'fr', { id: p.id, form: 'contact-appointment' }),
    );
    const phone = must(p.managerPhone, 'the agent phone');
    await expect(bar.getByRole('link', { name: fr.detail.callPhone.replace('{phone}', phone) })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);

    // Scrolled back to the actions, it steps aside again.
    await firstAction(page, 'fr').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // At the end of the page it rests above the footer, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const footer = await box('the footer', page.getByRole('contentinfo'));
    // The end of the scroll is a whole pixel and the page's height need not be: within half a pixel.
    expect(footer.y + footer.height).toBeLessThanOrEqual(PHONE.height + 0.5);
    const endBox = await box('the contact bar', bar);
    expect(endBox.y + endBox.height).toBeLessThanOrEqual(footer.y);

    // Not on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(bar).toBeHidden();
  });

  test('moves keyboard focus clear of the contact bar and of the fixed header, down the page and back up', async ({ page }) => {
    const p = longest('fr', isForSale);
    await page.goto(detail(p.id, 'fr'));
    await firstAction(page, 'fr').focus();
    const covered: string[] = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press(i < 60 ? 'Tab' : 'Shift+Tab');
      // What covers the focused element of the page's content, if anything: the shown bar or the fixed header.
      const cover = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el?.closest('main') || el.closest('.contact-bar')) return null;
        const box = el.getBoundingClientRect();
        const bar = document.querySelector('.contact-bar');
        const header = document.querySelector('.site-header');
        const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        if (bar && getComputedStyle(bar).visibility !== 'hidden' && box.bottom > bar.getBoundingClientRect().top + 1) return `${name} under the contact bar`;
        if (header?.getAttribute('data-fixed') === 'true' && box.top < header.getBoundingClientRect().bottom - 1) return `${name} under the header`;
        return null;
      });
      if (cover) covered.push(cover);
    }
    expect(covered).toEqual([]);
  });

  test('shows no contact bar for a sold property', async ({ page }) => {
    const sold = must(
      all.find((r) => r.lang === 'en' && r.status === 'sold'),
      'a sold property',
    );
    await page.goto(detail(sold.id, 'en'));
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expect(contactBar(page, 'en')).toHaveCount(0);
  });

  test.describe('on a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('lays the cookie dialog over the contact bar', async ({ page }) => {
      const p = longest('en', isForSale);
      await page.goto(detail(p.id, 'en'));
      const dialog = page.getByRole('dialog', { name: en.consent.title });
      await expect(dialog).toBeVisible();
      await pastTheActions(page, 'en');
      await expect(contactBar(page, 'en')).toBeVisible();
      const bar = await box('the contact bar', contactBar(page, 'en'));
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="dialog"]') !== null,
        [bar.x + bar.width / 2, bar.y + bar.height / 2],
      );
      expect(onTop, 'the dialog, not the bar, at the bar’s place').toBe(true);
    });
  });
});

test('a property page on a desktop shows no contact bar and keeps the key facts to its facts sections', async ({ page }) => {
  const p = longest('en', isForSale);
  await page.goto(detail(p.id, 'en'));
  await expect(price(page)).toBeVisible();
  await expect(firstAction(page, 'en')).toBeInViewport();
  await expect(contactBar(page, 'en')).toBeHidden();
  await expect(page.getByRole('list', { name: en.detail.keyFacts })).toBeHidden();
});
