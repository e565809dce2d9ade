/**
 * The home search box as the server renders it, with the search configuration's two switches: counts of
 * types and cities (showSearchCount) and totals on the two buttons (showCountProperty). The site's config
 * is one file for the whole build, so the end-to-end tests see only one setting; both are checked here.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import type { SearchBoxResult } from '@/lib/data/search';
import { searchTotals, withCountFlags } from '@/lib/domain/search';
import en from '@/messages/en.json';
import { HomeSearch } from './HomeSearch';

/** next-intl's provider, its children passed as createElement's third argument. */
const IntlProvider = NextIntlClientProvider as unknown as FunctionComponent<{ locale: string; messages: typeof en; timeZone: string }>;
const hrefs = { sale: '/for-sale/', rent: '/for-rent/', property: '/property/{id}/' };
const data = (totals: [number, number]): SearchBoxResult => ({
  types: [withCountFlags({ webId: 1, name: 'House', saleCount: 12, rentCount: 3 }), withCountFlags({ webId: 4, name: 'Land', saleCount: 5, rentCount: 0 })],
  cities: [],
  properties: [],
  totals: searchTotals(totals),
});

function render(initial: SearchBoxResult, showCounts: boolean, showTotals: boolean, parts: { showInput?: boolean; showButtons?: boolean } = {}): string {
  return renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: 'en', messages: en, timeZone: 'Europe/Brussels' },
      createElement(HomeSearch, { initial, hrefs, showCounts, showTotals, ...parts }),
    ),
  );
}

/** The two buttons of the markup: tag (a or span), href, classes, aria-disabled and text. */
function buttons(html: string) {
  const block = html.slice(html.indexOf('<div class="home-search__buttons">'), html.indexOf('</form>'));
  const attr = (attrs: string, name: string) => attrs.match(new RegExp(` ${name}="([^"]*)"`))?.[1] ?? null;
  return [...block.matchAll(/<(a|span)((?: [\w-]+="[^"]*")*)>(.*?)<\/\1>(?=<a |<span class="button |<\/div>)/g)].map(([, tag, attrs, inner]) => {
    const attributes = must(attrs, "a button's attributes");
    return {
      tag,
      href: attr(attributes, 'href'),
      className: attr(attributes, 'class'),
      ariaDisabled: attr(attributes, 'aria-disabled') === 'true',
      text: must(inner, "a button's content")
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  });
}

describe('home search box buttons and counts', () => {
  it('shows the totals on the two buttons when the configuration turns them on', () => {
    expect(buttons(render(data([120, 40]), true, true))).toEqual([
      { tag: 'a', href: '/for-sale/', className: 'button button--primary', ariaDisabled: false, text: 'For sale 120' },
      { tag: 'a', href: '/for-rent/', className: 'button button--light', ariaDisabled: false, text: 'For rent 40' },
    ]);
  });

  it('hides the totals when the configuration turns them off; the buttons stay links', () => {
    expect(buttons(render(data([120, 40]), true, false))).toEqual([
      { tag: 'a', href: '/for-sale/', className: 'button button--primary', ariaDisabled: false, text: 'For sale' },
      { tag: 'a', href: '/for-rent/', className: 'button button--light', ariaDisabled: false, text: 'For rent' },
    ]);
  });

  it('greys a button whose total is zero and makes it no link, with or without totals shown', () => {
    for (const show of [true, false]) {
      const [sale, rent] = buttons(render(data([120, 0]), true, show));
      expect(sale).toMatchObject({ tag: 'a', href: '/for-sale/' });
      expect(rent).toMatchObject({ tag: 'span', href: null, ariaDisabled: true, text: show ? 'For rent 0' : 'For rent' });
      expect(rent?.className).toContain('button--disabled');
    }
  });

  it('shows the sale and rent counts of the types only when the configuration turns counts on; a zero is never a link', () => {
    const on = render(data([120, 40]), true, true);
    expect(on).toContain('>Sale (12)</a>');
    expect(on).toContain('>Rent (3)</a>');
    expect(on).toMatch(/<span class="search-panel__count search-panel__count--zero" aria-disabled="true">Rent \(0\)<\/span>/);
    const off = render(data([120, 40]), false, true);
    expect(off).not.toMatch(/\(\d+\)/);
    expect(off).toMatch(/<a href="\/for-sale\/\?type=1" class="search-panel__count">Sale<\/a>/);
    expect(off).toMatch(/<span class="search-panel__count search-panel__count--zero" aria-disabled="true">Rent<\/span>/);
  });
});

describe('the banner search parts (showSearchInput, showSearchButton)', () => {
  const hasInput = (html: string) => html.includes('name="q"');
  const buttonLinks = (html: string) => [...html.matchAll(/<a href="(\/for-(?:sale|rent)\/)" class="button /g)].map((m) => m[1]);
  it('text field and buttons both on', () => {
    const html = render(data([120, 40]), true, true, { showInput: true, showButtons: true });
    expect(hasInput(html)).toBe(true);
    expect(buttonLinks(html)).toEqual(['/for-sale/', '/for-rent/']);
  });
  it('text field on, buttons off: the field without the two buttons', () => {
    const html = render(data([120, 40]), true, true, { showInput: true, showButtons: false });
    expect(hasInput(html)).toBe(true);
    expect(buttonLinks(html)).toEqual([]);
  });
  it('text field off, buttons on: the two buttons alone, with their totals', () => {
    const html = render(data([120, 40]), true, true, { showInput: false, showButtons: true });
    expect(hasInput(html)).toBe(false);
    expect(buttonLinks(html)).toEqual(['/for-sale/', '/for-rent/']);
    expect(html).toContain('<span class="button__count">120</span>');
  });
  it('both off: nothing', () => {
    expect(render(data([120, 40]), true, true, { showInput: false, showButtons: false })).toBe('');
  });
});
