'use client';

import { useActionState, useId } from 'react';
import { useTranslations } from 'next-intl';
import { resetAction, type ResetState } from '@/lib/auth/actions';
import type { LinkPurpose } from '@/lib/auth/password-reset';
import { Link } from '@/lib/i18n/navigation';
import { SAME_PAGE } from '@/components/forms/permalink';

type Props = { token: string; purpose?: LinkPurpose; minLength: number; maxLength: number };

/**
 * The new password, twice. Once saved, the link is used up and the form gives way to a sign-in link. An
 * invitation's form (a new owner's first password) uses the welcome's wording.
 */
export function ResetForm({ token, purpose = 'reset', minLength, maxLength }: Props) {
  const t = useTranslations('login');
  const own = purpose === 'invitation' ? 'welcome' : 'reset';
  const [state, action, pending] = useActionState<ResetState, FormData>(resetAction, {}, SAME_PAGE);
  const uid = useId();
  if (state.result === 'done') {
    return (
      <div className="auth-form">
        <p className="auth-form__success" role="status">
          {t(`${own}.done`)}
        </p>
        <Link href="/login" className="button button--primary">
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }
  const linkDead = state.result === 'used' || state.result === 'expired' || state.result === 'unknown';
  const error = !state.result
    ? null
    : state.result === 'server'
      ? t('errors.server')
      : state.result === 'tooShort'
        ? t('reset.tooShort', { min: minLength })
        : state.result === 'tooLong'
          ? t('reset.tooLong', { max: maxLength })
          : state.result === 'used' || state.result === 'expired'
            ? t(`${own}.${state.result}`)
            : t(`reset.${state.result}`);
  return (
    <form action={action} className="auth-form">
      <input type="hidden" name="token" value={token} />
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      {linkDead ? (
        <Link href="/login/reminder" className="button button--primary">
          {t('reset.newLink')}
        </Link>
      ) : (
        <>
          <div className="auth-form__field">
            <label htmlFor={`${uid}-password`}>{t('reset.password')}</label>
            <input
              id={`${uid}-password`}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              minLength={minLength}
              maxLength={maxLength}
              aria-describedby={`${uid}-hint`}
            />
            <small id={`${uid}-hint`}>{t('reset.hint', { min: minLength })}</small>
          </div>
          <label className="auth-form__field">
            <span>{t('reset.confirm')}</span>
            <input type="password" name="confirm" autoComplete="new-password" required minLength={minLength} maxLength={maxLength} />
          </label>
          <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
            {pending ? t('reset.pending') : t(`${own}.submit`)}
          </button>
        </>
      )}
    </form>
  );
}
