import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { articles } from '../../lib/db/seed/content';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { articleAddress } from '../../config/articles';
import { CONFIG_FILES, type ConfigFileName } from '../../config/schema';
import { validateSiteConfig } from '../../config/validate';
import { must } from '../support/must';
import { readSitemaps, sitemapLocs } from '../support/sitemaps';
import { LOCALES, pages, urlOf, type Locale } from './support';
import { isForSale } from '../../lib/domain/property';
import { decodeHTML } from 'entities';

// The e2e server is seeded with the demo generator's data: expectations come from the same data and config.
const json = <T>(file: string): T => JSON.parse(readFileSync(join(__dirname, '../..', file), 'utf8')) as T;
const site = json<{ info: { name: string; url: string }; previewPaths: string[] }>('config/site.json');
const DEFAULT = json<{ default: Locale }>('config/languages.json').default;
const messages = Object.fromEntries(LOCALES.map((l) => [l, json<Record<string, Record<string, string>>>(`messages/${l}.json`)])) as Record<
  Locale,
  Record<string, Record<string, string>>
>;
/** A message of `messages/<l>.json`; the test fails naming the key when it is missing. */
const message = (l: Locale, group: string, key: string) => must(messages[l][group]?.[key], `the message ${group}.${key} in messages/${l}.json`);
const SITE = new URL(site.info.url).origin;
const abs = (path: string) => `${SITE}${path}`;

const propertyRows = generateDemoProperties(300);
const propertyIds = [...new Set(propertyRows.map((r) => r.id))];
const property = (id: number, l: Locale) => propertyRows.find((r) => r.id === id && r.lang === l)!;
const firstEn = (what: string, ok: (r: (typeof propertyRows)[number]) => boolean) => {
  const row = propertyRows.find((r) => r.lang === 'en' && ok(r));
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
};
const available = firstEn('available property', (r) => r.status === 'available' && r.publishPrice === true && r.publishAddress !== false);
const projectRows = generateDemoProjects().projects;
const project = must(projectRows[0], 'a demo project');
const article = articles.find((a) => a.categoryId === 3)!;
const siteConfig = validateSiteConfig(
  Object.fromEntries(Object.keys(CONFIG_FILES).map((f) => [f, JSON.parse(readFileSync(join(__dirname, '../../config', f), 'utf8'))])) as Record<
    ConfigFileName,
    unknown
  >,
).config!;
/** The articles with a page of their own (the others live at the configured page that shows them, or nowhere): config/articles.ts. */
const ownPageArticles = articles.filter(
  (a) => articleAddress({ id: a.id, categoryId: a.categoryId, hasBody: Object.values(a.body).some((b) => b.trim() !== '') }, siteConfig).kind === 'own',
);
const configured = pages as unknown as { fullPath: string; params: { title: Record<Locale, string>; description: Record<Locale, string> } }[];

// ------------------------------------------------------------------------------------------ reading the HTML

type Attrs = Record<string, string>;
/** The attributes (names lower case) of every `<tag …>` in `html`. */
function tagsOf(html: string, tag: string): Attrs[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...must(m[1], `the attributes of a <${tag}>`).matchAll(/([a-zA-Z:_-]+)="([^"]*)"/g)].map(([, k, v]) => [
        must(k, 'an attribute name').toLowerCase(),
        decodeHTML(must(v, `the value of attribute ${k}`)),
      ]),
    ),
  );
}
const headOf = (html: string) => {
  const end = html.indexOf('</head>');
  expect(end, 'the page has a head').toBeGreaterThan(0);
  return html.slice(0, end);
};
const metaContent = (head: string, key: string) => tagsOf(head, 'meta').find((m) => m.name === key || m.property === key)?.content;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(must(m[1], 'the body of a JSON-LD script')) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });

async function html(request: APIRequestContext, url: string): Promise<string> {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(200);
  return res.text();
}

// ------------------------------------------------------------------------------------------ every page kind

