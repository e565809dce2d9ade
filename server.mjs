/**
 * The production server (`npm start`): Next.js's own request handler, the same one `next start` runs,
 * behind which every request goes, except the GET requests of the fast routes (lib/http/fast-routes.ts,
 * registered by instrumentation.ts when Next.js starts), answered here straight from memory. The home
 * search box asks on every keystroke; through Next.js each answer would cost about 1.9 ms of CPU, here
 * about 0.03 ms (tests/bench/README.md).
 *
 * Run it from the project's folder after `npm run build`. Environment: PORT (default 3000), and those of
 * the site (README.md).
 */
import { createServer } from 'node:http';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();

/** @returns {Record<string, (query: URLSearchParams) => Promise<{ status: number, headers: Record<string, string>, body: string }>>} */
const fastRoutes = () => globalThis[Symbol.for('agency.fastRoutes')] ?? {};

/** Answers a fast route's GET request; false (nothing sent) for any other request or when the route fails. */
async function serveFast(req, res) {
  if (req.method !== 'GET' || !req.url) return false;
  const mark = req.url.indexOf('?');
  const route = fastRoutes()[mark < 0 ? req.url : req.url.slice(0, mark)];
  if (!route) return false;
  try {
    const answer = await route(new URLSearchParams(mark < 0 ? '' : req.url.slice(mark + 1)));
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
    res.end(answer.body);
    return true;
  } catch (error) {
    // Next.js's route handler for the same path answers, or reports the error as it does for any route.
    console.error(`[server] fast route ${req.url} failed:`, error);
    return false;
  }
}

const server = createServer((req, res) => {
  serveFast(req, res).then((served) => served || handle(req, res));
}).listen(port, () => console.log(`ready on http://localhost:${port}`));

// On SIGTERM (a deployment stopping the instance) or Ctrl-C: no new connections, the requests under way
// are answered (10 s at most), then the process exits.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    console.log(`[server] ${signal}: finishing the requests under way`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
