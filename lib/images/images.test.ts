import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
// Next's own srcset builder, fed with the site's image settings: the srcset the pages really send.
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { IMAGE_WIDTHS } from '@/lib/domain/images';
import { imagesConfig } from './config';
import imageLoader from './loader';
import { GALLERY_SIZES, PROJECT_CARD_SIZES, PROPERTY_CARD_SIZES } from './sizes';
import { checkConfigDir } from '../cli/config-check';

process.env.IMAGE_CACHE_DIR = mkdtempSync(join(tmpdir(), 'images-'));

describe('image loader', () => {
  it('asks for the resize widths: 100 → 100, 500 → 400, 750 → 600, 1000 → 828, 1050 → 1360, 1600 → the original', () => {
    const w = (width: number) => imageLoader({ src: '/demo/house-01.jpg', width });
    expect(w(100)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=100');
    expect(w(500)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=400');
    expect(w(750)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=600');
    expect(w(1000)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=828');
    expect(w(1050)).toBe('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=1360');
    expect(w(1600)).toBe('/demo/house-01.jpg');
  });
  it('serves each width the service produces as itself: the 1360w candidate is the 1360 resize', () => {
    for (const width of IMAGE_WIDTHS) expect(imageLoader({ src: '/demo/house-01.jpg', width })).toBe(`/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=${width}`);
  });
  it('leaves SVGs and other sites alone', () => {
    expect(imageLoader({ src: '/logo.svg', width: 400 })).toBe('/logo.svg');
    expect(imageLoader({ src: 'https://example.com/a.jpg', width: 400 })).toBe('https://example.com/a.jpg');
  });
  it("serves the CRM's pictures (a host of site.json images.remoteHosts) through the image service, the original as the largest resize", () => {
    const src = 'https://cdn.omnicasaassets.com/1/xl1.jpg';
    expect(imageLoader({ src, width: 400 })).toBe(`/api/image/?src=${encodeURIComponent(src)}&w=400`);
    expect(imageLoader({ src, width: 1600 })).toBe(`/api/image/?src=${encodeURIComponent(src)}&w=1360`);
  });
  it('leaves the pictures of other hosts, and plain http: ones, to the browser', () => {
    for (const src of ['https://img.omnicasa.com/1/xl1.jpg', 'http://cdn.omnicasaassets.com/1/xl1.jpg', 'https://x.cdn.omnicasaassets.com/1.jpg'])
      expect(imageLoader({ src, width: 400 })).toBe(src);
  });
});

describe('site.json images.remoteHosts in config:check', () => {
  const dir = join(__dirname, '../../config');
  const withHosts = (hosts: string[]) => {
    const tmp = mkdtempSync(join(tmpdir(), 'config-'));
    cpSync(dir, tmp, { recursive: true, filter: (src) => !src.endsWith('.ts') && !src.endsWith('.md') });
    const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
    site.images.remoteHosts = hosts;
    writeFileSync(join(tmp, 'site.json'), JSON.stringify(site));
    return checkConfigDir(tmp);
  };
  it("lists the CRM's picture host exactly", () => {
    expect(withHosts(['cdn.omnicasaassets.com', 'pictures.agency.be:8443'])).toEqual([]);
  });
  it('refuses a wildcard and an entry with a scheme', () => {
    expect(withHosts(['*.omnicasa.com'])).toEqual([
      expect.stringMatching(/^config\/site\.json: \$\.images\.remoteHosts\[0\] must be an exact host name .*wildcard/),
    ]);
    expect(withHosts(['http://cdn.omnicasaassets.com'])).toEqual([expect.stringMatching(/remoteHosts\[0\] must be a host name without a scheme/)]);
  });
});

describe('srcset of next/image with the site settings', () => {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...imagesConfig });
  const srcSet = (props: Record<string, unknown>) => {
    const { props: img } = getImgProps({ src: '/demo/house-01.jpg', alt: '', ...props } as never, {
      defaultLoader: imageLoader as never,
      imgConf,
      showAltText: false,
      blurComplete: false,
    });
    return (img.srcSet ?? '').split(', ').map((candidate: string) => {
      const [url, descriptor] = candidate.split(' ');
      return { url: must(url, `the address in "${candidate}"`), descriptor: must(descriptor, `the descriptor in "${candidate}"`) };
    });
  };

  const photos = [
    ['a full-width banner', { fill: true, sizes: '100vw' }],
    ['a property card', { fill: true, sizes: PROPERTY_CARD_SIZES }],
    ['a project card', { fill: true, sizes: PROJECT_CARD_SIZES }],
    ['the property gallery', { fill: true, sizes: GALLERY_SIZES }],
  ] as const;

  it.each(photos)('offers only resizes in a modern format, each as wide as it says, for %s', (_, props) => {
    const candidates = srcSet(props);
    expect(candidates.length).toBeGreaterThan(1);
    for (const { url, descriptor } of candidates) {
      // Every candidate goes through /api/image, which answers AVIF or WebP (never the original JPEG).
      expect(url, descriptor).toMatch(/^\/api\/image\/\?src=%2Fdemo%2Fhouse-01\.jpg&w=\d+$/);
      const w = Number(new URL(url, 'http://x').searchParams.get('w'));
      expect((IMAGE_WIDTHS as readonly number[]).includes(w), url).toBe(true);
      if (descriptor.endsWith('w')) expect(`${w}w`).toBe(descriptor);
    }
    expect(candidates.map((c) => c.url)).toContain('/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=1360');
  });

  // A browser takes the narrowest candidate at least as wide as the photo's width in device pixels: a 412 px
  // phone at 1.75 pixels per CSS pixel needs 721 for a full-width photo (less inside the page's margins), a
  // 390 px one at 3 needs 1170.
  it.each(photos)('gives a phone of 721 device pixels the 828 resize and one of 1170 the 1360, for %s', (_, props) => {
    const widths = srcSet(props).map(({ descriptor }) => Number(descriptor.replace(/w$/, '')));
    const taken = (devicePixels: number) => Math.min(...widths.filter((w) => w >= devicePixels));
    expect(taken(721)).toBe(828);
    expect(taken(1170)).toBe(1360);
  });

  it('gives a fixed 1600-pixel image the 1360 resize, not the original JPEG', () => {
    expect(srcSet({ width: 1600, height: 800 })).toEqual([{ url: '/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=1360', descriptor: '1x' }]);
  });

  it('gives a fixed-size thumbnail its 1x and 2x resizes', () => {
    expect(srcSet({ width: 100, height: 67, sizes: undefined })).toEqual([
      { url: '/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=100', descriptor: '1x' },
      { url: '/api/image/?src=%2Fdemo%2Fhouse-01.jpg&w=400', descriptor: '2x' },
    ]);
  });
});

describe('image resizing', async () => {
  const { formatFor, publicImagePath, resizedImage } = await import('./resize');

  it('serves only images under public/', () => {
    expect(publicImagePath('/demo/house-01.jpg')).toMatch(/public\/demo\/house-01\.jpg$/);
    expect(publicImagePath('/../package.json')).toBeNull();
    expect(publicImagePath('/demo/../../secret.jpg')).toBeNull();
    expect(publicImagePath('/demo/doc.pdf')).toBeNull();
    expect(publicImagePath('//example.com/a.jpg')).toBeNull();
    expect(publicImagePath(`/demo/${'a'.repeat(300)}.jpg`)).toBeNull();
    expect(publicImagePath(`/${'a/'.repeat(7_500)}a.jpg`)).toBeNull();
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
