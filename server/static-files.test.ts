import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../tests/support/raw-request';
import { staticFiles } from './static-files.mjs';

const SCRIPT = 'self.chunk=function(){return "une maison à vendre"};'.repeat(200);
const STYLES = '.card{display:grid;gap:1rem}'.repeat(200);

describe('staticFiles: the build’s scripts and stylesheets from their copies compressed at build time', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  let server: Server;
  beforeAll(async () => {
    mkdirSync(join(root, 'chunks'));
    // as scripts/precompress-static.mjs leaves them: a script with both copies, a stylesheet with its brotli copy
    // only, and a file too small to have any
    writeFileSync(join(root, 'chunks/0abc.js'), SCRIPT);
    writeFileSync(join(root, 'chunks/0abc.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(root, 'chunks/0abc.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(root, 'chunks/1def.css'), STYLES);
    writeFileSync(join(root, 'chunks/1def.css.br'), brotliCompressSync(STYLES));
    writeFileSync(join(root, 'chunks/tiny.js'), 'x=1');
    const send = staticFiles(root);
    server = createServer((req, res) => {
      if (send(req, res)) return;
      res.setHeader('x-left-to', 'next');
      res.end('from Next.js');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a browser the brotli copy, cached for a year, typed as the script it is', async () => {
    const answer = await rawRequest(server, '/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli, and answers 304 to one that has it already', async () => {
    const answer = await rawRequest(server, '/_next/static/chunks/0abc.js?dpl=1', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(SCRIPT);
    const again = await rawRequest(server, '/_next/static/chunks/0abc.js', { 'accept-encoding': 'gzip', 'if-none-match': String(answer.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await rawRequest(server, '/_next/static/chunks/1def.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Next.js what it has no copy for in an encoding the client takes, and every other address', async () => {
    for (const [path, acceptEncoding] of [
      ['/_next/static/chunks/1def.css', 'gzip'],
      ['/_next/static/chunks/0abc.js', 'identity'],
      ['/_next/static/chunks/0abc.js', ''],
      ['/_next/static/chunks/tiny.js', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/0abc.js.br', 'br'],
      ['/_next/static/chunks/../chunks/0abc.js', 'br'],
      ['/_next/static/chunks/%30abc.js', 'br'],
      ['/fr/a-vendre/', 'br'],
    ] as const) {
      const answer = await rawRequest(server, path, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['x-left-to'], `${path} (${acceptEncoding})`).toBe('next');
    }
    const post = await rawRequest(server, '/_next/static/chunks/0abc.js', { 'accept-encoding': 'br' }, 'POST');
    expect(post.headers['x-left-to']).toBe('next');
  });
});
