'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { reminderAction, type ReminderState } from '@/lib/auth/actions';
import { Link } from '@/lib/i18n/navigation';
import { SAME_PAGE } from '@/components/forms/permalink';

/** Ask for a link to choose a new password. */
export function ReminderForm() {
  const t = useTranslations('login');
  const [state, action, pending] = useActionState<ReminderState, FormData>(reminderAction, {}, SAME_PAGE);
  const message =
    state.result === 'sent'
      ? t('reminder.sent')
      : state.result === 'notFound'
        ? t('reminder.notFound')
        : state.result === 'email' || state.result === 'throttled' || state.result === 'server'
          ? t(`errors.${state.result}`)
          : null;
  return (
    <form action={action} className="auth-form">
      {message && (
        <p className={state.result === 'sent' ? 'auth-form__success' : 'auth-form__error'} role={state.result === 'sent' ? 'status' : 'alert'}>
          {message}
        </p>
      )}
      <label className="auth-form__field">
        <span>{t('email')}</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state.email ?? ''}
          key={`${state.result}-${state.email}`}
        />
      </label>
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? t('reminder.pending') : t('reminder.submit')}
      </button>
      <p className="auth-form__aside">
        <Link href="/login">{t('reminder.back')}</Link>
      </p>
    </form>
  );
}
