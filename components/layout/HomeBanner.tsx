import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import type { Banner } from '@/config/schema';
import { HomeSearch } from '@/components/search/HomeSearch';
import { searchBox } from '@/lib/data/search';
import { localizedPath } from '@/lib/i18n/alternates';
import { Link, routeHref } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { BannerGallery } from './BannerGallery';

type Props = { banner: Banner; locale: Locale };

/** The home banner: an image, a gallery or a video, with a headline and, when configured, the property search. */
export async function HomeBanner({ banner, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const search = siteConfig.site.search;
  const initial = banner.search ? await searchBox(locale, '') : null;
  const hrefs = {
    sale: localizedPath(locale, '/for-sale'),
    rent: localizedPath(locale, '/for-rent'),
    property: localizedPath(locale, routeHref('/property/[id]', { id: '{id}' })).replace('%7Bid%7D', '{id}'),
  };
  const images = banner.images;
  return (
    <section className="home-banner" data-type={banner.type} style={banner.type === 'color' && banner.color ? { background: banner.color } : undefined}>
      <div className="home-banner__media" aria-hidden="true">
        {banner.type === 'video' && banner.video ? (
          <video className="home-banner__video" src={banner.video} poster={images[0]} autoPlay muted loop playsInline />
        ) : banner.type === 'gallery' && images.length > 1 ? (
          <BannerGallery images={images} />
        ) : images[0] ? (
          <Image src={images[0]} alt="" fill priority sizes="100vw" className="home-banner__image" />
        ) : null}
      </div>
      <div className="home-banner__content container">
        {banner.title && <h1 className="home-banner__title">{banner.title[locale]}</h1>}
        {banner.subtitle && <p className="home-banner__subtitle">{banner.subtitle[locale]}</p>}
        {initial && search.showSearchInput ? (
          <HomeSearch initial={initial} hrefs={hrefs} showCounts={search.showSearchCount} showTotals={search.showCountProperty} />
        ) : (
          banner.search &&
          search.showSearchButton && (
            <div className="home-banner__search">
              <Link href="/for-sale" className="button button--primary">
                {t('searchForSale')}
              </Link>
              <Link href="/for-rent" className="button button--light">
                {t('searchForRent')}
              </Link>
            </div>
          )
        )}
      </div>
    </section>
  );
}
