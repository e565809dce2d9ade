import { getTranslations } from 'next-intl/server';
import { parseVideoLink, type VideoKind } from '@/lib/domain/video';
import { ThirdPartyFrame } from './ThirdPartyFrame';
import type { Locale } from '@/lib/domain/locales';

type Props = { videos: string[]; virtualTour: string | null; title: string; locale: Locale };

/** The provider's name, as visitors know it. */
const PROVIDERS: Record<VideoKind, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  nodalview: 'Nodalview',
  kuula: 'Kuula',
  file: '',
};

/** Videos (by file extension or provider) and the virtual tour, embedded (another site's player only on request); a link for what cannot be embedded. */
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
          <ThirdPartyFrame
            key={v.url}
            src={v.embedUrl}
            title={t('video', { title })}
            allow="fullscreen; picture-in-picture; autoplay"
            load={t('loadVideo', { provider: PROVIDERS[v.kind] })}
            notice={t('thirdPartyNotice', { host: new URL(v.embedUrl).host })}
            link={v.url}
            linkText={t('watchOn', { provider: PROVIDERS[v.kind] })}
          />
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
            <ThirdPartyFrame
              src={tour.embedUrl}
              title={t('virtualTourOf', { title })}
              allow="fullscreen; xr-spatial-tracking"
              load={t('loadTour', { provider: PROVIDERS[tour.kind] })}
              notice={t('thirdPartyNotice', { host: new URL(tour.embedUrl).host })}
              link={tour.url}
              linkText={t('watchOn', { provider: PROVIDERS[tour.kind] })}
            />
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
