import { describe, expect, it } from 'vitest';
import { articleFileProblems } from './article-file';

const article = (patch: Record<string, unknown> = {}) => ({
  id: 7,
  slug: 'privacy',
  publishedAt: '2026-11-01',
  translations: { fr: { title: 'Vie privée' } },
  ...patch,
});

describe('the articles file', () => {
  it('takes an article with one language and fills what it leaves out', () => {
    const { file, problems } = articleFileProblems({ articles: [article()] });
    expect(problems).toEqual([]);
    expect(file!.articles[0]).toEqual({
      id: 7,
      slug: 'privacy',
      categoryId: null,
      sort: 0,
      image: null,
      publishedAt: '2026-11-01',
      meta: {},
      translations: { fr: { title: 'Vie privée', summary: '', body: '' } },
    });
    expect(file!.categories).toEqual([]);
  });

  it('names each problem with the article, its slug and the field', () => {
    const { file, problems } = articleFileProblems({
      articles: [
        article(),
        article({ id: 8, slug: 'Mentions Légales', translations: { fr: { title: '' }, xx: { title: 'x' } } }),
        article({ id: 9, slug: 'team', publishedAt: '1 Nov', image: 'javascript:alert(1)', translations: {} }),
      ],
    });
    expect(file).toBeNull();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^articles\[1\] \(slug Mentions Légales\)\.slug: lower-case letters/),
        expect.stringMatching(/^articles\[1\] \(slug Mentions Légales\)\.translations\.fr\.title: /),
        expect.stringMatching(/^articles\[1\] \(slug Mentions Légales\)\.translations(\.xx)?: /),
        expect.stringMatching(/^articles\[2\] \(slug team\)\.publishedAt: /),
        expect.stringMatching(/^articles\[2\] \(slug team\)\.image: a path on the site/),
        expect.stringMatching(/^articles\[2\] \(slug team\)\.translations: at least one language/),
      ]),
    );
  });

  it('refuses an id or a slug used twice, and a key it does not know', () => {
    expect(articleFileProblems({ articles: [article(), article({ slug: 'other' })] }).problems).toEqual([
      'articles[1] (slug other).id: id 7 is already used in this file',
    ]);
    expect(articleFileProblems({ articles: [article(), article({ id: 8 })] }).problems).toEqual([
      'articles[1] (slug privacy).slug: slug privacy is already used in this file',
    ]);
    expect(articleFileProblems({ articles: [article({ colour: 'red' })] }).problems[0]).toMatch(/^articles\[0\] \(slug privacy\): .*colour/);
    expect(articleFileProblems({}).problems[0]).toMatch(/^articles: /);
  });
});
