/**
 * No request can fill the disk: only canonical pages are written to the route cache (.next/server/route-cache,
 * server/isr-cache.mjs). Another spelling of an ID redirects to the canonical page; the 404 of a made-up
 * path or ID is never cached; so random paths and IDs, however many, leave the cache's size on disk as it was.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { must } from '../support/must';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';

const CACHE_DIR = join(__dirname, '../../.next/server/route-cache');
const PROPERTY = 1013;

/** The files of the route cache, by their path in it. */
function cacheFiles(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(join(dir, name)).isFile()));
}

test('a path with a malformed or encoded percent sign answers 400, and the site answers on', async ({ request }) => {
  for (const path of ['/fr/%zz/', '/fr/a%25b/', '/fr/bien/%E0%A4%A/', '/fr/%zz.png', '/en/results/%%%/for-sale/']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(400);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    // a page in the language of the path, which leads on to that language's home page
    const lang = path.split('/')[1] as 'fr' | 'en';
    const html = await answer.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(`<h1>${{ fr, en }[lang].badAddress.title}</h1>`);
    expect(html, path).toContain(`<a href="/${lang}/">`);
  }
  // An encoded character that is not a percent sign is a path like any other.
  expect((await request.get('/fr/caf%C3%A9/', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/fr/', { maxRedirects: 0 })).status()).toBe(200);
});

test('a cached page is sent in Latin-1 with its ETag, compressed once, and a browser that has it gets 304', async ({ request, page }) => {
  for (const path of ['/fr/vie-privee/', '/fr/a-vendre/?sort=price-asc']) {
    // the first request may render the page; the next ones are served from the route cache
    await request.get(path);
    const answer = await request.get(path);
    expect(answer.headers()['x-nextjs-cache'], path).toBe('HIT');
    const html = await answer.text();
    // every character beyond Latin-1 is written as a reference (a typographic apostrophe in French texts)
    expect(
      [...html].filter((c) => c.charCodeAt(0) > 0xff),
      path,
    ).toEqual([]);
    expect(html, path).toContain('&#x2019;');
    // compressed once, and sent again as it was: brotli to a browser, gzip to a client without brotli (server/compress.mjs)
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const compressed = await request.get(path, { headers: { 'accept-encoding': acceptEncoding } });
      expect(compressed.headers()['content-encoding'], `${path}, ${acceptEncoding}`).toBe(encoding);
      expect(await compressed.text(), path).toBe(html);
    }
    const etag = must(answer.headers()['etag'], `the ETag of ${path}`);
    for (const encoding of ['identity', 'gzip', 'br']) {
      const again = await request.get(path, { headers: { 'if-none-match': etag, 'accept-encoding': encoding } });
      expect(again.status(), `${path}, ${encoding}`).toBe(304);
      expect(again.headers()['etag']).toBe(etag);
      expect((await again.body()).length).toBe(0);
    }
    expect((await request.get(path, { headers: { 'if-none-match': '"another"' } })).status(), path).toBe(200);
  }

  // The page's RSC data, which a client navigation fetches with the same stored headers, goes without the page's ETag.
  await page.goto('/fr/contact/');
  const data = page.waitForResponse((r) => r.url().includes('/fr/vie-privee/') && (r.headers()['content-type'] ?? '').startsWith('text/x-component'));
  await page.locator('a[href="/fr/vie-privee/"]:not([target])').first().click();
  expect((await data).headers()['etag']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vie privée');
  // The page loaded whole, as sent with references, reads as it was written.
  await page.goto('/fr/vie-privee/');
  const text = await page.locator('main').innerText();
  expect(text).toContain('’');
  expect(text).not.toContain('&#x');
});

test.describe('only canonical paths are cached', () => {
  test('an alias of a property ID redirects to the canonical page', async ({ request }) => {
    for (const alias of ['001013', '0001013', '+1013']) {
      const answer = await request.get(`/fr/bien/${alias}/`, { maxRedirects: 0 });
      expect(answer.status(), alias).toBe(308);
      expect(new URL(must(answer.headers().location, `the Location of ${alias}`), 'http://x').pathname, alias).toBe(`/fr/bien/${PROPERTY}/`);
    }
    const form = await request.get(`/en/property/0${PROPERTY}/contact-me/`, { maxRedirects: 0 });
    expect(form.status()).toBe(308);
    expect(new URL(must(form.headers().location, 'the Location of the form'), 'http://x').pathname).toBe(`/en/property/${PROPERTY}/contact-me/`);
    expect((await request.get('/fr/bien/1e3/', { maxRedirects: 0 })).headers().location).toMatch(/\/fr\/bien\/1000\/$/);
  });

  test('500 random paths and IDs leave the route cache on disk unchanged', async ({ request }) => {
    test.setTimeout(180_000);
    // The real pages first: they may be cached once, and are not part of what is measured.
    for (const url of ['/fr/', `/fr/bien/${PROPERTY}/`, '/fr/a-vendre/']) expect((await request.get(url)).status()).toBe(200);
    // Next.js writes its cache after answering: the property page's file is there once it has.
    await expect.poll(() => [...cacheFiles(CACHE_DIR)].some((f) => f.includes(`/property/${PROPERTY}.`)), { message: 'the property page cached' }).toBe(true);
    const before = cacheFiles(CACHE_DIR);
    let n = 0;
    /** What each made-up path carries (a random word, an unknown ID): no cached file may name one. */
    const tokens: string[] = [];
    const random = () => {
      const word = `zq${Math.random().toString(36).slice(2, 10)}`;
      tokens.push(word);
      return word;
    };
    const next = () => {
      const i = n++;
      switch (i % 5) {
        case 0:
          return `/fr/${random()}/`;
        case 1:
          tokens.push(`/${900_000 + i}`);
          return `/fr/bien/${900_000 + i}/`;
        case 2:
          return `/en/property/${random()}/`;
        case 3:
          return `/fr/bien/${'0'.repeat(1 + (i % 7))}${PROPERTY}/`;
        default:
          return `/de/${random()}/${random()}/`;
      }
    };
    // Whether an answer is cached depends on the kind of path only, not on how many came before: a made-up path
    // that was cached would leave its own file after one request. So 500 requests (100 of each of the five
    // kinds, every zero-padded alias of the property many times over) prove what 5,000 did, in a tenth of the time.
    const REQUESTS = 500;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (n < REQUESTS) {
        const url = next();
        const status = (await request.get(url, { maxRedirects: 0 })).status();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect([...statuses.keys()].sort()).toEqual([308, 404]);
    // Next.js writes its cache after answering: give it a moment. Other tests running meanwhile cache real
    // pages, so the new files are checked one by one: none is the answer of a made-up path or ID.
    await new Promise((r) => setTimeout(r, 1000));
    const after = [...cacheFiles(CACHE_DIR)];
    // A cached page's file is named by its path (so the check below can see a leak): the property page is there.
    expect(after.some((f) => f.includes(`/property/${PROPERTY}.`))).toBe(true);
    const added = after.filter((f) => !before.has(f));
    const aliases = new RegExp(`/0+${PROPERTY}\\b`);
    expect(added.filter((f) => aliases.test(f) || tokens.some((t) => f.includes(t)))).toEqual([]);
  });
});

test("the build's scripts and stylesheets arrive as compressed at build time, brotli to a browser, cached for a year", async ({ page, request }) => {
  const assets = new Set<string>();
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.add(new URL(response.url()).pathname);
  });
  await page.goto('/fr/a-vendre/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(assets.size).toBeGreaterThan(3);
  for (const path of assets) {
    const answer = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(answer.status(), path).toBe(200);
    const headers = answer.headers();
    // a file of under 1 KB has no compressed copy and goes as it is
    if (Number(headers['content-length']) < 1024 && !headers['content-encoding']) continue;
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type'], path).toMatch(path.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    // decoded, it is the build's file itself
    expect(await answer.text(), path).toBe(readFileSync(join('.next/static', path.slice('/_next/static/'.length)), 'utf8'));
  }
});
