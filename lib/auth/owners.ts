/**
 * Owners and signing in: an e-mail and password checked against the argon2id hash, behind the brute-force
 * brakes. A wrong password and an unknown e-mail give the same answer in about the same time.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { owners } from '@/lib/db/schema';
import { hashPassword, verifyNothing, verifyPassword } from './password';
import { createSession } from './sessions';
import { brake, releaseBrake } from './throttle';

export type SignInResult = { ok: true; token: string; ownerId: number; lang: string } | { ok: false; reason: 'invalid' | 'throttled' };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findOwnerByEmail(email: string, db?: Db) {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(owners).where(eq(sql`lower(${owners.email})`, normalizeEmail(email)));
  return row ?? null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function signIn(email: string, password: string, ip: string, options: { db?: Db; now?: Date } = {}): Promise<SignInResult> {
  const db = options.db ?? (await getDb());
  const gate = await brake('signin', email, ip, db);
  if (!gate.allowed) return { ok: false, reason: 'throttled' };
  if (gate.delayMs) await sleep(gate.delayMs);
  const owner = await findOwnerByEmail(email, db);
  const valid = owner ? await verifyPassword(owner.passwordHash, password) : await verifyNothing(password);
  if (!owner || !valid) return { ok: false, reason: 'invalid' };
  await releaseBrake('signin', email, ip, db);
  const token = await createSession(owner.id, { db, now: options.now });
  return { ok: true, token, ownerId: owner.id, lang: owner.lang };
}

export async function setOwnerPassword(ownerId: number, password: string, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  await d.update(owners).set({ passwordHash: await hashPassword(password) }).where(eq(owners.id, ownerId));
}
