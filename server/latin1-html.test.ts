import { describe, expect, it } from 'vitest';
import { latin1Html } from './latin1-html.mjs';

/** Whether every character of a text is in Latin-1. */
const inLatin1 = (text: string) => [...text].every((c) => (c.codePointAt(0) ?? 0) <= 0xff);

describe('latin1Html: a page held one byte a character, read back as the same document', () => {
  it('leaves a page already in Latin-1 as it is', () => {
    const html = '<p class="a">Vie privée, 120 m²</p>';
    expect(latin1Html(html)).toBe(html);
  });

  it('writes text and attribute values with character references', () => {
    const out = latin1Html('<p title="l’agence">350 000 € ★★★ d’ici…</p>');
    expect(out).toBe('<p title="l&#x2019;agence">350 000 &#x20ac; &#x2605;&#x2605;&#x2605; d&#x2019;ici&#x2026;</p>');
    expect(inLatin1(out)).toBe(true);
  });

  it('writes a character beyond the basic plane as one reference, not two halves', () => {
    expect(latin1Html('<p>🏠 é</p>')).toBe('<p>&#x1f3e0; é</p>');
  });

  it('writes a script’s strings with JavaScript escapes that evaluate to the same text', () => {
    const data = { text: 'l’agence ★ 🏠', price: '350 000 €' };
    const html = `<script>self.__next_f.push([1,${JSON.stringify(JSON.stringify(data))}])</script><script type="application/ld+json">${JSON.stringify(data)}</script>`;
    const out = latin1Html(html);
    expect(inLatin1(out)).toBe(true);
    const [, push, ld] = /<script>self\.__next_f\.push\(\[1,(.*)\]\)<\/script><script type="application\/ld\+json">(.*)<\/script>/.exec(out) ?? [];
    expect(JSON.parse(JSON.parse(push ?? ''))).toEqual(data);
    expect(JSON.parse(ld ?? '')).toEqual(data);
    expect(out).not.toContain('&#x');
  });

  it('writes a style sheet with CSS escapes, and goes on with references after it', () => {
    expect(latin1Html('<style>.a::before{content:"★"}</style><p>★</p>')).toBe('<style>.a::before{content:"\\2605 "}</style><p>&#x2605;</p>');
  });

  it('gives a string that a browser parses to the same text', async () => {
    const { Window } = await import('happy-dom');
    const parser = new new Window().DOMParser();
    const parse = (text: string) => parser.parseFromString(text, 'text/html');
    const html = '<html><head><title>L’agence – 10 000 €</title></head><body><p data-x="★">d’ici 🏠</p><textarea>l’avis</textarea></body></html>';
    const before = parse(html);
    const after = parse(latin1Html(html));
    expect(after.title).toBe(before.title);
    expect(after.querySelector('p')?.textContent).toBe('d’ici 🏠');
    expect(after.querySelector('p')?.getAttribute('data-x')).toBe('★');
    expect(after.querySelector('textarea')?.textContent).toBe('l’avis');
  });
});