type Kind = {
  name: string;
  url: (l: Locale) => string;
  title: (l: Locale) => string;
  description: (l: Locale) => string;
  /** A property's or project's place (postcode and city), which its shared link's description states beside the price (share-print.spec.ts checks the whole). */
  place?: (l: Locale) => string;
};

const kinds: Kind[] = [
  ...configured.map((p) => ({
    name: p.fullPath === '/' ? 'home' : `configured page ${p.fullPath}`,
    url: (l: Locale) => urlOf(p.fullPath, l),
    title: (l: Locale) => p.params.title[l],
    description: (l: Locale) => p.params.description[l],
  })),
  {
    name: `property ${available.id}`,
    url: (l) => urlOf('/property/[id]', l, { id: available.id }),
    title: (l) => `${property(available.id, l).title} — ${property(available.id, l).city}`,
    description: (l) => (property(available.id, l).description ?? '').slice(0, 160),
    place: (l) => `${property(available.id, l).zip} ${property(available.id, l).city}`,
  },
  {
    name: `article ${article.slug}`,
    url: (l) => urlOf('/article/[slug]', l, { slug: article.slug }),
    title: (l) => article.title[l],
    description: (l) => article.summary[l],
  },
  {
    name: 'projects list',
    url: (l) => urlOf('/projects', l),
    title: (l) => message(l, 'projects', 'title'),
    description: (l) => message(l, 'projects', 'intro'),
  },
  {
    name: `project ${project.id}`,
    url: (l) => urlOf('/project/[id]', l, { id: project.id }),
    title: (l) => {
      const p = projectRows.find((r) => r.id === project.id && r.lang === l)!;
      return `${p.name} — ${p.city}`;
    },
    description: (l) => (projectRows.find((r) => r.id === project.id && r.lang === l)!.description ?? '').slice(0, 160),
    place: (l) => {
      const p = projectRows.find((r) => r.id === project.id && r.lang === l)!;
      return `${p.zip} ${p.city}`;
    },
  },
];

