import { describe, expect, it } from 'vitest';
import { DEVICE_BREAKPOINTS, deviceStateFor, WRAPPER_BREAKPOINTS, wrapperKindFor } from './device';

describe('device state', () => {
  it('uses the breakpoints: up to 767 mobile, 768-960 tablet, over 960 desktop', () => {
    expect(DEVICE_BREAKPOINTS).toEqual({ mobileMax: 767, tabletMax: 960 });
    expect(deviceStateFor(320)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceStateFor(767)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(deviceStateFor(768)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(deviceStateFor(960)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(deviceStateFor(961)).toEqual({ isMobile: false, isTablet: false, isDesktop: true });
  });

  it('always sets exactly one of the three flags', () => {
    for (let w = 0; w <= 2000; w += 7) {
      const s = deviceStateFor(w);
      expect([s.isMobile, s.isTablet, s.isDesktop].filter(Boolean)).toHaveLength(1);
    }
  });

  it('uses the page wrapper breakpoints: under 767 mobile, 767-1279 tablet, 1280 and up desktop', () => {
    expect(WRAPPER_BREAKPOINTS).toEqual({ tabletFrom: 767, desktopFrom: 1280 });
    expect(wrapperKindFor(766)).toBe('mobile');
    expect(wrapperKindFor(767)).toBe('tablet');
    expect(wrapperKindFor(1279)).toBe('tablet');
    expect(wrapperKindFor(1280)).toBe('desktop');
  });
});
