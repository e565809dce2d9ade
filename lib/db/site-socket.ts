/**
 * The running site serves its PGlite database to the project's own commands (import, seed, backup …) on a
 * Unix socket inside the data folder, so that they never open the folder a second time (lib/db/folder-lock.ts).
 * The socket is named as PostgreSQL names its own (`.s.PGSQL.5432`), so the `pg` driver reaches it with
 * `host` = the data folder, and so does `psql -h .data/pglite`. PGlite asks no password, so the socket is
 * reachable by the site's own account only (0600 in a 0700 folder; root always can).
 *
 * The wire protocol is parsed by @electric-sql/pglite-socket's `PGLiteSocketHandler`. Its own queue
 * (`PGLiteSocketServer`) is not used, because PGlite is ONE Postgres session, shared here by the site's own
 * queries and every connected command, and that queue runs each protocol message on its own:
 * - the site's queries take PGlite's transaction mutex, the queue only the per-statement mutex, so a site
 *   query could run between two statements of a command's transaction (inside it, rolled back with it,
 *   failing in it after an error), and a command's statement could run inside one of the site's
 *   transactions;
 * - two connections' extended-protocol messages (Parse, Bind, Execute, Sync) could interleave.
 * The `SessionQueue` below gives a connection the whole session for a "turn": from its first message until
 * the session is idle again (after a Sync, a simple Query, or the startup, with no transaction block open).
 * The turn holds PGlite's own transaction mutex, the one `query`, `exec` and `transaction` take, so the
 * site's statements wait for the end of a command's transaction and a command waits for the end of a site
 * transaction. A connection that goes away during its turn (a command killed mid-import) has what it started
 * rolled back before anyone else gets the session.
 */
import 'server-only';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { PRIVATE_FILE_MODE } from './private-files';

/** The socket's file name: PostgreSQL's own for port 5432, which is what `pg` and `psql` look for in `host`. */
export const SOCKET_PORT = 5432;
export const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;

export function socketPath(dataDir: string): string {
  return join(dataDir, SOCKET_FILE);
}

