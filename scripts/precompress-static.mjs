// @ts-check
/**
 * The last step of `npm run build`: each script and stylesheet of the build (`.next/static`) compressed once, at the
 * strongest level, into a copy beside it: `X.js.br` (brotli, quality 11) and `X.js.gz` (gzip, level 9), which
 * server/static-files.mjs sends to the browsers. Compressed on each request instead (the `compression` middleware,
 * brotli quality 4), the listing's eleven scripts weigh 175 KB; at quality 11, 150 KB: a phone on a slow 4G link
 * has its page working about an eighth of a second sooner, and the server compresses nothing for them.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COPIES } from '../server/static-files.mjs';

const STATIC = join(process.cwd(), '.next', 'static');
/** The files worth compressing: text; smaller than 1 KB they would gain less than the headers cost. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** @param {Buffer} bytes */
const copies = (bytes) => [
  [
    COPIES.br,
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ],
  [COPIES.gzip, gzipped(bytes, { level: 9 })],
];

const started = Date.now();
const files = (await readdir(STATIC, { recursive: true })).filter((file) => COMPRESSIBLE.test(file)).map((file) => join(STATIC, file));
let before = 0;
let after = 0;
// zlib's asynchronous calls run on libuv's threads: every core compresses.
await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) return;
    for (const [extension, compressing] of copies(bytes)) {
      const compressed = /** @type {Buffer} */ (await compressing);
      if (compressed.length >= bytes.length) continue;
      await writeFile(file + extension, compressed);
      if (extension === COPIES.br) {
        before += bytes.length;
        after += compressed.length;
      }
    }
  }),
);
console.log(
  `precompress: ${files.length} files of .next/static, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli, in ${Date.now() - started} ms`,
);
