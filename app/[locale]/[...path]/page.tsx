import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { findPublishedPage, pageModules } from '@/config/pages';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { SubMenu } from '@/components/layout/SubMenu';
import { Modules } from '@/components/modules/Modules';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; path: string[] }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const originalPath = (path: string[]) => `/${path.map(decodeURIComponent).join('/')}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
  const page = findPublishedPage(path);
  if (!page) return {};
  return pageMetadata({
    locale,
    href: path,
    title: page.params.title[locale],
    description: page.params.description[locale],
    index: page.params.seo,
    image: page.params.image,
  });
}

/** Every configured page: looked up by its original path (next-intl rewrote the localized one), modules through the registry. */
export default async function ConfiguredPage({ params }: Props) {
  const locale = await pageLocale(params);
  const path = originalPath((await params).path);
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
        <Modules modules={pageModules(page)} locale={locale} />
      </div>
    </PageShell>
  );
}
