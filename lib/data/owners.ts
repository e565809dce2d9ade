/**
 * Owners managed by the agency's staff (`npm run owners`, and the feed's OwnerEmail): create an owner, link
 * and unlink their properties, invite them to choose a password, list them, remove them.
 *
 * - Every function checks its whole input first and writes in ONE transaction: a bad property ID, e-mail
 *   or language throws an `OwnerInputError` (one line for the person who ran the command) and nothing is
 *   written.
 * - An invitation is a password link (`password_resets`, purpose `invitation`): a random token whose
 *   SHA-256 is stored, valid INVITATION_TTL_MS, usable once, taken by the same page, password rules and
 *   argon2id hashing as the reminder's reset (lib/auth/password-reset.ts). A new invitation voids the
 *   owner's unused ones. The e-mail is queued in the outbox, in the owner's language, in the same
 *   transaction: its row holds what the mail says (InvitationMailData), and the running site's outbox worker
 *   renders and sends it (lib/mail/invitation.ts), as mail rendering lives in lib/mail, not in a write.
 * - Removing an owner deletes the row: their sessions, password links and property links go with it
 *   (foreign keys, on delete cascade), and a pending invitation e-mail is taken out of the outbox. Nothing
 *   is kept that lets them in, and nothing is kept about the person: the portal's history belongs to the
 *   properties (portal_entries, property_views), not to the owner, so the agency loses none of it, and the
 *   same e-mail can be added again later as a new owner.
 *
 * The staff functions take the connection or transaction they work on (the command line opens its own).
 * Also here: finding an owner by e-mail, and the password hash and sign-in time that lib/auth writes.
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as z from 'zod';
import { siteConfig } from '@/config';
import { enabledLanguages } from '@/config/languages';
import { getDb, type Db, type Executor } from '@/lib/db/client';
import { oneRow } from '@/lib/db/rows';
import { outbox, ownerProperties, owners, passwordResets, properties, sessions } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { hashToken, newToken } from '@/lib/domain/tokens';
import { enqueueMail } from './outbox';

export type OwnerAccount = typeof owners.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findOwnerByEmail(email: string, db?: Db): Promise<OwnerAccount | null> {
  const d = db ?? (await getDb());
  const [row] = await d
    .select()
    .from(owners)
    .where(eq(sql`lower(${owners.email})`, normalizeEmail(email)));
  return row ?? null;
}

/** The owner signed in at `now` (`npm run owners -- list` shows it). */
export async function recordSignIn(ownerId: number, now: Date, db?: Db): Promise<void> {
  await (db ?? (await getDb())).update(owners).set({ lastSignInAt: now }).where(eq(owners.id, ownerId));
}

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_MAIL_KIND = 'owner-invitation';

/** Bad input for an owner command: the message is the one line the person who ran it reads. */
export class OwnerInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OwnerInputError';
  }
}

/** The languages an owner may have: the site's enabled languages. */
export const OWNER_LANGUAGES: readonly Locale[] = enabledLanguages(siteConfig.languages);

const normalizeOwnerEmail = normalizeEmail;

const emailSchema = z.email().max(254);

/** The e-mail, trimmed and lower-cased; throws when it is not an e-mail address. */
export function checkOwnerEmail(email: string): string {
  const e = normalizeOwnerEmail(email);
  if (!emailSchema.safeParse(e).success) throw new OwnerInputError(`malformed e-mail address "${email}"`);
  return e;
}

/** A language code of the site; throws otherwise. */
export function checkOwnerLanguage(lang: string): Locale {
  const l = lang.trim().toLowerCase();
  if (!(OWNER_LANGUAGES as readonly string[]).includes(l))
    throw new OwnerInputError(`unknown language "${lang}" (the site's languages: ${OWNER_LANGUAGES.join(', ')})`);
  return l as Locale;
}

/** "Jean-Pierre Van den Berg" → first name "Jean-Pierre", last name "Van den Berg" (split at the first space). */
export function splitOwnerName(name: string): { firstName: string; lastName: string } {
  const [firstName, ...others] = name.trim().split(/\s+/).filter(Boolean);
  if (firstName === undefined) throw new OwnerInputError('the name is empty');
  if (name.length > 200) throw new OwnerInputError('the name is longer than 200 characters');
  return { firstName, lastName: others.join(' ') };
}

/** `"1001,1002"` → [1001, 1002]; throws on anything that is not a list of property IDs. */
export function parsePropertyIds(text: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.length || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) <= 0)) {
    throw new OwnerInputError(`property IDs must be whole numbers separated by commas (e.g. 1001,1002), not "${text}"`);
  }
  return [...new Set(parts.map(Number))];
}

type OwnerRow = OwnerAccount;

