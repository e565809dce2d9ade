'use client';

import { useEffect, useRef, useState } from 'react';
import type { TestimonialSlider as Slider } from './TestimonialSlider';

type Props = React.ComponentProps<typeof Slider>;

/** How far below (or above) the window the carousel starts loading: the visitor scrolls towards it. */
const NEAR = '600px 0px';

/**
 * The testimonials carousel. The page's HTML and its hydration show the first slides still, laid out as the
 * carousel lays them out (`.slider--still` in components/modules/category.css); react-slick (its own chunk) is
 * fetched only when the carousel comes within NEAR of the window, or on the first touch, focus or pointer over it,
 * and replaces them once loaded, in one render. Loaded with the page, it was evaluated and rendered while a phone
 * hydrated the home page, where the testimonials are far below the first screen. Its layout rules are in
 * components/modules/category.css.
 */
export function LazyTestimonialSlider(props: Props) {
  const [Loaded, setLoaded] = useState<typeof Slider | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root || Loaded) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      void import('./TestimonialSlider').then((m) => setLoaded(() => m.TestimonialSlider));
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: NEAR });
    observer.observe(root);
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    for (const e of events) root.addEventListener(e, load, { passive: true });
    return () => {
      observer.disconnect();
      for (const e of events) root.removeEventListener(e, load);
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} />;
  const { slides, perRow } = props;
  return (
    <div className="slider slider--still" ref={frame} style={{ '--slider-per-row': Math.min(perRow, slides.length) } as React.CSSProperties}>
      <div className="slider__still-track">
        {slides.map((s, i) => (
          // The slides past the first row are hidden until the carousel shows them, as it hides them.
          <div key={i} className="slider__slide" hidden={i >= perRow || undefined}>
            {s}
          </div>
        ))}
      </div>
      {/* The carousel's dots take this height below the slides. */}
      <div className="slider__dots-space" aria-hidden="true" />
    </div>
  );
}