test.describe('per-language SEO of every page kind', () => {
  for (const kind of kinds) {
    test(`${kind.name}: title, description, canonical, reciprocal hreflang and social cards in every language`, async ({ request }) => {
      const expected = Object.fromEntries(LOCALES.map((l) => [l, abs(kind.url(l))])) as Record<Locale, string>;
      const seen: Record<string, string>[] = [];
      for (const l of LOCALES) {
        const url = kind.url(l);
        const page = await html(request, url);
        expect(page, url).toContain(`<html lang="${l}"`);
        const head = headOf(page);

        expect(decodeHTML(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''), `${url} title`).toBe(`${kind.title(l)} | ${site.info.name}`);
        expect(metaContent(head, 'description'), `${url} description`).toBe(kind.description(l));
        expect(metaContent(head, 'robots') ?? '', `${url} is indexed`).not.toContain('noindex');

        const links = tagsOf(head, 'link');
        expect(
          links.filter((a) => a.rel === 'canonical').map((a) => a.href),
          `${url} canonical`,
        ).toEqual([expected[l]]);
        const alternates = Object.fromEntries(links.filter((a) => a.rel === 'alternate' && a.hreflang).map((a) => [a.hreflang, a.href]));
        expect(alternates, `${url} hreflang`).toEqual({ ...expected, 'x-default': expected[DEFAULT] });
        seen.push(alternates);

        // Open Graph and Twitter card, with absolute URLs.
        expect(metaContent(head, 'og:title')).toBe(kind.title(l));
        if (kind.place) expect(metaContent(head, 'og:description')).toContain(kind.place(l));
        else expect(metaContent(head, 'og:description')).toBe(kind.description(l));
        expect(metaContent(head, 'og:url')).toBe(expected[l]);
        expect(metaContent(head, 'og:locale')).toBe(`${l}_BE`);
        expect(metaContent(head, 'og:site_name')).toBe(site.info.name);
        expect(
          tagsOf(head, 'meta')
            .filter((m) => m.property === 'og:locale:alternate')
            .map((m) => m.content)
            .sort(),
        ).toEqual(
          LOCALES.filter((o) => o !== l)
            .map((o) => `${o}_BE`)
            .sort(),
        );
        expect(metaContent(head, 'og:image')).toMatch(new RegExp(`^${SITE}/`));
        expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
        expect(metaContent(head, 'twitter:image')).toBe(metaContent(head, 'og:image'));
      }
      // Reciprocal: every language names the same set, each itself included.
      const first = must(seen[0], 'the alternates of the first language');
      for (const s of seen) expect(s).toEqual(first);
      // Every target answers 200 (they are on the configured site address; ask this server for the same path).
      for (const target of new Set(Object.values(first))) {
        const res = await request.get(new URL(target).pathname, { maxRedirects: 0 });
        expect(res.status(), target).toBe(200);
      }
    });
  }

  test('the property page shows its own first photo in the social cards, cut to 1200 × 630 by the image route', async ({ request }) => {
    const head = headOf(await html(request, urlOf('/property/[id]', 'fr', { id: available.id })));
    const first = must(available.pictures?.[0], 'a photo of the available property');
    const photo = abs(`/api/image/?src=${encodeURIComponent(first)}&w=1200&h=630`);
    expect(metaContent(head, 'og:image')).toBe(photo);
    expect(metaContent(head, 'twitter:image')).toBe(photo);
  });

  test('hreflang alternates are stated once, in the head: no Link header states a second, different set', async ({ request }) => {
    for (const url of [urlOf('/', 'fr'), urlOf('/for-sale', 'en'), urlOf('/property/[id]', 'nl', { id: available.id }), urlOf('/contact', 'de')]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
      expect(res.headers().link ?? '', url).not.toMatch(/hreflang/i);
    }
  });

  test('a listing with filters is not indexed; its canonical URL is the unfiltered listing', async ({ request }) => {
    for (const l of LOCALES) {
      const url = `${urlOf('/for-sale', l)}?type=1`;
      const page = await html(request, url);
      expect(page).toContain(`<html lang="${l}"`);
      const head = headOf(page);
      expect(metaContent(head, 'robots')).toMatch(/^noindex, ?follow$/);
      const canonical = tagsOf(head, 'link').filter((a) => a.rel === 'canonical');
      expect(canonical.map((a) => a.href)).toEqual([abs(urlOf('/for-sale', l))]);
    }
  });
});

// ------------------------------------------------------------------------------------------ sitemap and robots

