import type { Metadata } from 'next';
import { siteConfig } from '@/config';
import { alternatesFor, type Href } from './alternates';
import { defaultLocale } from './routing';
import type { Locale } from './locales';

type Input = { locale: Locale; href: Href; title: string; description: string; index?: boolean; image?: string | null };

/** Title, description, canonical URL and hreflang alternates (plus x-default) of a page in one language. */
export function pageMetadata({ locale, href, title, description, index = true, image }: Input): Metadata {
  const alternates = alternatesFor(href);
  return {
    title: { absolute: `${title} | ${siteConfig.site.info.name}` },
    description,
    alternates: {
      canonical: alternates[locale],
      languages: { ...alternates, 'x-default': alternates[defaultLocale] },
    },
    robots: index ? undefined : { index: false, follow: true },
    openGraph: { title, description, locale, siteName: siteConfig.site.info.name, type: 'website', url: alternates[locale], images: image ? [image] : undefined },
  };
}
