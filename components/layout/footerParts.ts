import type { FooterColumn } from '@/config/schema';
import type { Locale } from '@/lib/domain/locales';

export type FooterParts = {
  images: { src: string; alt: string }[];
  title: string | null;
  intro: string | null;
  fullText: string | null;
};

/** What a footer column shows in `locale`: each part (title, intro, full text, each image) only when it is public. */
export function footerParts(col: FooterColumn, locale: Locale): FooterParts {
  return {
    images: col.images.filter((img) => img.public).map((img) => ({ src: img.src, alt: img.alt[locale] })),
    title: col.title.public ? col.title.text[locale] : null,
    intro: col.intro?.public ? col.intro.text[locale] : null,
    fullText: col.fullText?.public ? col.fullText.text[locale] : null,
  };
}