async function ownerByEmail(db: Executor, email: string): Promise<OwnerRow | null> {
  const [row] = await db
    .select()
    .from(owners)
    .where(eq(sql`lower(${owners.email})`, normalizeOwnerEmail(email)));
  return row ?? null;
}

async function requireOwner(db: Executor, email: string): Promise<OwnerRow> {
  const owner = await ownerByEmail(db, checkOwnerEmail(email));
  if (!owner) throw new OwnerInputError(`unknown owner ${normalizeOwnerEmail(email)}`);
  return owner;
}

/** Throws when one of `ids` is not a property of the site (in any language). */
async function requireProperties(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = new Set((await db.selectDistinct({ id: properties.id }).from(properties).where(inArray(properties.id, ids))).map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw new OwnerInputError(`unknown propert${unknown.length === 1 ? 'y' : 'ies'} ${unknown.join(', ')} (no property with that ID)`);
}

export type InvitationResult = { email: string; lang: Locale; expiresAt: Date };

/**
 * What an invitation e-mail says besides its address and language, kept as its outbox row's text (JSON, the
 * subject and HTML empty): lib/mail/invitation.ts renders the mail from it when the outbox worker sends it. The
 * token is the link's; the database keeps only its SHA-256 in `password_resets`.
 */
export type InvitationMailData = { firstName: string; token: string };

/**
 * Queue an invitation for `owner` (inside the caller's transaction): voids their unused invitations,
 * stores a new link valid INVITATION_TTL_MS and queues the e-mail in their language.
 */
async function queueInvitation(tx: Executor, owner: OwnerRow, now: Date): Promise<InvitationResult> {
  const lang: Locale = (OWNER_LANGUAGES as readonly string[]).includes(owner.lang) ? (owner.lang as Locale) : siteConfig.languages.default;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const data: InvitationMailData = { firstName: owner.firstName, token };
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.ownerId, owner.id), eq(passwordResets.purpose, 'invitation'), isNull(passwordResets.usedAt)));
  await tx.insert(passwordResets).values({ id: hashToken(token), ownerId: owner.id, purpose: 'invitation', createdAt: now, expiresAt });
  await enqueueMail(tx, { kind: INVITATION_MAIL_KIND, lang, to: owner.email, subject: '', text: JSON.stringify(data), html: '' });
  return { email: owner.email, lang, expiresAt };
}

export type OwnerInput = {
  email: string;
  name?: string | null;
  /** The owner's language: set on a new owner, and replaces an existing owner's. */
  lang?: string | null;
  /** The language of a new owner when `lang` is not given (the feed: the record's Language); else the site's default. */
  defaultLang?: string | null;
  propertyIds: number[];
};

export type LinkOwnerResult = {
  email: string;
  /** The owner did not exist and was created. */
  created: boolean;
  /** Name or language changed on an existing owner. */
  updated: ('name' | 'language')[];
  /** Properties linked by this call; those that were already linked. */
  linked: number[];
  alreadyLinked: number[];
  /** The invitation queued (a new owner), or null. */
  invitation: InvitationResult | null;
};

/**
 * Create the owner of `email` (with an invitation) or find them, and link `propertyIds` to them, inside
 * the caller's transaction. The feed import and `npm run owners -- add` both come here.
 */
export async function linkOwnerProperties(tx: Executor, input: OwnerInput, now: Date = new Date()): Promise<LinkOwnerResult> {
  const email = checkOwnerEmail(input.email);
  const lang = input.lang == null || input.lang === '' ? null : checkOwnerLanguage(input.lang);
  const defaultLang = input.defaultLang ? checkOwnerLanguage(input.defaultLang) : siteConfig.languages.default;
  const name = input.name == null || input.name.trim() === '' ? null : splitOwnerName(input.name);
  await requireProperties(tx, input.propertyIds);
  let owner = await ownerByEmail(tx, email);
  const created = !owner;
  const updated: LinkOwnerResult['updated'] = [];
  if (!owner) {
    if (!name) throw new OwnerInputError(`${email} is a new owner: give their name (--name "First Last")`);
    owner = oneRow(
      await tx
        .insert(owners)
        .values({ email, firstName: name.firstName, lastName: name.lastName, lang: lang ?? defaultLang, passwordHash: null, createdAt: now })
        .returning(),
      `the new owner ${email}`,
    );
  } else {
    const patch: Partial<OwnerRow> = {};
    if (name && (name.firstName !== owner.firstName || name.lastName !== owner.lastName)) {
      Object.assign(patch, name);
      updated.push('name');
    }
    if (lang && lang !== owner.lang) {
      patch.lang = lang;
      updated.push('language');
    }
    if (updated.length) owner = oneRow(await tx.update(owners).set(patch).where(eq(owners.id, owner.id)).returning(), `the update of owner ${email}`);
  }
  const ids = [...new Set(input.propertyIds)];
  const inserted = ids.length
    ? await tx
        .insert(ownerProperties)
        .values(ids.map((propertyId) => ({ ownerId: owner.id, propertyId })))
        .onConflictDoNothing()
        .returning({ propertyId: ownerProperties.propertyId })
    : [];
  const linked = inserted.map((r) => r.propertyId).sort((a, b) => a - b);
  const alreadyLinked = ids.filter((id) => !linked.includes(id)).sort((a, b) => a - b);
  const invitation = created ? await queueInvitation(tx, owner, now) : null;
  return { email, created, updated, linked, alreadyLinked, invitation };
}

