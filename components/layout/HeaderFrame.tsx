'use client';

import { useEffect, useState } from 'react';
import { isHeaderFixed } from '@/lib/domain/scroll';
import { useDevice } from './DeviceProvider';

type Props = { topBar: React.ReactNode; children?: React.ReactNode };

/**
 * The header's scroll behaviour: transparent and absolutely positioned at the top of the page, fixed
 * with a background (and a smaller logo, via CSS) beyond 30px of scroll. The top links bar hides then.
 */
export function HeaderFrame({ topBar, children }: Props) {
  const [fixed, setFixed] = useState(false);
  const { topBarShow, setTopBarShow } = useDevice();

  useEffect(() => {
    const update = () => {
      const next = isHeaderFixed(window.scrollY);
      setFixed(next);
      setTopBarShow(!next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [setTopBarShow]);

  return (
    <header className="site-header" data-fixed={fixed}>
      {topBarShow && topBar}
      <div className="site-header__bar container">{children}</div>
    </header>
  );
}
