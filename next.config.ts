import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { imageLoaderDefines, imagesConfig } from './lib/images/config';
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './lib/http/security-headers';

// Messages are compiled at build time (next-intl's `precompile`): pages format them without the ICU message
// parser, which every page loaded (12 KB gzip) and ran while it hydrated. Every import of messages/*.json in
// the bundle gets the compiled form: a message with arguments or tags is then an array, not a string
// (lib/i18n/translate.ts `isMessageAt`).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  trailingSlash: true,
  poweredByHeader: false,
  // Next.js would hash each cached page again on every request (0.25 to 0.5 ms of a 64 to 120 KB page): the route
  // cache makes each page's ETag once and server/server.mjs answers 304 (server/isr-cache.mjs).
  generateEtags: false,
  // server/server.mjs compresses the answers itself, a cached page once (server/compress.mjs).
  compress: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'sharp', '@node-rs/argon2'],
  // Next.js's file-system route cache, but pages of filtered listings stay in its bounded memory LRU only.
  cacheHandler: require.resolve('./server/isr-cache.mjs'),
  // Next.js keeps the most recently served pages in memory before its files: 24 MB is about 90 pages of 260 kB (HTML,
  // RSC data and prefetch segments), the hot pages of a site; the others are read back from disk. Its default, 50 MB,
  // took a PostgreSQL instance over 512 MiB resident in a crawl of every page (tests/bench/README.md).
  cacheMaxMemorySize: 24 * 1024 * 1024,
  experimental: {
    // Server actions refuse bodies over 1 MB by default; the CV form takes a document of up to 5 MB
    // (lib/domain/documents MAX_UPLOAD_BYTES) plus the other fields, so that it reaches the action and a
    // larger one is answered with the form's own 'file too large' message rather than a 413.
    serverActions: { bodySizeLimit: '6mb' },
  },
  // srcset widths = the resize widths (100, 400, 600, 828, 1360), each served by app/api/image.
  images: imagesConfig,
  compiler: { define: imageLoaderDefines },
  turbopack: {
    rules: {
      // A stylesheet imported with `?url` (from a client component) is emitted as it is, under a name with its
      // content's hash, and the import is its address: the print sheet (components/layout/print.css), which
      // PrintStylesheet.tsx links with media="print" so that it does not hold the first paint as the route sheets do.
      '*.css': { condition: { query: '?url' }, type: 'asset' },
    },
  },
  async headers() {
    // Pages get their policy from proxy.ts (it depends on the published configuration and, for owner pages, on the request).
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default withNextIntl(nextConfig);
