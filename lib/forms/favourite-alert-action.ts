'use server';
/**
 * The post of the alerts sign-up under the favourites list (components/favourites/AlertSignup.tsx): the
 * site's form engine (submit.ts: rate limit, honeypot, schema, captcha, the submission stored with its
 * mails) for the form `favourite-alert`. It answers the state instead of going to a thank-you page: the
 * favourites page, which lives in the browser, shows "check your mailbox" in place of the form. A stored
 * sign-up's answer carries its manage token, which the browser keeps to follow its favourites as they change
 * (app/api/favourite-alert/following); the token that confirms the sign-up is only ever mailed.
 */
import { cookies } from 'next/headers';
import { clientIp } from '@/lib/http/client-ip';
import { captchaCookieName } from '@/lib/captcha/check';
import { favouriteAlertManageToken } from '@/lib/data/favourite-alerts';
import { formLocale } from '@/lib/i18n/translate';
import { submitPostedForm } from './submit-post';
import type { FormState } from './types';

/** The sign-up's answer: the form's state and, once stored, the sign-up's manage token. */
export type FavouriteAlertAnswer = FormState & { manageToken?: string };

export async function favouriteAlertAction(lang: string, _previous: FormState, formData: FormData): Promise<FavouriteAlertAnswer> {
  const jar = await cookies();
  const state = await submitPostedForm('favourite-alert', formData, {
    lang: formLocale(lang),
    ip: await clientIp(),
    captchaToken: jar.get(captchaCookieName('favourite-alert'))?.value,
  });
  // A post with the honeypot filled is answered as stored but stored nothing: no submission, no token.
  const manageToken = state.status === 'ok' && state.submissionId ? await favouriteAlertManageToken(state.submissionId) : null;
  // The submission's ID and the thank-you page stay on the server: the form shows its own "check your mailbox".
  return {
    status: state.status,
    code: state.code,
    message: state.message,
    errors: state.errors,
    values: state.values,
    ...(manageToken ? { manageToken } : {}),
  };
}
