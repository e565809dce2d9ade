// @ts-check
/**
 * The production server (`npm start`): Next.js's own request handler, the same one `next start` runs,
 * behind which every request goes, except the GET requests of the fast routes (server/fast-routes.ts,
 * registered by instrumentation.ts when Next.js starts), answered here straight from memory. The home
 * search box asks on every keystroke; through Next.js each answer would cost about 1.9 ms of CPU, here
 * about 0.03 ms (tests/bench/README.md).
 *
 * It also gives each request an ID (the `x-request-id` a proxy sent, when it looks like one, else a new
 * one), sent back in the answer's `x-request-id` and written on every log line of the request
 * (lib/log.ts); writes whatever Next.js itself prints as JSON lines too; and stops gracefully on SIGTERM.
 *
 * Run it from the project's folder after `npm run build`. Environment: PORT (default 3000), and those of
 * the site (docs/deployment.md, "Environment variables").
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { format } from 'node:util';
import { clientAddress, parseTrustedProxies, untrustedProxyWarner } from '../lib/http/client-address.mjs';
import { DB_UNAVAILABLE, FAST_ROUTES, REQUEST_CONTEXT, SHUTDOWN } from '../lib/global-keys.mjs';
import { serverEnv } from '../lib/env-server.mjs';
import { scrubText } from '../lib/log-scrub.mjs';
import { escapeHtml } from '../lib/domain/escape-html.mjs';
import fresh from 'fresh';
import { compressAnswer } from './compress.mjs';
import { staticFiles } from './static-files.mjs';

/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
// Imported after NODE_ENV is set: the production headers (HSTS) depend on it.
const { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } = await import('../lib/http/security-headers.mjs');

/** What the site's modules hand this file, and it them, on globalThis (lib/global-keys.mjs). */
const shared = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
/** @typedef {(query: URLSearchParams) => Promise<import('../lib/http/fast-answer').FastAnswer>} FastRoute */

/** The request's context, read by lib/log.ts through the same symbol. @type {AsyncLocalStorage<{ requestId: string }>} */
const requestContext = new AsyncLocalStorage();
shared[REQUEST_CONTEXT] = requestContext;

/**
 * One JSON line, as lib/log.ts writes them (this file is plain JavaScript and cannot import it).
 * @param {'debug' | 'info' | 'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} [fields]
 */
function logLine(level, event, fields = {}) {
  const requestId = requestContext.getStore()?.requestId;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...(requestId ? { requestId } : {}), ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}
// What Next.js (or a library) prints with console.* becomes a JSON line as well, scrubbed as lib/log.ts scrubs
// a text: cut to its limit before anything reads it, then e-mail addresses and query parameters masked in
// linear time (lib/log-scrub.mjs), so a visitor's 15,000-character path in an error costs nothing to write.
for (const [method, level] of /** @type {const} */ ([
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])) {
  console[method] = (/** @type {unknown[]} */ ...args) => logLine(level, 'console', { message: scrubText(format(...args), 4000) });
}

const { default: next } = await import('next');

/** @type {ReturnType<typeof parseTrustedProxies>} */
let trustedProxies;
try {
  trustedProxies = parseTrustedProxies(serverEnv('TRUSTED_PROXIES'));
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
// A proxy on a private address that TRUSTED_PROXIES does not name: said in the log (once an hour at most).
const warnUntrustedProxy = untrustedProxyWarner(trustedProxies, (message) => logLine('warn', 'proxy.untrusted', { message }));

const port = serverEnv('PORT');
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
/** The build's scripts and stylesheets, from their copies compressed at build time. */
const sendStaticFile = staticFiles('.next/static');

const fastRoutes = () => /** @type {Record<string, FastRoute> | undefined} */ (shared[FAST_ROUTES]) ?? {};

/**
 * Answers a fast route's GET request; false (nothing sent) for any other request or when the route fails.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function serveFast(req, res) {
  if (req.method !== 'GET' || !req.url) return false;
  const mark = req.url.indexOf('?');
  const path = mark < 0 ? req.url : req.url.slice(0, mark);
  const route = fastRoutes()[path];
  if (!route) return false;
  try {
    const answer = await route(new URLSearchParams(mark < 0 ? '' : req.url.slice(mark + 1)));
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
    res.end(answer.body);
    return true;
  } catch (error) {
    // Next.js's route handler for the same path answers, or reports the error as it does for any route.
    logLine('error', 'request.error', {
      path: scrubText(path, 300),
      route: 'fast',
      error: { name: /** @type {Error} */ (error)?.name, message: scrubText(String(/** @type {Error} */ (error)?.message ?? error), 2000) },
    });
    return false;
  }
}

/**
 * The visitor's address, from the connection and TRUSTED_PROXIES (lib/http/client-address.mjs), written as
 * the only entry of X-Forwarded-For: what a client wrote there, or in X-Real-IP, never reaches the site.
 * @param {import('node:http').IncomingMessage} req
 */
function setClientAddress(req) {
  // Node.js joins repeated X-Forwarded-For headers into one text.
  const forwarded = /** @type {string | undefined} */ (req.headers['x-forwarded-for']);
  warnUntrustedProxy(req.socket.remoteAddress, forwarded);
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, forwarded, trustedProxies);
  delete req.headers['x-real-ip'];
}

