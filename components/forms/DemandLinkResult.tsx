import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import type { Alternates } from '@/lib/i18n/alternates';
import type { DemandStatus } from '@/lib/forms/demands';
import type { Locale } from '@/lib/i18n/locales';
import { DemandLinkForm } from './DemandLinkForm';
import { DemandOutcome } from './DemandOutcome';
import './special-forms.css';

type Props = { locale: Locale; action: 'confirm' | 'cancel'; token: string; status: DemandStatus | null; alternates: Alternates };

/**
 * The page of a demand's confirm or cancel link. Opening it changes nothing: a demand that can still be
 * confirmed (or cancelled) gets a button that posts; one already done says so; an unknown token is explained.
 */
export async function DemandLinkResult({ locale, action, token, status, alternates }: Props) {
  const t = await getTranslations({ locale, namespace: 'demand.link' });
  const done = status === null ? 'unknown' : status === 'cancelled' ? 'already-cancelled' : action === 'confirm' && status === 'confirmed' ? 'already-confirmed' : null;
  return (
    <PageShell locale={locale} alternates={alternates}>
      <PageHero locale={locale} title={t(`${action}Title`)} />
      <div className="container page-body">{done ? <DemandOutcome outcome={done} /> : <DemandLinkForm action={action} token={token} />}</div>
    </PageShell>
  );
}
