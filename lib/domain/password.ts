/**
 * Owner passwords: argon2id with the OWASP parameters (19 MiB memory, 2 iterations, 1 lane). An unknown
 * e-mail is checked against a dummy hash so it takes as long as a wrong password.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Shortest and longest password an owner may choose. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/** Spend the time of one verification without an account, so an unknown e-mail is not faster. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not a password of anyone');
  await verifyPassword(await dummy, password);
  return false;
}
