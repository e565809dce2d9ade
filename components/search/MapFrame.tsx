'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { PropertyCard } from '@/lib/data/properties';
import { priceDisplay } from '@/lib/domain/money';
import { getPathname } from '@/lib/i18n/navigation';
import { isMapReady, MAP_MESSAGE_TYPE, type MapMessage, type MapProperty } from './mapMessage';

type Props = { locale: string; properties: PropertyCard[] };

/**
 * The listings' map view: the map page in a frame, sent the properties that have coordinates. The
 * message is sent when the frame says it is ready and again whenever the properties change.
 */
export function MapFrame({ locale, properties }: Props) {
  const t = useTranslations('map');
  const tProperty = useTranslations('property');
  const frameRef = useRef<HTMLIFrameElement>(null);

  const message = useMemo<MapMessage>(() => {
    const located: MapProperty[] = [];
    for (const p of properties) {
      if (!isCoordinate(p.latitude) || !isCoordinate(p.longitude)) continue;
      const price = priceDisplay(p);
      const street = p.publishAddress && p.street ? `${p.street} ${p.houseNumber ?? ''}`.trim() : null;
      located.push({
        id: p.id,
        lat: p.latitude,
        lng: p.longitude,
        title: p.title,
        price:
          price.kind === 'hidden'
            ? tProperty('priceOnRequest')
            : `${price.startingFrom ? `${tProperty('startingFrom')} ` : ''}${price.text}${p.goal !== 0 && !p.priceUnitText ? ` ${tProperty('perMonth')}` : ''}`,
        address: `${street ? `${street}, ` : ''}${p.zip} ${p.city}`,
        image: p.picture,
        url: getPathname({ locale, href: { pathname: '/property/[id]', params: { id: p.id } } as never }),
      });
    }
    return { type: MAP_MESSAGE_TYPE, properties: located, info: t('count', { count: located.length }), mapType: 'roadmap', customMarker: null, ignore: [] };
  }, [properties, locale, t, tProperty]);

  useEffect(() => {
    const send = () => frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      if (isMapReady(event.data)) send();
    }
    window.addEventListener('message', onMessage);
    // The frame may have become ready before this page was hydrated: send now as well (a repeat is harmless).
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [message]);

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

function isCoordinate(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
