/**
 * Owners and signing in: an e-mail and password checked against the argon2id hash, behind the brute-force
 * brakes. A wrong password and an unknown e-mail give the same answer in about the same time.
 */
import 'server-only';
import type { Db } from '@/lib/data/connection';
import { findOwnerByEmail, recordSignIn, setOwnerPasswordHash } from '@/lib/data/owners';
import { hashPassword, verifyNothing, verifyPassword } from './password';
import { createSession } from './sessions';
import { brake, clearSignInFailures, isLockedOut, recordSignInFailure, releaseBrake } from './throttle';

export type SignInResult = { ok: true; token: string; ownerId: number; lang: string } | { ok: false; reason: 'invalid' | 'throttled' | 'locked' };

export { findOwnerByEmail, normalizeEmail } from '@/lib/data/owners';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function signIn(email: string, password: string, ip: string, options: { db?: Db; now?: Date } = {}): Promise<SignInResult> {
  const db = options.db;
  const gate = await brake('signin', email, ip, db);
  if (!gate.allowed) return { ok: false, reason: 'throttled' };
  if (gate.delayMs) await sleep(gate.delayMs);
  // A locked account is refused before its password is looked at (the reminder's link unlocks it).
  if (await isLockedOut(email, db)) return { ok: false, reason: 'locked' };
  const owner = await findOwnerByEmail(email, db);
  // An invited owner who has not chosen a password yet (null) cannot sign in, and takes as long to say so.
  const valid = owner?.passwordHash ? await verifyPassword(owner.passwordHash, password) : await verifyNothing(password);
  if (!owner || !valid) {
    await recordSignInFailure(email, db);
    return { ok: false, reason: 'invalid' };
  }
  await Promise.all([releaseBrake('signin', email, ip, db), clearSignInFailures(email, db)]);
  const token = await createSession(owner.id, { db, now: options.now });
  await recordSignIn(owner.id, options.now ?? new Date(), db);
  return { ok: true, token, ownerId: owner.id, lang: owner.lang };
}

export async function setOwnerPassword(ownerId: number, password: string, db?: Db): Promise<void> {
  await setOwnerPasswordHash(ownerId, await hashPassword(password), db);
}
