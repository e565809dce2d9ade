/**
 * A link's `status` (menus.json top[], footer.json columns[].links[]): a Draft link is not shown, a Published
 * one is, in order; `display.topBarShow` (site.json) shows or hides the top links bar.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { menusFile } from '@/config/schema';
import { DeviceProvider } from './DeviceProvider';
import { HeaderFrame } from './HeaderFrame';
import { publishedLinks } from './publishedLinks';

const top = (status: 'Published' | 'Draft') =>
  menusFile.parse({
    main: ['/'],
    top: [{ href: 'tel:+3221234567' }, { href: '/Notre-agence', status }, { href: 'mailto:info@agency.example', status: 'Published' }],
  }).top;

describe('a configured link', () => {
  it('is shown when Published (the default) and left out when Draft', () => {
    expect(publishedLinks(top('Published')).map((l) => l.href)).toEqual(['tel:+3221234567', '/Notre-agence', 'mailto:info@agency.example']);
    expect(publishedLinks(top('Draft')).map((l) => l.href)).toEqual(['tel:+3221234567', 'mailto:info@agency.example']);
  });
});

describe('display.topBarShow', () => {
  const render = (topBarShow: boolean) =>
    renderToStaticMarkup(
      createElement(
        DeviceProvider,
        { topBarConfigured: topBarShow },
        createElement(HeaderFrame, { topBar: createElement('nav', { className: 'top-bar' }, 'Call us') }, 'logo'),
      ),
    );
  it('on: the header shows the top links bar; off: the header comes without it', () => {
    expect(render(true)).toContain('<nav class="top-bar">Call us</nav>');
    expect(render(true)).toContain('data-top-bar="true"');
    expect(render(false)).not.toContain('top-bar">');
    expect(render(false)).toContain('data-top-bar="false"');
  });
});

describe("a configured link's label", () => {
  it("is its own label in the visitor's language when set, else the title of the page it links to", async () => {
    const { linkLabel } = await import('@/config/pages');
    const label = { en: 'Who we are', nl: 'Wie we zijn', fr: 'Qui sommes-nous', de: 'Wer wir sind' };
    const { top } = menusFile.parse({ main: ['/'], top: [{ href: '/Notre-agence', label }, { href: '/Notre-agence' }] });
    const own = must(top[0], 'the link with a label');
    const plain = must(top[1], 'the link without one');
    expect(linkLabel(own, 'nl')).toBe('Wie we zijn');
    expect(linkLabel(plain, 'nl')).not.toBe('Wie we zijn');
    expect(linkLabel(plain, 'nl')).toBe((await import('@/config/pages')).findPublishedPage('/Notre-agence')!.params.title.nl);
  });
});
