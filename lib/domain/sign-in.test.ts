import { describe, expect, it } from 'vitest';
import { accountOf, captchaNeeded, refusal, SIGN_IN_CAPTCHA_AFTER, waitMinutes } from './sign-in';

describe('sign-in brakes', () => {
  it('refuses when any count is past its limit, for the longest wait among those', () => {
    expect(refusal([{ allowed: true, retryAfterMs: 900_000 }])).toBeNull();
    expect(
      refusal([
        { allowed: false, retryAfterMs: 60_000 },
        { allowed: true, retryAfterMs: 900_000 },
        { allowed: false, retryAfterMs: 300_000 },
      ]),
    ).toEqual({ retryAfterMs: 300_000 });
  });

  it('asks for the captcha from SIGN_IN_CAPTCHA_AFTER failures of the account on, never locks', () => {
    expect(captchaNeeded(SIGN_IN_CAPTCHA_AFTER.limit - 1)).toBe(false);
    expect(captchaNeeded(SIGN_IN_CAPTCHA_AFTER.limit)).toBe(true);
    expect(captchaNeeded(10_000)).toBe(true);
  });

  it('tells the wait in whole minutes, at least one', () => {
    expect(waitMinutes(0)).toBe(1);
    expect(waitMinutes(61_000)).toBe(2);
    expect(waitMinutes(15 * 60_000)).toBe(15);
  });

  it('names an account by its address, whatever its case and spaces', () => {
    expect(accountOf('  Owner@Example.ORG ')).toBe('owner@example.org');
  });
});
