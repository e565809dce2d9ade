/**
 * The embedded database's files are the site's own: its data folder and every folder in it 0700, every file
 * 0600 (password hashes, submissions, uploaded CVs), so no other account on the host can read or write them.
 * Root always can.
 *
 * The umask alone does not do it: PGlite is PostgreSQL compiled to WebAssembly, and its file layer
 * (Emscripten's FS over Node's `fs`, "NODEFS") chmods every file it creates to the mode PostgreSQL asked for,
 * usually 0666, after creating it, so the host's umask is undone (968 of 1,113 files of a new folder were
 * 0666). `PrivateNodeFS` removes the group and others bits from every mode that layer hands to the host (a
 * new file or folder, a chmod), whatever the umask, for files created at the first start (initdb) as for
 * those created later (new tables, WAL segments). `privateDataFolder` tightens what an earlier version left
 * loose, at every open.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { PRIVATE_NODE_FS } from '@/lib/global-keys.mjs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The bits that give anything to the group or to other accounts. */
const NOT_OWNER = 0o077;

/**
 * Makes `dir` (created if missing, its missing parents with the usual modes) and everything in it private:
 * folders 0700, files and sockets 0600 (a mode already tighter stays). Symbolic links are not followed.
 * Returns how many entries it had to change.
 */
export function privateDataFolder(dir: string): number {
  createPrivateFolder(dir);
  return tighten(dir);
}

/** Creates `dir` with mode 0700 when it is missing (its missing parents with the usual modes). */
export function createPrivateFolder(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (e) {
    // Another process made it at the same moment.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
}

function tighten(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let changed = 0;
  const mode = stat.mode & 0o7777;
  const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : mode & PRIVATE_FILE_MODE;
  if (stat.isDirectory() ? mode !== PRIVATE_DIR_MODE : mode & NOT_OWNER) {
    chmodSync(path, wanted);
    changed++;
  }
  if (stat.isDirectory()) for (const name of readdirSync(path)) changed += tighten(join(path, name));
  return changed;
}

/** The part of Emscripten's NODEFS that passes modes to the host. */
type NodeFsLayer = {
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
  setattr: (arg: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => unknown;
};
type EmscriptenModule = { FS: { filesystems: { NODEFS: NodeFsLayer } } };

/** Removes the group and others bits from every mode NODEFS gives the host: on creation and on chmod. */
export function keepNodeFsPrivate(mod: EmscriptenModule): void {
  const nodefs = mod.FS.filesystems.NODEFS as NodeFsLayer & { [PRIVATE_NODE_FS]?: true };
  if (nodefs[PRIVATE_NODE_FS]) return;
  nodefs[PRIVATE_NODE_FS] = true;
  const mknod = nodefs.node_ops.mknod;
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod.call(nodefs.node_ops, parent, name, mode & ~NOT_OWNER, dev);
  const setattr = nodefs.setattr;
  nodefs.setattr = (arg, node, attr, ...rest) =>
    setattr.call(nodefs, arg, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~NOT_OWNER }, ...rest);
}

/**
 * A PGlite on the data folder `dir`, whose files are the site's own (see above): the folder is made private
 * first, then opened through a NodeFS that keeps every file it creates private. `options`: PGlite's others.
 */
export async function openPrivatePglite(dir: string, options: Omit<PGliteOptions, 'fs' | 'dataDir'> = {}): Promise<PGlite> {
  privateDataFolder(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  class PrivateNodeFS extends NodeFS {
    override init(pg: PGlite, opts: Parameters<InstanceType<typeof NodeFS>['init']>[1]) {
      const preRun = [(mod: unknown) => keepNodeFsPrivate(mod as EmscriptenModule), ...(opts.preRun ?? [])];
      return super.init(pg, { ...opts, preRun });
    }
  }
  return new PGlite({ ...options, fs: new PrivateNodeFS(dir) });
}
