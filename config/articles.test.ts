/**
 * One address per text: where each article of the demo lives, decided from the shipped pages and modules,
 * and how a change of the configuration moves it.
 */
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { articleAddress, linksToArticle } from './articles';
import { moduleRelation } from './module-relation';
import { rawConfig, type RawConfig } from './test-config';
import { flattenPages, validateSiteConfig, type SiteConfig } from './validate';

const configAfter = (edit: (r: RawConfig) => void = () => {}): SiteConfig => {
  const r = rawConfig();
  edit(r);
  return validateSiteConfig(r).config!;
};
const shipped = configAfter();
/** The article id an article/single-view module of a page shows. */
const articleOf = (config: SiteConfig, moduleId: number) =>
  Number(
    moduleRelation(
      must(
        config.modules.modules.find((m) => m.id === moduleId),
        `module ${moduleId}`,
      ),
    ).id,
  );
/** The first module of the page named `name`. */
const articleModuleOfPage = (config: SiteConfig, name: string) =>
  must(flattenPages(config.pages.pages).find((e) => e.page.name === name)?.page.params.modules[0], `the first module of page ${name}`);

describe('where an article lives', () => {
  it('an article a configured page shows lives at that page (Espagne, the legal pages)', () => {
    for (const [name, path] of [
      ['Espagne', '/Espagne'],
      ['Disclaimer', '/Disclaimer'],
      ['Privacy', '/Privacy'],
      ['Cookie-policy', '/Cookie-policy'],
    ] as const) {
      const id = articleOf(shipped, articleModuleOfPage(shipped, name));
      expect(articleAddress({ id, categoryId: null, hasBody: true }, shipped), name).toEqual({ kind: 'page', path });
    }
  });
  it('a service (news-view) has its own page, listed by Services', () => {
    expect(articleAddress({ id: 301, categoryId: 3, hasBody: true }, shipped)).toEqual({ kind: 'own', listPath: '/Notre-agence/Services' });
  });
  it('a testimonial with a body has its own page, listed by Témoignages rather than the home slider; one without a body has none', () => {
    expect(articleAddress({ id: 201, categoryId: 2, hasBody: true }, shipped)).toEqual({ kind: 'own', listPath: '/Notre-agence/Temoignages' });
    expect(articleAddress({ id: 201, categoryId: 2, hasBody: false }, shipped)).toEqual({ kind: 'none' });
  });
  it('a team member (team view, no link) and an article of no page have no page of their own', () => {
    expect(articleAddress({ id: 101, categoryId: 1, hasBody: true }, shipped)).toEqual({ kind: 'none' });
    expect(articleAddress({ id: 9999, categoryId: null, hasBody: true }, shipped)).toEqual({ kind: 'none' });
  });
  it('follows the configuration: a Draft page or module no longer holds its article', () => {
    const id = articleOf(shipped, articleModuleOfPage(shipped, 'Espagne'));
    const draftPage = configAfter((r) => (r['pages.json'].pages.find((p: any) => p.path === 'Espagne').status = 'Draft'));
    expect(articleAddress({ id, categoryId: null, hasBody: true }, draftPage)).toEqual({ kind: 'none' });
    const draftServices = configAfter((r) => {
      const servicesModule = r['modules.json'].modules.find((m: any) => m.view === 'news-view');
      servicesModule.status = 'Draft';
    });
    expect(articleAddress({ id: 301, categoryId: 3, hasBody: true }, draftServices)).toEqual({ kind: 'none' });
  });
  it('which category views link their articles', () => {
    expect(linksToArticle({ view: 'news-view' }, { hasBody: false })).toBe(true);
    expect(linksToArticle({ view: 'slider-view' }, { hasBody: true })).toBe(true);
    expect(linksToArticle({ view: 'list-view' }, { hasBody: false })).toBe(false);
    expect(linksToArticle({ view: 'ons-team-view' }, { hasBody: true })).toBe(false);
  });
});