/**
 * Corrections to the status and headers Next.js writes. A page that failed while the database cannot be
 * opened (lib/db/client.ts sets the flag under this symbol) answers 503 with a Retry-After, not 500: the
 * API error page says to try again, and search engines do too. A cached page carries the ETag stored with it
 * (server/isr-cache.mjs): a browser that names it in If-None-Match gets 304 and no body; the page's RSC data,
 * sent with the same stored headers, is another representation and goes without it.
 */
const databaseUnavailable = () => shared[DB_UNAVAILABLE] === true;
/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function tidyHead(req, res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = /** @this {import('node:http').ServerResponse} */ function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    // Next.js sends the Location of a redirect rendered on a cache miss twice: one is enough.
    const location = res.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', /** @type {string} */ (location[0]));
    const withoutMessage = typeof rest[0] === 'string' ? rest.slice(1) : rest;
    if ((status ?? res.statusCode) === 500 && databaseUnavailable()) {
      res.setHeader('Retry-After', '30');
      // a status message of its own ('Internal Server Error') would not fit the new status
      return writeHead.call(this, 503, ...withoutMessage);
    }
    const etag = res.getHeader('etag');
    if (etag !== undefined && String(res.getHeader('content-type')).startsWith('text/x-component')) res.removeHeader('etag');
    else if (
      etag !== undefined &&
      (status ?? res.statusCode) === 200 &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      fresh(req.headers, { etag: String(etag) })
    ) {
      for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name);
      // Node.js sends no body with a 304, whatever is written after.
      return writeHead.call(this, 304, ...withoutMessage);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/**
 * Whether a request's path holds a malformed percent-encoding (`/fr/%zz/`) or an encoded percent sign
 * (`/fr/a%25b/`): no page of the site has one. Next.js fails to decode such a path for the pages' catch-all route
 * and then looks for the Pages Router's error page to answer 400, which an App Router site does not have: it
 * answers 500. Such a request is answered 400 here instead, with a page in the language its path begins with.
 * @param {string} url
 */
function undecodablePath(url) {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (!path.includes('%')) return false;
  try {
    return decodeURIComponent(path).includes('%');
  } catch {
    return true;
  }
}

/** The 400 page of such an address in each language of messages/ (`badAddress`), with a link to that language's home page. */
const MESSAGES = new URL('../messages/', import.meta.url);
/** @type {Record<string, string>} */
const badAddressPages = Object.fromEntries(
  readdirSync(MESSAGES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const lang = file.slice(0, -'.json'.length);
      const { badAddress, notFound } = JSON.parse(readFileSync(new URL(file, MESSAGES), 'utf8'));
      const [title, text, home] = [badAddress.title, badAddress.text, notFound.home].map(escapeHtml);
      return [
        lang,
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/${lang}/">${home}</a></p></body></html>`,
      ];
    }),
);
/** @param {string} url */
const badAddressPage = (url) => badAddressPages[url.split('/')[1] ?? ''] ?? badAddressPages.en ?? 'Bad Request';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
let stopping = false;
let inFlight = 0;

const server = createServer((req, res) => {
  setClientAddress(req);
  tidyHead(req, res);
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('x-request-id', requestId);
  // Every answer carries the security headers, also those Next.js makes before any of the site's code runs
  // (its trailing-slash redirects); pages set their own policy over this one (proxy.ts).
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  // While stopping, a keep-alive connection is closed after its answer.
  if (stopping) res.setHeader('connection', 'close');
  if (undecodablePath(req.url ?? '/')) {
    const page = badAddressPage(req.url ?? '/');
    res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(page), 'Cache-Control': 'no-store' });
    res.end(page);
    return;
  }
  inFlight++;
  res.once('close', () => inFlight--);
  if (sendStaticFile(req, res)) return;
  requestContext.run({ requestId }, () => {
    // serveFast never rejects (a failing fast route is logged and left to Next.js), and Next.js's handler answers its own errors.
    void serveFast(req, res).then((served) => {
      if (served) return;
      compressAnswer(req, res);
      return handle(req, res);
    });
  });
}).listen(port, () => logLine('info', 'server.ready', { port, pid: process.pid }));

/** Longest a stop may take before the process exits anyway (a deployment's own limit is usually 10 s or more). */
const STOP_DEADLINE_MS = 9_000;

/**
 * On SIGTERM (a deployment or a rolling restart stopping the instance) or Ctrl-C: stop accepting
 * connections (a proxy sends the next requests to another instance), answer the requests under way,
 * let the outbox worker finish the mail it is sending, close the database, exit; within 9 s whatever happens.
 */
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  logLine('info', 'server.stopping', { signal, inFlight });
  setTimeout(() => {
    logLine('error', 'server.stop-timeout', { inFlight, ms: Date.now() - started });
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  /** instrumentation.ts: stops the outbox worker, waits for `requestsDone`, closes the database. */
  const shutdown = /** @type {((requestsDone: Promise<void>) => Promise<void>) | undefined} */ (shared[SHUTDOWN]) ?? ((requestsDone) => requestsDone);
  try {
    await shutdown(closed.then(() => clearInterval(idle)));
    logLine('info', 'server.stopped', { signal, ms: Date.now() - started });
    process.exit(0);
  } catch (error) {
    logLine('error', 'server.stop-failed', {
      error: { name: /** @type {Error} */ (error)?.name, message: String(/** @type {Error} */ (error)?.message ?? error) },
    });
    process.exit(1);
  }
}
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.once(signal, () => void stop(signal));
