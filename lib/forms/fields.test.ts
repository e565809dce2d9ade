import { describe, expect, it } from 'vitest';
import * as z from '@/lib/domain/zod';
import { checkbox, date, email, fieldErrors, requiredText, title } from './fields';

const firstKey = (schema: z.ZodMiniType, value: unknown) => {
  const r = z.object({ v: schema }).safeParse({ v: value });
  return r.success ? null : fieldErrors(r.error).v;
};

describe('form field rules', () => {
  it('names a missing, blank, wrong-typed or too long text', () => {
    expect(firstKey(requiredText(5), undefined)).toBe('required');
    expect(firstKey(requiredText(5), '   ')).toBe('required');
    expect(firstKey(requiredText(5), ['a'])).toBe('invalid');
    expect(firstKey(requiredText(5), 'abcdef')).toBe('tooLong');
    expect(firstKey(requiredText(5), ' abc ')).toBeNull();
  });

  it('checks e-mails and the title of address', () => {
    expect(firstKey(email(), 'anne@example.be')).toBeNull();
    expect(firstKey(email(), 'anne@example')).toBe('email');
    expect(firstKey(email('friendEmailRequired', 'friendEmail'), '')).toBe('friendEmailRequired');
    expect(firstKey(email('friendEmailRequired', 'friendEmail'), 'x@y')).toBe('friendEmail');
    expect(firstKey(title(), 'miss')).toBeNull();
    expect(firstKey(title(), 'dr')).toBe('titleRequired');
    expect(firstKey(title(), null)).toBe('titleRequired');
  });

  it('wants complete and existing dates', () => {
    expect(firstKey(date({ required: true }), '2027-02-28')).toBeNull();
    expect(firstKey(date({ required: true }), '')).toBe('dateIncomplete');
    expect(firstKey(date({ required: true }), '2027-02')).toBe('dateIncomplete');
    expect(firstKey(date({ required: true }), '28/02/2027')).toBe('dateIncomplete');
    expect(firstKey(date({ required: true }), '2027-02-30')).toBe('dateInvalid');
    expect(firstKey(date(), '')).toBeNull();
  });

  it('reads a checkbox from a posted form or the browser', () => {
    expect(z.object({ c: checkbox() }).parse({ c: 'on' }).c).toBe(true);
    expect(z.object({ c: checkbox() }).parse({ c: true }).c).toBe(true);
    expect(z.object({ c: checkbox() }).parse({}).c).toBe(false);
  });
});
