import { getTranslations } from 'next-intl/server';
import { pathEntry } from '@/config/pages';
import type { AppPath } from '@/config/schema';
import { Link } from '@/components/i18n/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { pageUrl } from '@/lib/seo/site';
import type { Locale } from '@/lib/domain/locales';

export type Crumb = { name: string; href: AppPath | null };

/** The trail of a path from the path table (home first); the last crumb is the current page. */
export function crumbsFor(originalPath: string, locale: Locale, last?: string): Crumb[] {
  const entry = pathEntry(originalPath);
  const crumbs: Crumb[] = (entry?.breadcrumb ?? []).map((b) => ({ name: b.name[locale], href: b.path }));
  if (last) crumbs.push({ name: last, href: null });
  return crumbs;
}

export async function Breadcrumb({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  // The same trail for search engines (home first); the current page goes without a URL.
  const trail = [
    { name: t('homeCrumb'), url: pageUrl(locale, '/') },
    ...crumbs.map((c, i) => ({ name: c.name, url: c.href && i < crumbs.length - 1 ? pageUrl(locale, c.href) : null })),
  ];
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <ol>
        <li>
          <Link href="/">{t('homeCrumb')}</Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={i}>{c.href && i < crumbs.length - 1 ? <Link href={c.href}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
