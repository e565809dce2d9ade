import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyNothing, verifyPassword } from './password';

describe('owner passwords', () => {
  it('stores an argon2id hash that accepts the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('correct horse battery');
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery ')).toBe(false);
  });

  it('refuses any password against a stored value that is not a hash', async () => {
    expect(await verifyPassword('not a hash', 'not a hash')).toBe(false);
  });

  it('answers no for an unknown account', async () => {
    expect(await verifyNothing('not a password of anyone')).toBe(false);
  });

  it('lets an owner choose 10 to 200 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 200]);
  });
});
