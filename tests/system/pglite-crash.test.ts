/**
 * The site on its embedded database (PGlite), killed with SIGKILL in the middle of form posts: after a
 * restart on the same data folder it opens by itself (PostgreSQL's own crash recovery, no repair step)
 * and every submission whose thank-you page was shown is there.
 * (An import in the middle as well needs the site's single-writer socket, so that the import goes through
 * the running site instead of opening the folder a second time; this test will add it when that lands.)
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/db/client';
import { Instance, ROOT, freePort, projectCommand, sleep } from './support/cluster';
import { hiddenFields, request, signUp, SYSTEM_CAPTCHA_SECRET, visitorIp } from './support/visitor';

const built = existsSync(join(ROOT, '.next/BUILD_ID'));

describe.skipIf(!built && process.env.SYSTEM_TESTS !== '1')('the site on PGlite killed with SIGKILL during form posts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'agency-pglite-crash-'));
  const dataDir = join(dir, 'pglite');
  let site: Instance | undefined;

  afterAll(async () => {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged submission and opens again without repair', async () => {
    projectCommand(['lib/cli/seed.ts', '--properties', '8'], { DATABASE_URL: '', PGLITE_DIR: dataDir });
    const env = {
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
      MAIL_DIR: join(dir, 'mail'),
      SMTP_URL: '',
      SMTP_HOST: '',
      FORM_RATE_LIMIT: '10000/600',
      CAPTCHA_SECRET: SYSTEM_CAPTCHA_SECRET,
      // Its pages are rendered from its own database: not in the build's route cache, which the browser tests' server reads.
      ROUTE_CACHE_DIR: join(dir, 'route-cache'),
    };
    site = new Instance('pglite', await freePort(60), env, dir);
    await site.start();
    const home = await request(`${site.url}/en/`);
    const fields = hiddenFields(home.body, /data-form="newsletter"/);

    const acknowledged: string[] = [];
    let sent = 0;
    let running = true;
    const poster = async (v: number) => {
      for (let i = 0; running; i++) {
        const email = `crash-${v}-${i}@example.org`;
        sent++;
        const r = await signUp(`${site!.url}/en/`, fields, email, { ip: visitorIp(v * 1000 + i) }).catch(() => null);
        if (r?.status === 303 && /sign-newsletter/.test(r.location ?? '')) acknowledged.push(email);
      }
    };
    const posters = [0, 1, 2, 3].map(poster);
    while (acknowledged.length < 20) await sleep(100);
    const killed = await site.signal('SIGKILL');
    running = false;
    await Promise.all(posters);
    expect(killed.code).toBeNull(); // killed by the signal, not exited

    // Restarted on the same folder: the site opens its database by itself and answers.
    await site.start();
    expect((await request(`${site.url}/api/health/`)).status).toBe(200);
    await site.signal('SIGTERM');

    const handle = await openDb({ url: '', dataDir, migrate: false });
    try {
      const result = (await handle.db.execute(sql`select email from submissions where form = 'newsletter'`)) as unknown as { rows: { email: string }[] };
      const stored = new Set(result.rows.map((r) => r.email));
      const missing = acknowledged.filter((e) => !stored.has(e));
      console.log(
        `PGlite crash: posts sent ${sent}, acknowledged ${acknowledged.length}, stored ${acknowledged.length - missing.length} of them (${stored.size} in all)`,
      );
      expect(missing).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
