import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import imageLoader from './loader';

process.env.IMAGE_CACHE_DIR = mkdtempSync(join(tmpdir(), 'images-'));

describe('image loader', () => {
  it("asks for the spec's widths: 100 → 100, 500 → 400, 750 → 600, 1050 → 1360, 1600 → the original", () => {
    const w = (width: number) => imageLoader({ src: '/demo/house-01.jpg', width });
    expect(w(100)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=100');
    expect(w(500)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=400');
    expect(w(750)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=600');
    expect(w(1050)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=1360');
    expect(w(1600)).toBe('/demo/house-01.jpg');
  });
  it('leaves SVGs and other sites alone', () => {
    expect(imageLoader({ src: '/logo.svg', width: 400 })).toBe('/logo.svg');
    expect(imageLoader({ src: 'https://example.com/a.jpg', width: 400 })).toBe('https://example.com/a.jpg');
  });
});

describe('image resizing', async () => {
  const { formatFor, publicImagePath, resizedImage } = await import('./resize');

  it('serves only images under public/', () => {
    expect(publicImagePath('/demo/house-01.jpg')).toMatch(/public\/demo\/house-01\.jpg$/);
    expect(publicImagePath('/../package.json')).toBeNull();
    expect(publicImagePath('/demo/../../secret.jpg')).toBeNull();
    expect(publicImagePath('/demo/doc.pdf')).toBeNull();
  });

  it('picks AVIF, then WebP, then JPEG from the Accept header', () => {
    expect(formatFor('image/avif,image/webp,*/*')).toBe('avif');
    expect(formatFor('image/webp,*/*')).toBe('webp');
    expect(formatFor(null)).toBe('jpeg');
  });

  it('resizes to the width in the format, and serves the second request from the cache', async () => {
    const file = publicImagePath('/demo/house-01.jpg')!;
    const webp = await resizedImage(file, 400, 'webp');
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(400);
    const again = await resizedImage(file, 400, 'webp');
    expect(again.equals(webp)).toBe(true);
    const avif = await sharp(await resizedImage(file, 100, 'avif')).metadata();
    expect(avif.format).toBe('heif');
    expect(avif.width).toBe(100);
  });
});
