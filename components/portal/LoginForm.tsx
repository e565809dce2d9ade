'use client';

import { useActionState, useState } from 'react';
import { useTranslations } from 'next-intl';
import { signInAction, type SignInState } from '@/lib/auth/actions';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/domain/locales';
import { SAME_PAGE } from '@/components/forms/permalink';
import { Captcha } from '@/components/forms/Captcha';

/** `captchaForm`: the name of the sign-in's captcha challenge (given by the page: its module is server-side). */
type Props = { locale: Locale; captchaForm: string };

/**
 * E-mail and password; the answer of a failed attempt stays on the page (also without JavaScript). When the
 * server says the account asks for the captcha, the form shows it, with a new challenge after each answer.
 */
export function LoginForm({ locale, captchaForm }: Props) {
  const t = useTranslations('login');
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {}, SAME_PAGE);
  // Each answer that asks for the captcha gets a new challenge and an empty field.
  const [generation, setGeneration] = useState(0);
  const [lastState, setLastState] = useState(state);
  if (lastState !== state) {
    setLastState(state);
    if (state.captcha) setGeneration((g) => g + 1);
  }
  const error = state.error === 'throttled' ? t('errors.throttled', { minutes: state.minutes ?? 15 }) : state.error ? t(`errors.${state.error}`) : null;
  const captchaError = state.error === 'captchaMismatch' || state.error === 'captchaExpired' ? t(`errors.${state.error}`) : undefined;
  return (
    <form action={action} className="auth-form" noValidate={false}>
      <input type="hidden" name="locale" value={locale} />
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <label className="auth-form__field">
        <span>{t('email')}</span>
        <input type="email" name="email" autoComplete="username" required maxLength={254} defaultValue={state.email ?? ''} key={state.email ?? ''} />
      </label>
      <label className="auth-form__field">
        <span>{t('password')}</span>
        <input type="password" name="password" autoComplete="current-password" required maxLength={200} />
      </label>
      {state.captcha && (
        <Captcha
          key={generation}
          form={captchaForm}
          generation={generation}
          error={captchaError}
          inputProps={{ name: 'captcha', defaultValue: '', required: true }}
        />
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? t('pending') : t('submit')}
      </button>
      <p className="auth-form__aside">
        <Link href="/login/reminder">{t('forgot')}</Link>
      </p>
    </form>
  );
}
