/**
 * The health check (GET /api/health/): the database reachable, the outbox backlog and its oldest mail's
 * age, no personal data, never cached; 503 once the database is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { enqueueMail } from '@/lib/data/outbox';
import { readHealth } from '@/lib/data/health';
import { GET } from '@/app/api/health/route';
import { testDatabases } from '../support/databases';

const mail = (i: number) => ({
  kind: 'contact',
  lang: 'fr',
  to: `health-visitor${i}@example.org`,
  subject: `Demande ${i}`,
  text: 'secret text',
  html: '<p>secret text</p>',
});

for (const target of testDatabases()) {
  describe(`health on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
    });
    afterAll(async () => {
      await handle?.drop().catch(() => undefined);
    });

    it('reports an empty outbox as no backlog', async () => {
      const health = await readHealth(handle.db);
      expect(health.database.reachable).toBe(true);
      expect(health.outbox).toEqual({ pending: 0, oldestPendingAgeSeconds: null, failing: 0 });
      expect(health.crmSync).toBeNull();
    });

    it("reports the CRM sync's last finished run, not one still running", async () => {
      const { startSyncRun, finishSyncRun } = await import('@/lib/data/crm-sync');
      const failed = await startSyncRun(handle.db, 'incremental', 'schedule', null);
      await finishSyncRun(handle.db, failed, { status: 'failed', summary: {}, error: 'the CRM did not answer' });
      const first = await readHealth(handle.db);
      expect(first.crmSync).toMatchObject({ ok: false, mode: 'incremental' });
      await startSyncRun(handle.db, 'full', 'schedule', null);
      expect((await readHealth(handle.db)).crmSync).toEqual(first.crmSync);
      await handle.db.execute(sql`delete from crm_sync_runs`);
    });

    it('answers 200 with the backlog and the age of its oldest mail, uncached and without the mails themselves', async () => {
      await enqueueMail(handle.db, [mail(1), mail(2)]);
      await handle.db.execute(
        sql`update outbox set created_at = now() - interval '5 minutes', last_error = 'connect ECONNREFUSED' where id = (select min(id) from outbox)`,
      );
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      const text = await response.text();
      expect(text).not.toMatch(/health-visitor|secret text|Demande/);
      const body = JSON.parse(text);
      expect(body.status).toBe('ok');
      expect(body.database.reachable).toBe(true);
      expect(body.outbox.pending).toBe(2);
      expect(body.outbox.failing).toBe(1);
      expect(body.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(299);
      expect(body.outbox.oldestPendingAgeSeconds).toBeLessThan(400);
    });

    it('answers 503 when the database does not answer', async () => {
      await handle.close();
      const response = await GET();
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(await response.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    });
  });
}