test.describe('sitemap.xml', () => {
  test('is an index of one sitemap per language, which together list every page, article, project and property in every language, with hreflang alternates and photos', async ({
    request,
  }) => {
    const { index, files, xml } = await readSitemaps(async (path) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toContain('xml');
      return res.text();
    });
    expect(index).toContain('<sitemapindex');
    expect(
      sitemapLocs(index)
        .map((s) => decodeHTML(s))
        .sort(),
    ).toEqual(LOCALES.map((l) => abs(`/sitemap/${l}.xml`)).sort());
    // Each language's sitemap lists that language's pages only.
    for (const file of files) {
      const prefix = abs(`/${must(/^\/sitemap\/([a-z]{2})\.xml$/.exec(file.path)?.[1], `the language of ${file.path}`)}/`);
      expect(
        sitemapLocs(file.xml).filter((url) => !decodeHTML(url).startsWith(prefix)),
        `${file.path}: addresses of another language`,
      ).toEqual([]);
    }
    const entries = new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => {
        const body = must(entry, 'the body of a sitemap <url>');
        return [
          decodeHTML(must(body.match(/<loc>([^<]*)<\/loc>/)?.[1], `the <loc> of the sitemap entry ${body}`)),
          {
            alternates: Object.fromEntries(tagsOf(body, 'xhtml:link').map((a) => [a.hreflang, a.href])),
            images: [...body.matchAll(/<image:loc>([^<]*)<\/image:loc>/g)].map((m) => decodeHTML(must(m[1], 'the address of an <image:loc>'))),
          },
        ] as const;
      }),
    );

    const wanted = new Set<string>();
    for (const l of LOCALES) {
      for (const id of propertyIds) wanted.add(urlOf('/property/[id]', l, { id }));
      for (const p of configured) wanted.add(urlOf(p.fullPath, l));
      for (const a of ownPageArticles) wanted.add(urlOf('/article/[slug]', l, { slug: a.slug }));
      for (const id of new Set(projectRows.map((p) => p.id))) wanted.add(urlOf('/project/[id]', l, { id }));
      wanted.add(urlOf('/projects', l));
    }
    expect(
      [...wanted].filter((url) => !entries.has(abs(url))),
      'URLs missing from the sitemap',
    ).toEqual([]);
    expect(xml.match(/<url>/g)!.length, 'an address listed twice').toBe(entries.size);
    // Nothing else, but for properties that another browser test imports while this one runs (owners.spec.ts).
    const propertyPage = new RegExp(
      `^(${LOCALES.map((l) =>
        abs(urlOf('/property/[id]', l, { id: 0 }))
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('/0/', '/\\d+/'),
      ).join('|')})$`,
    );
    const extra = [...entries.keys()].filter((url) => !wanted.has(url.slice(SITE.length)));
    expect(
      extra.filter((url) => !propertyPage.test(url)),
      'entries the data does not explain',
    ).toEqual([]);

    const entry = entries.get(abs(urlOf('/property/[id]', 'nl', { id: available.id })))!;
    expect(entry.alternates).toEqual({
      ...Object.fromEntries(LOCALES.map((l) => [l, abs(urlOf('/property/[id]', l, { id: available.id }))])),
      'x-default': abs(urlOf('/property/[id]', DEFAULT, { id: available.id })),
    });
    expect(entry.images).toEqual(expect.arrayContaining((available.pictures ?? []).map(abs)));
    expect(entry.images.length).toBeGreaterThan(0);
  });

  test('robots.txt allows everything but the API, the frames, the search results and the previews, and points to the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n').map((s) => s.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/embed/', '/*/results/', ...site.previewPaths.map((p) => `${p}/`)]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

// ------------------------------------------------------------------------------------------ structured data

const CONTEXT = 'https://schema.org';
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((b) => b['@type'] === type);
/** The first block of `type`; the test fails naming the type when the page has none. */
const firstOfType = (blocks: Record<string, unknown>[], type: string, where: string) =>
  must(ofType(blocks, type)[0], `a ${type} JSON-LD block on ${where}`) as Record<string, any>;

test.describe('JSON-LD', () => {
  test('every block parses and names schema.org types; the agency is on every page kind', async ({ request }) => {
    const known = new Set(['RealEstateAgent', 'RealEstateListing', 'ItemList', 'BreadcrumbList']);
    for (const kind of kinds) {
      const blocks = jsonLdOf(await html(request, kind.url('en')));
      for (const b of blocks) {
        expect(b['@context'], kind.name).toBe(CONTEXT);
        expect(known, `${kind.name}: ${String(b['@type'])}`).toContain(b['@type']);
      }
      const agency = firstOfType(blocks, 'RealEstateAgent', kind.name);
      expect(agency.name).toBe(site.info.name);
      const locations = agency.location as { '@type': string; address: { '@type': string; postalCode: string } }[];
      expect(locations.length).toBeGreaterThan(0);
      for (const loc of locations) expect(loc.address['@type']).toBe('PostalAddress');
    }
  });

  test('a property is a RealEstateListing with an Offer in EUR and its accommodation, address and photos', async ({ request }) => {
    const url = urlOf('/property/[id]', 'en', { id: available.id });
    const blocks = jsonLdOf(await html(request, url));
    const listing = firstOfType(blocks, 'RealEstateListing', url);
    expect(listing.url).toBe(abs(url));
    expect(listing.name).toBe(available.title);
    expect(listing.offers['@type']).toBe('Offer');
    expect(listing.offers.price).toBe(Number(available.price));
    expect(listing.offers.priceCurrency).toBe('EUR');
    expect(listing.offers.availability).toBe('https://schema.org/InStock');
    expect(listing.offers.businessFunction).toBe(isForSale(available) ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut');
    expect(['House', 'Apartment', 'SingleFamilyResidence', 'Accommodation']).toContain(listing.about['@type']);
    expect(listing.about.address).toMatchObject({ '@type': 'PostalAddress', postalCode: available.zip });
    expect(listing.about.address.streetAddress).toContain(available.street);
    if (available.surfaceLiving)
      expect(listing.about.floorSize).toMatchObject({ '@type': 'QuantitativeValue', value: Number(available.surfaceLiving), unitCode: 'MTK' });
    expect(listing.image).toEqual(expect.arrayContaining((available.pictures ?? []).map(abs)));
    // Its breadcrumb: home first, then the listing it belongs to.
    const crumbs = firstOfType(blocks, 'BreadcrumbList', url);
    expect(crumbs.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, item: abs('/en/') });
  });

  test('no street nor map position on a property whose address is hidden', async ({ request }) => {
    const hidden = firstEn('hidden address', (r) => r.publishAddress === false && !!r.street);
    const url = urlOf('/property/[id]', 'en', { id: hidden.id });
    const listing = firstOfType(jsonLdOf(await html(request, url)), 'RealEstateListing', url);
    expect(listing.about.address.postalCode).toBe(hidden.zip);
    expect(listing.about.address).not.toHaveProperty('streetAddress');
    expect(listing.about).not.toHaveProperty('geo');
    expect(JSON.stringify(listing)).not.toContain(hidden.street!);
  });

  test('no price on a property whose price is hidden', async ({ request }) => {
    const hidden = firstEn('hidden price', (r) => r.publishPrice === false && r.price !== null);
    const url = urlOf('/property/[id]', 'fr', { id: hidden.id });
    const listing = firstOfType(jsonLdOf(await html(request, url)), 'RealEstateListing', url);
    expect(listing.offers['@type']).toBe('Offer');
    expect(listing.offers).not.toHaveProperty('price');
    expect(listing.offers).not.toHaveProperty('priceCurrency');
  });

  test('a listing page lists the properties it shows as an ItemList', async ({ page }) => {
    for (const path of ['/for-sale', '/for-rent', '/Biens-vendus']) {
      await page.goto(urlOf(path, 'de'));
      const shown = await page
        .getByRole('article')
        .getByRole('link')
        .evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).pathname))]);
      expect(shown.length, path).toBeGreaterThan(0);
      const blocks = jsonLdOf(await page.content());
      const list = firstOfType(blocks, 'ItemList', path);
      expect(list.itemListElement.map((i: { position: number }) => i.position)).toEqual(shown.map((_, i) => i + 1));
      expect(list.itemListElement.map((i: { url: string }) => i.url)).toEqual(shown.map(abs));
    }
  });

  test('a page with a breadcrumb has a BreadcrumbList from the path table, home first', async ({ request }) => {
    const url = urlOf('/Notre-agence/Temoignages', 'nl');
    const crumbs = firstOfType(jsonLdOf(await html(request, url)), 'BreadcrumbList', url);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: message('nl', 'chrome', 'homeCrumb'), item: abs('/nl/') },
      { '@type': 'ListItem', position: 2, name: 'Ons kantoor', item: abs(urlOf('/Notre-agence', 'nl')) },
      { '@type': 'ListItem', position: 3, name: 'Getuigenissen' },
    ]);
  });
});
