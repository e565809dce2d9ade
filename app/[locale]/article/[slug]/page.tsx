import type { Metadata } from 'next';
import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { articleAddress } from '@/config/articles';
import { crumbsFor } from '@/components/layout/Breadcrumb';
import { PageHero } from '@/components/layout/PageHero';
import { PageShell } from '@/components/layout/PageShell';
import { ArticleBody } from '@/components/modules/ArticleBody';
import { getArticleBySlug, type Article } from '@/lib/data/articles';
import { Link } from '@/components/i18n/Link';
import { alternatesFor, localizedPath } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

const addressOf = (a: Article) => articleAddress({ id: a.id, categoryId: a.categoryId, hasBody: a.body.trim() !== '' }, siteConfig);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = await getArticleBySlug(slug, locale);
  if (!article || addressOf(article).kind !== 'own') return {};
  return pageMetadata({
    locale,
    href: { pathname: '/article/[slug]', params: { slug } },
    title: article.title,
    description: article.summary,
    image: article.image,
  });
}

/**
 * A testimonial or service article on its own page. An article a configured page shows answers with a
 * permanent redirect to that page in the same language (one address per text); an article no page links
 * to (a team member) has no page (config/articles.ts).
 */
export default async function ArticlePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const article = await getArticleBySlug(slug, locale);
  if (!article) notFound();
  const address = addressOf(article);
  if (address.kind === 'page') permanentRedirect(localizedPath(locale, address.path));
  if (address.kind === 'none') notFound();
  const t = await getTranslations({ locale, namespace: 'modules' });
  const listPath = address.listPath;
  return (
    <PageShell locale={locale} alternates={alternatesFor({ pathname: '/article/[slug]', params: { slug } })}>
      <PageHero locale={locale} title={article.title} intro={article.summary} crumbs={crumbsFor(listPath ?? '/', locale, article.title)} />
      <div className="container page-body article-page">
        {article.image && (
          <div className="article__image">
            <Image src={article.image} alt="" fill {...leadImage(true)} sizes="(max-width: 1279px) 100vw, 1200px" />
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
