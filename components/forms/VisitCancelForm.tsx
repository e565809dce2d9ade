'use client';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { visitCancelAction } from '@/lib/forms/visit-cancel-action';
import { Link, routeHref } from '@/lib/i18n/navigation';
import { VisitCancelOutcome } from './VisitCancelOutcome';
import { SAME_PAGE } from './permalink';

/** The question of a visit's cancel page and its button (a POST, also without JavaScript), then its outcome. */
export function VisitCancelForm({ token }: { token: string }) {
  const t = useTranslations('visit.cancel');
  const [outcome, formAction, pending] = useActionState(visitCancelAction.bind(null, token), null, SAME_PAGE);
  if (outcome) return <VisitCancelOutcome outcome={outcome} />;
  return (
    <form action={formAction} className="notice-panel notice-panel--info" data-visit-cancel="">
      <h2>{t('prompt.heading')}</h2>
      <p>{t('prompt.text')}</p>
      <p className="notice-panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t('prompt.button')}
        </button>
        <Link className="button button--outline" href={routeHref('/visit/[token]', { token })}>
          {t('prompt.keep')}
        </Link>
      </p>
    </form>
  );
}
