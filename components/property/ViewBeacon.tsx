'use client';

import { useEffect } from 'react';

/**
 * Counts one view of a property detail page for its owner's statistics, after the page is shown and
 * without delaying it: a beacon the browser sends in the background (robots without JavaScript never do).
 */
export function ViewBeacon({ propertyId }: { propertyId: number }) {
  useEffect(() => {
    const url = `/api/views/${propertyId}/`;
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(url);
    else void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [propertyId]);
  return null;
}
