'use client';
/**
 * "Tell me when this changes", under the favourites list: an e-mail address (and the site's captcha) for
 * alerts on these favourites. It posts the site's form `favourite-alert` (lib/forms/defs/favourite-alert.ts)
 * with the favourites' IDs; the server stores a pending sign-up and mails the link that confirms it (double
 * opt-in). The answer's manage token is kept in this browser (alertFollowing.ts): the favourites page then shows
 * the sign-up (AlertStatus, "check your mailbox" until it is confirmed) in place of the form, and the sign-up
 * follows the favourites added or removed later. Its texts: ALERT_SIGNUP_MESSAGES.
 */
import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { favouriteAlertAction } from '@/lib/forms/favourite-alert-action';
import { rememberAlertSignUp } from './alertFollowing';
import { HONEYPOT_FIELD, initialFormState, type FormState } from '@/lib/forms/types';
import { Captcha } from '@/components/forms/Captcha';
import { SAME_PAGE } from '@/components/forms/permalink';

/** The server's answer and how many answers came before it (each refused answer asks for a new captcha). */
type Answer = { form: FormState; round: number };

export function AlertSignup({ propertyIds }: { propertyIds: number[] }) {
  const locale = useLocale();
  const t = useTranslations('favourite-alert');
  const tf = useTranslations('forms');
  const [answer, post, pending] = useActionState(
    async (previous: Answer, data: FormData): Promise<Answer> => {
      const { manageToken, ...form } = await favouriteAlertAction(locale, previous.form, data);
      if (manageToken) rememberAlertSignUp(manageToken, String(data.get('email') ?? ''), data.getAll('propertyIds').map(Number));
      return { form, round: previous.round + 1 };
    },
    { form: initialFormState, round: 0 },
    SAME_PAGE,
  );
  const id = useId();
  const { form: state } = answer;
  if (state.status === 'ok')
    return (
      <section className="alert-signup alert-signup--done" aria-labelledby={`${id}-done`}>
        <div role="status">
          <h2 id={`${id}-done`} className="alert-signup__title">
            {t('feedback.title')}
          </h2>
          <p>{t('feedback.text')}</p>
        </div>
      </section>
    );
  const ids = [...new Set(propertyIds)];
  if (!ids.length) return null;
  const emailError = state.errors?.email;
  const listError = state.errors?.propertyIds;
  const message = state.status === 'idle' ? null : (listError ?? state.message);
  return (
    <section className="alert-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="alert-signup__title">
        {t('title')}
      </h2>
      <p className="alert-signup__intro">{t('intro')}</p>
      <p className="alert-signup__count">{t('following', { count: ids.length })}</p>
      <form action={post} noValidate className="visitor-form visitor-form--full" data-form="favourite-alert" aria-busy={pending || undefined}>
        {message && (
          <div role="alert" className="form-alert form-alert--error">
            {message}
          </div>
        )}
        <div className="form-grid">
          <div className={emailError ? 'form-field form-field--full form-field--invalid' : 'form-field form-field--full'}>
            <label htmlFor={`${id}-email`} className="form-field__label">
              {t('fields.email')}{' '}
              <span aria-hidden="true" className="form-field__required">
                *
              </span>
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              className="form-field__input"
              defaultValue={typeof state.values?.email === 'string' ? state.values.email : ''}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            {emailError && (
              <p id={`${id}-email-error`} className="form-field__error">
                {emailError}
              </p>
            )}
          </div>
          <Captcha form="favourite-alert" generation={answer.round} error={state.errors?.captcha} inputProps={{ name: 'captcha', defaultValue: '' }} />
        </div>
        {ids.map((propertyId) => (
          <input key={propertyId} type="hidden" name="propertyIds" value={propertyId} />
        ))}
        <div className="form-hp" aria-hidden="true">
          <label>
            {tf('honeypot')}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="form-submit">
          <button type="submit" className="button button--primary form-submit__button" disabled={pending}>
            {pending ? tf('sending') : t('submit')}
          </button>
          <p className="form-privacy">
            {t.rich('privacy', {
              link: (chunks) => (
                <Link href="/Privacy" target="_blank">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      </form>
    </section>
  );
}
