/**
 * A fresh, empty database on a PostgreSQL server, for a test that needs one of its own (the site's
 * migrations create the tables when the site or a command opens it).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = {
  /** Its address: `server` with the new database's name. */
  url: string;
  /** Removes it, closing whatever is still connected to it. */
  drop: () => Promise<void>;
};

/** Runs `statement` on the server `server` points at, on a connection of its own; its rows. */
export async function onServer(server: string, statement: string): Promise<Record<string, unknown>[]> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    return (await admin.query(statement)).rows;
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database named `prefix` and a random suffix on the server `server` points at (TEST_DATABASE_URL);
 * a copy of the database `template` when given, else an empty one.
 */
export async function freshPostgresDatabase(server: string, prefix: string, template?: string): Promise<FreshDatabase> {
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(server, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`).then(() => undefined) };
}
