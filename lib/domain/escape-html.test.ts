import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.mjs';

describe('escapeHtml', () => {
  it('writes the five characters that could end a text or an attribute as references, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('Vérifiez l’adresse — 5 €')).toBe('Vérifiez l’adresse — 5 €');
  });
});
