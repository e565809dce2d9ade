import { describe, expect, it } from 'vitest';
import { isSection, type FieldSpec } from '@/lib/domain/forms';
import { pickMessages } from '@/lib/i18n/pick-messages';
import fr from '@/messages/fr.json';
import { formClientMessages } from './client-messages';
import { FORM_HOOKS } from './hooks';
import { FORMS } from './registry';
import { layoutOf } from './schema-loader';

type Messages = { [key: string]: string | Messages };
const at = (messages: Messages, path: string) =>
  path.split('.').reduce<string | Messages | undefined>((m, key) => (typeof m === 'object' ? m[key] : undefined), messages);

describe('formClientMessages', () => {
  it('gives the footer newsletter its own field, the captcha and the shared texts, not every form’s fields', () => {
    const picked = pickMessages(fr as Messages, formClientMessages(layoutOf(FORMS.newsletter!), false)) as { forms: Messages };
    expect(Object.keys(picked.forms.fields as Messages).sort()).toEqual(['captcha', 'email']);
    expect(picked.forms.options).toBeUndefined();
    expect(picked.forms.hints).toBeUndefined();
    expect(picked.forms.errors).toEqual(fr.forms.errors);
    expect(picked.forms.captcha).toEqual(fr.forms.captcha);
    expect(picked.forms.newsletter).toEqual(fr.forms.newsletter);
  });

  it('holds every label, option, hint and section each form without extras reads in the browser', () => {
    for (const [name, def] of Object.entries(FORMS)) {
      if (FORM_HOOKS[name]?.extras) continue;
      const form = layoutOf(def);
      const picked = pickMessages(fr as Messages, formClientMessages(form, false));
      // The form's own namespace first, then `forms` (components/forms/useFormText.ts).
      const has = (key: string) => at(picked, `${form.messages ?? `forms.${name}`}.${key}`) !== undefined || at(picked, `forms.${key}`) !== undefined;
      for (const f of form.fields) {
        if (isSection(f)) {
          expect(has(`sections.${f.section}`), `${name}: section ${f.section}`).toBe(true);
          continue;
        }
        const field: FieldSpec = f;
        if (field.kind !== 'output') expect(has(`fields.${field.label ?? field.name}`), `${name}: ${field.name}`).toBe(true);
        if (field.hint) expect(has(`hints.${field.hint}`), `${name}: hint of ${field.name}`).toBe(true);
        if (!field.literalOptions)
          for (const option of field.kind === 'title' ? ['mr', 'ms', 'miss'] : (field.options ?? []))
            expect(has(`options.${field.name}.${option}`), `${name}: option ${option} of ${field.name}`).toBe(true);
        if (field.repeat) expect(has(`repeat.${field.repeat}`), `${name}: group ${field.repeat}`).toBe(true);
      }
      if (form.captcha) expect(has('captcha.refresh') && has('fields.captcha'), `${name}: captcha`).toBe(true);
      expect(at(picked, form.messages ?? `forms.${name}`), `${name}: own texts`).toBeDefined();
    }
  });

  it('keeps the per-field namespaces whole for a form whose extras can name other labels', () => {
    const paths = formClientMessages(layoutOf(FORMS['rent-application']!), true);
    expect(paths).toEqual(expect.arrayContaining(['forms.fields', 'forms.options', 'forms.hints', 'forms.sections', 'forms.repeat', 'rentApplication']));
  });
});
