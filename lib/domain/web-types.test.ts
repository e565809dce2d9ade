import { describe, expect, it } from 'vitest';
import { hasWebType, parseWebIds, webTypesOf } from './web-types';

describe('web types of a property', () => {
  it('reads the comma-separated WebIDs, spaces allowed, other text left out', () => {
    expect(parseWebIds('1,3')).toEqual([1, 3]);
    expect(parseWebIds(' 2, 9 ')).toEqual([2, 9]);
    expect(parseWebIds('')).toEqual([]);
    expect(parseWebIds(null)).toEqual([]);
    expect(parseWebIds('4,x,-1,0,2.5')).toEqual([4]);
  });

  it('is its WebID and each of its WebIDs, once', () => {
    expect([...webTypesOf({ webId: 3, webIds: '1,3' })]).toEqual([3, 1]);
    expect(hasWebType({ webId: 3, webIds: '1,3' }, [1])).toBe(true);
    expect(hasWebType({ webId: 3, webIds: '' }, [1])).toBe(false);
    expect(hasWebType({ webId: 3 }, [5, 3])).toBe(true);
    expect(hasWebType({ webId: 3, webIds: '1,3' }, [])).toBe(false);
  });
});
