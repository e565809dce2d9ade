// @ts-check
/**
 * The build's scripts and stylesheets (`/_next/static/…`: their names change with their content, so they are cached
 * for a year) sent from the copies compressed once at build time (scripts/precompress-static.mjs: brotli quality 11,
 * gzip level 9), in the encoding the browser prefers, brotli first. Next.js would send the file itself and the
 * `compression` middleware compress it again on every request, at brotli quality 4: 14 % more bytes for the phone,
 * and CPU for the server. A file without a copy, or a client that accepts neither, is left to Next.js.
 */
import { readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import mime from 'mime-types';
import send from 'send';
import { preferredEncoding } from './compress.mjs';

const PREFIX = '/_next/static/';
/** The encodings of the copies, by the extension of their file, in the order they are preferred (the build writes them). */
export const COPIES = /** @type {const} */ ({ br: '.br', gzip: '.gz' });
const ENCODINGS = /** @type {(keyof typeof COPIES)[]} */ (Object.keys(COPIES));

/**
 * The sender of the compressed copies found under `root` (the build's static folder) when it is called; the build
 * does not change while the server runs.
 * @param {string} root
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} whether it answers the request
 */
export function staticFiles(root) {
  /** @type {Map<string, Set<string>>} a file's path under `root`, as in its address, → the encodings it has a copy in */
  const copies = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const encoding = ENCODINGS.find((name) => entry.name.endsWith(COPIES[name]));
    if (!entry.isFile() || !encoding) continue;
    const path = relative(root, join(entry.parentPath, entry.name.slice(0, -COPIES[encoding].length))).replaceAll('\\', '/');
    copies.set(path, (copies.get(path) ?? new Set()).add(encoding));
  }

  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX)) return false;
    const path = url.slice(PREFIX.length).split('?')[0] ?? '';
    const available = copies.get(path);
    if (!available) return false;
    const encoding = preferredEncoding(
      req,
      ENCODINGS.filter((name) => available.has(name)),
    );
    if (!encoding) return false;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', mime.contentType(extname(path)) || 'application/octet-stream');
    res.setHeader('Content-Encoding', encoding);
    send(req, path + COPIES[encoding], { root, immutable: true, maxAge: '1y', index: false })
      .on('error', (/** @type {{ status?: number }} */ error) => {
        // Only if the build's folder changed under the server: no compressed body to describe any more.
        res.removeHeader('Content-Encoding');
        res.statusCode = error.status ?? 500;
        res.end();
      })
      .pipe(res);
    return true;
  };
}
