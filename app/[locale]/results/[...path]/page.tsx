import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ConfiguredPage, originalPath } from '@/components/layout/ConfiguredPage';
import { findPublishedPage, isListingPath } from '@/config/pages';
import { listingSearchParams, parseListingQuery } from '@/lib/domain/listing-query';
import { localizedPath } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A listing with filters, sort, page or view in its query (proxy.ts rewrites those requests here):
 * rendered for each request. The page is not indexed; its canonical URL is the unfiltered listing.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  const page = findPublishedPage(path);
  if (!page) return {};
  return pageMetadata({ locale, href: path, title: page.params.title[locale], description: page.params.description[locale], index: false });
}

export default async function ResultsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  if (!isListingPath(path)) notFound();
  const raw = await searchParams;
  const query = parseListingQuery(raw);
  // One URL per result: empty fields and unknown or malformed values are dropped from the address.
  const canonical = listingSearchParams(query).toString();
  const given = new URLSearchParams(Object.entries(raw).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]]))).toString();
  if (canonical !== given) redirect(`${localizedPath(locale, path)}${canonical ? `?${canonical}` : ''}`);
  return <ConfiguredPage locale={locale} path={path} query={query} />;
}
