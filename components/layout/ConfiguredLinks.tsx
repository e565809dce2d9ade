import type { MenuLink } from '@/config/schema';
import { internalHref, isExternalHref, linkLabel } from '@/config/pages';
import { Link } from '@/components/i18n/Link';
import type { Locale } from '@/lib/domain/locales';
import { publishedLinks } from './publishedLinks';

/** The Published links of a config list (top bar, footer column): URLs as they are, paths through the path table. */
export function ConfiguredLinks({ links, locale, className }: { links: MenuLink[]; locale: Locale; className: string }) {
  return (
    <ul className={className}>
      {publishedLinks(links).map((l) => (
        <li key={l.href}>
          {isExternalHref(l.href) ? <a href={l.href}>{linkLabel(l, locale)}</a> : <Link href={internalHref(l.href)}>{linkLabel(l, locale)}</Link>}
        </li>
      ))}
    </ul>
  );
}
