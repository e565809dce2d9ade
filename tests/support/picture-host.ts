/**
 * A picture host for the tests: a real HTTPS server on 127.0.0.1 (its certificate in
 * tests/fixtures/picture-host), serving a 1600×1000 JPEG at /photo*.jpg and a few wrong answers, counting
 * the requests per path. `allow()` lets the image fetcher reach it (a loopback host and this certificate:
 * lib/images/remote.ts allowLoopbackPictureHostForTests); nothing else does.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';

const FIXTURES = join(__dirname, '../fixtures/picture-host');
export const PICTURE_HOST_CERT = readFileSync(join(FIXTURES, 'cert.pem'));

export class PictureHost {
  private server: Server | null = null;
  readonly hits = new Map<string, number>();
  /** Milliseconds each picture's answer waits before it is sent (to see concurrent requests merge). */
  delayMs = 0;
  /** `https://127.0.0.1:port` once started. */
  origin = '';

  async start(): Promise<this> {
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    this.server = createServer({ cert: PICTURE_HOST_CERT, key: readFileSync(join(FIXTURES, 'key.pem')) }, (req, res) => {
      const path = req.url ?? '';
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      const send = () => {
        if (/^\/photo[\w-]*\.jpg(\?.*)?$/.test(path)) return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg);
        if (path === '/page.html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
        if (path === '/fake.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('GIF89a not really');
        if (path === '/moved.jpg') return res.writeHead(302, { Location: 'https://169.254.169.254/x.jpg' }).end();
        res.writeHead(404).end();
      };
      if (this.delayMs > 0) setTimeout(send, this.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** `host:port`, as site.json `images.remoteHosts` lists it. */
  get host(): string {
    return new URL(this.origin).host;
  }

  /** How many requests reached `path`. */
  count(path: string): number {
    return this.hits.get(path) ?? 0;
  }

  /** How many requests reached it at all. */
  total(): number {
    return [...this.hits.values()].reduce((a, b) => a + b, 0);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }
}
