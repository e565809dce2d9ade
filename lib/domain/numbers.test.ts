import { describe, expect, it } from 'vitest';
import { wholeNumber } from './numbers';

describe('a whole number from loosely typed data', () => {
  it('reads a whole number given as a number or as digits in a string, with a sign and spaces around', () => {
    expect([6, 0, -3, '6', ' 42 ', '-7', '+8', '007'].map(wholeNumber)).toEqual([6, 0, -3, 6, 42, -7, 8, 7]);
  });

  it('gives null for a fraction, other text, no value and a number too large to be exact', () => {
    const values = [6.5, '6.5', '6.0', '6,0', '1e3', '0x10', '', ' ', '-', 'six', '6 rooms', null, undefined, true, NaN, Infinity, [6], { n: 6 }];
    expect(values.map(wholeNumber)).toEqual(values.map(() => null));
    expect(wholeNumber(2 ** 53)).toBeNull();
    expect(wholeNumber('9007199254740993')).toBeNull();
    expect(wholeNumber(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
