import { describe, expect, it } from 'vitest';
import { favouriteChanges, followedState, type FollowedSnapshot } from './favourite-alerts';

const was: FollowedSnapshot = { price: 350_000, publishPrice: true, state: 'available' };

describe('what a favourite alert mails', () => {
  it('mails a lower published price, never a higher one or the same', () => {
    expect(favouriteChanges(was, { ...was, price: 330_000 })).toEqual(['price-drop']);
    expect(favouriteChanges(was, { ...was, price: 370_000 })).toEqual([]);
    expect(favouriteChanges(was, was)).toEqual([]);
  });

  it('never tells a price that is not published, before or after', () => {
    expect(favouriteChanges({ ...was, publishPrice: false }, { ...was, price: 300_000 })).toEqual([]);
    expect(favouriteChanges(was, { ...was, price: 300_000, publishPrice: false })).toEqual([]);
    expect(favouriteChanges(was, { ...was, price: null })).toEqual([]);
  });

  it('mails going under option, sold, rented and withdrawn, not a return to the market', () => {
    expect(favouriteChanges(was, { ...was, state: 'option' })).toEqual(['option']);
    expect(favouriteChanges({ ...was, state: 'option' }, { ...was, state: 'sold' })).toEqual(['sold']);
    expect(favouriteChanges(was, { ...was, state: 'rented' })).toEqual(['rented']);
    expect(favouriteChanges(was, { price: null, publishPrice: false, state: 'withdrawn' })).toEqual(['withdrawn']);
    expect(favouriteChanges({ ...was, state: 'option' }, was)).toEqual([]);
    expect(favouriteChanges({ ...was, state: 'withdrawn' }, { ...was, state: 'withdrawn' })).toEqual([]);
  });

  it('mails a drop and a new state found at once together', () => {
    expect(favouriteChanges(was, { ...was, price: 320_000, state: 'option' })).toEqual(['price-drop', 'option']);
  });

  it('reads an unknown status as available', () => {
    expect(followedState('sold')).toBe('sold');
    expect(followedState('something-else')).toBe('available');
  });
});
