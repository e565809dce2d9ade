/**
 * No input check can stall the server: every pattern and every form's schema answers 1 MB of the worst
 * case for it in under 100 ms (the e-mail pattern used to take ~7 s for 128 kB, quadratic in the length).
 */
import { describe, expect, it } from 'vitest';
import { isEmailAddress, isPhone, isZip } from './fields';
import { FORMS } from './registry';
import { isDemandToken } from '@/lib/data/demands';
import { isSection } from './types';

const MB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

/** Values that make a backtracking pattern try every split: long runs of what the pattern accepts, ending wrong. */
const WORST = [
  fill('a'),
  fill('a.'),
  `a@${fill('a.')}`,
  `a@${fill('.a')}!`,
  fill('@'),
  fill('a@'),
  `${fill('a')}@`,
  fill('1'),
  `+${fill('1 ')}x`,
  fill('A-'),
  fill(' '),
  fill('1-'),
  `${fill('9')}-99-99`,
];

/** The best of three runs: the cost of the check itself, not the machine's other work (CI shares its cores). */
const timed = (run: () => unknown) => {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

describe('input checks run in linear time', () => {
  it('the e-mail, phone, postcode and token checks answer 1 MB of their worst case in < 100 ms', () => {
    for (const value of WORST) {
      for (const check of [isEmailAddress, isPhone, isZip, isDemandToken]) {
        expect(
          timed(() => check(value)),
          `${check.name} on ${value.slice(0, 12)}…`,
        ).toBeLessThan(100);
        expect(check(value)).toBe(false);
      }
    }
  });

  it('still accepts real addresses and refuses broken ones', () => {
    expect(isEmailAddress('anne.dupont@example.be')).toBe(true);
    expect(isEmailAddress('a+b@mail.example.co.uk')).toBe(true);
    for (const bad of ['anne@example', 'anne@@example.be', '@example.be', 'anne@.be', 'an ne@example.be', 'anne@example.b', 'anne@example.be.'])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  for (const form of Object.values(FORMS)) {
    it(`the ${form.name} form answers 1 MB in every field in < 100 ms, and refuses it`, () => {
      const names = form.fields.filter((f) => !isSection(f)).map((f) => (f as { name: string }).name);
      for (const value of WORST) {
        const input = Object.fromEntries(names.concat('captcha').map((n) => [n, value]));
        let success = true;
        const ms = timed(() => {
          success = form.schema.safeParse(input).success;
        });
        expect(ms, `${form.name} with ${value.slice(0, 12)}…`).toBeLessThan(100);
        expect(success).toBe(false);
      }
    });
  }
});
