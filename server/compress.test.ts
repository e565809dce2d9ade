import { createServer, type IncomingMessage, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../tests/support/raw-request';
import { compressAnswer, preferredEncoding } from './compress.mjs';

const PAGE = '<!doctype html><p>Maison à vendre, 350 000 &#x20ac;</p>'.repeat(500);

describe('compressAnswer: answers compressed as the middleware does, a cached page once', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      compressAnswer(req, res);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/cached') {
        // as Next.js sends a cached page: its stored ETag, then the whole text at once
        res.setHeader('ETag', '"page-1"');
        res.setHeader('Content-Length', Buffer.byteLength(PAGE));
        res.end(PAGE);
      } else {
        // a page rendered for the request, streamed
        res.write(PAGE.slice(0, 1000));
        res.end(PAGE.slice(1000));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a cached page in brotli, the same bytes each time, to a browser that accepts it, even listed after gzip', async () => {
    const first = await rawRequest(server, '/cached', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(first.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(first.body).toString('utf8')).toBe(PAGE);
    const again = await rawRequest(server, '/cached', { 'accept-encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('sends it gzipped, the same bytes each time, to a client that accepts gzip and not brotli', async () => {
    const first = await rawRequest(server, '/cached', { 'accept-encoding': 'gzip, deflate' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(gunzipSync(first.body).toString('utf8')).toBe(PAGE);
    const again = await rawRequest(server, '/cached', { 'accept-encoding': 'gzip, br;q=0' });
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('sends it as it is to a client that accepts neither', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br;q=0' }] as Record<string, string>[]) {
      const answer = await rawRequest(server, '/cached', headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe(PAGE);
    }
  });

  it('compresses a streamed answer as it goes', async () => {
    const answer = await rawRequest(server, '/streamed', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(PAGE);
  });
});

describe("preferredEncoding: the server's order decides between encodings the client takes alike", () => {
  const req = (acceptEncoding?: string) => ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s: %s', (acceptEncoding, expected) => {
    expect(preferredEncoding(req(acceptEncoding), ['br', 'gzip'])).toBe(expected);
  });
});
