import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { outbox } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/data/outbox';
import { deliverDue, drainOutbox, retryDelayMs } from '@/lib/mail/outbox';
import { createTransport } from '@/lib/mail/transport';
import { hitRateLimit, clearRateLimit } from '@/lib/data/rate-limits';
import { databaseWithMailSink, testDatabases } from '../support/databases';
import { must } from '../support/must';

const mail = (i: number) => ({
  kind: 'test',
  lang: 'fr',
  to: `visitor${i}@example.org`,
  subject: `Demande n°${i} — été`,
  text: `text ${i}`,
  html: `<p>html ${i}</p>`,
});

describe('retry backoff', () => {
  it('starts at 5 s, doubles, and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });
});

for (const target of testDatabases()) {
  describe(`outbox on ${target.name}`, () => {
    const handle = databaseWithMailSink(target, [outbox]);
    const { sink } = handle;

    it('delivers queued mails once, with a stable Message-ID and the subject intact', async () => {
      await enqueueMail(handle.db, [mail(1), mail(2)]);
      const transport = createTransport(sink.transportOptions);
      expect(await drainOutbox(handle.db, transport)).toBe(2);
      expect(await drainOutbox(handle.db, transport)).toBe(0);
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(['visitor1@example.org', 'visitor2@example.org']);
      const first = must(sink.mails[0], 'the first mail delivered');
      expect(first.subject).toMatch(/^Demande n°\d — été$/);
      expect(first.messageId).toMatch(/^<outbox-\d+@maison-horizon\.be>$/);
    });

    it('keeps 200 mails while the mail server is down and sends each exactly once when it is back', async () => {
      await enqueueMail(
        handle.db,
        Array.from({ length: 200 }, (_, i) => mail(i)),
      );
      const port = sink.port;
      await sink.stop();
      const transport = createTransport(sink.transportOptions);
      const down = await deliverDue(handle.db, transport, 200);
      expect(down).toEqual({ sent: 0, failed: 200 });
      expect(await handle.db.select({ pending: count() }).from(outbox).where(eq(outbox.status, 'pending'))).toEqual([{ pending: 200 }]);
      // Nothing is due before its backoff has passed.
      expect(await deliverDue(handle.db, transport)).toEqual({ sent: 0, failed: 0 });

      await sink.start(port);
      await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` }); // the backoff has passed
      expect(await drainOutbox(handle.db, transport)).toBe(200);
      expect(sink.mails).toHaveLength(200);
      expect(new Set(sink.mails.map((m) => m.messageId)).size).toBe(200);
      expect(new Set(sink.mails.map((m) => m.to[0])).size).toBe(200);
    });

    it('gives the rows of a worker killed mid-send to another worker after the lease, and queues a keyed mail once', async () => {
      await enqueueMail(handle.db, [{ ...mail(7), dedupeKey: 'alert:1:7' }]);
      await enqueueMail(handle.db, [{ ...mail(7), dedupeKey: 'alert:1:7' }]);
      // A worker claims the row and dies before sending: the lease keeps others away until it ends.
      await handle.db.update(outbox).set({ lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 });
      const transport = createTransport(sink.transportOptions);
      expect(await deliverDue(handle.db, transport)).toEqual({ sent: 0, failed: 0 });
      await handle.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` });
      expect(await drainOutbox(handle.db, transport)).toBe(1);
      expect(sink.mails).toHaveLength(1);
    });

    it('counts rate-limit hits per key in a window', async () => {
      const rule = { limit: 3, windowMs: 60_000 };
      const results = [];
      for (let i = 0; i < 5; i++) results.push((await hitRateLimit('t:ip', rule, handle.db)).allowed);
      expect(results).toEqual([true, true, true, false, false]);
      expect((await hitRateLimit('t:other', rule, handle.db)).allowed).toBe(true);
      await clearRateLimit('t:ip', handle.db);
      expect((await hitRateLimit('t:ip', rule, handle.db)).count).toBe(1);
    });
  });
}
