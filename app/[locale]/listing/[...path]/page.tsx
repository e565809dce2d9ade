import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfiguredPage, configuredPageMetadata, originalPath } from '@/components/layout/ConfiguredPage';
import { CARD_REGISTRY } from '@/components/modules/cardRegistry';
import { showsPropertyCards } from '@/config/pages';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/listings.css';

type Props = { params: Promise<{ locale: string; path: string[] }> };

/**
 * The configured pages that show property cards (the listings without a query, pages of featured properties), under
 * their own addresses: proxy.ts rewrites them here (/fr/a-vendre/ → /fr/listing/for-sale/), so that the cards, their
 * hearts, the filters and the map, with their rules, load only on these pages and not on every configured page
 * (../../[...path]). Served from cache (ISR) like those.
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = originalPath((await params).path);
  return showsPropertyCards(path) ? configuredPageMetadata(await pageLocale(params), path) : {};
}

export default async function ListingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  // Only the pages proxy.ts sends here; any other is not one of this route's.
  if (!showsPropertyCards(path)) notFound();
  return <ConfiguredPage locale={locale} path={path} registry={CARD_REGISTRY} />;
}
