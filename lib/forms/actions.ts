'use server';
/**
 * The one server action of every visitor form, used with `useActionState` (components/forms/FormView):
 * it works without JavaScript too (the browser posts the form; the page renders the returned state).
 * Bound arguments (form name, language, subject id) come from the page but are checked like any input.
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { formSubject } from '@/lib/forms/subjects';
import { clientIp } from '@/lib/http/client-ip';
import { captchaCookieName } from '@/lib/captcha/check';
import { formDefinition } from './registry';
import { submitPostedForm } from './submit-post';
import { formLocale } from '@/lib/i18n/translate';
import type { FormExtras, FormState } from './types';
import { FORM_HOOKS } from './hooks';
import { log } from '@/lib/log';

export async function submitFormAction(name: string, lang: string, subjectId: number | null, _previous: FormState, formData: FormData): Promise<FormState> {
  const locale = formLocale(lang);
  const def = formDefinition(name);
  const subject = def && def.scope !== 'site' ? await formSubject(def.scope, subjectId, locale) : null;
  const jar = await cookies();
  const state = await submitPostedForm(name, formData, {
    lang: locale,
    ip: await clientIp(),
    captchaToken: def ? jar.get(captchaCookieName(def.name))?.value : null,
    subject,
  });
  if (state.status === 'ok' && state.redirect) redirect(state.redirect);
  return state;
}

/** The server's extras of a form for the values typed so far (the free slots of the day just chosen). */
export async function formExtrasAction(name: string, lang: string, subjectId: number | null, values: Record<string, unknown>): Promise<FormExtras> {
  const def = formDefinition(name);
  const hooks = def ? FORM_HOOKS[def.name] : undefined;
  if (!def || !hooks?.extras) return {};
  const id = typeof subjectId === 'number' && Number.isSafeInteger(subjectId) && subjectId > 0 ? subjectId : null;
  try {
    return await hooks.extras(values && typeof values === 'object' ? values : {}, { lang: formLocale(lang), subjectId: def.scope === 'site' ? null : id });
  } catch (e) {
    log.error('form.extras-failed', { form: def.name, error: e });
    return {};
  }
}
