import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { findPublishedPage, pageModules } from '@/config/pages';
import { Modules } from '@/components/modules/Modules';
import type { ModuleRegistry } from '@/components/modules/registry';
import type { ListingQuery } from '@/lib/domain/listing-query';
import { alternatesFor } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { crumbsFor } from './Breadcrumb';
import { PageHero } from './PageHero';
import { PageShell } from './PageShell';
import { SubMenu } from './SubMenu';
import { pageView } from './pageView';
import { safeDecode } from '@/lib/http/decode';
import { configMetadata, pageMetadata } from '@/lib/seo/metadata';

/**
 * Original path of a catch-all route's segments (`['Notre-agence', 'Temoignages']` → `/Notre-agence/Temoignages`).
 * A segment that does not decode (a value encoded twice, a cut sequence) stays as it is: no page has it (404).
 */
export const originalPath = (segments: string[]) => `/${segments.map((s) => safeDecode(s) ?? s).join('/')}`;

/**
 * The metadata of the configured page at `path` (none for a path that is not one): its title, description, picture and
 * the staff's extra tags, indexed as its `seo` says. A listing's result page (`resultPage`) is never indexed and its
 * canonical is the unfiltered listing.
 */
export function configuredPageMetadata(locale: Locale, path: string, { resultPage = false } = {}): Metadata {
  const page = findPublishedPage(path);
  if (!page) return {};
  const p = page.params;
  const common = { locale, href: path, title: p.title[locale], description: p.description[locale] };
  return resultPage
    ? pageMetadata({ ...common, index: false })
    : pageMetadata({ ...common, index: p.seo, image: p.image, other: configMetadata(p.metadata, locale) });
}

type Props = { locale: Locale; path: string; registry: ModuleRegistry; query?: ListingQuery };

/** A configured page: looked up by its original path, its modules rendered through the route's registry. */
export function ConfiguredPage({ locale, path, registry, query }: Props) {
  const page = findPublishedPage(path);
  if (!page) notFound();
  const p = page.params;
  const view = pageView(p, locale);
  if (view.redirectTo) redirect(view.redirectTo);
  return (
    <PageShell locale={locale} alternates={alternatesFor(path)} chrome={view.chrome} logo={p.logo}>
      <PageHero locale={locale} title={p.title[locale]} intro={view.intro} crumbs={view.showCrumbs ? crumbsFor(path, locale) : null} image={p.image} />
      <SubMenu path={path} locale={locale} />
      <div className="container page-body">
        <Modules modules={pageModules(page)} registry={registry} locale={locale} path={path} query={query} lead={!p.image} />
      </div>
    </PageShell>
  );
}
