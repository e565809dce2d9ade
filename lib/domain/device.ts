/** Device breakpoints and the device state derived from a viewport width. */

/** General breakpoints: up to 767 mobile; 768-960 tablet; over 960 desktop. */
export const DEVICE_BREAKPOINTS = { mobileMax: 767, tabletMax: 960 } as const;
/** Page wrapper breakpoints: under 767 mobile; 767-1279 tablet; 1280 and up desktop. */
export const WRAPPER_BREAKPOINTS = { tabletFrom: 767, desktopFrom: 1280 } as const;

export type DeviceState = { isMobile: boolean; isTablet: boolean; isDesktop: boolean };
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** The three flags are always set together, exactly one of them true. */
export function deviceStateFor(width: number): DeviceState {
  const kind: DeviceKind = width <= DEVICE_BREAKPOINTS.mobileMax ? 'mobile' : width <= DEVICE_BREAKPOINTS.tabletMax ? 'tablet' : 'desktop';
  return { isMobile: kind === 'mobile', isTablet: kind === 'tablet', isDesktop: kind === 'desktop' };
}

export function wrapperKindFor(width: number): DeviceKind {
  if (width < WRAPPER_BREAKPOINTS.tabletFrom) return 'mobile';
  return width < WRAPPER_BREAKPOINTS.desktopFrom ? 'tablet' : 'desktop';
}
