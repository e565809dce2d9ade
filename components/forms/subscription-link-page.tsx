import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { demandStatusByToken } from '@/lib/data/demands';
import { favouriteAlertStatusByToken } from '@/lib/data/favourite-alerts';
import { subscriptionStatusByToken } from '@/lib/data/newsletter';
import type { SubscriptionKind } from '@/lib/forms/subscription-kind';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';
import { SubscriptionLinkResult } from './SubscriptionLinkResult';

type Props = { params: Promise<{ locale: string; token: string }> };

const STATUS = { demand: demandStatusByToken, newsletter: subscriptionStatusByToken, 'favourite-alert': favouriteAlertStatusByToken };

/**
 * The route of a confirm or cancel link (`/KIND/[token]/ACTION`): its metadata (never indexed) and its
 * page, which shows the subscription's current state and a button that posts. The route files export
 * these and `dynamic = 'force-dynamic'` (rendered for each visit, never cached).
 */
export function subscriptionLinkPage(kind: SubscriptionKind, action: 'confirm' | 'cancel') {
  const pathname = `/${kind}/[token]/${action}`;
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await pageLocale(params);
      const { token } = await params;
      const t = await getTranslations({ locale, namespace: `${kind}.link` });
      return pageMetadata({ locale, href: { pathname, params: { token } }, title: t(`${action}Title`), description: t(`${action}Title`), index: false });
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params);
      const { token } = await params;
      return (
        <SubscriptionLinkResult
          locale={locale}
          kind={kind}
          action={action}
          token={token}
          status={await STATUS[kind](token)}
          alternates={alternatesFor({ pathname, params: { token } })}
        />
      );
    },
  };
}
