'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isScrollTopVisible, scrollTopPosition, SCROLL_TOP_DURATION_MS } from '@/lib/domain/scroll';

/** Appears after 10px of scroll; brings the page back to the top in a 500ms animation. */
export function ScrollToTop() {
  const t = useTranslations('chrome');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(isScrollTopVisible(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const from = window.scrollY;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) return window.scrollTo(0, 0);
    const start = performance.now();
    const step = (now: number) => {
      const elapsed = now - start;
      window.scrollTo(0, scrollTopPosition(from, elapsed, SCROLL_TOP_DURATION_MS));
      if (elapsed < SCROLL_TOP_DURATION_MS) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };

  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={scrollUp}
      aria-label={t('backToTop')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
