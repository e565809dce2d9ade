'use client';

import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { MAP_READY_TYPE, parseMapMessage, visibleProperties, type MapMessage, type MapProperty, type MapReadyMessage } from './mapMessage';
import { mapViewOf, tileLayerOf } from './mapSetup';

type LeafletModule = typeof Leaflet;
type MapLabels = { title: string; open: string; noPhoto: string };

type Props = {
  lang: string;
  tileUrl: string;
  attribution: string;
  center: [number, number];
  zoom: number;
  labels: MapLabels;
};

/** Leaflet's height of the price pin and of a custom marker image, so a popup opens above it. */
const PIN_HEIGHT = 40;
const MAX_FIT_ZOOM = 15;

/**
 * The map inside /embed/map/: tiles from the configured source and one marker per property, received
 * from the parent page by postMessage (same origin only). Leaflet is loaded in the browser only.
 */
export function MapEmbed({ lang, tileUrl, attribution, center, zoom, labels }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ L: LeafletModule; map: Leaflet.Map; markers: Leaflet.LayerGroup } | null>(null);
  const [message, setMessage] = useState<MapMessage | null>(null);
  const [centerLat, centerLng] = center;

  // The root layout cannot read the query string: the frame's language is set here.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Listen from the start, so a message sent before the map is drawn is kept.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      const parsed = parseMapMessage(event.data);
      // The page sends the same message again when the frame says it is ready: redrawing the markers
      // for it would close a popup the visitor has just opened.
      if (parsed) setMessage((shown) => (shown && JSON.stringify(shown) === JSON.stringify(parsed) ? shown : parsed));
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    import('leaflet').then((mod) => {
      const container = containerRef.current;
      if (cancelled || !container) return;
      const L = ((mod as { default?: LeafletModule }).default ?? mod) as LeafletModule;
      map = L.map(container, { center: [centerLat, centerLng], zoom, scrollWheelZoom: true });
      // Without network the tiles fail quietly; the markers do not depend on them.
      const tiles = tileLayerOf({ tileUrl, attribution });
      L.tileLayer(tiles.url, tiles.options).addTo(map);
      const markers = L.layerGroup().addTo(map);
      setLeaflet({ L, map, markers });
      const ready: MapReadyMessage = { type: MAP_READY_TYPE };
      window.parent.postMessage(ready, window.location.origin);
    });
    return () => {
      cancelled = true;
      map?.remove();
      setLeaflet(null);
    };
  }, [tileUrl, attribution, centerLat, centerLng, zoom]);

  useEffect(() => {
    if (!leaflet) return;
    const { L, map, markers } = leaflet;
    markers.clearLayers();
    const shown = message ? visibleProperties(message) : [];
    for (const property of shown) {
      L.marker([property.lat, property.lng], {
        icon: markerIcon(L, property, message?.customMarker ?? null),
        title: property.price ? `${property.title}, ${property.price}` : property.title,
        riseOnHover: true,
      })
        .bindPopup(() => popupCard(property, labels), { maxWidth: 260, minWidth: 220, className: 'map-popup' })
        .addTo(markers);
    }
    const view = mapViewOf(shown, { center: [centerLat, centerLng], zoom }, MAX_FIT_ZOOM);
    if ('fit' in view) {
      map.fitBounds(L.latLngBounds(view.fit), { padding: [48, 48], maxZoom: view.maxZoom });
    } else {
      map.setView(view.center, view.zoom);
    }
  }, [leaflet, message, labels, centerLat, centerLng, zoom]);

  const satellite = message?.mapType === 'satellite';
  return (
    <div className={`map-embed${satellite ? ' map-embed--satellite' : ''}`}>
      <div ref={containerRef} className="map-embed__map" role="region" aria-label={labels.title} />
      {message?.info ? (
        <div className="map-embed__info" role="status">
          {message.info}
        </div>
      ) : null}
    </div>
  );
}

/** A navy pin with the price, or the custom marker image; both anchored at their bottom centre. */
function markerIcon(L: LeafletModule, property: MapProperty, customMarker: string | null): Leaflet.DivIcon {
  const html = document.createElement('span');
  // The pins are drawn on Leaflet's canvas, with no role of their own: the e2e tests count them by this id.
  html.dataset.testid = 'map-marker';
  if (customMarker) {
    html.className = 'map-marker map-marker--custom';
    const img = document.createElement('img');
    img.src = customMarker;
    img.alt = '';
    html.append(img);
  } else {
    html.className = 'map-marker';
    html.textContent = property.price;
  }
  return L.divIcon({ html, className: 'map-marker-anchor', iconSize: [0, 0], iconAnchor: [0, 0], popupAnchor: [0, -PIN_HEIGHT] });
}

/** The popup: a small property card whose link opens the property in the parent page. */
function popupCard(property: MapProperty, labels: MapLabels): HTMLElement {
  const card = document.createElement('article');
  card.className = 'map-card';

  const media = document.createElement('div');
  media.className = 'map-card__media';
  if (property.image) {
    const img = document.createElement('img');
    img.src = property.image;
    img.alt = '';
    img.loading = 'lazy';
    img.decoding = 'async';
    media.append(img);
  } else {
    const none = document.createElement('span');
    none.className = 'map-card__nophoto';
    none.textContent = labels.noPhoto;
    media.append(none);
  }

  const title = document.createElement('h2');
  title.className = 'map-card__title';
  title.textContent = property.title;

  const price = document.createElement('p');
  price.className = 'map-card__price';
  price.textContent = property.price;

  const address = document.createElement('p');
  address.className = 'map-card__address';
  address.textContent = property.address;

  const link = document.createElement('a');
  link.className = 'map-card__link';
  link.href = property.url;
  link.target = '_top';
  link.textContent = labels.open;

  card.append(media, title, price, address, link);
  return card;
}
