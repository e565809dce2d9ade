// @ts-check
/**
 * Compression of the answers Next.js makes, by the `compression` middleware that Next.js would otherwise apply
 * itself (`compress` is off in next.config.ts), with one difference: a cached page is compressed once. Its gzipped
 * bytes are kept under its ETag (made once per page by server/isr-cache.mjs) and sent again to every client that
 * accepts gzip, where the middleware gzips the whole page again on every request: 1.3 ms of CPU for the listing's
 * 121 KB, more than the rest of its answer (tests/bench/README.md).
 */
import { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/**
 * The gzipped pages kept, by ETag, the least recently sent forgotten past 8 MB.
 * @type {LRUCache<string, Buffer>}
 */
const gzipped = new LRUCache({ maxSize: 8 * 2 ** 20, sizeCalculation: (/** @type {Buffer} */ body) => body.length });

/** @param {string} etag @param {string} html */
function gzippedPage(etag, html) {
  let body = gzipped.get(etag);
  if (!body) gzipped.set(etag, (body = gzipSync(html)));
  return body;
}

const compress = compression();
const noop = () => {};

/**
 * The middleware's zlib stream of an answer whose client went away before its end is never ended, and then leaks
 * (Next.js releases it the same way: the middleware answers a 'drain' listener with its stream).
 * @param {import('node:http').ServerResponse} res
 */
function releaseStream(res) {
  const stream = /** @type {unknown} */ (res.on('drain', noop));
  if (stream instanceof Duplex) stream.destroy();
  else res.off('drain', noop);
}

/**
 * Compresses the answer to `req` as the middleware does, a cached page (its HTML sent whole with the ETag stored
 * with it) from the bytes kept for it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressAnswer(req, res) {
  compress(/** @type {any} */ (req), /** @type {any} */ (res), noop);
  res.once('close', () => {
    if (!res.writableFinished) releaseStream(res);
  });
  const end = /** @type {(...args: unknown[]) => import('node:http').ServerResponse} */ (res.end);
  /** @type {any} */ (res).end = /** @this {import('node:http').ServerResponse} */ function (/** @type {unknown} */ chunk, /** @type {any[]} */ ...rest) {
    const etag = res.getHeader('etag');
    if (
      typeof chunk === 'string' &&
      typeof etag === 'string' &&
      res.statusCode === 200 &&
      !res.headersSent &&
      !res.hasHeader('content-encoding') &&
      new Negotiator(req).encodings(['gzip']).length > 0
    ) {
      const body = gzippedPage(etag, chunk);
      // The middleware leaves an answer already encoded as it is (it still adds Vary: Accept-Encoding).
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      return end.call(this, body, ...rest.filter((arg) => typeof arg === 'function'));
    }
    return end.call(this, chunk, ...rest);
  };
}
