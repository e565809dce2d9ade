'use server';
/**
 * The post of the alerts sign-up under the favourites list (components/favourites/AlertSignup.tsx): the
 * site's form engine (submit.ts: rate limit, honeypot, schema, captcha, the submission stored with its
 * mails) for the form `favourite-alert`. It answers the state instead of going to a thank-you page: the
 * favourites page, which lives in the browser, shows "check your mailbox" in place of the form.
 */
import { cookies } from 'next/headers';
import { clientIp } from '@/lib/http/client-ip';
import { captchaCookieName } from '@/lib/captcha/check';
import { formLocale } from '@/lib/i18n/translate';
import { submitPostedForm } from './submit-post';
import type { FormState } from './types';

export async function favouriteAlertAction(lang: string, _previous: FormState, formData: FormData): Promise<FormState> {
  const jar = await cookies();
  const state = await submitPostedForm('favourite-alert', formData, {
    lang: formLocale(lang),
    ip: await clientIp(),
    captchaToken: jar.get(captchaCookieName('favourite-alert'))?.value,
  });
  // The submission's ID and the thank-you page stay on the server: the form shows its own "check your mailbox".
  return { status: state.status, code: state.code, message: state.message, errors: state.errors, values: state.values };
}
