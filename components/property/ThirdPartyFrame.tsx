'use client';

import { useState } from 'react';

type Props = { src: string; title: string; allow: string; load: string; notice: string; link: string; linkText: string };

/**
 * A video player or a virtual tour of another site, loaded only when the visitor asks for it: until then
 * the browser makes no request to that site (which would learn the visitor's address and may set cookies,
 * before any consent). The frame's place is kept, so nothing moves when it loads; without JavaScript, the
 * link opens the video or tour on its own site.
 */
export function ThirdPartyFrame({ src, title, allow, load, notice, link, linkText }: Props) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) return <iframe className="media__frame" src={src} title={title} allow={allow} referrerPolicy="strict-origin-when-cross-origin" />;
  return (
    <div className="media__frame media__placeholder" role="group" aria-label={title}>
      <button type="button" className="button button--primary" onClick={() => setLoaded(true)}>
        {load}
      </button>
      <p className="media__notice">
        {notice}{' '}
        <a href={link} rel="noopener noreferrer" target="_blank">
          {linkText}
        </a>
      </p>
    </div>
  );
}
