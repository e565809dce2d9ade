/**
 * The CRM's pictures through the image service: only https:, only from public addresses (connecting to the
 * address that was checked), only images, only up to the size limit, no redirect elsewhere; resized like
 * local photos and downloaded once. The picture host is a real HTTPS server on 127.0.0.1, reachable only
 * through the tests' own allowance.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_HOST_CERT, PictureHost } from '@/tests/support/picture-host';

const cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
process.env.IMAGE_CACHE_DIR = cacheDir;

const { allowLoopbackPictureHostForTests, fetchRemoteImage } = await import('./remote');
const refused = (url: string, options = {}) =>
  fetchRemoteImage(new URL(url), options).then(
    () => null,
    (e) => ({ status: e.status, message: e.message }),
  );

describe('remote pictures', () => {
  const host = new PictureHost();
  beforeAll(async () => {
    await host.start();
  });
  afterEach(() => allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT }));
  afterAll(async () => {
    allowLoopbackPictureHostForTests(null);
    await host.stop();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('are refused from a host that resolves to a loopback or private address, before any connection', async () => {
    allowLoopbackPictureHostForTests(null);
    const before = host.total();
    for (const url of [`${host.origin}/photo.jpg`, `https://localhost:${new URL(host.origin).port}/photo.jpg`]) {
      expect(await refused(url)).toEqual({ status: 502, message: 'the picture could not be fetched (the host name resolves to a private address)' });
    }
    expect(await refused('https://169.254.169.254/latest/meta-data/x.jpg')).toMatchObject({ status: 502 });
    expect(await refused('https://[::ffff:127.0.0.1]:1/x.jpg')).toMatchObject({ status: 502 });
    expect(host.total()).toBe(before);
  });

  it('cannot be allowed from a loopback host in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => allowLoopbackPictureHostForTests({ loopback: true })).toThrow('a loopback picture host is for tests only');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('are refused over plain http:', async () => {
    expect(await refused(`http://127.0.0.1:1/photo.jpg`)).toEqual({ status: 400, message: 'only https: pictures are fetched' });
  });

  it('are resized like local photos and downloaded once', async () => {
    allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT });
    const { resizedImage } = await import('./resize');
    const url = new URL(`${host.origin}/photo.jpg`);
    const webp = await resizedImage(url, 400, 'webp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const avif = await resizedImage(url, 600, 'avif');
    expect((await sharp(avif).metadata()).width).toBe(600);
    await resizedImage(url, 400, 'webp');
    expect(host.count('/photo.jpg')).toBe(1);
  });

  it('are fetched from a host name, at the address its name was checked for', async () => {
    allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT });
    const body = await fetchRemoteImage(new URL(`https://localhost:${new URL(host.origin).port}/photo-by-name.jpg`));
    expect((await sharp(body).metadata()).width).toBe(1600);
    expect(host.count('/photo-by-name.jpg')).toBe(1);
  });

  it('that are not images, too big, moved elsewhere or missing are refused', async () => {
    allowLoopbackPictureHostForTests({ loopback: true, ca: PICTURE_HOST_CERT });
    expect(await refused(`${host.origin}/page.html`)).toEqual({ status: 415, message: 'not an image' });
    expect(await refused(`${host.origin}/fake.jpg`)).toEqual({ status: 415, message: 'not an image' });
    expect(await refused(`${host.origin}/photo.jpg`, { maxBytes: 1000 })).toEqual({ status: 413, message: 'the picture is over the size limit' });
    expect((await refused(`${host.origin}/moved.jpg`))?.status).toBe(502);
    expect(await refused(`${host.origin}/gone.jpg`)).toEqual({ status: 404, message: "the picture's host answered 404" });
  });

  it('are refused from a host whose certificate is not trusted', async () => {
    allowLoopbackPictureHostForTests({ loopback: true });
    expect(await refused(`${host.origin}/photo-untrusted.jpg`)).toEqual({ status: 502, message: 'the picture could not be fetched (no answer)' });
  });
});
