import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfiguredPage, configuredPageMetadata, originalPath } from '@/components/layout/ConfiguredPage';
import { CARD_REGISTRY } from '@/components/modules/cardRegistry';
import { isListingPath } from '@/config/pages';
import { canonicalQueryOfSegment } from '@/lib/domain/listing-query';
import { pageLocale } from '@/lib/i18n/page';
import '@/app/_styles/listings.css';

type Props = { params: Promise<{ locale: string; query: string; path: string[] }> };

/**
 * A listing with filters, sort, page or view: proxy.ts redirects its query to the canonical form and
 * rewrites it here with that query as a path segment (lib/domain/listing-query encodeQuerySegment).
 * Each distinct result page is rendered on its first request and then served from the route cache,
 * renewed in the background at most every 5 minutes like the unfiltered listings (whose data layer
 * keeps a result 30 s). The cache keeps these pages in memory only (server/isr-cache.mjs), so
 * however many distinct searches are made, they take no disk and a bounded amount of memory.
 * The page is not indexed; its canonical URL is the unfiltered listing.
 */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return configuredPageMetadata(await pageLocale(params), originalPath((await params).path), { resultPage: true });
}

export default async function ResultsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { query: segment, path: segments } = await params;
  const path = originalPath(segments);
  const query = canonicalQueryOfSegment(segment);
  // Only the one segment proxy.ts makes for a result page: any other spelling would be a second cached copy.
  if (!isListingPath(path) || !query) notFound();
  return <ConfiguredPage locale={locale} path={path} query={query} registry={CARD_REGISTRY} />;
}
