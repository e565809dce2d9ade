import { describe, expect, it } from 'vitest';
import { allowedRemoteImage, coverSize, filesToEvict, IMAGE_WIDTHS, MAX_IMAGE_SRC_LENGTH, ORIGINAL, remoteHostProblem, resizeWidthFor } from './images';

describe('image resize widths', () => {
  it('lists the widths 100, 400, 600, 828 and 1360, and the original', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 400, 600, 828, 1360]);
    expect(ORIGINAL).toBe('original');
  });

  it.each([
    [100, 100],
    [500, 400],
    [750, 600],
    [1050, 1360],
    [1600, 'original'],
  ])('serves a request of %i with %s, as the width table says', (requested, width) => {
    expect(resizeWidthFor(requested)).toBe(width);
  });

  it.each([
    [1, 100],
    [99.5, 100],
    [100.5, 400],
    [101, 400],
    [400, 400],
    [501, 600],
    [600, 600],
    [751, 828],
    [828, 828],
    [1035, 828],
    [1036, 1360],
    [1049, 1360],
    [1051, 'original'],
    [1360, 'original'],
    [10000, 'original'],
    [Number.POSITIVE_INFINITY, 'original'],
  ])('serves an in-between request of %d with %s', (requested, width) => {
    expect(resizeWidthFor(requested)).toBe(width);
  });

  it('gives the smallest width to a request that is not a positive number', () => {
    expect(resizeWidthFor(0)).toBe(100);
    expect(resizeWidthFor(-5)).toBe(100);
    expect(resizeWidthFor(Number.NaN)).toBe(100);
    expect(resizeWidthFor(Number.NEGATIVE_INFINITY)).toBe(100);
    expect(resizeWidthFor('750' as unknown as number)).toBe(100);
  });
});

describe('remote picture addresses', () => {
  const hosts = ['cdn.omnicasaassets.com', '127.0.0.1:3650'];
  it('take https: addresses of the listed hosts exactly', () => {
    expect(allowedRemoteImage('https://cdn.omnicasaassets.com/a/b.jpg?x=1', hosts)?.host).toBe('cdn.omnicasaassets.com');
    expect(allowedRemoteImage('HTTPS://CDN.omnicasaassets.com/a.jpg', hosts)).not.toBeNull();
    expect(allowedRemoteImage('https://127.0.0.1:3650/x.jpg', hosts)).not.toBeNull();
  });
  it.each([
    ['plain http', 'http://cdn.omnicasaassets.com/a.jpg'],
    ['a subdomain of a listed host', 'https://evil.cdn.omnicasaassets.com/a.jpg'],
    ['a look-alike host', 'https://cdn.omnicasaassets.com.evil.example/a.jpg'],
    ['another port', 'https://127.0.0.1:3651/x.jpg'],
    ['the default port of a host listed with one', 'https://127.0.0.1/x.jpg'],
    ['a user and password', 'https://user:pw@cdn.omnicasaassets.com/a.jpg'],
    ['a trailing dot', 'https://cdn.omnicasaassets.com./a.jpg'],
    ['another scheme', 'ftp://cdn.omnicasaassets.com/a.jpg'],
    ['a scheme-relative address', '//cdn.omnicasaassets.com/a.jpg'],
    ['a local path', '/demo/house-01.jpg'],
    ['an address over the length limit', `https://cdn.omnicasaassets.com/${'a'.repeat(MAX_IMAGE_SRC_LENGTH)}.jpg`],
  ])('refuse %s', (_, src) => {
    expect(allowedRemoteImage(src, hosts)).toBeNull();
  });
  it('are configured as exact host names: no wildcard, no scheme', () => {
    expect(remoteHostProblem('cdn.omnicasaassets.com')).toBeNull();
    expect(remoteHostProblem('pictures.agency.be:8443')).toBeNull();
    expect(remoteHostProblem('*.omnicasa.com')).toMatch(/wildcard/);
    expect(remoteHostProblem('http://cdn.omnicasaassets.com')).toMatch(/https/);
    expect(remoteHostProblem('https://cdn.omnicasaassets.com')).toMatch(/without a scheme/);
    expect(remoteHostProblem('CDN.example.com')).toMatch(/lower case/);
    expect(remoteHostProblem('localhost')).not.toBeNull();
  });
});

describe('picture cache eviction', () => {
  const file = (name: string, size: number, usedAt: number) => ({ name, size, usedAt });
  it('evicts nothing while the cache fits its bound', () => {
    expect(filesToEvict([file('a', 400, 1), file('b', 600, 2)], 1000)).toEqual([]);
  });
  it('evicts the least recently used first, down to 90% of the bound', () => {
    const files = [file('new', 300, 30), file('old', 300, 10), file('mid', 300, 20), file('newest', 300, 40)];
    // 1,200 bytes for a bound of 1,000: the oldest goes (900 bytes stay, 90% of the bound).
    expect(filesToEvict(files, 1000)).toEqual(['old']);
    // Kept down to 600 bytes: the two oldest go.
    expect(filesToEvict(files, 1000, 600)).toEqual(['old', 'mid']);
    expect(filesToEvict(files, 1200)).toEqual([]);
  });
  it('evicts a single file larger than the bound', () => {
    expect(filesToEvict([file('huge', 5000, 1)], 1000)).toEqual(['huge']);
  });
});

describe('cover crops', () => {
  it('produces the 1200 × 630 link-preview picture', () => {
    expect(coverSize(1200, 630)).toEqual({ width: 1200, height: 630 });
  });
  it('refuses every other pair, so no one can make the service cut a picture to any size', () => {
    for (const [w, h] of [
      [630, 1200],
      [1200, 0],
      [1200, 631],
      [1360, 630],
      [0, 0],
      [Number.NaN, 630],
    ] as const)
      expect(coverSize(w, h)).toBeNull();
  });
});
