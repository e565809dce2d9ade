import Image from 'next/image';
import { moduleRelation } from '@/config/module-relation';
import { getArticle } from '@/lib/data/articles';
import { ArticleBody } from './ArticleBody';
import type { ModuleProps } from './types';

/** article/single-view: one article with its image. */
export async function ArticleModule({ module: m, locale }: ModuleProps) {
  const article = await getArticle(Number(moduleRelation(m).id), locale);
  if (!article) return null;
  return (
    <article className="article" lang={article.lang}>
      {article.image && (
        <div className="article__image">
          <Image src={article.image} alt="" fill sizes="(max-width: 1279px) 100vw, 1200px" />
        </div>
      )}
      <ArticleBody body={article.body} />
    </article>
  );
}
