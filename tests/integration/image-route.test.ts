/**
 * The image route (GET /api/image) as a visitor reaches it: it serves the site's own files and the pictures
 * the site stores with its properties and projects, and nothing else; a malformed, over-long or made-up `src`
 * is answered 400 at once, before any file is read or picture fetched, and is not written whole into the log;
 * a picture many ask for at once is fetched once; each address makes a limited number of new pictures a
 * minute (429 with Retry-After past it), while pictures already made are served to it all the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySiteConfig, getSiteConfig } from '@/config';
import { IMAGE_WIDTHS } from '@/lib/domain/images';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { projects, properties } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { allowLoopbackPictureHostForTests } from '@/lib/images/remote';
import { GET } from '@/app/api/image/route';
import { testDatabases } from '../support/databases';
import { PICTURE_HOST_CERT, PictureHost } from '../support/picture-host';

const cacheRoot = mkdtempSync(join(tmpdir(), 'image-route-'));

/** A request for `src` at width `w` from `address` (as server.mjs writes it), in `accept`'s format. */
function image(src: string, { w = 400, address = '198.51.100.7', accept = 'image/avif,image/webp,*/*' } = {}) {
  const url = `http://localhost:3000/api/image/?src=${encodeURIComponent(src)}&w=${w}`;
  return GET(new NextRequest(url, { headers: { accept, 'x-forwarded-for': address } }));
}

