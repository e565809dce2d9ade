'use client';
import { startTransition, useEffect, useState } from 'react';

/**
 * false while the server renders and React hydrates the page, true just after: a value that differs between
 * the server's HTML and the browser, set without a synchronous second render. useSyncExternalStore with
 * another server snapshot would re-render every such component synchronously in the task that commits the
 * hydration (one long task on a phone); this update runs as a transition, after the first paint and in
 * slices the browser can interrupt.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
