/**
 * The picture cache on disk: it never holds more than IMAGE_CACHE_MAX_MB for long, the pictures in use stay
 * while the least recently used go, a file that vanishes (another instance evicted it) is made again, and a
 * picture asked for by many at once is made once.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PICTURE_HOST_CERT, PictureHost } from '@/tests/support/picture-host';

const root = mkdtempSync(join(tmpdir(), 'picture-cache-'));
let dir = '';
process.env.IMAGE_CACHE_MAX_MB = String(10_000 / (1024 * 1024)); // 10,000 bytes
const { cacheFile, cachedOrMade, keepWithinBound, readCached } = await import('./cache');

const folderBytes = () => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);
/** Sets a cached file's last use `minutesAgo`. */
const usedAgo = (file: string, minutesAgo: number) => {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(file, at, at);
};

beforeEach(() => {
  dir = mkdtempSync(join(root, 'dir-'));
  process.env.IMAGE_CACHE_DIR = dir;
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  delete process.env.IMAGE_CACHE_DIR;
  delete process.env.IMAGE_CACHE_MAX_MB;
});

describe('the picture cache', () => {
  it('keeps its folder within IMAGE_CACHE_MAX_MB however many pictures are made', async () => {
    for (let i = 0; i < 40; i++) {
      await cachedOrMade(cacheFile(`picture ${i}`, 'webp'), async () => bytes(1_500, i));
      expect(folderBytes()).toBeLessThanOrEqual(10_000);
    }
    // 40 pictures of 1,500 bytes were made; those of the last few are there.
    expect(await readCached(cacheFile('picture 39', 'webp'))).toEqual(bytes(1_500, 39));
    expect(await readCached(cacheFile('picture 0', 'webp'))).toBeNull();
  });

  it('evicts the least recently used picture, not the one just served', async () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((k) => cacheFile(k, 'avif')) as [string, string, string, string];
    for (const [i, file] of [a, b, c].entries()) await cachedOrMade(file, async () => bytes(3_000, i));
    usedAgo(a, 30);
    usedAgo(b, 20);
    usedAgo(c, 10);
    // a, the oldest written, is served now: b is the least recently used.
    expect(await readCached(a)).not.toBeNull();
    await cachedOrMade(d, async () => bytes(3_000, 3));
    expect(readdirSync(dir).sort()).toEqual([a, c, d].map((f) => f.slice(dir.length + 1)).sort());
  });

  it('counts what the folder already held when the process started, and removes temporary files left behind', async () => {
    for (let i = 0; i < 8; i++) {
      const file = join(dir, `${'0'.repeat(31)}${i}.jpeg`);
      writeFileSync(file, bytes(2_000, i));
      usedAgo(file, 100 - i);
    }
    const leftover = join(dir, 'x.jpeg.123.abc.tmp');
    writeFileSync(leftover, bytes(500, 0));
    usedAgo(leftover, 120);
    await keepWithinBound(dir);
    expect(folderBytes()).toBeLessThanOrEqual(9_000);
    expect(readdirSync(dir)).not.toContain('x.jpeg.123.abc.tmp');
    // The most recently used of those stayed.
    expect(readdirSync(dir)).toContain(`${'0'.repeat(31)}7.jpeg`);
  });

  it('makes a picture again when its file vanished, and evicts while files vanish under it', async () => {
    const file = cacheFile('vanishing', 'webp');
    let made = 0;
    const make = async () => (made++, bytes(1_000, 7));
    await cachedOrMade(file, make);
    await unlink(file);
    expect(await readCached(file)).toBeNull();
    expect(await cachedOrMade(file, make)).toEqual(bytes(1_000, 7));
    expect(made).toBe(2);

    for (let i = 0; i < 30; i++) writeFileSync(join(dir, `${i}.avif`), bytes(900, i));
    // Another instance deletes files while this one lists and evicts.
    await Promise.all([keepWithinBound(dir), ...Array.from({ length: 30 }, (_, i) => unlink(join(dir, `${i}.avif`)).catch(() => undefined))]);
    await keepWithinBound(dir);
    expect(folderBytes()).toBeLessThanOrEqual(10_000);
  });

  it('makes a picture asked for by many at the same time once', async () => {
    let made = 0;
    const file = cacheFile('popular', 'avif');
    const make = async () => {
      made++;
      await new Promise((r) => setTimeout(r, 50));
      return bytes(1_000, 1);
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cachedOrMade(file, make)));
    expect(made).toBe(1);
    for (const answer of answers) expect(answer).toEqual(bytes(1_000, 1));
  });

  it('downloads and encodes a remote picture once for 12 identical requests at the same time', async () => {
    process.env.IMAGE_CACHE_MAX_MB = '64';
    const host = await new PictureHost().start();
    const { allowLoopbackPictureHostForTests } = await import('./remote');
    allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT });
    try {
      host.delayMs = 100;
      const { resizedImage } = await import('./resize');
      const url = new URL(`${host.origin}/photo-merged.jpg`);
      const answers = await Promise.all(Array.from({ length: 12 }, () => resizedImage(url, 400, 'webp')));
      expect(host.count('/photo-merged.jpg')).toBe(1);
      expect(new Set(answers.map((a) => a.toString('base64'))).size).toBe(1);
      // One original and one resize were written.
      expect(
        readdirSync(dir)
          .map((n) => n.split('.').pop())
          .sort(),
      ).toEqual(['orig', 'webp']);
    } finally {
      allowLoopbackPictureHostForTests(null);
      await host.stop();
      process.env.IMAGE_CACHE_MAX_MB = String(10_000 / (1024 * 1024));
    }
  });
});
