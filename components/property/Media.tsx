import { getTranslations } from 'next-intl/server';
import { parseVideoLink } from '@/lib/domain/video';
import type { Locale } from '@/lib/i18n/locales';

type Props = { videos: string[]; virtualTour: string | null; title: string; locale: Locale };

/** Videos (by file extension or provider) and the virtual tour, embedded; a link for what cannot be embedded. */
export async function Media({ videos, virtualTour, title, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'detail' });
  const links = videos.map(parseVideoLink).filter((v) => v !== null);
  const tour = virtualTour ? parseVideoLink(virtualTour) : null;
  if (!links.length && !tour) return null;
  return (
    <section className="detail-block media" aria-labelledby="media-title">
      <h2 id="media-title">{t('media')}</h2>
      {links.map((v) =>
        v.kind === 'file' ? (
          <video key={v.url} className="media__frame" src={v.url} controls preload="none" aria-label={t('video', { title })} />
        ) : v.embedUrl ? (
          <iframe key={v.url} className="media__frame" src={v.embedUrl} title={t('video', { title })} loading="lazy" allow="fullscreen; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" />
        ) : (
          <p key={v.url}>
            <a href={v.url} rel="noopener noreferrer" target="_blank">
              {t('watchVideo')}
            </a>
          </p>
        ),
      )}
      {tour && (
        <>
          <h3>{t('virtualTour')}</h3>
          {tour.embedUrl ? (
            <iframe className="media__frame" src={tour.embedUrl} title={t('virtualTourOf', { title })} loading="lazy" allow="fullscreen; xr-spatial-tracking" />
          ) : (
            <a href={tour.url} rel="noopener noreferrer" target="_blank">
              {t('openVirtualTour')}
            </a>
          )}
        </>
      )}
    </section>
  );
}
