import type { Banner } from '@/config/schema';
import type { Locale } from '@/lib/domain/locales';

export type BannerMedia =
  { kind: 'video'; src: string; poster: string | undefined } | { kind: 'gallery'; images: string[] } | { kind: 'image'; src: string } | { kind: 'none' };

/**
 * What the home banner shows behind its headline, from its `type`: the `video` (first image as poster),
 * the images cross-fading (gallery), the first image, or nothing; and its plain `color` for the color type.
 */
export function bannerMedia(banner: Banner): { media: BannerMedia; background: string | undefined } {
  const images = banner.images;
  const media: BannerMedia =
    banner.type === 'video' && banner.video
      ? { kind: 'video', src: banner.video, poster: images[0] }
      : banner.type === 'gallery' && images.length > 1
        ? { kind: 'gallery', images }
        : images[0]
          ? { kind: 'image', src: images[0] }
          : { kind: 'none' };
  return { media, background: banner.type === 'color' && banner.color ? banner.color : undefined };
}

/** The banner's headline (the home page's h1) and the line under it, in one language; null when not configured. */
export function bannerText(banner: Banner, locale: Locale) {
  return { title: banner.title?.[locale] ?? null, subtitle: banner.subtitle?.[locale] ?? null };
}
