/**
 * The module keys of modules.json that the module's box renders (components/modules/ModuleFrame.tsx), each
 * changed in a test module and seen in the markup, and the order of position and sort.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moduleSchema, type Module } from '@/config/schema';
import { itemHeadingLevel, ModuleFrame } from './ModuleFrame';
import { orderedModules } from './order';

const base = {
  id: 7,
  view: 'list-view',
  relations: [{ type: 'property-list', id: 'sale' }],
  status: 'Published',
  title: { en: 'Our houses', nl: 'Onze huizen', fr: 'Nos maisons', de: 'Unsere Häuser' },
};
const mod = (over: Record<string, unknown> = {}): Module => moduleSchema.parse({ ...base, ...over });
const Frame = ModuleFrame as unknown as FunctionComponent<{ module: Module; locale: 'en' }>;
const render = (m: Module) => renderToStaticMarkup(createElement(Frame, { module: m, locale: 'en' }, createElement('p', null, 'items')));
const attr = (html: string, name: string) => html.match(new RegExp(`^<section[^>]* ${name}="([^"]*)"`))?.[1] ?? null;

describe('a module box shows what modules.json says', () => {
  it("title in the visitor's language at titleSize, and no heading without a title", () => {
    expect(render(mod())).toContain('<h2 id="module-7-title" class="module__title">Our houses</h2>');
    expect(render(mod({ titleSize: 'h3' }))).toContain('<h3 id="module-7-title" class="module__title">Our houses</h3>');
    expect(render(mod({ title: null }))).not.toContain('module__title');
    // A titled module is a region named by its title; an untitled one is no region.
    expect(render(mod())).toMatch(/^<section [^>]*aria-labelledby="module-7-title"/);
    expect(render(mod({ title: null }))).not.toContain('aria-labelledby');
  });
  it('items take the heading level below the title', () => {
    expect(itemHeadingLevel(mod({ titleSize: 'h3' }), 'en')).toBe(4);
    expect(itemHeadingLevel(mod({ title: null }), 'en')).toBe(2);
  });
  it('description under the title', () => {
    const description = { en: 'Fresh on the market', nl: 'Nieuw', fr: 'Nouveau', de: 'Neu' };
    expect(render(mod({ description }))).toContain('<p class="module__description">Fresh on the market</p>');
    expect(render(mod())).not.toContain('module__description');
  });
  it('class on the box', () => {
    expect(attr(render(mod({ class: 'highlight' })), 'class')).toBe('module module--list-view module--property-list highlight');
  });
  it('col widths and numberItemOfRow as the grid variables', () => {
    const style = attr(render(mod({ col: { sm: 12, md: 6, lg: 4 }, numberItemOfRow: 3 })), 'style');
    expect(style).toContain('--col-sm:12');
    expect(style).toContain('--col-md:6');
    expect(style).toContain('--col-lg:4');
    expect(style).toContain('--per-row:3');
  });
  it('background color', () => {
    expect(attr(render(mod({ background: { type: 'color', color: '#f3f5f8' } })), 'style')).toContain('background:#f3f5f8');
    expect(attr(render(mod({ background: { type: '', color: '#f3f5f8' } })), 'style')).not.toContain('#f3f5f8');
  });
  it("background image: the module's image", () => {
    expect(attr(render(mod({ background: { type: 'image' }, image: '/uploads/a.jpg' })), 'style')).toContain('background-image:url(/uploads/a.jpg)');
    expect(render(mod({ background: { type: '' }, image: '/uploads/a.jpg' }))).not.toContain('/uploads/a.jpg');
  });
  it("background gallery: the module's images behind the content, the first in the page as served (the others join as the gallery runs)", () => {
    const html = render(mod({ background: { type: 'gallery' }, images: ['/uploads/a.jpg', '/uploads/b.jpg'] }));
    expect(attr(html, 'data-background')).toBe('gallery');
    const gallery = html.slice(html.indexOf('module__gallery"'), html.indexOf('module__inner'));
    expect(gallery).toContain('a.jpg');
    // BannerGallery adds each next photo shortly before its turn (tests/e2e/page-code.spec.ts shows it on the home banner).
    expect(gallery).not.toContain('b.jpg');
    expect(render(mod({ background: { type: 'color', color: 'red' }, images: ['/uploads/a.jpg', '/uploads/b.jpg'] }))).not.toContain('module__gallery');
  });
  it('span 12 makes a module with a background a full-width band; less keeps it in its box', () => {
    expect(attr(render(mod({ background: { type: 'color', color: 'red' } })), 'data-full-bleed')).toBe('true');
    expect(attr(render(mod({ background: { type: 'color', color: 'red' }, span: 8 })), 'data-full-bleed')).toBe('false');
    expect(attr(render(mod({ span: 12 })), 'data-full-bleed')).toBe('false');
  });
});

describe("the order of a page's modules", () => {
  it('top, then main, then bottom; by sort within each', () => {
    const ms = [mod({ id: 1, position: 'bottom' }), mod({ id: 2, sort: 2 }), mod({ id: 3, position: 'top' }), mod({ id: 4, sort: 1 })];
    expect(orderedModules(ms).map((m) => m.id)).toEqual([3, 4, 2, 1]);
  });
});
