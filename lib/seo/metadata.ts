import type { Metadata } from 'next';
import { siteConfig } from '@/config';
import { findPublishedPage, HOME_PATH } from '@/config/pages';
import { siteUrl } from './site';
import { alternatesFor, type Href } from '@/lib/i18n/alternates';
import { defaultLocale, enabledLocales } from '@/lib/i18n/routing';
import { LOCALE_TAGS, type Locale } from '@/lib/domain/locales';
import { configMetadata, robotsFor } from '@/lib/i18n/meta-tags';
import { coverPicture } from '@/lib/images/cover';

type Input = {
  locale: Locale;
  href: Href;
  title: string;
  description: string;
  /** false: not indexed (the page is still followed). */
  index?: boolean;
  /**
   * The page's own picture (a property's first photo): the Open Graph and Twitter card image, as the image
   * route's 1200 × 630 cover crop (lib/images/cover.ts). Default: the home banner, else the logo; an SVG
   * (the logo) gives no image, as link previews do not show one.
   */
  image?: string | null;
  /** The text a shared link's preview shows (og:description, twitter:description): a property's price and place first. Default: `description`. */
  socialDescription?: string;
  /** The picture's text alternative (og:image:alt). Default: the title. */
  imageAlt?: string;
  /** The languages the page exists in (a property or project stored in only some); default every enabled one. */
  locales?: readonly Locale[];
  /** Extra meta tags of the page config in this language (`{ keywords: '…' }`). */
  other?: Record<string, string>;
};

/** `fr_BE`: the Open Graph form of a language's BCP 47 tag. */
export const ogLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** The picture shared when a page has none of its own: the first home banner image, else the logo. */
function defaultImage(): string {
  return findPublishedPage(HOME_PATH)?.params.banner?.images[0] ?? siteConfig.site.info.logo;
}

export { configMetadata };

/**
 * Title, description, canonical URL, hreflang alternates (plus x-default), Open Graph and Twitter card of
 * a page in one language. URLs are absolute on the configured site address (`metadataBase`).
 */
export function pageMetadata({
  locale,
  href,
  title,
  description,
  socialDescription = description,
  index = true,
  image,
  imageAlt,
  locales,
  other,
}: Input): Metadata {
  const all = alternatesFor(href);
  const available = enabledLocales.filter((l) => (!locales || locales.includes(l) || l === locale) && all[l]);
  const languages = Object.fromEntries(available.map((l) => [l, all[l]!]));
  // The default language's page, else the first available one (`languages` is in the order of `available`).
  const xDefault = languages[defaultLocale] ?? Object.values(languages)[0];
  const url = all[locale];
  const cover = coverPicture(image || defaultImage());
  const picture = cover && { ...cover, url: siteUrl(cover.url), alt: imageAlt ?? title };
  const name = siteConfig.site.info.name;
  return {
    title: { absolute: `${title} | ${name}` },
    description,
    alternates: {
      canonical: url,
      languages: { ...languages, 'x-default': xDefault },
    },
    robots: robotsFor(index),
    openGraph: {
      type: 'website',
      title,
      description: socialDescription,
      url,
      siteName: name,
      locale: ogLocale(locale),
      alternateLocale: available.filter((l) => l !== locale).map(ogLocale),
      images: picture ? [picture] : undefined,
    },
    twitter: { card: 'summary_large_image', title, description: socialDescription, images: picture ? [{ url: picture.url, alt: picture.alt }] : undefined },
    other: other && Object.keys(other).length ? other : undefined,
  };
}
