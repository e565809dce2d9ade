import { describe, expect, it } from 'vitest';
import { formTextBudget, postedText, submitForm } from './submit';
import { FORMS } from './registry';
import { isSection, type FieldSpec } from './types';

describe('a form takes no more text than its fields can hold', () => {
  it('refuses a contact post carrying 200 kB of text with 413, before any check or the database', async () => {
    // No `db` in the context: reaching the rate limit would open the database and fail differently.
    const state = await submitForm('contact', { firstName: 'Anne', message: 'x'.repeat(200_000) }, { lang: 'en', ip: '192.0.2.1' });
    expect(state.code).toBe(413);
    expect(state.message).toMatch(/more text than it can take/);
  });

  it('refuses 100,000 tiny unknown fields as well', async () => {
    const input = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, '']));
    expect((await submitForm('newsletter', input, { lang: 'fr', ip: '192.0.2.1' })).code).toBe(413);
  });

  it('admits every form filled to the brim of each field', () => {
    for (const def of Object.values(FORMS)) {
      const full: Record<string, unknown> = { $ACTION_ID_0123456789abcdef0123456789abcdef01234567: '', website: '', captcha: 'ABCDEF' };
      for (const f of def.fields.filter((x): x is FieldSpec => !isSection(x))) {
        if (f.kind === 'textarea') full[f.name] = 'x'.repeat(5000);
        else if (f.kind === 'checkboxes') full[f.name] = Array.from({ length: 40 }, () => 'x'.repeat(100));
        else if (f.kind !== 'file' && f.kind !== 'output') full[f.name] = 'x'.repeat(250);
      }
      expect(postedText(full), def.name).toBeLessThanOrEqual(formTextBudget(def));
      expect(formTextBudget(def), def.name).toBeLessThan(64 * 1024);
    }
  });
});
