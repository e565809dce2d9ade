/**
 * A stand-in for `npm start` in the integration tests: it opens the database the way the site does at
 * start-up (instrumentation.ts: `actAsSite()` then `getDbHandle()`: on PGlite, the folder's lock and the
 * socket the commands use) and answers on PORT (0 or unset: a free port, printed as `ready on PORT`), from that connection, which property IDs exist
 * (`GET /properties/ID` → 200 with the languages, or 404) and `GET /stats` (the socket's turns). It stops
 * on SIGTERM as server.mjs does (process.exit).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { actAsSite, FolderHeldError, getDbHandle } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';

async function main() {
  actAsSite();
  const started = Date.now();
  const handle = await getDbHandle();
  console.log(`[db] ${handle.kind} ready in ${Date.now() - started} ms`);
  const server = createServer((req, res) => {
    const match = /^\/properties\/(\d+)$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    handle.db
      .select({ lang: properties.lang })
      .from(properties)
      .where(eq(properties.id, Number(match[1])))
      .then(
        (rows) => res.writeHead(rows.length ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(rows.map((r) => r.lang))),
        (e: Error) => res.writeHead(500).end(e.message),
      );
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`ready on ${(server.address() as AddressInfo).port}`));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

main().catch((e) => {
  console.error(e instanceof FolderHeldError ? `[db] cannot start: ${e.message}` : e);
  process.exit(1);
});
