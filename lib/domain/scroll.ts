/** Scroll behaviours of the page chrome: when the header becomes fixed and the scroll-to-top button shows. */

/** Beyond this scroll offset the header becomes fixed and the logo shrinks. */
export const HEADER_FIXED_AFTER_PX = 30;
/** Beyond this scroll offset the scroll-to-top button appears. */
export const SCROLL_TOP_VISIBLE_AFTER_PX = 10;
/** Duration of the scroll-to-top animation. */
export const SCROLL_TOP_DURATION_MS = 500;

export const isHeaderFixed = (scrollY: number) => scrollY > HEADER_FIXED_AFTER_PX;
export const isScrollTopVisible = (scrollY: number) => scrollY > SCROLL_TOP_VISIBLE_AFTER_PX;

/** Ease-in-out (cubic) progress for t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `from` to the top. */
export function scrollTopPosition(from: number, elapsed: number, duration = SCROLL_TOP_DURATION_MS): number {
  return Math.round(from * (1 - easeInOutCubic(elapsed / duration)));
}
