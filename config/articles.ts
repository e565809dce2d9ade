/**
 * Where an article lives, so that each text has one address. An article that a configured page shows
 * (article/single-view: Espagne, the legal pages, Notre-agence) lives at that page: its own address
 * `/article/{slug}/` redirects there and is not in the sitemap. An article of a category that a page
 * lists with links to each article (news-view: Services; the testimonials' slider and list link the ones
 * with a body: "read more") has its own page. Any other article (the team's members, shown by their card
 * only) has no page of its own.
 */
import type { Module, Page } from './schema';
import { moduleRelation } from './module-relation';
import { flattenPages, type SiteConfig } from './validate';

export type ArticleRef = { id: number; categoryId: number | null; hasBody: boolean };
export type ArticleAddress = { kind: 'page'; path: string } | { kind: 'own'; listPath: string } | { kind: 'none' };

/** Category views that link each of their articles to its own page (`true`), or only those with a body (`'body'`). */
const LINKING_VIEWS: Partial<Record<Module['view'], true | 'body'>> = { 'news-view': true, 'slider-view': 'body', 'list-view': 'body' };

/** Whether a category module links this article to its own page (the rule the module components follow too). */
export function linksToArticle(m: Pick<Module, 'view'>, article: { hasBody: boolean }): boolean {
  const rule = LINKING_VIEWS[m.view];
  return rule === true || (rule === 'body' && article.hasBody);
}

function publishedPagesWithModules(config: Pick<SiteConfig, 'pages' | 'modules'>): { path: string; modules: Module[] }[] {
  const byId = new Map(config.modules.modules.map((m) => [m.id, m]));
  const published = (e: { page: Page; parent: Page | null }) => e.page.status === 'Published' && (!e.parent || e.parent.status === 'Published');
  return flattenPages(config.pages.pages)
    .filter(published)
    .map((e) => ({ path: e.fullPath, modules: e.page.params.modules.map((id) => byId.get(id)!).filter((m) => m && m.status === 'Published') }));
}

/** The one address of an article (see the file's comment). */
export function articleAddress(article: ArticleRef, config: Pick<SiteConfig, 'pages' | 'modules'>): ArticleAddress {
  const pages = publishedPagesWithModules(config);
  const shownBy = pages.find((p) =>
    p.modules.some((m) => {
      const relation = moduleRelation(m);
      return relation.type === 'article' && Number(relation.id) === article.id;
    }),
  );
  if (shownBy) return { kind: 'page', path: shownBy.path };
  if (article.categoryId !== null) {
    const lists = (p: { modules: Module[] }, slider: boolean) =>
      p.modules.some((m) => {
        const relation = moduleRelation(m);
        return (
          relation.type === 'category' && Number(relation.id) === article.categoryId && linksToArticle(m, article) && (m.view === 'slider-view') === slider
        );
      });
    // The page that lists the category (Témoignages) rather than one with a slider of it (home), for the way back.
    const listedBy = pages.find((p) => lists(p, false)) ?? pages.find((p) => lists(p, true));
    if (listedBy) return { kind: 'own', listPath: listedBy.path };
  }
  return { kind: 'none' };
}
