'use client';

import Image from 'next/image';
import { leadImage } from '@/lib/images/lead';
import { useEffect, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from '@/lib/domain/carousel';

/**
 * Banner images cross-fading with the carousel defaults (3000ms shown, 500ms transition); still when reduced
 * motion is asked. Only the images shown so far and the next one are in the page: the first paints alone,
 * the next one loads while the first is shown, and a visitor who asked for reduced motion never downloads
 * the others.
 */
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
  // Slides advanced so far; null until the carousel runs, when only the first image is in the page.
  const [step, setStep] = useState<number | null>(null);
  useEffect(() => {
    if (images.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The next image starts loading just after the page is up, well before its turn.
    const start = window.setTimeout(() => setStep(0), CAROUSEL_SLIDE_MS);
    const timer = window.setInterval(() => setStep((s) => (s ?? 0) + 1), CAROUSEL_AUTOPLAY_MS + CAROUSEL_SLIDE_MS);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(timer);
    };
  }, [images.length]);
  const index = (step ?? 0) % images.length;
  const loaded = step === null ? 1 : Math.min(images.length, step + 2);
  return (
    <>
      {images.slice(0, loaded).map((src, i) => (
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
