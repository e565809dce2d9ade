/**
 * Fast routes: GET endpoints asked so often that Next.js's own work per request (about 1.9 ms of CPU for a
 * route handler, whatever the handler does) would be most of their cost. The production server (server/server.mjs)
 * answers their GET requests itself, before handing anything else to Next.js; each is also an ordinary
 * route handler under app/api (what `next dev` serves), and both call the same function, so the answers
 * are the same.
 *
 * The table is handed to server/server.mjs through a global registry filled by instrumentation.ts when the server
 * starts: server.mjs is plain JavaScript and cannot import this TypeScript, and Next.js bundles it.
 */
import { SECURITY_HEADERS } from '@/lib/http/security-headers';
import { FAST_ROUTES } from '@/lib/global-keys.mjs';
import type { FastAnswer, FastRoute } from '@/lib/http/fast-answer';

/** Makes `routes` (pathname, with the trailing slash of the site's URLs → route) served by server/server.mjs. */
export function registerFastRoutes(routes: Record<string, FastRoute>): void {
  const served = Object.fromEntries(
    Object.entries(routes).map(([path, route]): [string, FastRoute] => [
      path,
      async (query) => {
        const answer = await route(query);
        return { ...answer, headers: { ...SECURITY_HEADERS, ...answer.headers } };
      },
    ]),
  );
  (globalThis as Record<symbol, unknown>)[FAST_ROUTES] = served;
}

/** The answer as a route handler's Response (Next.js adds the security headers of next.config.ts). */
export function toResponse(answer: FastAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
