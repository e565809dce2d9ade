import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemandLinkResult } from '@/components/forms/DemandLinkResult';
import { cancelDemandByToken } from '@/lib/data/demands';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; token: string }> };

// The link changes the demand: rendered for each visit, never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { token } = await params;
  const t = await getTranslations({ locale, namespace: 'demand.link' });
  return pageMetadata({ locale, href: { pathname: '/demand/[token]/cancel', params: { token } }, title: t('cancelTitle'), description: t('cancelTitle'), index: false });
}

/** The cancel link of a demand's e-mails: one click, idempotent; an unknown or spent token is explained. */
export default async function DemandCancelPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const outcome = await cancelDemandByToken(token);
  return <DemandLinkResult locale={locale} action="cancel" outcome={outcome} alternates={alternatesFor({ pathname: '/demand/[token]/cancel', params: { token } })} />;
}