/** What PGlite exposes for exclusive use; the transaction mutex is what its query/exec/transaction take. */
type SharedSession = Pick<PGlite, 'runExclusive' | 'execProtocolRaw' | 'execProtocolRawStream' | 'isInTransaction'> & {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

const BYTE = { Query: 0x51, Sync: 0x53, Terminate: 0x58 };

/** An Execute of a portal that cannot exist: the error it raises aborts whatever a vanished client left open. */
function abortMessages(): Uint8Array {
  const portal = Buffer.from('agency_abandoned_turn\0');
  const execute = Buffer.alloc(1 + 4 + portal.length + 4);
  execute.writeUInt8(0x45, 0);
  execute.writeInt32BE(4 + portal.length + 4, 1);
  portal.copy(execute, 5);
  execute.writeInt32BE(0, 5 + portal.length);
  const sync = Buffer.from([BYTE.Sync, 0, 0, 0, 4]);
  return new Uint8Array(Buffer.concat([execute, sync]));
}

function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message.writeUInt8(BYTE.Query, 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}

type Turn = { handlerId: number; end: () => void };

/**
 * The queue PGLiteSocketHandler hands each complete protocol message to (its `queryQueue` option): it calls
 * `enqueue` for one message at a time per connection, `clearQueueForHandler` and then
 * `clearTransactionIfNeeded` when the connection goes away.
 */
export class SessionQueue {
  private turn: Turn | null = null;
  private readonly gone = new Set<number>();
  private readonly last = new Map<number, Promise<unknown>>();
  /** Turns taken and the longest one (ms), for the logs and the tests. */
  readonly stats = { turns: 0, longestTurnMs: 0, abandoned: 0 };
  private turnStarted = 0;

  constructor(private readonly db: SharedSession) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const run = (this.last.get(handlerId) ?? Promise.resolve()).then(() => this.run(handlerId, message, onData));
    this.last.set(
      handlerId,
      run.catch(() => undefined),
    );
    return run;
  }

  private async beginTurn(handlerId: number): Promise<void> {
    if (this.turn?.handlerId === handlerId) return;
    const end = await new Promise<() => void>((granted) => {
      void this.db._runExclusiveTransaction(() => new Promise<void>((done) => granted(done)));
    });
    this.turn = { handlerId, end };
    this.turnStarted = Date.now();
    this.stats.turns++;
  }

  private endTurn(): void {
    const turn = this.turn;
    if (!turn) return;
    this.turn = null;
    this.stats.longestTurnMs = Math.max(this.stats.longestTurnMs, Date.now() - this.turnStarted);
    turn.end();
  }

  private async run(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.gone.has(handlerId)) throw new Error('Handler disconnected');
    await this.beginTurn(handlerId);
    if (this.gone.has(handlerId)) {
      // The connection closed while it waited for its turn; clearTransactionIfNeeded ends the turn.
      throw new Error('Handler disconnected');
    }
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            onData(data);
          },
        }),
      );
    } finally {
      // A startup message has no type byte (its first byte is the length's high byte, 0).
      const type = message[0];
      const endsExchange = type === 0 || type === BYTE.Query || type === BYTE.Sync || type === BYTE.Terminate;
      if (endsExchange && !this.db.isInTransaction()) this.endTurn();
    }
    return bytes;
  }

  clearQueueForHandler(handlerId: number): void {
    this.gone.add(handlerId);
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    this.gone.add(handlerId);
    await this.last.get(handlerId);
    this.last.delete(handlerId);
    if (this.turn?.handlerId === handlerId) {
      // It left in the middle of an exchange or of a transaction block: what it started is rolled back, as
      // PostgreSQL does when a client disconnects.
      this.stats.abandoned++;
      try {
        await this.db.runExclusive(async () => {
          await this.db.execProtocolRaw(abortMessages());
          if (this.db.isInTransaction()) await this.db.execProtocolRaw(queryMessage('ROLLBACK'));
        });
      } finally {
        this.endTurn();
      }
    }
    this.gone.delete(handlerId);
  }
}

export type SiteSocket = { path: string; queue: SessionQueue; stop: () => Promise<void> };

/** Serves `db` on the data folder's socket. The caller holds the folder's lock, so a socket file there is stale. */
export async function serveOnSocket(db: PGlite, dataDir: string, { maxConnections = 16 } = {}): Promise<SiteSocket> {
  const path = socketPath(dataDir);
  if (Buffer.byteLength(path) > 100) {
    throw new Error(`the data folder's path is too long for a Unix socket (${path}): use a shorter PGLITE_DIR`);
  }
  if (existsSync(path)) unlinkSync(path);
  const queue = new SessionQueue(db as unknown as SharedSession);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket: Socket) => {
    if (handlers.size >= maxConnections) {
      socket.destroy();
      return;
    }
    // The handler's option is typed as the library's own queue class; SessionQueue has the same methods.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'], closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    void handler.attach(socket);
  });
  // PGlite accepts any user name without a password, so whoever can connect to the socket can read and write
  // the database: the socket is the site's account's only (0600, in a 0700 folder). It is bound with a umask
  // that leaves it no more than that (Node binds a path synchronously inside listen()), then set to 0600.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    let umask: number | undefined;
    try {
      umask = process.umask(0o177);
    } catch {
      // A worker thread cannot set it: the folder's 0700 keeps others out until the chmod below.
    }
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
  chmodSync(path, PRIVATE_FILE_MODE);
  server.on('error', (e) => console.error('[db] socket server error:', e.message));
  const removeSocket = () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on('exit', removeSocket);
  return {
    path,
    queue,
    stop: async () => {
      process.off('exit', removeSocket);
      await Promise.all([...handlers].map((h) => h.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeSocket();
    },
  };
}
