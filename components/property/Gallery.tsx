'use client';

import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { GALLERY_SIZES } from '@/lib/images/sizes';
import { useState } from 'react';
import type { GalleryLabels } from './gallery-labels';

type Props = { pictures: string[]; title: string; labels: GalleryLabels };

/** The photos of a property: one large, thumbnails to choose, arrows and arrow keys to move through them. */
export function Gallery({ pictures, title, labels }: Props) {
  const [index, setIndex] = useState(0);
  // The chosen photo; the first when new props brought fewer photos than the kept index.
  const shown = pictures[index] ?? pictures[0];
  if (shown === undefined) return <p className="gallery gallery--empty">{labels.noPhoto}</p>;
  const go = (step: number) => setIndex((i) => (i + step + pictures.length) % pictures.length);
  return (
    <div
      className="gallery"
      role="group"
      aria-roledescription={labels.gallery}
      aria-label={title}
      tabIndex={0}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div className="gallery__main">
        <Image key={shown} src={shown} alt={labels.photoAlt[index] ?? title} fill {...leadImage(index === 0)} sizes={GALLERY_SIZES} />
        {pictures.length > 1 && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--prev" onClick={() => go(-1)} aria-label={labels.previousPhoto}>
              ‹
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" onClick={() => go(1)} aria-label={labels.nextPhoto}>
              ›
            </button>
            <span className="gallery__count" aria-live="polite">
              {index + 1} / {pictures.length}
            </span>
          </>
        )}
      </div>
      {pictures.length > 1 && (
        <ul className="gallery__thumbs">
          {pictures.map((src, i) => (
            <li key={src + i}>
              <button type="button" onClick={() => setIndex(i)} aria-current={i === index} aria-label={labels.showPhoto[i]}>
                <Image src={src} alt="" width={100} height={67} sizes="100px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
