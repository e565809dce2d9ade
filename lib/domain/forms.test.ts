import { describe, expect, it } from 'vitest';
import { FieldError, formKey, isSection } from './forms';

describe('a form', () => {
  it("finds its own texts under its name in 'forms', or at the top of its own namespace", () => {
    expect(formKey({ name: 'contact' }, 'title')).toBe('contact.title');
    expect(formKey({ name: 'appointment', messages: 'appointment' }, 'title')).toBe('title');
  });

  it('tells a section heading from a field', () => {
    expect(isSection({ section: 'person' })).toBe(true);
    expect(isSection({ name: 'email', kind: 'email' })).toBe(false);
  });

  it('names the field and the message key of a refusal found while storing', () => {
    const e = new FieldError('slot', 'slotTaken');
    expect([e.field, e.key, e.message, e.name]).toEqual(['slot', 'slotTaken', 'slot: slotTaken', 'FieldError']);
  });
});
