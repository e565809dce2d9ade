/**
 * One address per text: the sitemap has no two URLs with the same main text, an article a
 * configured page shows redirects there, testimonials are reachable from their list; the renovation
 * calculator link per region and the footer's non-public parts on the built site. Mostly plain HTTP; the
 * testimonials' and the calculator's links are found in a browser, by their text as a visitor reads it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import de from '../../messages/de.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { regionOf, type Region } from '../../lib/domain/regions';
import { renovationCalculatorUrl } from '../../components/property/renovation';
import { siteFile } from '../../config/schema';
import site from '../../config/site.json';
import footerJson from '../../config/footer.json';
import { readCharacterReferences } from '../support/character-references';
import { must } from '../support/must';
import { readSitemaps, sitemapLocs } from '../support/sitemaps';
import { LOCALES, paths, urlOf, type Locale } from './support';
import { isForRent, isForSale } from '../../lib/domain/property';
import { decodeHTML } from 'entities';
import { encodeQuerySegment } from '../../lib/domain/listing-query';

const pathOf = (loc: string) => new URL(loc).pathname;
/** The text of an HTML fragment: tags as spaces, character references decoded, white space folded. */
const textOf = (s: string) =>
  decodeHTML(s.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
/** The main text of a page: the paragraphs of its <main> long enough to be body text (not cards, not buttons). */
function mainText(html: string): string {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .map((m) => textOf(must(m[1], 'the text of a paragraph')))
    .filter((t) => t.length > 200)
    .join('\n');
}
/** The path of every page the sitemaps list (/sitemap.xml is an index of one sitemap per language). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const { xml } = await readSitemaps(async (path) => (await request.get(path)).text());
  return sitemapLocs(xml).map(pathOf);
}
/** The localized prefixes of the property and project pages in every language (`/fr/bien/`). */
const detailPrefixes = paths
  .filter((p) => p.path === '/property/[id]' || p.path === '/project/[id]')
  .flatMap((p) => LOCALES.map((l) => `/${l}${p.localized[l].replace(/\[id\]$/, '')}`));

test.describe('one address per text', () => {
  test('no two URLs of the sitemap have the same main text, and none is listed twice', async ({ request }) => {
    test.setTimeout(240_000);
    const all = await sitemapPaths(request);
    expect(new Set(all).size).toBe(all.length);
    // Every page and article; of the properties and projects (one text each, by id) the first few.
    const details = all.filter((p) => detailPrefixes.some((d) => p.startsWith(d)));
    const urls = [...all.filter((p) => !details.includes(p)), ...details.slice(0, 12)];
    const byText = new Map<string, string>();
    for (let i = 0; i < urls.length; i += 4) {
      await Promise.all(
        urls.slice(i, i + 4).map(async (url) => {
          const res = await request.get(url, { maxRedirects: 0 });
          expect(res.status(), url).toBe(200);
          const text = mainText(await res.text());
          if (!text) return;
          expect(byText.get(text), `${url} has the main text of ${byText.get(text)}`).toBeUndefined();
          byText.set(text, url);
        }),
      );
    }
    expect(byText.size).toBeGreaterThan(20);
  });

  test('the internal addresses of a listing and of a result page redirect to the page’s own address', async ({ request }) => {
    const locationOf = async (url: string) => {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(308);
      return res.headers().location;
    };
    for (const locale of LOCALES) {
      expect(await locationOf(`/${locale}/listing/for-sale/`)).toBe(urlOf('/for-sale', locale));
      expect(await locationOf(`/${locale}/listing/for-rent/?sort=price-asc&type=1`)).toBe(`${urlOf('/for-rent', locale)}?type=1&sort=price-asc`);
      expect(await locationOf(`/${locale}/results/${encodeQuerySegment('type=2')}/for-sale/`)).toBe(`${urlOf('/for-sale', locale)}?type=2`);
    }
    // The page's own address is served, and what is not an internal address of a page is not found.
    expect((await request.get(urlOf('/for-sale', 'fr'), { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/fr/listing/contact/', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/fr/results/abc/for-sale/', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('an article a configured page shows answers with a permanent redirect to that page, in the same language', async ({ request }) => {
    const listed = new Set(await sitemapPaths(request));
    const shownBy: Record<string, string> = {
      espagne: '/Espagne',
      disclaimer: '/Disclaimer',
      privacy: '/Privacy',
      'cookie-policy': '/Cookie-policy',
      'liens-utiles': '/Notre-agence/Liens-utiles',
      'notre-agence': '/Notre-agence',
    };
    for (const locale of LOCALES) {
      for (const [slug, page] of Object.entries(shownBy)) {
        const url = urlOf('/article/[slug]', locale, { slug });
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(308);
        // one Location header (Next.js repeats it on a cache miss; server.mjs sends it once)
        expect(
          res
            .headersArray()
            .filter((h) => h.name.toLowerCase() === 'location')
            .map((h) => h.value),
          url,
        ).toEqual([urlOf(page, locale)]);
        expect(listed.has(url), `${url} in the sitemap`).toBe(false);
        expect(listed.has(urlOf(page, locale)), `${page} in the sitemap`).toBe(true);
      }
    }
  });

  test('testimonials with a body are reachable from Témoignages ("read more") and listed; team members have no page', async ({ request, page }) => {
    const listed = new Set(await sitemapPaths(request));
    for (const locale of ['fr', 'nl'] as const) {
      await page.goto(urlOf('/Notre-agence/Temoignages', locale));
      // 'Read more: <the testimonial's title>' (the title is for screen readers).
      const readMore = page.getByRole('main').getByRole('link', { name: new RegExp(`^${{ fr, nl }[locale].modules.readMore}\\s?: `) });
      const links = await readMore.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length, locale).toBeGreaterThan(5);
      for (const href of links) {
        expect(href, 'an article page').toMatch(new RegExp(`^${urlOf('/article/[slug]', locale, { slug: 'SLUG' }).replace('SLUG', '[a-z0-9-]+')}$`));
        expect((await request.get(href)).status(), href).toBe(200);
        expect(listed.has(href), `${href} in the sitemap`).toBe(true);
      }
      const team = urlOf('/article/[slug]', locale, { slug: 'philippe-verhaegen' });
      expect((await request.get(team)).status(), team).toBe(404);
      expect(listed.has(team)).toBe(false);
    }
  });
});

test.describe('the renovation cost calculator link', () => {
  const rows = generateDemoProperties(300).filter((r) => r.lang === 'en');
  const calculators = siteFile.parse(site).detail.renovationCalculators;
  /** The detail page's link to the calculator, by its text in the page's language. */
  const linkOf = (page: Page, locale: 'fr' | 'nl' | 'de') => page.getByRole('link', { name: { fr, nl, de }[locale].detail.renovationCalculator, exact: true });
  for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as Region[]) {
    test(`leads to the calculator of ${region} for a house for sale there, in the visitor's language`, async ({ page }) => {
      const house = rows.find((r) => regionOf(r.zip, r.countryId) === region && isForSale(r) && r.status === 'available');
      expect(house, `a demo sale in ${region}`).toBeTruthy();
      for (const locale of ['fr', 'nl', 'de'] as const) {
        await page.goto(urlOf('/property/[id]', locale, { id: house!.id }));
        await expect(linkOf(page, locale), `${region} ${locale}`).toHaveAttribute(
          'href',
          must(renovationCalculatorUrl(calculators, region, locale), `the calculator of ${region}`),
        );
      }
    });
  }
  test('is absent for a rental (the renovation block shows for sales only)', async ({ page }) => {
    const rental = rows.find((r) => regionOf(r.zip, r.countryId) === 'flanders' && isForRent(r) && r.status === 'available')!;
    await page.goto(urlOf('/property/[id]', 'nl', { id: rental.id }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(linkOf(page, 'nl')).toHaveCount(0);
  });
});

test.describe('the footer', () => {
  test('shows the public parts of each column and none of those with public: false, in every language', async ({ request }) => {
    const esc = (s: string) => must(s.split('\n')[0], 'the first line').replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    let hidden = 0;
    for (const locale of LOCALES) {
      const html = await (await request.get(urlOf('/contact', locale))).text();
      const footer = readCharacterReferences(html.slice(html.indexOf('<footer'), html.indexOf('</footer>')));
      for (const col of footerJson.columns as { [part: string]: unknown }[]) {
        for (const part of ['title', 'intro', 'fullText'] as const) {
          const p = col[part] as { text: Record<Locale, string>; public: boolean } | null | undefined;
          if (!p) continue;
          if (p.public) expect(footer, `${part} ${locale}`).toContain(esc(p.text[locale]));
          else {
            hidden++;
            expect(footer, `${part} ${locale}`).not.toContain(`>${esc(p.text[locale])}<`);
          }
        }
      }
    }
    expect(hidden).toBeGreaterThan(0);
  });
});
