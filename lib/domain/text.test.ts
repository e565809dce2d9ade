import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline, truncate } from './text';

describe('text helpers', () => {
  it('cuts a text to the maximum length with an ellipsis', () => {
    expect(truncate('short', 100)).toBe('short');
    const cut = truncate('x'.repeat(150), 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });
  it('parses paragraphs, headings and lists of the article format', () => {
    expect(parseBlocks('## Title\nFirst line\nsecond line\n\n- a\n- b\n\nIntro:\n- c')).toEqual([
      { kind: 'h', text: 'Title' },
      { kind: 'p', text: 'First line second line' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'p', text: 'Intro:' },
      { kind: 'ul', items: ['c'] },
    ]);
  });
  it('keeps only http(s) and mailto links', () => {
    expect(parseInline('See [IPI](https://www.ipi.be) or [x](javascript:alert(1)).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'IPI', href: 'https://www.ipi.be' },
      { kind: 'text', text: ' or [x](javascript:alert(1)).' },
    ]);
  });
});
