'use client';

import dynamic from 'next/dynamic';

/**
 * The listings' map view (./MapFrame), rendered on the server as before, but its code and the messages it
 * exchanges with the map (./mapMessage) are in a chunk of their own that only a listing shown as a map loads:
 * imported directly, they were part of every listing, home and results page's first load.
 */
export const LazyMapFrame = dynamic(() => import('./MapFrame').then((m) => m.MapFrame));
