import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';

/** Gallery's texts, one alt text and one button label per photo. */
export type GalleryLabels = {
  noPhoto: string;
  gallery: string;
  previousPhoto: string;
  nextPhoto: string;
  /** "Photo 2 of 9: …", per photo. */
  photoAlt: string[];
  /** "Show photo 2", per photo. */
  showPhoto: string[];
};

/**
 * Gallery's texts, formatted on the server. Gallery (a client component) would otherwise format a message
 * with numbers per photo while the page hydrates, and the browser's first Intl use costs about 30 ms on a phone.
 */
export async function galleryLabels(locale: Locale, count: number, title: string): Promise<GalleryLabels> {
  const t = await getTranslations({ locale, namespace: 'detail' });
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return {
    noPhoto: t('noPhoto'),
    gallery: t('gallery'),
    previousPhoto: t('previousPhoto'),
    nextPhoto: t('nextPhoto'),
    photoAlt: numbers.map((n) => t('photoAlt', { n, total: count, title })),
    showPhoto: numbers.map((n) => t('showPhoto', { n })),
  };
}
