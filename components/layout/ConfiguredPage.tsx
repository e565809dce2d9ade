import { notFound, redirect } from 'next/navigation';
import { findPublishedPage, pageModules } from '@/config/pages';
import { Modules } from '@/components/modules/Modules';
import type { ListingQuery } from '@/lib/domain/listing-query';
import { alternatesFor } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/locales';
import { crumbsFor } from './Breadcrumb';
import { PageHero } from './PageHero';
import { PageShell } from './PageShell';
import { SubMenu } from './SubMenu';

/** Original path of a catch-all route's segments (`['Notre-agence', 'Temoignages']` → `/Notre-agence/Temoignages`). */
export const originalPath = (segments: string[]) => `/${segments.map(decodeURIComponent).join('/')}`;

type Props = { locale: Locale; path: string; query?: ListingQuery };

/** A configured page: looked up by its original path, its modules rendered through the registry. */
export function ConfiguredPage({ locale, path, query }: Props) {
  const page = findPublishedPage(path);
  if (!page) notFound();
  if (page.params.redirect && page.params.redirectUrl) redirect(page.params.redirectUrl);
  const p = page.params;
  return (
    <PageShell locale={locale} alternates={alternatesFor(path)} chrome={p.type !== 'chromeless'}>
      <PageHero
        locale={locale}
        title={p.title[locale]}
        intro={p.content?.[locale] ?? p.description[locale]}
        crumbs={p.breadcrumb.show ? crumbsFor(path, locale) : null}
        image={p.image}
      />
      <SubMenu path={path} locale={locale} />
      <div className="container page-body">
        <Modules modules={pageModules(page)} locale={locale} path={path} query={query} />
      </div>
    </PageShell>
  );
}
