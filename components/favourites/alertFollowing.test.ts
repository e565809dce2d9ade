// @vitest-environment happy-dom
/**
 * The sign-up for alerts kept in this browser: what local storage holds is read as far as it is a sign-up
 * (a hand edit or a damaged entry is none, never an error).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITE_ALERT_STORAGE_KEY, hasAlertSignUp } from './alertStorage';
import { parseAlertFollowing, rememberAlertSignUp } from './alertFollowing';

const TOKEN = 'A'.repeat(43);

beforeEach(() => localStorage.clear());

describe('the sign-up kept in local storage', () => {
  it('is kept after the form stored it: token, address, pending, the favourites it was posted with', () => {
    expect(hasAlertSignUp()).toBe(false);
    rememberAlertSignUp(TOKEN, 'anna@example.org', [12, 40, 12]);
    expect(hasAlertSignUp()).toBe(true);
    expect(parseAlertFollowing(localStorage.getItem(FAVOURITE_ALERT_STORAGE_KEY))).toEqual({
      token: TOKEN,
      email: 'anna@example.org',
      status: 'pending',
      count: 2,
      ids: [12, 40],
    });
  });

  it('reads anything that is not a sign-up as none, and keeps only what it can use of one', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '{"token":"short","email":"a@b.c"}', `{"token":"${TOKEN}"}`])
      expect(parseAlertFollowing(raw), String(raw)).toBeNull();
    expect(parseAlertFollowing(JSON.stringify({ token: TOKEN, email: 'a@b.c', status: 'weird', count: -1, ids: [1, 'x', 0, 2.5, 7] }))).toEqual({
      token: TOKEN,
      email: 'a@b.c',
      status: 'pending',
      count: 0,
      ids: [1, 7],
    });
    expect(parseAlertFollowing(JSON.stringify({ token: TOKEN, email: 'a@b.c', status: 'confirmed', count: 4, ids: [] }))?.status).toBe('confirmed');
  });
});
