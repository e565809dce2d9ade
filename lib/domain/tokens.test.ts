import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens';

describe('tokens', () => {
  it('are 32 random bytes in base64url (43 characters, fit for a path), a new one each time', () => {
    const tokens = Array.from({ length: 50 }, newToken);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(50);
  });

  it('are kept as their SHA-256 in hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});
