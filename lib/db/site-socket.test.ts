/**
 * The site's PGlite session shared with commands over the socket: a command's transaction and the site's
 * own queries never run inside each other, and a command that vanishes mid-transaction leaves nothing open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnSocket, SOCKET_PORT, type SiteSocket } from './site-socket';

let dir: string;
let db: PGlite;
let socket: SiteSocket;

const connect = async () => {
  const client = new pg.Client({ host: dir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' });
  await client.connect();
  return client;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const names = async () => (await db.query<{ name: string }>('select name from things order by name')).rows.map((r) => r.name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-socket-'));
  db = new PGlite();
  await db.exec('create table things (name text primary key)');
  socket = await serveOnSocket(db, dir);
});

afterAll(async () => {
  await socket?.stop();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the site and a command sharing one PGlite session', () => {
  it("runs the site's statements after a command's transaction, not inside it", async () => {
    await db.exec('truncate things');
    const command = await connect();
    await command.query('begin');
    await command.query("insert into things values ('command')");
    // The site writes while the command's transaction is open: it must wait for the end of that transaction,
    // or the command's rollback would take the site's row with it.
    const siteWrite = db.query("insert into things values ('site')");
    let siteDone = false;
    void siteWrite.then(() => (siteDone = true));
    await sleep(300);
    expect(siteDone).toBe(false);
    await command.query('rollback');
    await siteWrite;
    expect(await names()).toEqual(['site']);
    await command.end();
  });

  it("runs a command's statements after a site transaction, not inside it", async () => {
    await db.exec('truncate things');
    const command = await connect();
    let seen: string[] | null = null;
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into things values ('site')");
        // The command reads while the site's transaction is open: it must not see (or join) it.
        void command.query('select name from things').then((r) => (seen = r.rows.map((row) => row.name as string)));
        await sleep(300);
        expect(seen).toBeNull();
        throw new Error('the site changes its mind');
      }),
    ).rejects.toThrow('the site changes its mind');
    await sleep(100);
    expect(seen).toEqual([]);
    await command.end();
  });

  it('rolls back the transaction of a command that disconnects in the middle of it', async () => {
    await db.exec('truncate things');
    const command = await connect();
    await command.query('begin');
    await command.query("insert into things values ('half done')");
    // The command is killed: its socket closes with the transaction open.
    (command as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    command.on('error', () => undefined);
    await db.query("insert into things values ('site')");
    expect(db.isInTransaction()).toBe(false);
    expect(await names()).toEqual(['site']);
    expect(socket.queue.stats.abandoned).toBeGreaterThan(0);
  });

  it('keeps the parameterised statements of several commands apart', async () => {
    const clients = await Promise.all([connect(), connect(), connect()]);
    const answers = await Promise.all(
      clients.map(async (client, c) => {
        const rows = [];
        for (let i = c * 20; i < c * 20 + 20; i++) rows.push((await client.query('select $1::int * 2 as doubled, $2::text as label', [i, `n${i}`])).rows[0]);
        return rows;
      }),
    );
    expect(answers.flat()).toEqual(Array.from({ length: 60 }, (_, i) => ({ doubled: i * 2, label: `n${i}` })));
    await Promise.all(clients.map((c) => c.end()));
  });
});
