import type { Metadata } from 'next';
import { ConfiguredPage, configuredPageMetadata, originalPath } from '@/components/layout/ConfiguredPage';
import { PAGE_REGISTRY } from '@/components/modules/registry';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/pages.css';

type Props = { params: Promise<{ locale: string; path: string[] }> };

/**
 * The configured pages without property cards (contact, privacy, the agency, team …), served from cache (ISR). proxy.ts
 * rewrites a page with cards to the listings' route (../listing/[...path]), and a listing with filters in its query to
 * /results/{query}/ (cached too).
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return configuredPageMetadata(await pageLocale(params), originalPath((await params).path));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <ConfiguredPage locale={locale} path={originalPath((await params).path)} registry={PAGE_REGISTRY} />;
}
