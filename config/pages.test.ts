/**
 * Only Published menu entries are shown. The site's pages read the configuration through
 * `./index`; here it is a test configuration: the shipped one with the sold-properties page (in the main
 * menu) and the Liens-utiles child page set to Draft.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('./index', async () =>
  (await import('./test-config')).configIndexAfter((raw) => {
    const pages = raw['pages.json'].pages;
    pages.find((p: { path: string }) => p.path === 'Biens-vendus').status = 'Draft';
    const agency = pages.find((p: { path: string }) => p.path === 'Notre-agence');
    agency.childMenus.find((c: { path: string }) => c.path === 'Liens-utiles').status = 'Draft';
  }),
);

const { findPublishedPage, mainMenu, publishedPagePaths, showsPropertyCards } = await import('./pages');

describe('a Draft page', () => {
  it("is absent from the main menu (which the header and the drawer both render), a Draft child from its parent's sub menu", () => {
    const menu = mainMenu('fr');
    expect(menu.map((i) => i.href)).not.toContain('/Biens-vendus');
    expect(menu.map((i) => i.href)).toContain('/for-sale');
    const agency = menu.find((i) => i.href === '/Notre-agence')!;
    expect(agency.children.map((c) => c.href)).toEqual(['/Notre-agence/Temoignages', '/Notre-agence/Services']);
  });
  it('is absent from the pages the sitemap lists', () => {
    const listed = publishedPagePaths();
    expect(listed).not.toContain('/Biens-vendus');
    expect(listed).not.toContain('/Notre-agence/Liens-utiles');
    expect(listed).toContain('/Notre-agence/Temoignages');
  });
  it('is not found at its path (the catch-all route answers 404 when there is no Published page)', () => {
    expect(findPublishedPage('/Biens-vendus')).toBeNull();
    expect(findPublishedPage('/Notre-agence/Liens-utiles')).toBeNull();
    expect(findPublishedPage('/Notre-agence/Services')?.name).toBeTruthy();
  });
});

describe('the pages that show property cards', () => {
  it('are the listings and the pages of featured properties, which proxy.ts serves from the listings route; not the contact, privacy or agency pages', () => {
    for (const path of ['/', '/for-sale', '/for-rent']) expect(showsPropertyCards(path), path).toBe(true);
    for (const path of ['/contact', '/Privacy', '/Notre-agence', '/Notre-agence/Temoignages', '/nowhere']) expect(showsPropertyCards(path), path).toBe(false);
  });
});
