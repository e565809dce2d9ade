/**
 * The CRM's pictures through the image service: only allowed hosts, only images, only up to the size limit,
 * no redirect elsewhere; resized like local photos and downloaded once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRemoteImage } from '@/lib/domain/images';

const cacheDir = mkdtempSync(join(tmpdir(), 'image-cache-'));
process.env.IMAGE_CACHE_DIR = cacheDir;

describe('allowed picture hosts', () => {
  const hosts = ['*.omnicasa.com', 'pictures.agency.be', '127.0.0.1:3650'];
  it('take the listed hosts and the subdomains of a *. entry, nothing else', () => {
    expect(allowedRemoteImage('https://img.omnicasa.com/a/b.jpg', hosts)?.host).toBe('img.omnicasa.com');
    expect(allowedRemoteImage('https://pictures.agency.be/x.jpg', hosts)).not.toBeNull();
    expect(allowedRemoteImage('http://127.0.0.1:3650/x.jpg', hosts)).not.toBeNull();
    for (const src of [
      'https://omnicasa.com.evil.example/a.jpg',
      'https://evilomnicasa.com/a.jpg',
      'https://omnicasa.com/a.jpg',
      'https://user:pw@img.omnicasa.com/a.jpg',
      'ftp://img.omnicasa.com/a.jpg',
      'http://127.0.0.1:3651/x.jpg',
      'http://169.254.169.254/latest/meta-data',
      '//img.omnicasa.com/a.jpg',
      '/demo/house-01.jpg',
    ]) {
      expect(allowedRemoteImage(src, hosts), src).toBeNull();
    }
  });
});

describe('remote pictures', () => {
  let server: Server;
  let base = '';
  const hits = new Map<string, number>();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    server = createServer((req, res) => {
      hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
      if (req.url === '/photo.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
      if (req.url === '/page.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
      if (req.url === '/fake.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('GIF89a not really');
      if (req.url === '/moved.jpg') return res.writeHead(302, { Location: 'http://169.254.169.254/x.jpg' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('are resized like local photos and downloaded once', async () => {
    const { resizedImage } = await import('./resize');
    const url = new URL(`${base}/photo.jpg`);
    const webp = await resizedImage(url, 400, 'webp');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const avif = await resizedImage(url, 600, 'avif');
    expect((await sharp(avif).metadata()).width).toBe(600);
    await resizedImage(url, 400, 'webp');
    expect(hits.get('/photo.jpg')).toBe(1);
  });

  it('that are not images, too big, moved elsewhere or missing are refused', async () => {
    const { fetchRemoteImage } = await import('./remote');
    const refused = async (path: string, options = {}) =>
      fetchRemoteImage(new URL(`${base}${path}`), options).then(
        () => null,
        (e) => ({ status: e.status, message: e.message }),
      );
    expect(await refused('/page.html')).toEqual({ status: 415, message: 'not an image' });
    expect(await refused('/fake.jpg')).toEqual({ status: 415, message: 'not an image' });
    expect(await refused('/photo.jpg', { maxBytes: 1000 })).toEqual({ status: 413, message: 'the picture is over the size limit' });
    expect((await refused('/moved.jpg'))?.status).toBe(502);
    expect(await refused('/gone.jpg')).toEqual({ status: 404, message: "the picture's host answered 404" });
  });
});
