/**
 * A form as the server action receives it (the browser's post, read by Next.js into a FormData), submitted:
 * its fields are read only up to the text the form can hold (formTextBudget), a larger post is refused (413)
 * before the rest of it is read, then submitForm checks and stores it.
 */
import 'server-only';
import { readPostedFields } from './form-data';
import { formDefinition } from './registry';
import { formTextBudget, submitForm } from './submit';
import { formLocale, formTranslator } from '@/lib/i18n/translate';
import type { FormState, SubmitContext } from './types';

export async function submitPostedForm(name: string, formData: unknown, ctx: SubmitContext): Promise<FormState> {
  const def = formDefinition(name);
  if (!def || !(formData instanceof FormData)) return submitForm(name, {}, ctx);
  const input = readPostedFields(formData, formTextBudget(def));
  if (!input) return { status: 'refused', code: 413, message: formTranslator(formLocale(ctx.lang), def)('failure.tooLarge') };
  return submitForm(name, input, ctx);
}
