import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { outbox } from '@/lib/db/schema';
import { enqueueMail } from '@/lib/data/outbox';
import { addOwner } from '@/lib/data/owners';
import { deliverDue, drainOutbox, queuedMail, retryDelayMs } from '@/lib/mail/outbox';
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
      const before = Date.now();
      const down = await deliverDue(handle.db, transport, 200);
      expect(down).toEqual({ sent: 0, failed: 200 });
      expect(await handle.db.select({ pending: count() }).from(outbox).where(eq(outbox.status, 'pending'))).toEqual([{ pending: 200 }]);
      // Nothing is due before its backoff has passed: each row waits 5 s from its failure (however long the batch took).
      const due = await handle.db.select({ at: outbox.nextAttemptAt }).from(outbox);
      expect(due.filter((r) => r.at.getTime() < before + retryDelayMs(1))).toEqual([]);

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

    it("sends an owner's invitation once, rendered when it is sent from what its row holds, in the owner's language", async () => {
      await addOwner(handle.db, { email: 'sofie.peeters@example.be', name: 'Sofie Peeters', lang: 'nl', propertyIds: [] });
      const row = must((await handle.db.select().from(outbox).where(eq(outbox.kind, 'owner-invitation')))[0], 'the invitation row');
      // The row holds what the mail says, not the mail: the lib/data write rendered nothing.
      const { firstName, token } = JSON.parse(row.text) as { firstName: string; token: string };
      expect({ firstName, subject: row.subject, html: row.html }).toEqual({ firstName: 'Sofie', subject: '', html: '' });
      const transport = createTransport(sink.transportOptions);
      expect(await drainOutbox(handle.db, transport)).toBe(1);
      expect(await drainOutbox(handle.db, transport)).toBe(0);
      const sent = must(sink.mails[0], 'the invitation sent');
      expect(sent.to).toEqual(['sofie.peeters@example.be']);
      expect(sent.subject).toMatch(/^Uw eigenaarsportaal bij .+: kies uw wachtwoord$/);
      expect(sent.subject).toBe(queuedMail(row).subject);
      const raw = sent.raw.replace(/=\r?\n/g, '');
      expect(raw).toMatch(/^Content-Language: nl\r?$/m);
      expect(raw).toContain(`/${token}/`);
      const text = queuedMail(row).text;
      expect(text).toContain('Beste Sofie,');
      expect(text).toContain('7 dagen');
      expect(text.match(/https?:\/\/\S+\/nl\/\S+\/([A-Za-z0-9_-]{43})\//)?.[1]).toBe(token);
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
