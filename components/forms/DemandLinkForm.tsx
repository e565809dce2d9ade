'use client';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { demandLinkAction } from '@/lib/forms/demand-link-action';
import { DemandOutcome } from './DemandOutcome';

type Props = { action: 'confirm' | 'cancel'; token: string };

/** The button of a demand's confirm or cancel page (a POST, also without JavaScript), then its outcome. */
export function DemandLinkForm({ action, token }: Props) {
  const t = useTranslations('demand.link');
  const [outcome, formAction, pending] = useActionState(demandLinkAction.bind(null, action, token), null);
  if (outcome) return <DemandOutcome outcome={outcome} />;
  return (
    <form action={formAction} className="notice-panel notice-panel--info" data-demand-link={action}>
      <h2>{t(`${action}Prompt.heading`)}</h2>
      <p>{t(`${action}Prompt.text`)}</p>
      <p className="notice-panel__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {t(`${action}Prompt.button`)}
        </button>
      </p>
    </form>
  );
}
