/**
 * The keys of a page's params (pages.json) that decide what the visitor gets: each set two ways in a test
 * page, the difference the page (or its metadata, or the sitemap) shows.
 */
import { describe, expect, it } from 'vitest';
import { pageSchema, type PageInput } from '@/config/schema';
import { configMetadata, robotsFor } from '@/lib/i18n/meta-tags';
import { inSitemap } from '@/config/pages';
import { heroStyle, pageView, subMenuLinks } from './pageView';

const text = (s: string) => ({ en: `${s} (en)`, nl: `${s} (nl)`, fr: `${s} (fr)`, de: `${s} (de)` });
const page = (params: Partial<PageInput['params']> = {}) =>
  pageSchema.parse({
    id: 7,
    parentId: null,
    name: 'Agency',
    path: 'Notre-agence',
    status: 'Published',
    modifyDate: '2024-05-01',
    sort: 1,
    params: { title: text('Our agency'), description: text('About us'), ...params },
  });

describe('a configured page', () => {
  it('redirect with a redirectUrl sends the visitor on; without redirect the page shows', () => {
    expect(pageView(page({ redirect: true, redirectUrl: 'https://example.org/elsewhere' }).params, 'fr').redirectTo).toBe('https://example.org/elsewhere');
    expect(pageView(page({ redirect: false, redirectUrl: 'https://example.org/elsewhere' }).params, 'fr').redirectTo).toBeNull();
  });
  it('type chromeless drops the header and the footer, type page keeps them', () => {
    expect(pageView(page({ type: 'chromeless' }).params, 'en').chrome).toBe(false);
    expect(pageView(page({ type: 'page' }).params, 'en').chrome).toBe(true);
  });
  it("content is the introduction under the heading, in the visitor's language; without it the description is", () => {
    expect(pageView(page({ content: text('Since 1990') }).params, 'nl').intro).toBe('Since 1990 (nl)');
    expect(pageView(page({ content: null }).params, 'nl').intro).toBe('About us (nl)');
  });
  it('breadcrumb.show shows or hides the trail', () => {
    expect(pageView(page({ breadcrumb: { show: true } }).params, 'en').showCrumbs).toBe(true);
    expect(pageView(page({ breadcrumb: { show: false } }).params, 'en').showCrumbs).toBe(false);
  });
  it('seo false keeps it out of the sitemap (as redirect does) and asks search engines not to index it', () => {
    expect(inSitemap(page({ seo: true }).params)).toBe(true);
    expect(inSitemap(page({ seo: false }).params)).toBe(false);
    expect(inSitemap(page({ seo: true, redirect: true, redirectUrl: '/' }).params)).toBe(false);
    expect(robotsFor(page({ seo: false }).params.seo)).toEqual({ index: false, follow: true });
    expect(robotsFor(page({ seo: true }).params.seo)).toBeUndefined();
  });
  it("metadata adds its meta tags in the page's language, and none when empty", () => {
    const withTags = page({ metadata: { keywords: { en: 'house, Brussels', nl: 'huis, Brussel', fr: 'maison, Bruxelles', de: 'Haus, Brüssel' } } }).params
      .metadata;
    expect(configMetadata(withTags, 'fr')).toEqual({ keywords: 'maison, Bruxelles' });
    expect(configMetadata(withTags, 'nl')).toEqual({ keywords: 'huis, Brussel' });
    expect(configMetadata(page().params.metadata, 'fr')).toEqual({});
  });
  it('subMenu shows the section and its children as tabs; without it there is no sub menu', () => {
    const item = { label: 'Our agency', href: '/Notre-agence', children: [{ label: 'Testimonials', href: '/Notre-agence/Temoignages', children: [] }] };
    expect(subMenuLinks(page({ subMenu: true }), '/Notre-agence', item, 'en')).toEqual([
      { label: 'Our agency (en)', href: '/Notre-agence' },
      { label: 'Testimonials', href: '/Notre-agence/Temoignages', children: [] },
    ]);
    expect(subMenuLinks(page({ subMenu: false }), '/Notre-agence', item, 'en')).toBeNull();
  });
  it('image is the picture of the heading band; without it the band is plain', () => {
    expect(heroStyle(page({ image: '/uploads/office.jpg' }).params.image)?.backgroundImage).toContain('url(/uploads/office.jpg)');
    expect(heroStyle(page({ image: null }).params.image)).toBeUndefined();
  });
});
