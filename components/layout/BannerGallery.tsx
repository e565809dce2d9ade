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
  lead = true,
}: {
  images: string[];
  className?: string;
  sizes?: string;
  /** Whether its first image may be the page's largest paint (lib/images/lead.ts): the home banner, not a module's background lower down. */
  lead?: boolean;
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
          {...leadImage(lead && i === 0)}
          sizes={sizes}
          className={className}
          style={{ opacity: i === index ? 1 : 0, transition: `opacity ${CAROUSEL_SLIDE_MS}ms ease-in-out` }}
        />
      ))}
    </>
  );
}
