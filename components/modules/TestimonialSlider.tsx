'use client';

import { useEffect, useRef } from 'react';
import Slider from 'react-slick';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SLIDE_MS } from '@/lib/domain/carousel';
import { useDevice } from '@/components/layout/DeviceProvider';

type Props = { slides: React.ReactNode[]; perRow: number; labels: { previous: string; next: string } };

function Arrow({ label, direction, onClick }: { label: string; direction: 'prev' | 'next'; onClick?: () => void }) {
  return (
    <button type="button" className={`slider-arrow slider-arrow--${direction}`} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">{direction === 'prev' ? '‹' : '›'}</span>
    </button>
  );
}

/** A carousel with the library defaults: autoplay 3000ms, slide 500ms; one slide at a time on phones. */
export function TestimonialSlider({ slides, perRow, labels }: Props) {
  const { isMobile } = useDevice();
  const visible = isMobile ? 1 : Math.min(perRow, slides.length);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    // react-slick hides the slides out of view with aria-hidden only: their links ("read more", "write yours")
    // would still take the keyboard's focus, invisible. Inert, they are out of the tab order too, as they move.
    const sync = () =>
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="slider" ref={frame}>
      <Slider
        autoplay
        autoplaySpeed={CAROUSEL_AUTOPLAY_MS}
        speed={CAROUSEL_SLIDE_MS}
        pauseOnHover
        pauseOnFocus
        dots
        infinite={slides.length > visible}
        slidesToShow={visible}
        slidesToScroll={1}
        adaptiveHeight={false}
        lazyLoad="ondemand"
        waitForAnimate
        prevArrow={<Arrow label={labels.previous} direction="prev" />}
        nextArrow={<Arrow label={labels.next} direction="next" />}
      >
        {slides.map((s, i) => (
          <div key={i} className="slider__slide">
            {s}
          </div>
        ))}
      </Slider>
    </div>
  );
}
