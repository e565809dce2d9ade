import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Next.js's own file-system methods, as `next start` gives them to the cache handler.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { latin1Html } from './latin1-html.mjs';

type Handler = {
  revalidateTag(tags: string[]): Promise<void>;
  get(key: string, ctx: object): Promise<{ value: { html: string }; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: object, ctx: object): Promise<void>;
};

const page = (html: string, rscData = Buffer.from(html)) => ({
  kind: 'APP_PAGE',
  html,
  rscData,
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
/** A page whose RSC data does not compress: 300 kB of random bytes, so three fit in 1 MiB and a fourth does not. */
const bulkyPage = (html: string) => page(html, randomBytes(300_000));
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: undefined } };
const resultKey = (n: number) => `/route-cache/APP_PAGE/0123abcd/$/fr/results/dHlwZT0${n}/for-sale`;
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' });

describe('route cache: result pages in a bounded memory LRU, other pages as Next.js does', () => {
  let dir: string;
  let cache: Handler;
  let isResultPageKey: (key: string) => boolean;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isr-cache-'));
    // 1 MiB for result pages: three pages of 300 kB (gzipped HTML + RSC) fit, a fourth one pushes the oldest out.
    process.env.RESULTS_CACHE_MB = '1';
    // Misses here are never followed by a render: enough slots that none waits (isr-cache-slots.test.ts tests them).
    process.env.RESULTS_RENDERS = '1000';
    const mod = await import('./isr-cache.mjs');
    isResultPageKey = mod.isResultPageKey;
    cache = new mod.default({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 }) as unknown as Handler;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('tells result pages from the other pages', () => {
    expect(isResultPageKey(resultKey(1))).toBe(true);
    expect(isResultPageKey('/fr/results/dHlwZT0y/for-sale')).toBe(true);
    expect(isResultPageKey('/route-cache/APP_PAGE/0123abcd/$/fr/property/12')).toBe(false);
    expect(isResultPageKey('/route-cache/APP_PAGE/0123abcd/$/fr/for-sale')).toBe(false);
    expect(isResultPageKey('/route-cache/APP_PAGE/0123abcd/$/fr/notre-agence/results')).toBe(false);
  });

  it('keeps a result page in memory only, with its lifetime', async () => {
    await cache.set(resultKey(1), page('a'.repeat(150_000)), ctx);
    const hit = await cache.get(resultKey(1), ctx);
    expect(hit?.value.html).toHaveLength(150_000);
    expect(hit?.cacheControl).toEqual(ctx.cacheControl);
    expect(Date.now() - hit!.lastModified).toBeLessThan(5_000);
    expect(files(dir)).toEqual([]);
  });

  it('writes any other page to disk as before', async () => {
    const key = '/route-cache/APP_PAGE/0123abcd/$/fr/property/12';
    await cache.set(key, page('<html>property</html>'), ctx);
    expect(files(dir).some((f) => f.endsWith('property/12.html'))).toBe(true);
  });

  it('forgets the least recently used result page past its byte budget', async () => {
    await cache.set(resultKey(1), bulkyPage('<html>1</html>'), ctx);
    for (const n of [2, 3]) await cache.set(resultKey(n), bulkyPage(`<html>${n}</html>`), ctx);
    // 1 was stored first but read again now: 2 is the least recently used when 4 comes.
    expect(await cache.get(resultKey(1), ctx)).not.toBeNull();
    await cache.set(resultKey(4), bulkyPage('<html>4</html>'), ctx);
    expect(await cache.get(resultKey(2), ctx)).toBeNull();
    for (const n of [1, 3, 4]) expect(await cache.get(resultKey(n), ctx), `page ${n}`).not.toBeNull();
    expect(await cache.get(resultKey(9), ctx)).toBeNull();
  });

  it('keeps pages gzipped: forty pages of a megabyte of markup fit in 1 MiB, and come back as the same document in Latin-1', async () => {
    const markup = (n: number) => `<li class="property-card">Maison 3 ch. à Bruxelles – 450 000 €</li>`.repeat(15_000) + n;
    for (let n = 20; n < 60; n++) await cache.set(resultKey(n), page(markup(n)), ctx);
    for (let n = 20; n < 60; n++) expect((await cache.get(resultKey(n), ctx))?.value.html, `page ${n}`).toBe(latin1Html(markup(n)));
  });

  it('gives every other page back with its HTML in Latin-1, as the same document', async () => {
    const key = '/route-cache/APP_PAGE/0123abcd/$/fr/vie-privee';
    await cache.set(key, page('<p>L’agence – 450 000 €</p>'), ctx);
    expect((await cache.get(key, ctx))?.value.html).toBe('<p>L&#x2019;agence &#x2013; 450 000 &#x20ac;</p>');
    expect((await cache.get(key, ctx))?.value.html, 'a later hit').toBe('<p>L&#x2019;agence &#x2013; 450 000 &#x20ac;</p>');
  });

  it('gives back the RSC data and each prefetch segment of a result page as they were rendered', async () => {
    const segments = new Map([
      ['/_tree', Buffer.from('tree '.repeat(1_000))],
      ['/_full', randomBytes(5_000)],
    ]);
    await cache.set(resultKey(8), { ...page('<html>segments</html>', randomBytes(20_000)), segmentData: segments }, ctx);
    const hit = (await cache.get(resultKey(8), ctx)) as { value: { rscData: Buffer; segmentData: Map<string, Buffer> } } | null;
    expect(hit?.value.rscData).toHaveLength(20_000);
    for (const [path, buffer] of segments) expect(hit?.value.segmentData.get(path)?.equals(buffer), path).toBe(true);
    expect(hit?.value.segmentData.get('/_head')).toBeUndefined();
  });

  it('renders a result page again once its route was revalidated on demand (revalidatePath)', async () => {
    const tagged = { ...page('<html>old result</html>'), headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/[locale]/results/[query]/[...path]/page' } };
    await cache.set(resultKey(7), tagged, ctx);
    expect((await cache.get(resultKey(7), ctx))?.value.html).toBe('<html>old result</html>');
    await new Promise((r) => setTimeout(r, 5));
    await cache.revalidateTag(['_N_T_/[locale]/property/[id]/page']);
    expect(await cache.get(resultKey(7), ctx), 'another route revalidated').not.toBeNull();
    await cache.revalidateTag(['_N_T_/[locale]/results/[query]/[...path]/page']);
    expect(await cache.get(resultKey(7), ctx)).toBeNull();
    await cache.set(resultKey(7), { ...tagged, html: '<html>new result</html>' }, ctx);
    expect((await cache.get(resultKey(7), ctx))?.value.html).toBe('<html>new result</html>');
  });

  it('never stores the not-found answer of a made-up path, in memory or on disk', async () => {
    const before = files(dir).length;
    for (let n = 0; n < 50; n++) {
      const key = `/route-cache/APP_PAGE/0123abcd/$/fr/bien/x${n}`;
      await cache.set(key, { ...page('<html>not found</html>'), status: 404 }, ctx);
      expect(await cache.get(key, ctx)).toBeNull();
    }
    expect(files(dir).length).toBe(before);
  });

  it('replaces a page cached before when its key now answers 404 (a property taken off the site)', async () => {
    const key = '/route-cache/APP_PAGE/0123abcd/$/fr/property/13';
    await cache.set(key, page('<html>property 13</html>'), ctx);
    const count = files(dir).length;
    await cache.set(key, { ...page('<html>gone</html>'), status: 404 }, ctx);
    expect(files(dir).length).toBe(count);
    const hit = (await cache.get(key, ctx)) as { value: { html: string; status?: number } } | null;
    expect(hit?.value.html).toBe('<html>gone</html>');
  });
});
