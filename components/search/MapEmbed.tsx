'use client';

import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import {
  MAP_AREA_TYPE,
  MAP_READY_TYPE,
  parseMapMessage,
  visibleProperties,
  type MapArea,
  type MapAreaMessage,
  type MapMessage,
  type MapProperty,
  type MapReadyMessage,
} from './mapMessage';
import { mapViewOf, tileLayerOf } from './mapSetup';

type LeafletModule = typeof Leaflet;
type MapLabels = {
  title: string;
  open: string;
  noPhoto: string;
  drawArea: string;
  drawCircle: string;
  clearArea: string;
  cancel: string;
  drawingPolygon: string;
  drawingCircle: string;
  drawFailed: string;
};
/** The shape being drawn: `ready` once the drawing library has loaded and takes the visitor's clicks or taps. */
type Drawing = { shape: 'Polygon' | 'Circle'; ready: boolean } | null;

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
  const [leaflet, setLeaflet] = useState<{ L: LeafletModule; map: Leaflet.Map; markers: Leaflet.LayerGroup; shapes: Leaflet.LayerGroup } | null>(null);
  const [message, setMessage] = useState<MapMessage | null>(null);
  const [drawing, setDrawing] = useState<Drawing>(null);
  /** The drawing library did not arrive (the connection dropped): said beside the draw buttons until the next press. */
  const [drawFailed, setDrawFailed] = useState(false);
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
      const shapes = L.layerGroup().addTo(map);
      setLeaflet({ L, map, markers, shapes });
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
    const { L, map, markers, shapes } = leaflet;
    markers.clearLayers();
    shapes.clearLayers();
    const area = message?.area ? areaLayer(L, message.area).addTo(shapes) : null;
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
    if (area) {
      // The searched area is what the visitor chose to see: the map shows all of it.
      map.fitBounds(area.getBounds(), { padding: [24, 24] });
    } else if ('fit' in view) {
      map.fitBounds(L.latLngBounds(view.fit), { padding: [48, 48], maxZoom: view.maxZoom });
    } else {
      map.setView(view.center, view.zoom);
    }
  }, [leaflet, message, labels, centerLat, centerLng, zoom]);

  /**
   * Drawing: the drawing library (Leaflet-Geoman) is loaded on the first press of a draw button, never
   * before. A finished polygon or circle is sent to the page, which opens the listing with it.
   */
  async function startDrawing(shape: 'Polygon' | 'Circle') {
    if (!leaflet) return;
    const { L, map } = leaflet;
    setDrawing({ shape, ready: false });
    setDrawFailed(false);
    // The library extends the global Leaflet: it must be the instance this map was made with. A map made
    // before it loaded gets its drawing tools from reInitLayer (typed for layers, it takes a map too).
    (window as unknown as { L: LeafletModule }).L = L;
    const loaded = await Promise.all([import('./drawnArea'), import('@geoman-io/leaflet-geoman-free')]).catch(() => null);
    if (!loaded) {
      setDrawing(null);
      setDrawFailed(true);
      return;
    }
    const [{ areaOfDrawing }] = loaded;
    if (!map.pm) L.PM.reInitLayer(map as unknown as Leaflet.Layer);
    map.pm.setLang(lang === 'nl' || lang === 'fr' || lang === 'de' ? lang : 'en');
    map.off('pm:create');
    map.once('pm:create', ({ layer }) => {
      setDrawing(null);
      const drawn = areaOfDrawing(layer instanceof L.Circle ? { center: layer.getLatLng(), meters: layer.getRadius() } : { corners: polygonCorners(L, layer) });
      if (!drawn) return;
      const answer: MapAreaMessage = { type: MAP_AREA_TYPE, ...drawn };
      window.parent.postMessage(answer, window.location.origin);
    });
    // A polygon is finished by a click or tap on its first corner.
    map.pm.enableDraw(shape, { snappable: false, tooltips: true });
    // The hint to draw shows only now: a tap before the library has loaded would be lost.
    setDrawing({ shape, ready: true });
  }

  function cancelDrawing() {
    leaflet?.map.pm?.disableDraw();
    setDrawing(null);
  }

  function clearArea() {
    const answer: MapAreaMessage = { type: MAP_AREA_TYPE, param: null };
    window.parent.postMessage(answer, window.location.origin);
  }

  const satellite = message?.mapType === 'satellite';
  return (
    <div className={`map-embed${satellite ? ' map-embed--satellite' : ''}`}>
      <div ref={containerRef} className="map-embed__map" role="region" aria-label={labels.title} />
      {message?.info ? (
        <div className="map-embed__info" role="status">
          {message.info}
        </div>
      ) : null}
      {message?.draw && leaflet ? (
        <div className="map-embed__tools">
          {drawing?.ready ? (
            <>
              <p className="map-embed__hint" role="status">
                {drawing.shape === 'Polygon' ? labels.drawingPolygon : labels.drawingCircle}
              </p>
              <button type="button" onClick={cancelDrawing}>
                {labels.cancel}
              </button>
            </>
          ) : (
            <>
              {/* While the drawing library loads, the pressed button is busy and neither starts a drawing again. */}
              <button type="button" onClick={() => void startDrawing('Polygon')} disabled={drawing !== null} aria-busy={drawing?.shape === 'Polygon'}>
                {labels.drawArea}
              </button>
              <button type="button" onClick={() => void startDrawing('Circle')} disabled={drawing !== null} aria-busy={drawing?.shape === 'Circle'}>
                {labels.drawCircle}
              </button>
              {drawFailed ? (
                <p className="map-embed__hint" role="alert">
                  {labels.drawFailed}
                </p>
              ) : null}
              {message.area ? (
                <button type="button" onClick={clearArea}>
                  {labels.clearArea}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The searched area as a Leaflet layer: an outlined polygon or circle that lets clicks through to the markers. */
function areaLayer(L: LeafletModule, area: MapArea): Leaflet.Polygon | Leaflet.Circle {
  const style = { color: '#14284b', weight: 2, fillOpacity: 0.08, interactive: false };
  return area.kind === 'polygon' ? L.polygon(area.points, style) : L.circle([area.lat, area.lng], { ...style, radius: area.km * 1000 });
}

/** The corners of a drawn polygon (its outer ring). */
function polygonCorners(L: LeafletModule, layer: Leaflet.Layer): [number, number][] {
  if (!(layer instanceof L.Polygon)) return [];
  const rings = layer.getLatLngs() as Leaflet.LatLng[][];
  return (rings[0] ?? []).map((p) => [p.lat, p.lng]);
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
