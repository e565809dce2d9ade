// @ts-check
/**
 * The keys under which modules of one process share a value on `globalThis`. Next.js loads a module once per
 * bundle (the server's, the route handlers', instrumentation's) and server/server.mjs runs outside them all, so
 * a value every copy must see hangs on `globalThis` under a `Symbol.for` key, spelled here once.
 */

/** server/server.mjs's per-request store (an AsyncLocalStorage), read by lib/log.ts for the request ID. @type {unique symbol} */
export const REQUEST_CONTEXT = Symbol.for('agency.requestContext');
/** The fast routes server/server.mjs answers before Next.js (server/fast-routes.ts registers them). @type {unique symbol} */
export const FAST_ROUTES = Symbol.for('agency.fastRoutes');
/** Whether the last attempt to open the database failed (lib/db/client.ts); server/server.mjs then answers 503. @type {unique symbol} */
export const DB_UNAVAILABLE = Symbol.for('agency.dbUnavailable');
/** The graceful stop instrumentation.ts hands server/server.mjs: called on SIGTERM with the requests under way. @type {unique symbol} */
export const SHUTDOWN = Symbol.for('agency.shutdown');
/** The site configuration in use and its listeners (config/index.ts), read by lib/i18n/routing.ts for the paths. @type {unique symbol} */
export const SITE_CONFIG = Symbol.for('agency.siteConfig');
/** The secret the live-updates poller revalidates with (server/live-updates.ts). @type {unique symbol} */
export const REVALIDATION_SECRET = Symbol.for('agency.revalidationSecret');
/** The catalogue version the live-updates poller last read (lib/data/catalog-version.ts). @type {unique symbol} */
export const CATALOG_VERSION = Symbol.for('agency.catalogVersion');
/** Whether PGlite's NODEFS was made to keep files private (lib/db/private-files.ts), once per process. @type {unique symbol} */
export const PRIVATE_NODE_FS = Symbol.for('agency.privateNodeFs');
/** A test's permission for remote pictures on loopback addresses (lib/images/remote.ts). @type {unique symbol} */
export const REMOTE_IMAGE_TEST_ALLOWANCE = Symbol.for('agency.remoteImageTestAllowance');
