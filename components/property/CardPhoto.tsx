import { getImageProps } from 'next/image';
import { PhotoPreload } from './PhotoPreload';

/** The widest resize a card's photo offers (lib/domain/images.ts IMAGE_WIDTHS): a card is at most about 600 pixels wide. */
const CARD_MAX_WIDTH = 600;

type Props = {
  src: string;
  alt: string;
  /** The card's width on each screen, as for next/image. */
  sizes: string;
  /** Whether it may be the page's largest paint (lib/images/lead.ts): fetched at once, at high priority, and preloaded. */
  lead: boolean;
};

/**
 * A card's photo: next/image's picture with the candidates up to 600 pixels wide only. With the 1360 resize among
 * them, a phone (412 CSS pixels at 1.75 device pixels each, a 720-pixel slot) took it for the first card,
 * the largest paint of a listing, where the 600 fills a card as sharp as the phone's screen needs.
 */
export function CardPhoto({ src, alt, sizes, lead }: Props) {
  const { props } = getImageProps({ src, alt, fill: true, sizes, ...(lead ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  const srcSet = props.srcSet
    ?.split(', ')
    .filter((candidate) => Number(candidate.slice(candidate.lastIndexOf(' ') + 1, -1)) <= CARD_MAX_WIDTH)
    .join(', ');
  const { srcSet: _all, ...rest } = props;
  return (
    <>
      {lead && srcSet && <PhotoPreload href={rest.src} srcSet={srcSet} sizes={sizes} />}
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps), with a narrower srcset */}
      <img {...rest} srcSet={srcSet} alt={alt} />
    </>
  );
}