/** What the route writes to the log while `work` runs. */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; log: string }> {
  const lines: string[] = [];
  const capture = (chunk: unknown) => (lines.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    return { result: await work(), log: lines.join('') };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

for (const target of testDatabases()) {
  describe(`the image route on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    const host = new PictureHost();
    const bundled = getSiteConfig();
    const stored = () => ({ photo: `${host.origin}/photo-1.jpg`, second: `${host.origin}/photo-2.jpg`, project: `${host.origin}/photo-project.jpg` });

    beforeAll(async () => {
      process.env.IMAGE_CACHE_DIR = mkdtempSync(join(cacheRoot, `${target.name}-`));
      process.env.IMAGE_MISS_RATE_LIMIT = '4/60';
      await host.start();
      allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT });
      applySiteConfig({ ...bundled, site: { ...bundled.site, images: { remoteHosts: [host.host] } } }, 1);
      handle = await target.open();
      setDbHandle(handle);
      await seedDemo(handle.db, { properties: 12 });
      const [first] = await handle.db.select({ id: properties.id }).from(properties).limit(1);
      await handle.db
        .update(properties)
        .set({ pictures: [stored().photo, stored().second], smallPictureUrl: stored().photo })
        .where(eq(properties.id, first!.id));
      await handle.db
        .update(projects)
        .set({ picture: stored().project })
        .where(sql`true`);
      // The route's modules are loaded and warm before anything is timed.
      await image('');
    });
    afterAll(async () => {
      applySiteConfig(bundled, 0);
      allowLoopbackPictureHostForTests(null);
      await host.stop();
      await handle?.drop();
      delete process.env.IMAGE_MISS_RATE_LIMIT;
    });

    it('answers 400 to an over-long path, without writing it into the log', async () => {
      const src = `/${'a'.repeat(15_000)}.jpg`;
      const { result, log } = await logged(() => image(src));
      expect(result.status).toBe(400);
      expect(log).not.toContain('a'.repeat(200));
    });

    it.each([
      ['an empty src', ''],
      ['a path outside public/', '/../package.json'],
      ['a file that is not a picture', '/demo/doc.pdf'],
      ['another site', 'https://example.com/a.jpg'],
      ['plain http: on the picture host', 'http://127.0.0.1/photo-1.jpg'],
      ['a scheme-relative address', '//127.0.0.1/photo-1.jpg'],
      ['a script address', 'javascript:alert(1)'],
      ['an address over the length limit', `https://cdn.omnicasaassets.com/${'b'.repeat(3_000)}.jpg`],
    ])('answers 400 to %s', async (_, src) => {
      expect((await image(src)).status).toBe(400);
    });

    it('answers 400 to a width it does not produce', async () => {
      expect((await image('/demo/house-01.jpg', { w: 401 })).status).toBe(400);
    });

    it('answers 400 to a made-up address on the picture host, without fetching it', async () => {
      const before = host.total();
      for (const path of ['/photo-1.jpg?x=1', '/photo-made-up.jpg', '/photo-1.jpg#x', '/PHOTO-1.jpg']) {
        expect((await image(`${host.origin}${path}`)).status, path).toBe(400);
      }
      expect(host.total()).toBe(before);
    });

    it('answers 404 to a file under public/ that is not there, without an error in the log', async () => {
      const { result, log } = await logged(async () => [await image('/demo/no-such-house.jpg'), await image('/demo/house-01.jpg/x.jpg')]);
      expect(result.map((r) => r.status)).toEqual([404, 404]);
      expect(log).not.toMatch(/"level":"error"|stack/);
    });

    it("serves the site's own photos and the pictures stored with properties and projects", async () => {
      const local = await image('/demo/house-02.jpg', { address: '198.51.100.20' });
      expect(local.status).toBe(200);
      expect(local.headers.get('content-type')).toBe('image/avif');
      for (const src of [stored().second, stored().project]) {
        const answer = await image(src, { address: '198.51.100.20', accept: 'image/webp' });
        expect(answer.status, src).toBe(200);
        expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400 });
      }
    });

    it('makes each width it produces, as wide as asked, of a file under public/ and of a stored picture', async () => {
      for (const [i, w] of IMAGE_WIDTHS.entries())
        for (const src of ['/demo/house-06.jpg', stored().second]) {
          // An address per width: each makes new pictures, which the route limits per address.
          const answer = await image(src, { w, address: `198.51.100.${80 + i}`, accept: 'image/webp' });
          expect(answer.status, `${src} at ${w}`).toBe(200);
          expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata(), `${src} at ${w}`).toMatchObject({ format: 'webp', width: w });
        }
    });

    it('fetches a stored picture once for eight identical requests at the same time', async () => {
      host.delayMs = 100;
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => image(stored().photo, { w: 600, accept: 'image/webp', address: `198.51.100.${40 + i}` })),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
        expect(host.count('/photo-1.jpg')).toBe(1);
      } finally {
        host.delayMs = 0;
      }
    });

    it('limits the new pictures made for one address, not those served from the cache nor other addresses', async () => {
      const address = '203.0.113.99';
      const asked = [100, 400, 600, 1360].map((w) => image('/demo/house-03.jpg', { w, address, accept: 'image/webp' }));
      expect((await Promise.all(asked)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const refused = await image('/demo/house-04.jpg', { address, accept: 'image/webp' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Already made: served to the same address all the same.
      expect((await image('/demo/house-03.jpg', { w: 400, address, accept: 'image/webp' })).status).toBe(200);
      // Another visitor is not held back.
      expect((await image('/demo/house-04.jpg', { address: '203.0.113.100', accept: 'image/webp' })).status).toBe(200);
    });

    it("cuts a shared link's 1200 × 630 picture as JPEG, whatever the browser accepts, and no other size", async () => {
      const cover = (src: string, w: number, h: number) =>
        GET(
          new NextRequest(`http://localhost:3000/api/image/?src=${encodeURIComponent(src)}&w=${w}&h=${h}`, {
            headers: { accept: 'image/avif,image/webp,*/*', 'x-forwarded-for': '198.51.100.60' },
          }),
        );
      for (const src of ['/demo/house-05.jpg', stored().photo]) {
        const answer = await cover(src, 1200, 630);
        expect(answer.status, src).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/jpeg');
        expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      }
      for (const [w, h] of [
        [1200, 631],
        [630, 1200],
        [400, 630],
        [1360, 0],
      ] as const)
        expect((await cover('/demo/house-05.jpg', w, h)).status, `${w} × ${h}`).toBe(400);
    });
  });
}

afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));