/** `npm run owners -- add`: `linkOwnerProperties` in a transaction of its own. */
export function addOwner(db: Db, input: OwnerInput, now: Date = new Date()): Promise<LinkOwnerResult> {
  return db.transaction((tx) => linkOwnerProperties(tx, input, now));
}

/** `npm run owners -- invite`: a new invitation for an existing owner (the older unused one stops working). */
export function inviteOwner(db: Db, email: string, now: Date = new Date()): Promise<InvitationResult & { hasPassword: boolean }> {
  return db.transaction(async (tx) => {
    const owner = await requireOwner(tx, email);
    return { ...(await queueInvitation(tx, owner, now)), hasPassword: owner.passwordHash !== null };
  });
}

export type OwnerSummary = {
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  propertyIds: number[];
  lastSignInAt: Date | null;
  /** False while the owner has not chosen a password (invited). */
  hasPassword: boolean;
};

/** Every owner, by e-mail. */
export async function listOwners(db: Db): Promise<OwnerSummary[]> {
  const rows = await db
    .select({
      email: owners.email,
      firstName: owners.firstName,
      lastName: owners.lastName,
      lang: owners.lang,
      lastSignInAt: owners.lastSignInAt,
      hasPassword: sql<boolean>`${owners.passwordHash} is not null`,
      propertyIds: sql<
        number[]
      >`coalesce(array_agg(${ownerProperties.propertyId} order by ${ownerProperties.propertyId}) filter (where ${ownerProperties.propertyId} is not null), '{}')`,
    })
    .from(owners)
    .leftJoin(ownerProperties, eq(ownerProperties.ownerId, owners.id))
    .groupBy(owners.id)
    .orderBy(asc(owners.email));
  return rows.map((r) => ({
    ...r,
    propertyIds: r.propertyIds.map(Number),
    lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt) : null,
    hasPassword: Boolean(r.hasPassword),
  }));
}

/** `npm run owners -- unlink`: the properties stop being the owner's; each must be linked to them now. */
export function unlinkOwnerProperties(db: Db, email: string, propertyIds: number[]): Promise<{ email: string; unlinked: number[]; remaining: number[] }> {
  return db.transaction(async (tx) => {
    const owner = await requireOwner(tx, email);
    const ids = [...new Set(propertyIds)];
    const mine = new Set(
      (await tx.select({ id: ownerProperties.propertyId }).from(ownerProperties).where(eq(ownerProperties.ownerId, owner.id))).map((r) => r.id),
    );
    const notMine = ids.filter((id) => !mine.has(id));
    if (notMine.length) throw new OwnerInputError(`${owner.email} has no propert${notMine.length === 1 ? 'y' : 'ies'} ${notMine.join(', ')}`);
    if (ids.length) await tx.delete(ownerProperties).where(and(eq(ownerProperties.ownerId, owner.id), inArray(ownerProperties.propertyId, ids)));
    return { email: owner.email, unlinked: ids.sort((a, b) => a - b), remaining: [...mine].filter((id) => !ids.includes(id)).sort((a, b) => a - b) };
  });
}

/** `npm run owners -- remove`: the owner, their sessions, password links, property links and unsent invitations. */
export function removeOwner(db: Db, email: string): Promise<{ email: string; sessions: number; properties: number[]; pendingMails: number }> {
  return db.transaction(async (tx) => {
    const owner = await requireOwner(tx, email);
    const ended = await tx.delete(sessions).where(eq(sessions.ownerId, owner.id)).returning({ id: sessions.id });
    const links = await tx.delete(ownerProperties).where(eq(ownerProperties.ownerId, owner.id)).returning({ id: ownerProperties.propertyId });
    await tx.delete(passwordResets).where(eq(passwordResets.ownerId, owner.id));
    // An invitation not sent yet would only carry a dead link.
    const mails = await tx
      .delete(outbox)
      .where(and(eq(outbox.kind, INVITATION_MAIL_KIND), eq(sql`lower(${outbox.to})`, owner.email.toLowerCase()), eq(outbox.status, 'pending')))
      .returning({ id: outbox.id });
    await tx.delete(owners).where(eq(owners.id, owner.id));
    return { email: owner.email, sessions: ended.length, properties: links.map((l) => l.id).sort((a, b) => a - b), pendingMails: mails.length };
  });
}
