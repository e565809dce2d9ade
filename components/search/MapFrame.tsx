'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { isMapReady, MAP_MESSAGE_TYPE, parseMapAreaMessage, urlWithArea, type MapArea, type MapMessage, type MapProperty } from './mapMessage';

/**
 * `properties` are the server's display data (./mapData): no raw price, street or exact position of a hidden address.
 * `area` is the search area to draw; with `areaHref` (the listing's URL without any area) the visitor may draw
 * another, and the page opens `areaHref` with it.
 */
type Props = { locale: string; properties: MapProperty[]; info: string; area?: MapArea | null; areaHref?: string };

/**
 * The listings' map view: the map page in a frame, sent the properties that have coordinates. The
 * message is sent when the frame says it is ready and again whenever the properties change.
 */
export function MapFrame({ locale, properties, info, area = null, areaHref }: Props) {
  const t = useTranslations('map');
  const frameRef = useRef<HTMLIFrameElement>(null);

  const message = useMemo<MapMessage>(
    () => ({ type: MAP_MESSAGE_TYPE, properties, info, mapType: 'roadmap', customMarker: null, ignore: [], area, draw: Boolean(areaHref) }),
    [properties, info, area, areaHref],
  );

  useEffect(() => {
    const send = () => frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      if (isMapReady(event.data)) send();
      const drawn = areaHref ? parseMapAreaMessage(event.data) : null;
      if (drawn && areaHref) window.location.assign(urlWithArea(areaHref, drawn.param, drawn.value));
    }
    window.addEventListener('message', onMessage);
    // The frame may have become ready before this page was hydrated: send now as well (a repeat is harmless).
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [message, areaHref]);

  return (
    <div className="map-frame">
      <iframe
        ref={frameRef}
        src={`/embed/map/?lang=${locale}`}
        title={t('title')}
        style={{ display: 'block', width: '100%', height: '70vh', minHeight: 420, border: 0, borderRadius: 10 }}
      />
    </div>
  );
}
