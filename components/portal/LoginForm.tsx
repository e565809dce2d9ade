'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { signInAction, type SignInState } from '@/lib/auth/actions';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { SAME_PAGE } from '@/components/forms/permalink';

type Props = { locale: Locale };

/** E-mail and password; the answer of a failed attempt stays on the page (also without JavaScript). */
export function LoginForm({ locale }: Props) {
  const t = useTranslations('login');
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {}, SAME_PAGE);
  return (
    <form action={action} className="auth-form" noValidate={false}>
      <input type="hidden" name="locale" value={locale} />
      {state.error && (
        <p className="auth-form__error" role="alert">
          {t(`errors.${state.error}`)}
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
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? t('pending') : t('submit')}
      </button>
      <p className="auth-form__aside">
        <Link href="/login/reminder">{t('forgot')}</Link>
      </p>
    </form>
  );
}
