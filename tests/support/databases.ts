/**
 * The databases the integration tests run against: an in-memory PGlite always, and a database of its own on
 * the PostgreSQL server of TEST_DATABASE_URL when it is set (npm test sets it when one answers). Each starts
 * migrated, a copy of one migrated database (pglite-template.ts, postgres-template.ts).
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDb, type DbHandle } from '@/lib/db/client';
import { forgetAll } from '@/lib/data/memo';
import { migratedPostgresDatabase } from './postgres-template';
import { openMigratedPglite } from './pglite-template';
import { SmtpSink } from './smtp-sink';

/** `url`: the PostgreSQL database's address, for a command run as a child process. */
export type TestDatabase = { name: 'pglite' | 'postgres'; open: () => Promise<DbHandle & { drop: () => Promise<void>; url?: string }> };

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () => {
        forgetAll();
        const h = await openMigratedPglite();
        return { ...h, drop: h.close };
      },
    },
  ];
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    list.push({
      name: 'postgres',
      open: async () => {
        forgetAll();
        const database = await migratedPostgresDatabase(base, 'agency_test');
        const h = await openDb({ url: database.url });
        return {
          ...h,
          url: database.url,
          drop: async () => {
            await h.close();
            await database.drop();
          },
        };
      },
    });
  }
  return list;
}

/**
 * A test database and a real SMTP sink for the `describe` block this is called in: both opened before its
 * tests and closed after them; before each test `tables` are emptied and the sink forgets its mails.
 */
export function databaseWithMailSink(target: TestDatabase, tables: PgTable[]) {
  const sink = new SmtpSink();
  let handle: Awaited<ReturnType<TestDatabase['open']>> | undefined;
  beforeAll(async () => {
    handle = await target.open();
    await sink.start();
  });
  afterAll(async () => {
    await sink.stop();
    await handle?.drop();
  });
  beforeEach(async () => {
    for (const table of tables) await handle!.db.delete(table);
    sink.mails.length = 0;
  });
  return {
    sink,
    /** The open database (inside the block's hooks and tests). */
    get db() {
      return handle!.db;
    },
  };
}
