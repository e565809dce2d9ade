/** Absolute URLs on the site's public address (config `site.info.url`), for metadata, JSON-LD and the sitemap. */
import { onSiteConfigChange, siteConfig } from '@/config';
import { localizedPath, type Href } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { absoluteUrl } from './jsonld';

/** The public address of the configuration in use (SITE_URL, else site.json's info.url). */
export let SITE_URL = siteConfig.site.info.url;
onSiteConfigChange(() => (SITE_URL = siteConfig.site.info.url));

/** `path` (site-relative) as an absolute URL on the site's public address. */
export const siteUrl = (path: string) => absoluteUrl(SITE_URL, path)!;

/** The absolute URL of an internal href in a language (`…/fr/a-vendre/`, as served). */
export const pageUrl = (locale: Locale, href: Href) => siteUrl(localizedPath(locale, href));
