'use client';
import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { subscriptionLinkAction } from '@/lib/forms/subscription-link-action';
import type { SubscriptionKind } from '@/lib/forms/subscription-kind';
import { SubscriptionOutcome } from './SubscriptionOutcome';
import { SAME_PAGE } from './permalink';

type Props = { kind: SubscriptionKind; action: 'confirm' | 'cancel'; token: string };

/** The button of a confirm or cancel page (a POST, also without JavaScript), then its outcome. */
export function SubscriptionLinkForm({ kind, action, token }: Props) {
  const t = useTranslations(`${kind}.link`);
  const [outcome, formAction, pending] = useActionState(subscriptionLinkAction.bind(null, kind, action, token), null, SAME_PAGE);
  if (outcome) return <SubscriptionOutcome kind={kind} outcome={outcome} />;
  return (
    <form action={formAction} className="notice-panel notice-panel--info" data-subscription-link={`${kind}:${action}`}>
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
