import { describe, expect, it } from 'vitest';
import {
  easeInOutCubic,
  HEADER_FIXED_AFTER_PX,
  isHeaderFixed,
  isScrollTopVisible,
  SCROLL_TOP_DURATION_MS,
  SCROLL_TOP_VISIBLE_AFTER_PX,
  scrollTopPosition,
} from './scroll';

describe('scroll behaviours', () => {
  it('fixes the header beyond 30px and shows scroll-to-top beyond 10px', () => {
    expect(HEADER_FIXED_AFTER_PX).toBe(30);
    expect(SCROLL_TOP_VISIBLE_AFTER_PX).toBe(10);
    expect(isHeaderFixed(30)).toBe(false);
    expect(isHeaderFixed(31)).toBe(true);
    expect(isScrollTopVisible(10)).toBe(false);
    expect(isScrollTopVisible(11)).toBe(true);
  });

  it('animates scroll-to-top over 500ms from the start position to 0', () => {
    expect(SCROLL_TOP_DURATION_MS).toBe(500);
    expect(scrollTopPosition(2000, 0)).toBe(2000);
    expect(scrollTopPosition(2000, 250)).toBe(1000);
    expect(scrollTopPosition(2000, 500)).toBe(0);
    expect(scrollTopPosition(2000, 900)).toBe(0);
    let last = Infinity;
    for (let t = 0; t <= 500; t += 25) {
      const y = scrollTopPosition(2000, t);
      expect(y).toBeLessThanOrEqual(last);
      last = y;
    }
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });
});
