/**
 * Owners managed by staff and owner activity from data, against PGlite and PostgreSQL: the data functions
 * behind `npm run owners` and the feed's OwnerEmail, the invitation link (7 days, once, replaced by a new
 * one), removal that leaves nothing to sign in with, the activity import's upsert and rejections; then the
 * commands themselves as a person runs them (what they print, exit codes, nothing written on bad input): the
 * first of each as a process of its own, the others in the test's process (tests/support/cli.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { setDbHandle, type Db, type DbHandle } from '@/lib/db/client';
import { outbox, ownerProperties, owners, passwordResets, portalEntries, sessions } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { signIn } from '@/lib/auth/owners';
import { ownerOfSession } from '@/lib/auth/sessions';
import { passwordLink, requestPasswordReset, resetPassword } from '@/lib/auth/password-reset';
import { addOwner, INVITATION_TTL_MS, inviteOwner, listOwners, OwnerInputError, removeOwner, unlinkOwnerProperties } from '@/lib/data/owners';
import { listOwnerProperties, listPortalEntries } from '@/lib/data/portal';
import { queuedMail } from '@/lib/mail/outbox';
import { importActivity } from '@/lib/import/activity';
import { importFeed } from '@/lib/import/property-import';
import { demoFeed } from '@/tests/support/demo-feed';
import { testDatabases } from '../support/databases';
import { demoOwner } from '../support/demo-owners';
import { must } from '../support/must';
import { ownersCommand } from '@/lib/cli/owners';
import { importCommand } from '@/lib/cli/import';
import type { CliCommand } from '@/lib/cli/run';
import { runScript, runCommand } from '../support/cli';
import { openMigratedPgliteFolder } from '../support/pglite-template';

const ACTIVITY_FIXTURE = join(process.cwd(), 'tests/fixtures/sample-activity.json');
const activityFixture = () => (JSON.parse(readFileSync(ACTIVITY_FIXTURE, 'utf8')) as { entries: Record<string, unknown>[] }).entries;

/** The token of the last invitation mail to `email` (its link is the reset page's), as the mail is sent. */
async function invitationToken(db: Db, email: string, nth = -1): Promise<string> {
  const mails = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'owner-invitation')))
    .orderBy(outbox.id);
  const mail = queuedMail(must(mails.at(nth), `invitation mail ${nth} to ${email}`));
  return must(mail.text.match(/https?:\/\/\S+\/([A-Za-z0-9_-]{43})\//)?.[1], `an invitation link in: ${mail.text}`);
}

/** The count of a `select({ n: count() })`. */
const countIn = (rows: { n: number }[], what: string) => must(rows[0], `the count of ${what}`).n;

/** Counts of everything an owner command writes, to prove a refused command wrote nothing. */
async function footprint(db: Db) {
  return {
    owners: countIn(await db.select({ n: count() }).from(owners), 'owners'),
    links: countIn(await db.select({ n: count() }).from(ownerProperties), 'owner-property links'),
    mails: countIn(await db.select({ n: count() }).from(outbox), 'queued mails'),
    tokens: countIn(await db.select({ n: count() }).from(passwordResets), 'password tokens'),
  };
}

for (const target of testDatabases()) {
  describe(`owners managed by staff on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    let db: Db;
    beforeAll(async () => {
      handle = await target.open();
      setDbHandle(handle);
      db = handle.db;
      await seedDemo(db, { properties: 40 });
    }, 300_000);
    afterAll(async () => handle?.drop());

    it('adds an owner who has no password, links their properties and invites them in their language', async () => {
      const r = await addOwner(db, { email: ' Marc.Weber@Example.LU ', name: 'Marc Weber', lang: 'de', propertyIds: [1002, 1004] });
      expect(r).toMatchObject({ email: 'marc.weber@example.lu', created: true, linked: [1002, 1004], alreadyLinked: [] });
      const owner = must((await db.select().from(owners).where(eq(owners.email, 'marc.weber@example.lu')))[0], 'the owner marc.weber@example.lu');
      expect(owner).toMatchObject({ firstName: 'Marc', lastName: 'Weber', lang: 'de', passwordHash: null, lastSignInAt: null });
      expect((await listOwnerProperties(owner.id, 'de')).map((p) => p.id)).toEqual(expect.arrayContaining([1002, 1004]));

      const row = must((await db.select().from(outbox).where(eq(outbox.to, 'marc.weber@example.lu')))[0], 'the invitation mail');
      expect(row).toMatchObject({ kind: 'owner-invitation', lang: 'de', status: 'pending' });
      const mail = queuedMail(row);
      expect(mail.subject).toMatch(/^Ihr Eigentümerportal bei .+: Wählen Sie Ihr Passwort$/);
      expect(mail.text).toContain('Willkommen, wählen Sie Ihr Passwort');
      expect(mail.text).toContain('7 Tage gültig');
      expect(mail.text).toMatch(/https?:\/\/[^/]+\/de\/[^\s]+\/[A-Za-z0-9_-]{43}\//);
      // Without a password nobody signs in to the new account, whatever they type.
      expect(await signIn('marc.weber@example.lu', '', '10.9.0.1')).toEqual({ ok: false, reason: 'invalid', captcha: false });
    });

    it('takes the invitation link once, within 7 days, with the reset’s rules; then the owner signs in', async () => {
      const now = new Date();
      await addOwner(db, { email: 'julie.hoffmann@example.be', name: 'Julie Hoffmann', lang: 'fr', propertyIds: [1005] }, now);
      const token = await invitationToken(db, 'julie.hoffmann@example.be');
      const julie = must((await db.select({ id: owners.id }).from(owners).where(eq(owners.email, 'julie.hoffmann@example.be')))[0], 'the owner Julie');
      const [invitation] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.ownerId, julie.id), eq(passwordResets.purpose, 'invitation')));
      const row = must(invitation, "Julie's invitation token");
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(INVITATION_TTL_MS);
      expect(INVITATION_TTL_MS).toBe(7 * 24 * 3600_000);
      expect(await passwordLink(token)).toEqual({ state: 'valid', purpose: 'invitation' });
      // Still valid just before 7 days, expired just after.
      expect((await passwordLink(token, { now: new Date(now.getTime() + INVITATION_TTL_MS - 60_000) })).state).toBe('valid');
      expect((await passwordLink(token, { now: new Date(now.getTime() + INVITATION_TTL_MS + 60_000) })).state).toBe('expired');
      expect(await resetPassword(token, 'Julie-secret-2026', { now: new Date(now.getTime() + INVITATION_TTL_MS + 60_000) })).toBe('expired');

      expect(await resetPassword(token, 'Julie-secret-2026')).toBe('done');
      expect(await resetPassword(token, 'Another-secret-2026')).toBe('used');
      expect((await passwordLink(token)).state).toBe('used');
      const owner = must((await db.select().from(owners).where(eq(owners.email, 'julie.hoffmann@example.be')))[0], 'the owner Julie');
      expect(owner.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const signedIn = await signIn('julie.hoffmann@example.be', 'Julie-secret-2026', '10.9.0.2');
      expect(signedIn.ok).toBe(true);
      const listed = (await listOwners(db)).find((o) => o.email === 'julie.hoffmann@example.be')!;
      expect(listed).toMatchObject({ firstName: 'Julie', lastName: 'Hoffmann', lang: 'fr', propertyIds: [1005], hasPassword: true });
      expect(listed.lastSignInAt).toBeInstanceOf(Date);
    });

    it('replaces an unused invitation with a new one, and leaves a reset link alone', async () => {
      await addOwner(db, { email: 'laura.goossens@example.be', name: 'Laura Goossens', lang: 'nl', propertyIds: [1006] });
      const first = await invitationToken(db, 'laura.goossens@example.be');
      const again = await inviteOwner(db, 'laura.goossens@example.be');
      expect(again).toMatchObject({ email: 'laura.goossens@example.be', lang: 'nl', hasPassword: false });
      const second = await invitationToken(db, 'laura.goossens@example.be');
      expect(second).not.toBe(first);
      expect((await passwordLink(first)).state).toBe('used');
      expect(await resetPassword(first, 'Laura-secret-2026')).toBe('used');
      const mails = await db.select().from(outbox).where(eq(outbox.to, 'laura.goossens@example.be'));
      expect(mails.map((m) => queuedMail(m).subject)).toEqual([
        expect.stringMatching(/^Uw eigenaarsportaal bij .+: kies uw wachtwoord$/),
        expect.stringMatching(/kies uw wachtwoord$/),
      ]);
      // A reminder asked meanwhile does not void the invitation (nor the other way round).
      expect(await requestPasswordReset('laura.goossens@example.be', '10.9.0.3', (l, t) => `https://x/${l}/reset/${t}/`)).toBe('sent');
      expect((await passwordLink(second)).state).toBe('valid');
      expect(await resetPassword(second, 'Laura-secret-2026')).toBe('done');
    });

    it('adds properties to an existing owner without inviting them again, and updates a given name or language', async () => {
      const claire = demoOwner(0);
      const before = await footprint(db);
      const r = await addOwner(db, { email: claire.email, propertyIds: [claire.firstProperty, 1007] });
      expect(r).toMatchObject({ created: false, updated: [], linked: [1007], alreadyLinked: [claire.firstProperty], invitation: null });
      expect((await footprint(db)).mails).toBe(before.mails);
      const renamed = await addOwner(db, { email: claire.email, name: 'Claire Dubois-Martin', lang: 'en', propertyIds: [] });
      expect(renamed.updated).toEqual(['name', 'language']);
      const row = must((await db.select().from(owners).where(eq(owners.email, claire.email)))[0], 'the owner Claire');
      expect(row).toMatchObject({ firstName: 'Claire', lastName: 'Dubois-Martin', lang: 'en' });
      expect(row.passwordHash).not.toBeNull();
    });

    it('refuses bad input with one clear message and writes nothing', async () => {
      const before = await footprint(db);
      const refused = async (p: Promise<unknown>, message: string) => {
        await expect(p).rejects.toThrow(OwnerInputError);
        await expect(p).rejects.toThrow(message);
      };
      await refused(addOwner(db, { email: 'not-an-email', name: 'X Y', propertyIds: [1001] }), 'malformed e-mail address "not-an-email"');
      await refused(
        addOwner(db, { email: 'x@example.be', name: 'X Y', lang: 'es', propertyIds: [1001] }),
        'unknown language "es" (the site\'s languages: fr, nl, en, de)',
      );
      // One unknown property among known ones: no owner, no link, no mail.
      await refused(addOwner(db, { email: 'x@example.be', name: 'X Y', lang: 'fr', propertyIds: [1001, 999_999] }), 'unknown property 999999');
      await refused(addOwner(db, { email: 'x@example.be', lang: 'fr', propertyIds: [1001] }), 'x@example.be is a new owner: give their name');
      await refused(inviteOwner(db, 'nobody@example.be'), 'unknown owner nobody@example.be');
      await refused(removeOwner(db, 'nobody@example.be'), 'unknown owner nobody@example.be');
      await refused(unlinkOwnerProperties(db, 'nobody@example.be', [1001]), 'unknown owner nobody@example.be');
      // Unlinking one of theirs and one that is not: neither is unlinked.
      const pieter = demoOwner(1);
      await refused(unlinkOwnerProperties(db, pieter.email, [pieter.firstProperty, 1030]), `${pieter.email} has no property 1030`);
      expect(await footprint(db)).toEqual(before);
    });

    it('unlinks properties: the owner no longer sees them', async () => {
      const pieter = demoOwner(1);
      const { id } = must((await db.select({ id: owners.id }).from(owners).where(eq(owners.email, pieter.email)))[0], 'the owner Pieter');
      const r = await unlinkOwnerProperties(db, pieter.email.toUpperCase(), [pieter.firstProperty]);
      expect(r).toEqual({ email: pieter.email, unlinked: [pieter.firstProperty], remaining: pieter.propertyIds.slice(1).sort((a, b) => a - b) });
      expect((await listOwnerProperties(id, 'nl')).map((p) => p.id)).not.toContain(pieter.firstProperty);
      expect((await listPortalEntries(id, pieter.firstProperty)).visit).toEqual([]);
    });

    it('removes an owner: sessions end, no password nor link is left, an unsent invitation is withdrawn, the history stays', async () => {
      const anna = demoOwner(2);
      const signedIn = await signIn(anna.email, 'Horizon-demo-2026', '10.9.0.4');
      if (!signedIn.ok) throw new Error('sign-in failed');
      await inviteOwner(db, anna.email);
      const token = await invitationToken(db, anna.email);
      const entries = countIn(await db.select({ n: count() }).from(portalEntries).where(eq(portalEntries.propertyId, anna.firstProperty)), 'portal entries');

      const r = await removeOwner(db, anna.email);
      expect(r).toEqual({ email: anna.email, sessions: 1, properties: [...anna.propertyIds].sort((a, b) => a - b), pendingMails: 1 });
      expect(await ownerOfSession(signedIn.token)).toBeNull();
      expect(await db.select().from(owners).where(eq(owners.email, anna.email))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.ownerId, signedIn.ownerId))).toEqual([]);
      expect(await db.select().from(passwordResets).where(eq(passwordResets.ownerId, signedIn.ownerId))).toEqual([]);
      expect(await db.select().from(ownerProperties).where(eq(ownerProperties.ownerId, signedIn.ownerId))).toEqual([]);
      expect(
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, anna.email), eq(outbox.kind, 'owner-invitation'))),
      ).toEqual([]);
      expect(await resetPassword(token, 'Anna-new-2026!')).toBe('unknown');
      expect(await signIn(anna.email, 'Horizon-demo-2026', '10.9.0.5')).toEqual({ ok: false, reason: 'invalid', captcha: false });
      expect(await db.select({ n: count() }).from(portalEntries).where(eq(portalEntries.propertyId, anna.firstProperty))).toEqual([{ n: entries }]);
      // The address can be added again, as a new owner with a new invitation.
      expect((await addOwner(db, { email: anna.email, name: 'Anna Schmitt', lang: 'de', propertyIds: [anna.firstProperty] })).created).toBe(true);
    });

    it('links a feed record’s property to its OwnerEmail, inviting a new owner once, and rejects a malformed OwnerEmail', async () => {
      const base = must(demoFeed(1)[0], 'a demo feed record');
      const record = { ...base, ID: 7101, Reference: 'OWN-7101', OwnerEmail: 'Nathalie.Renard@Example.be', OwnerName: 'Nathalie Renard' };
      const nl = { ...record, Language: 'nl' };
      const first = await importFeed(db, [record, nl]);
      expect(first).toMatchObject({
        imported: 2,
        rejected: [],
        owners: { invited: ['nathalie.renard@example.be'], linked: [{ email: 'nathalie.renard@example.be', propertyId: 7101 }] },
      });
      const owner = must((await db.select().from(owners).where(eq(owners.email, 'nathalie.renard@example.be')))[0], 'the owner Nathalie');
      // OwnerLanguage absent: the language of the first record that names the owner.
      expect(owner).toMatchObject({ firstName: 'Nathalie', lastName: 'Renard', lang: base.Language, passwordHash: null });
      expect((await listOwnerProperties(owner.id, base.Language as 'fr')).map((p) => p.id)).toEqual([7101]);

      const again = await importFeed(db, [
        record,
        nl,
        { ...base, ID: 7102, Reference: 'OWN-7102', OwnerEmail: 'nathalie.renard@example.be', OwnerName: 'Nathalie Renard', OwnerLanguage: 'NL' },
      ]);
      expect(again.owners).toEqual({ invited: [], linked: [{ email: 'nathalie.renard@example.be', propertyId: 7102 }] });
      const mails = await db.select().from(outbox).where(eq(outbox.to, 'nathalie.renard@example.be'));
      expect(mails).toHaveLength(1);

      const bad = await importFeed(db, [
        { ...base, ID: 7103, OwnerEmail: 'nathalie@', OwnerName: 'N R' },
        { ...base, ID: 7104, OwnerEmail: 'x@example.be' },
        { ...base, ID: 7105, OwnerEmail: 'x@example.be', OwnerName: 'X', OwnerLanguage: 'es' },
      ]);
      expect(bad.imported).toBe(0);
      expect(bad.rejected).toEqual([
        { index: 0, id: 7103, reason: 'OwnerEmail: must be an e-mail address' },
        { index: 1, id: 7104, reason: 'OwnerName: is required with an OwnerEmail' },
        { index: 2, id: 7105, reason: "OwnerLanguage: must be one of the site's languages (fr, nl, en, de)" },
      ]);
      expect(await db.select().from(owners).where(eq(owners.email, 'x@example.be'))).toEqual([]);
    });

    it('imports owner activity: re-importing updates, never duplicates, and the owner sees it at once', async () => {
      const claire = demoOwner(0);
      const { id: claireId } = must((await db.select({ id: owners.id }).from(owners).where(eq(owners.email, claire.email)))[0], 'the owner Claire');
      const fixture = activityFixture();
      const first = await importActivity(db, fixture);
      expect(first).toMatchObject({ received: 6, imported: 6, added: 6, updated: 0, rejected: [] });
      const entries = await listPortalEntries(claireId, 1001);
      const visit = entries.visit.find((e) => e.subject === 'Visite du bien' && e.contact === 'Sophie Lambert')!;
      expect(visit).toMatchObject({ type: 'viewing', status: 'done', source: 'immoweb' });
      expect(visit.date.toISOString()).toBe('2026-11-18T13:30:00.000Z'); // Brussels winter time
      expect(entries.media.some((e) => e.subject === 'Annonce publiée sur Immoweb')).toBe(true);
      expect(entries.history.some((e) => e.subject === 'Mandat signé')).toBe(true);

      const changed = fixture.map((r) => (r.ID === 'CRM-V-2026-0418' ? { ...r, Status: 'cancelled', Comment: 'Annulée par le visiteur.' } : r));
      const second = await importActivity(db, changed);
      expect(second).toMatchObject({ imported: 6, added: 0, updated: 6, rejected: [] });
      expect(await db.select({ n: count() }).from(portalEntries).where(eq(portalEntries.externalId, 'CRM-V-2026-0418'))).toEqual([{ n: 1 }]);
      const updated = (await listPortalEntries(claireId, 1001)).visit.find((e) => e.contact === 'Thomas Peeters' && e.subject === 'Seconde visite')!;
      expect(updated).toMatchObject({ status: 'cancelled', comment: 'Annulée par le visiteur.' });
    });

    it('rejects activity records with their reason and writes the others', async () => {
      const ok = { ID: 'A-1', PropertyID: 1001, Kind: 'communication', Date: '2026-11-20', Type: 'phone' };
      const r = await importActivity(db, [
        ok,
        { ...ok, ID: 'A-2', PropertyID: 999_999 },
        { ...ok, ID: 'A-3', Kind: 'meeting' },
        { ...ok, ID: 'A-4', Date: '2026-02-30' },
        { ...ok, ID: 'A-5', Date: 'yesterday' },
        { ...ok, ID: 'A-1', Type: 'email' },
        { ...ok, ID: '', Type: '' },
        'not an object',
      ]);
      expect(r).toMatchObject({ received: 8, imported: 1, added: 1 });
      expect(r.rejected).toEqual([
        { index: 1, id: 'A-2', reason: 'PropertyID: unknown property 999999' },
        { index: 2, id: 'A-3', reason: 'Kind: must be one of visit, communication, media, history (or "online media")' },
        { index: 3, id: 'A-4', reason: 'Date: must be a date or a date and time (ISO 8601, e.g. 2026-11-20T14:30:00)' },
        { index: 4, id: 'A-5', reason: 'Date: must be a date or a date and time (ISO 8601, e.g. 2026-11-20T14:30:00)' },
        { index: 5, id: 'A-1', reason: 'duplicate of record 0 (same ID)' },
        { index: 6, id: null, reason: 'ID: is required; Type: is required' },
        { index: 7, id: null, reason: 'record: must be an object' },
      ]);
      expect(await db.select().from(portalEntries).where(eq(portalEntries.externalId, 'A-2'))).toEqual([]);
    });
  });
}

