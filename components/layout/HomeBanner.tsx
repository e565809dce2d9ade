import { ClientMessages } from '@/components/i18n/ClientMessages';
import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { siteConfig } from '@/config';
import type { Banner } from '@/config/schema';
import { HomeSearch } from '@/components/search/HomeSearch';
import { searchBox } from '@/lib/data/search';
import { localizedPath } from '@/lib/i18n/alternates';
import { routeHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/domain/locales';
import { BannerGallery } from './BannerGallery';
import { bannerMedia, bannerText } from './bannerMedia';
import { bannerSearchParts } from './bannerSearch';

type Props = { banner: Banner; locale: Locale };

/** The home banner: an image, a gallery or a video, with a headline and, when configured, the property search. */
export async function HomeBanner({ banner, locale }: Props) {
  const search = siteConfig.site.search;
  const parts = bannerSearchParts(banner, search);
  const initial = parts.input || parts.buttons ? await searchBox(locale, '') : null;
  const hrefs = {
    sale: localizedPath(locale, '/for-sale'),
    rent: localizedPath(locale, '/for-rent'),
    property: localizedPath(locale, routeHref('/property/[id]', { id: '{id}' })).replace('%7Bid%7D', '{id}'),
  };
  const { media, background } = bannerMedia(banner);
  const { title, subtitle } = bannerText(banner, locale);
  return (
    <section className="home-banner" data-type={banner.type} style={background ? { background } : undefined}>
      <div className="home-banner__media" aria-hidden="true">
        {media.kind === 'video' ? (
          <video className="home-banner__video" src={media.src} poster={media.poster} autoPlay muted loop playsInline />
        ) : media.kind === 'gallery' ? (
          <BannerGallery images={media.images} />
        ) : media.kind === 'image' ? (
          <Image src={media.src} alt="" fill {...leadImage(true)} sizes="100vw" className="home-banner__image" />
        ) : null}
      </div>
      <div className="home-banner__content container">
        {title && <h1 className="home-banner__title">{title}</h1>}
        {subtitle && <p className="home-banner__subtitle">{subtitle}</p>}
        {initial && (
          <ClientMessages namespaces={['homeSearch']}>
            <HomeSearch
              initial={initial}
              hrefs={hrefs}
              showCounts={search.showSearchCount}
              showTotals={search.showCountProperty}
              showInput={parts.input}
              showButtons={parts.buttons}
            />
          </ClientMessages>
        )}
      </div>
    </section>
  );
}
