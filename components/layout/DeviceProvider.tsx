'use client';

import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import { deviceStateFor, wrapperKindFor, type DeviceKind, type DeviceState } from '@/lib/domain/device';

type DeviceContextValue = DeviceState & {
  /** Whether the top links bar is shown: configured on, and not hidden by scrolling or a small screen. */
  topBarShow: boolean;
  setTopBarShow: (show: boolean) => void;
};

const DeviceContext = createContext<DeviceContextValue>({
  ...deviceStateFor(1280),
  topBarShow: false,
  setTopBarShow: () => undefined,
});

export const useDevice = () => useContext(DeviceContext);

type Props = { topBarConfigured: boolean; children?: React.ReactNode };

/**
 * Holds the device state: isMobile, isTablet and isDesktop are always set together from the
 * viewport width, and topBarShow separately. The page wrapper carries them as data attributes for CSS.
 */
export function DeviceProvider({ topBarConfigured, children }: Props) {
  // null while rendering on the server and hydrating: the page is then laid out for a desktop. Measured once
  // hydrated and on every resize, as a transition (see useHydrated: no synchronous second render of the page).
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const measure = () => startTransition(() => setWidth(window.innerWidth));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const device = deviceStateFor(width ?? 1280);
  const wrapper = wrapperKindFor(width ?? 1280);
  const [topBarWanted, setTopBarWanted] = useState(true);

  const setTopBarShow = useCallback((show: boolean) => setTopBarWanted(show), []);
  const topBarShow = topBarConfigured && topBarWanted && !device.isMobile;
  const kind: DeviceKind = device.isMobile ? 'mobile' : device.isTablet ? 'tablet' : 'desktop';

  return (
    <DeviceContext.Provider value={{ ...device, topBarShow, setTopBarShow }}>
      <div className="page-wrapper" data-device={kind} data-wrapper={wrapper} data-top-bar={topBarShow} data-hydrated={width !== null}>
        {children}
      </div>
    </DeviceContext.Provider>
  );
}
