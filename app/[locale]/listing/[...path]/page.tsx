import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfiguredPage, originalPath } from '@/components/layout/ConfiguredPage';
import { CARD_REGISTRY } from '@/components/modules/cardRegistry';
import { findPublishedPage, showsPropertyCards } from '@/config/pages';
import { configMetadata, pageMetadata } from '@/lib/seo/metadata';
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
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  const page = showsPropertyCards(path) ? findPublishedPage(path) : null;
  if (!page) return {};
  return pageMetadata({
    locale,
    href: path,
    title: page.params.title[locale],
    description: page.params.description[locale],
    index: page.params.seo,
    image: page.params.image,
    other: configMetadata(page.params.metadata, locale),
  });
}

export default async function ListingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  // Only the pages proxy.ts sends here; any other is not one of this route's.
  if (!showsPropertyCards(path)) notFound();
  return <ConfiguredPage locale={locale} path={path} registry={CARD_REGISTRY} />;
}
