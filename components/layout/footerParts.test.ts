import { describe, expect, it } from 'vitest';
import { footerColumn } from '@/config/schema';
import { footerParts } from './footerParts';

const text = (en: string) => ({ en, nl: `${en} (nl)`, fr: `${en} (fr)`, de: `${en} (de)` });
const column = (pub: { title?: boolean; intro?: boolean; fullText?: boolean; image?: boolean } = {}) =>
  footerColumn.parse({
    title: { text: text('Our offices'), public: pub.title ?? true },
    intro: { text: text('Open every day'), public: pub.intro ?? true },
    fullText: { text: text('Avenue Louise 231'), public: pub.fullText ?? true },
    images: [
      { src: '/ipi.svg', alt: text('IPI'), public: true },
      { src: '/cib.svg', alt: text('CIB'), public: pub.image ?? true },
    ],
  });

describe('a footer column shows each part only when it is public', () => {
  it("every part public: all of them, in the visitor's language", () => {
    expect(footerParts(column(), 'fr')).toEqual({
      title: 'Our offices (fr)',
      intro: 'Open every day (fr)',
      fullText: 'Avenue Louise 231 (fr)',
      images: [
        { src: '/ipi.svg', alt: 'IPI (fr)' },
        { src: '/cib.svg', alt: 'CIB (fr)' },
      ],
    });
  });
  it('title public: false', () => expect(footerParts(column({ title: false }), 'en').title).toBeNull());
  it('intro public: false', () => expect(footerParts(column({ intro: false }), 'en').intro).toBeNull());
  it('fullText public: false', () => expect(footerParts(column({ fullText: false }), 'en').fullText).toBeNull());
  it('an image public: false, the others stay', () => expect(footerParts(column({ image: false }), 'en').images.map((i) => i.src)).toEqual(['/ipi.svg']));
});
