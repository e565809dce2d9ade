/**
 * The site's files are its own account's: the embedded database's folder (password hashes, submissions, CVs),
 * the socket that serves it, backups and the mails written as .eml files (live reset and invitation links).
 * Everything here runs under umask 000, where a file created without a mode of its own is 0666 and a folder
 * 0777: whatever is private is so because the code says so. PGlite only (on PostgreSQL there is no folder).
 * The steps run in order on one data folder.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, openSiteDb, type DbHandle } from '@/lib/db/client';
import { socketPath } from '@/lib/db/site-socket';
import { submissions, uploads } from '@/lib/db/schema';
import { restoreBackup, writeBackup } from '@/lib/data/backup';
import { createTransport } from '@/lib/mail/transport';
import { must } from '../support/must';

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every entry under `dir` (and `dir` itself), with its permission bits. */
function entries(dir: string): { path: string; mode: number; kind: 'folder' | 'socket' | 'file' | 'link' }[] {
  const out: ReturnType<typeof entries> = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    const kind = stat.isDirectory() ? 'folder' : stat.isSocket() ? 'socket' : stat.isSymbolicLink() ? 'link' : 'file';
    out.push({ path: relative(dir, path) || '.', mode: stat.mode & 0o777, kind });
    if (kind === 'folder') for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return out;
}

/** What the group or other accounts could read, write or enter: `path mode` for each. */
const openToOthers = (dir: string) =>
  entries(dir)
    .filter((e) => e.kind !== 'link' && e.mode & 0o077)
    .map((e) => `${e.path} ${e.mode.toString(8)}`);

async function writeRows(handle: DbHandle): Promise<void> {
  const [submission] = await handle.db
    .insert(submissions)
    .values({ form: 'cv', lang: 'en', email: 'applicant@example.org', data: { name: 'An Applicant' } })
    .returning({ id: submissions.id });
  await handle.db.insert(uploads).values({
    submissionId: must(submission, 'the new submission').id,
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    size: 200_000,
    content: Buffer.alloc(200_000, 7),
  });
  // A table of its own, and a checkpoint: new relation files and WAL written after the first start.
  await handle.db.execute(`create table if not exists private_probe as select g, repeat('x', 200) as t from generate_series(1, 20000) g`);
  await handle.db.execute('checkpoint');
}

describe('private files under umask 000', () => {
  let work: string;
  let umask: number;
  let databaseUrl: string | undefined;
  const dataDir = () => join(work, 'pglite');

  beforeAll(() => {
    umask = process.umask(0);
    // This test is about the embedded database's folder, whatever database the other tests use.
    databaseUrl = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    work = mkdtempSync(join(tmpdir(), 'agency-private-'));
  });
  afterAll(() => {
    process.umask(umask);
    if (databaseUrl !== undefined) process.env.DATABASE_URL = databaseUrl;
    rmSync(work, { recursive: true, force: true });
  });

  it("a new data folder, opened by the site, written to: every folder 0700, every file 0600, the site's socket 0600", async () => {
    const handle = await openSiteDb({ dataDir: dataDir() });
    try {
      await writeRows(handle);
      const all = entries(dataDir());
      expect(all.filter((e) => e.kind === 'file').length).toBeGreaterThan(500);
      expect(openToOthers(dataDir())).toEqual([]);
      expect(modeOf(dataDir())).toBe(0o700);
      expect(modeOf(socketPath(dataDir()))).toBe(0o600);
      expect(lstatSync(socketPath(dataDir())).isSocket()).toBe(true);
    } finally {
      await handle.close();
    }
  });

  // Only root can start a process as another account.
  it.runIf(process.getuid?.() === 0)('no other account can read a file of the folder or connect to its socket', async () => {
    // The way to the folder is open; only the folder's own modes stand between another account and the data.
    chmodSync(work, 0o755);
    const handle = await openSiteDb({ dataDir: dataDir() });
    try {
      const probe = `
        const fs = require('node:fs'), net = require('node:net');
        let read; try { fs.readFileSync(process.argv[1] + '/PG_VERSION'); read = 'read'; } catch (e) { read = e.code; }
        const socket = net.connect(process.argv[2]);
        socket.on('connect', () => { console.log(read + ' connected'); socket.destroy(); });
        socket.on('error', (e) => console.log(read + ' ' + e.code));`;
      const nobody = spawnSync(process.execPath, ['-e', probe, dataDir(), socketPath(dataDir())], {
        uid: 65534,
        gid: 65534,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(nobody.stdout.trim()).toBe('EACCES EACCES');
    } finally {
      await handle.close();
      chmodSync(work, 0o700);
    }
  });

  it('a folder left with loose modes (an earlier version, a copy) is tightened at the next open', async () => {
    for (const e of entries(dataDir())) {
      if (e.kind !== 'link') chmodSync(join(dataDir(), e.path), e.kind === 'folder' ? 0o777 : 0o666);
    }
    expect(openToOthers(dataDir()).length).toBeGreaterThan(500);
    const handle = await openDb({ dataDir: dataDir(), url: '' });
    try {
      expect(openToOthers(dataDir())).toEqual([]);
      await writeRows(handle);
      expect(openToOthers(dataDir())).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('a backup is 0600 from its creation, and a restore builds a private folder', async () => {
    const file = join(work, 'backups', 'site.json');
    const handle = await openDb({ dataDir: dataDir(), url: '' });
    try {
      // The probe table is not the site's: a restore would refuse it.
      await handle.db.execute('drop table private_probe');
      mkdirSync(join(work, 'backups'));
      const summary = await writeBackup(handle.db, file);
      expect(summary.rows).toBeGreaterThan(1);
    } finally {
      await handle.close();
    }
    expect(modeOf(file)).toBe(0o600);
    const restored = join(work, 'restored');
    await restoreBackup(file, restored);
    expect(entries(restored).filter((e) => e.kind === 'file').length).toBeGreaterThan(500);
    expect(openToOthers(restored)).toEqual([]);
  });

  it('a mail written as an .eml file is 0600, in a folder created 0700', async () => {
    const mailDir = join(work, 'mail');
    const saved = process.env.MAIL_DIR;
    process.env.MAIL_DIR = mailDir;
    try {
      await createTransport(null).send({
        from: 'no-reply@example.org',
        to: 'owner@example.org',
        subject: 'Reset your password',
        text: 'https://example.org/en/portal/reset/secret-token',
      });
    } finally {
      if (saved === undefined) delete process.env.MAIL_DIR;
      else process.env.MAIL_DIR = saved;
    }
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(modeOf(join(mailDir, files[0]!))).toBe(0o600);
    expect(modeOf(mailDir)).toBe(0o700);
  });
});
