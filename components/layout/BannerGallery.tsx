'use client';

import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { useEffect, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from '@/lib/domain/carousel';

/** Banner images cross-fading with the carousel defaults (3000ms shown, 500ms transition); still when reduced motion is asked. */
export function BannerGallery({
  images,
  className = 'home-banner__image',
  sizes = '100vw',
  priority = true,
}: {
  images: string[];
  className?: string;
  sizes?: string;
  /** Preload the first image (the home banner, above the fold); a module's background lower down does not. */
  priority?: boolean;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), CAROUSEL_AUTOPLAY_MS + CAROUSEL_SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [images.length]);
  return (
    <>
      {images.map((src, i) => (
        <Image
          key={src}
          src={src}
          alt=""
          fill
          {...leadImage(priority && i === 0)}
          sizes={sizes}
          className={className}
          style={{ opacity: i === index ? 1 : 0, transition: `opacity ${CAROUSEL_SLIDE_MS}ms ease-in-out` }}
        />
      ))}
    </>
  );
}
