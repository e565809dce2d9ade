import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppPath } from '@/config/schema';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { ArticleBody } from '@/components/modules/ArticleBody';
import { getArticleBySlug } from '@/lib/data/articles';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** Where an article of each category is listed (services and testimonials live under Notre-agence). */
const CATEGORY_PAGES: Record<number, AppPath> = { 1: '/Notre-agence', 2: '/Notre-agence/Temoignages', 3: '/Notre-agence/Services' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = await getArticleBySlug(slug, locale);
  if (!article) return {};
  return pageMetadata({ locale, href: { pathname: '/article/[slug]', params: { slug } }, title: article.title, description: article.summary, image: article.image });
}

/** A testimonial or service article on its own page. */
export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = await getArticleBySlug(slug, locale);
  if (!article) notFound();
  const t = await getTranslations({ locale, namespace: 'modules' });
  const listPath = article.categoryId ? CATEGORY_PAGES[article.categoryId] : undefined;
  return (
    <PageShell locale={locale} alternates={alternatesFor({ pathname: '/article/[slug]', params: { slug } })}>
      <PageHero locale={locale} title={article.title} intro={article.summary} crumbs={crumbsFor(listPath ?? '/', locale, article.title)} />
      <div className="container page-body article-page">
        {article.image && (
          <div className="article__image">
            <Image src={article.image} alt="" fill priority sizes="(max-width: 1279px) 100vw, 1200px" />
          </div>
        )}
        <ArticleBody body={article.body} />
        {listPath && (
          <p>
            <Link href={listPath} className="button button--outline">
              {t('backToList')}
            </Link>
          </p>
        )}
      </div>
    </PageShell>
  );
}
