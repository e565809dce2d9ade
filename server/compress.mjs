// @ts-check
/**
 * Compression of the answers Next.js makes, by the `compression` middleware that Next.js would otherwise apply
 * itself (`compress` is off in next.config.ts), with one difference: a cached page is compressed once. Its
 * compressed bytes are kept under its ETag (made once per page by server/isr-cache.mjs) and sent again to every
 * client that accepts their encoding, where the middleware compresses the whole page again on every request: 1.3 ms
 * of CPU for the listing's 121 KB, more than the rest of its answer (tests/bench/README.md). Brotli at quality 5
 * first (browsers), gzip for the others: for the listing 16.4 KB against gzip's 19.2, for the same 3 ms of CPU once.
 */
import { Duplex } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** The encodings a cached page is kept in, in the order they are preferred, and how to encode a page in each. */
const PAGE_ENCODINGS = /** @type {const} */ ({
  br: (/** @type {string} */ html) =>
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (/** @type {string} */ html) => gzipSync(html),
});
const ENCODINGS = /** @type {(keyof typeof PAGE_ENCODINGS)[]} */ (Object.keys(PAGE_ENCODINGS));

/**
 * The compressed pages kept, by encoding and ETag, the least recently sent forgotten past 8 MB.
 * @type {LRUCache<string, Buffer>}
 */
const encoded = new LRUCache({ maxSize: 8 * 2 ** 20, sizeCalculation: (/** @type {Buffer} */ body) => body.length });

/** @param {keyof typeof PAGE_ENCODINGS} encoding @param {string} etag @param {string} html */
function encodedPage(encoding, etag, html) {
  const key = `${encoding} ${etag}`;
  let body = encoded.get(key);
  if (!body) encoded.set(key, (body = PAGE_ENCODINGS[encoding](html)));
  return body;
}

/**
 * Of `encodings` (in the server's order of preference), the one the client's Accept-Encoding takes, the server's
 * order deciding between equals (Chrome lists gzip before br); undefined when it takes none of them.
 * @template {string} E
 * @param {import('node:http').IncomingMessage} req
 * @param {readonly E[]} encodings
 * @returns {E | undefined}
 */
export function preferredEncoding(req, encodings) {
  // negotiator's `preferred` option, which its types do not declare.
  const chosen = /** @type {{ encodings(available: string[], options: { preferred: readonly string[] }): string[] }} */ (
    /** @type {unknown} */ (new Negotiator(req))
  ).encodings([...encodings, 'identity'], { preferred: encodings })[0];
  return encodings.find((encoding) => encoding === chosen);
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
    if (typeof chunk === 'string' && typeof etag === 'string' && res.statusCode === 200 && !res.headersSent && !res.hasHeader('content-encoding')) {
      const encoding = preferredEncoding(req, ENCODINGS);
      if (encoding) {
        const body = encodedPage(encoding, etag, chunk);
        // The middleware leaves an answer already encoded as it is (it still adds Vary: Accept-Encoding).
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        return end.call(this, body, ...rest.filter((arg) => typeof arg === 'function'));
      }
    }
    return end.call(this, chunk, ...rest);
  };
}
