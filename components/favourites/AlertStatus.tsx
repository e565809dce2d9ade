'use client';
/**
 * The sign-up for alerts this browser keeps (alertFollowing.ts), under the favourites list in place of the
 * form: "check your mailbox" until it is confirmed, then "alerts on for N favourites, sent to …", and a button
 * that stops them. On opening it asks the server how the sign-up stands (confirmed since, or stopped from a
 * mail's link: then the browser forgets it and the form comes back).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { refreshAlertFollowing, stopAlertFollowing, type AlertFollowing } from './alertFollowing';

type Props = { following: AlertFollowing; onStopped: () => void };

export function AlertStatus({ following, onStopped }: Props) {
  const t = useTranslations('favourite-alert');
  const id = useId();
  const [stopping, setStopping] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void refreshAlertFollowing();
  }, []);
  const stop = async () => {
    setStopping(true);
    setFailed(false);
    const stopped = await stopAlertFollowing();
    setStopping(false);
    if (stopped) onStopped();
    else setFailed(true);
  };
  const values = { count: following.count, email: following.email };
  const pending = following.status === 'pending';
  return (
    <section className="alert-signup alert-signup--done" aria-labelledby={`${id}-title`} data-alert-status={following.status}>
      <div role="status">
        <h2 id={`${id}-title`} className="alert-signup__title">
          {pending ? t('feedback.title') : t('status.title')}
        </h2>
        <p>{pending ? t('status.pending', values) : t('status.confirmed', values)}</p>
      </div>
      <p className="alert-signup__intro">{t('status.follows')}</p>
      {failed && (
        <p role="alert" className="form-alert form-alert--error">
          {t('status.stopError')}
        </p>
      )}
      <button type="button" className="button button--outline" onClick={stop} disabled={stopping} aria-busy={stopping || undefined}>
        {t('status.stop')}
      </button>
    </section>
  );
}
