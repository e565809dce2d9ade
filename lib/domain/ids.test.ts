import { describe, expect, it } from 'vitest';
import { canonicalId, idAliasTarget, inIdOrder } from './ids';

describe('IDs in paths', () => {
  it('reads only the canonical spelling as an ID', () => {
    expect(canonicalId('1018')).toBe(1018);
    for (const alias of ['001018', '1e3', '1018.0', ' 1018', '0x3fa', '', '0', '-5', '1234567890']) expect(canonicalId(alias), alias).toBeNull();
  });

  it('sends other spellings of a number to the canonical one, and nothing else', () => {
    expect(idAliasTarget('001018')).toBe('1018');
    expect(idAliasTarget('1e3')).toBe('1000');
    expect(idAliasTarget('1018.0')).toBe('1018');
    expect(idAliasTarget('+1018')).toBe('1018');
    for (const none of ['1018', 'abc', '0', '0.5', '1e100', '0x10', '1%2F2', '9'.repeat(30), '1e9']) expect(idAliasTarget(none), none).toBeNull();
  });
});

describe('rows in the order of their IDs', () => {
  it('follows the IDs, leaves out an ID without a row and a row without an ID', () => {
    const rows = [
      { id: 3, n: 'c' },
      { id: 1, n: 'a' },
      { id: 9, n: 'z' },
    ];
    expect(inIdOrder([1, 2, 3], rows)).toEqual([
      { id: 1, n: 'a' },
      { id: 3, n: 'c' },
    ]);
    expect(inIdOrder([], rows)).toEqual([]);
  });
});