describe('npm run owners and npm run import -- --activity', () => {
  const tool = (command: CliCommand, env: Record<string, string>) => (args: string[]) => runCommand(command, args, env);

  for (const target of testDatabases()) {
    describe(`on ${target.name}`, () => {
      let env: Record<string, string>;
      let cleanup: () => Promise<void>;
      beforeAll(async () => {
        if (target.name === 'pglite') {
          // A data folder of its own (filled with the migrated database), closed before the commands open it.
          const dir = mkdtempSync(join(tmpdir(), 'owners-cli-'));
          const h = await openMigratedPgliteFolder(join(dir, 'pglite'));
          await seedDemo(h.db, { properties: 40 });
          await h.close();
          env = { PGLITE_DIR: join(dir, 'pglite') };
          cleanup = async () => rmSync(dir, { recursive: true, force: true });
        } else {
          const h = await target.open();
          await seedDemo(h.db, { properties: 40 });
          env = { DATABASE_URL: h.url! };
          cleanup = h.drop;
        }
      }, 300_000);
      afterAll(async () => cleanup?.());

      // Each command opens the database (PGlite: seconds), hence the time allowed.
      it('each command prints what it did; bad input gets one line and exit code 1', { timeout: 300_000 }, async () => {
        const owners = tool(ownersCommand, env);
        const add = ['add', 'Sarah.Maes@example.be', '--name', 'Sarah Maes', '--lang', 'nl', '--properties', '1002,1004'];
        // The first as a person runs it, a process of its own (the wiring of arguments, output and exit code); the others in this one.
        const added = target.name === 'pglite' ? await runScript('lib/cli/owners.ts', add, env) : await owners(add);
        expect(added).toMatchObject({ code: 0, stderr: '' });
        expect(added.stdout).toContain('owners: created sarah.maes@example.be');
        expect(added.stdout).toContain('owners: linked properties 1002, 1004');
        expect(added.stdout).toMatch(/owners: invitation e-mail queued in nl \(the link works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\)/);

        const failures: [string[], string][] = [
          [['add', 'sarah@', '--name', 'S M', '--properties', '1002'], 'owners: malformed e-mail address "sarah@"\n'],
          [
            ['add', 'x@example.be', '--name', 'X Y', '--lang', 'xx', '--properties', '1002'],
            'owners: unknown language "xx" (the site\'s languages: fr, nl, en, de)\n',
          ],
          [['add', 'x@example.be', '--name', 'X Y', '--properties', '1002,999999'], 'owners: unknown property 999999 (no property with that ID)\n'],
          [['unlink', 'nobody@example.be', '--properties', '1002'], 'owners: unknown owner nobody@example.be\n'],
          [['invite', 'nobody@example.be'], 'owners: unknown owner nobody@example.be\n'],
        ];
        for (const [args, line] of failures) {
          const r = await owners(args);
          expect(r, args.join(' ')).toMatchObject({ code: 1, stdout: '', stderr: line });
        }

        const unlinked = await owners(['unlink', 'sarah.maes@example.be', '--properties', '1002']);
        expect(unlinked).toMatchObject({ code: 0, stdout: 'owners: unlinked 1002 from sarah.maes@example.be; their properties now: 1004\n' });
        const invited = await owners(['invite', 'sarah.maes@example.be']);
        expect(invited.stdout).toContain('owners: invitation e-mail queued for sarah.maes@example.be in nl');
        const listed = await owners(['list']);
        expect(listed.code).toBe(0);
        expect(listed.stdout.split('\n')[0]).toMatch(/^e-mail\s+name\s+language\s+properties\s+last sign-in$/);
        expect(listed.stdout).toMatch(/sarah\.maes@example\.be\s+Sarah Maes\s+nl\s+1004\s+never \(invited, no password yet\)/);
        expect(listed.stdout).toMatch(/owner@maison-horizon\.be\s+Claire Dubois\s+fr\s+1001, 1013, 1017\s+never/);
        const removed = await owners(['remove', 'sarah.maes@example.be']);
        expect(removed.stdout).toBe(
          'owners: removed sarah.maes@example.be: 0 sessions ended, properties unlinked: 1004, password and links deleted, 2 unsent invitation e-mails withdrawn\n',
        );
        expect((await owners(['list'])).stdout).not.toContain('sarah.maes');
      });

      it('imports an activity file, lists rejected records, and re-imports it as updates', { timeout: 180_000 }, async () => {
        const importer = tool(importCommand, env);
        const first = await importer(['--activity', ACTIVITY_FIXTURE]);
        expect(first).toMatchObject({ code: 0, stderr: '' });
        expect(first.stdout).toMatch(/^import: 6 activity records read, 6 imported \(6 added, 0 updated\), 0 rejected \(\d+ ms\)\n$/);
        const second = await importer(['--activity', ACTIVITY_FIXTURE]);
        expect(second.stdout).toMatch(/^import: 6 activity records read, 6 imported \(0 added, 6 updated\), 0 rejected/);
        const dir = mkdtempSync(join(tmpdir(), 'activity-'));
        const file = join(dir, 'activity.json');
        writeFileSync(
          file,
          JSON.stringify([
            { ID: 'X-1', PropertyID: 1001, Kind: 'visit', Date: '2026-11-20', Type: 'viewing' },
            { ID: 'X-2', PropertyID: 1001, Kind: 'party', Date: '2026-11-20', Type: 'viewing' },
          ]),
        );
        const mixed = await importer(['--activity', file]);
        rmSync(dir, { recursive: true, force: true });
        expect(mixed.code).toBe(0);
        expect(mixed.stdout).toMatch(/^import: 2 activity records read, 1 imported \(1 added, 0 updated\), 1 rejected \(\d+ ms\)\n/);
        expect(mixed.stdout).toContain('rejected: records[1] (ID X-2): Kind: must be one of visit, communication, media, history (or "online media")\n');
        const missing = await importer(['--activity', 'no-such-file.json']);
        expect(missing).toMatchObject({ code: 1, stderr: 'import: cannot read no-such-file.json: no such file\n' });
      });
    });
  }
});
