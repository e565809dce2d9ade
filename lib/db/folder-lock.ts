/**
 * The lock that makes one process at a time the owner of a PGlite data folder. PGlite is Postgres compiled
 * to WebAssembly inside the process that opens it: two processes that open one folder each keep their own
 * copy of the database in memory and overwrite each other's files, and nothing says so. So the owner
 * (the site, or a command when no site runs) holds this lock for as long as it has the folder open, and
 * everyone else goes through the owner (lib/db/site-socket.ts) or waits.
 *
 * The lock is a file inside the folder, created atomically (`O_EXCL`), holding the owner's pid, its command,
 * its role and when it started. A lock whose process is gone (crash, `kill -9`) is stale and is taken over;
 * on Linux the process's start time is recorded too, so a pid reused by an unrelated process is seen as
 * gone as well.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join, relative } from 'node:path';
import { env } from '@/lib/env';
import { createPrivateFolder, PRIVATE_FILE_MODE } from './private-files';

export const LOCK_FILE = '.agency-owner.lock';

export type LockRole = 'site' | 'command';
export type LockHolder = { pid: number; role: LockRole; command: string; startedAt: string; host: string; procStart?: string };

/** The folder is in use by another live process (and waiting did not help, or was pointless). */
export class FolderHeldError extends Error {
  constructor(
    message: string,
    readonly holder: LockHolder,
  ) {
    super(message);
    this.name = 'FolderHeldError';
  }
}

/** The process start time in clock ticks since boot (field 22 of /proc/PID/stat), where /proc exists. */
function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** What a person would type to run this process again: `npm run import`, or the script and its arguments. */
export function describeCommand(): string {
  const inProject = (a: string) => {
    const rel = relative(process.cwd(), a);
    return rel && !rel.startsWith('..') ? rel : a;
  };
  const args = process.argv.slice(1).map((a) => (a.startsWith('/') ? inProject(a) : a));
  // Started by an npm script (and not a child of one): say so, as the person typed it.
  const npmScript = env.npm_lifecycle_event;
  if (npmScript && args[0] && env.npm_lifecycle_script?.includes(args[0])) return npmScript === 'start' ? 'npm start' : `npm run ${npmScript}`;
  return [basename(process.argv0), ...args].join(' ');
}

export function lockPath(dataDir: string): string {
  return join(dataDir, LOCK_FILE);
}

export function readLock(dataDir: string): LockHolder | null {
  return readHolderFile(lockPath(dataDir));
}

function readHolderFile(path: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote this lock still runs (on this machine). */
export function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // another machine's process: we cannot tell, so it holds
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = procStart(holder.pid);
  return !(holder.procStart && now && now !== holder.procStart);
}

export function describeHolder(holder: LockHolder): string {
  const what = holder.role === 'site' ? 'the site' : 'a command';
  return `${what}, pid ${holder.pid} (${holder.command}), since ${holder.startedAt.replace('T', ' ').slice(0, 19)} UTC`;
}

export type FolderLock = { dataDir: string; holder: LockHolder; release: () => void };

/**
 * Takes the lock if it is free or stale; returns the live holder otherwise. Never waits.
 */
export function tryLock(dataDir: string, role: LockRole): FolderLock | LockHolder {
  createPrivateFolder(dataDir);
  const path = lockPath(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    role,
    command: describeCommand(),
    startedAt: new Date().toISOString(),
    host: hostname(),
    procStart: procStart(process.pid),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', PRIVATE_FILE_MODE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const current = readLock(dataDir);
      if (current && isAlive(current)) return current;
      // Stale (its process is gone) or unreadable (a crash between create and write): move it away. Of two
      // processes taking over at once, one rename succeeds; the other sees ENOENT and tries again.
      const aside = `${path}.stale-${process.pid}`;
      try {
        renameSync(path, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      // Between our read and the rename, another process may have taken the stale lock over and written
      // its own: then the file moved aside is that fresh lock, and it goes back (link fails if the place was
      // taken again meanwhile, and then that one stands).
      const moved = readHolderFile(aside);
      if (moved && isAlive(moved)) {
        try {
          linkSync(aside, path);
        } catch {
          // someone holds the place again: theirs stands
        }
        unlinkSync(aside);
        continue;
      }
      unlinkSync(aside);
      if (current) console.log(`[db] took over the lock of ${describeHolder(current)}: that process is gone`);
      continue;
    }
    writeSync(fd, JSON.stringify(holder));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const now = readLock(dataDir);
      if (now && now.pid === process.pid && now.host === holder.host) {
        try {
          unlinkSync(path);
        } catch {
          // the folder was moved or removed (restore): nothing to release
        }
      }
    };
    // A process that exits without closing (process.exit, an uncaught error) leaves no lock behind.
    process.on('exit', release);
    return { dataDir, holder, release };
  }
  throw new Error(`could not take the lock ${path}: it changes hands too fast`);
}

export function isLock(value: object): value is FolderLock {
  return 'release' in value;
}
