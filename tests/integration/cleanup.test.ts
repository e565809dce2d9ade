/** The scheduled cleanup removes what has expired from the limit, captcha, session, reset and newsletter sign-up tables, and only that. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setDbHandle, type DbHandle } from '@/lib/db/client';
import { captchaUses, newsletterSubscriptions, owners, passwordResets, rateLimits, sessions } from '@/lib/db/schema';
import { cleanExpired } from '@/lib/data/cleanup';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';

const hours = (n: number) => n * 60 * 60_000;

for (const target of testDatabases()) {
  describe(`scheduled cleanup on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
    });
    afterAll(async () => handle?.drop());

    it('removes expired rows and keeps the live ones', async () => {
      const now = new Date();
      const at = (ms: number) => new Date(now.getTime() + ms);
      const [inserted] = await handle.db
        .insert(owners)
        .values({ email: 'cleanup@example.org', firstName: 'C', lastName: 'L', lang: 'fr', passwordHash: 'x' })
        .returning({ id: owners.id });
      const owner = must(inserted, 'the inserted owner');
      await handle.db.insert(rateLimits).values([
        { key: 'old', windowStart: at(-hours(72)), count: 3 },
        { key: 'live', windowStart: at(-hours(1)), count: 3 },
      ]);
      await handle.db.insert(captchaUses).values([
        { nonce: 'expired', expiresAt: at(-hours(1)) },
        { nonce: 'live', expiresAt: at(hours(1)) },
      ]);
      await handle.db.insert(sessions).values([
        { id: 'ended', ownerId: owner.id, lastSeenAt: at(-hours(1)), expiresAt: at(-hours(1)) },
        { id: 'idle', ownerId: owner.id, lastSeenAt: at(-hours(2)), expiresAt: at(hours(5)) },
        { id: 'live', ownerId: owner.id, lastSeenAt: at(-60_000), expiresAt: at(hours(5)) },
      ]);
      await handle.db.insert(passwordResets).values([
        { id: 'old', ownerId: owner.id, expiresAt: at(-hours(30)) },
        { id: 'recent', ownerId: owner.id, expiresAt: at(-hours(1)) },
        { id: 'live', ownerId: owner.id, expiresAt: at(hours(1)) },
      ]);

      // Newsletter sign-ups: one never confirmed for 31 days, one pending since yesterday, one confirmed long ago.
      const signUp = (token: string, status: string, ageDays: number) => ({
        submissionId: 1,
        token: token.padEnd(43, 'x'),
        lang: 'fr',
        email: `${token}@example.org`,
        status,
        createdAt: at(-hours(24 * ageDays)),
      });
      await handle.db
        .insert(newsletterSubscriptions)
        .values([signUp('stale', 'pending', 31), signUp('recent', 'pending', 1), signUp('kept', 'confirmed', 400)]);

      expect(await cleanExpired(now)).toEqual({ rateLimits: 1, captchas: 1, sessions: 2, resets: 1, signUps: 1 });
      const ids = async (table: string, column: string) =>
        ((await handle.db.execute(sql.raw(`select ${column} as id from ${table} order by 1`))) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      expect(await ids('rate_limits', 'key')).toEqual(['live']);
      expect(await ids('captcha_uses', 'nonce')).toEqual(['live']);
      expect(await ids('sessions', 'id')).toEqual(['live']);
      expect(await ids('password_resets', 'id')).toEqual(['live', 'recent']);
      expect(await ids('newsletter_subscriptions', 'email')).toEqual(['kept@example.org', 'recent@example.org']);
      // A second pass finds nothing more.
      expect(await cleanExpired(now)).toEqual({ rateLimits: 0, captchas: 0, sessions: 0, resets: 0, signUps: 0 });
    });
  });
}
