import type { Locale } from '@/lib/domain/locales';

/** A page config's extra meta tags (`params.metadata`) in one language. */
export function configMetadata(metadata: Record<string, Partial<Record<Locale, string>>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).flatMap(([name, text]) => (text[locale] ? [[name, text[locale]!]] : [])));
}

/** The robots meta of a page: nothing when it is indexed, `noindex, follow` when not (a page's `seo: false`). */
export const robotsFor = (index: boolean) => (index ? undefined : { index: false, follow: true });
