import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { getPathname, Link as IntlLink } from '@/lib/i18n/navigation';

type Props = ComponentProps<typeof IntlLink>;
type Href = Props['href'];

/** A path of the site (next-intl's `isLocalizableHref`): no scheme, no host, starting with `/`. */
const localizable = (href: Href) => {
  const pathname = typeof href === 'object' ? href.pathname : href;
  const hasHost = typeof href === 'object' ? href.host != null || href.hostname != null : /^[a-z]+:/i.test(href);
  return !hasHost && pathname != null && pathname.startsWith('/');
};

/**
 * The internal link of server components: the path localized here, on the server, with next-intl's
 * `getPathname`, and handed to next/link as a plain text. next-intl's `Link` does the same localizing but sends
 * its client wrapper each link's route object, an empty ref and locale, and the locale cookie's settings, in the
 * page's inline data: about 110 bytes a link, 33 links on a listing. A link to another language still takes
 * next-intl's `Link`, which keeps the locale cookie in step. Client components use next-intl's `Link` itself.
 */
export function Link({ href, locale, ...rest }: Props) {
  const current = useLocale();
  if (locale && locale !== current) return <IntlLink href={href} locale={locale} {...rest} />;
  return <NextLink href={localizable(href) ? getPathname({ href: href as never, locale: current }) : href} {...rest} />;
}
