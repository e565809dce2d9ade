/**
 * This browser's sign-up for alerts on its favourites: after the sign-up form is stored, the browser keeps the
 * sign-up's manage token (never mailed, it cannot confirm the sign-up) with the address it was sent to, and
 * each time the favourites change the sign-up is made to follow them (PUT app/api/favourite-alert/following). A
 * change that could not be sent (offline, the page left at once) is sent from the next page that starts the
 * favourites store: `ids` is the list the server last confirmed following. When the server no longer knows the
 * sign-up or it was stopped (a mail's link), the browser forgets it. One store for the favourites page's line
 * "alerts on for N favourites"; another tab's change reaches it through the `storage` event.
 */
import { useSyncExternalStore } from 'react';
import { FAVOURITE_ALERT_STORAGE_KEY } from './alertStorage';

const ENDPOINT = '/api/favourite-alert/following/';

export type AlertFollowing = {
  token: string;
  /** The address the alerts go to, as typed in this browser. */
  email: string;
  status: 'pending' | 'confirmed';
  /** How many properties the server says the sign-up follows. */
  count: number;
  /** The property IDs the server last confirmed following. */
  ids: number[];
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** What local storage holds, when it is a sign-up; anything else is none. */
export function parseAlertFollowing(raw: string | null): AlertFollowing | null {
  let o: unknown;
  try {
    o = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!o || typeof o !== 'object') return null;
  const { token, email, status, count, ids } = o as Record<string, unknown>;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token) || typeof email !== 'string') return null;
  return {
    token,
    email: email.slice(0, 254),
    status: status === 'confirmed' ? 'confirmed' : 'pending',
    count: isId(count) ? count : 0,
    ids: Array.isArray(ids) ? [...new Set(ids.filter(isId))] : [],
  };
}

let raw: string | null = null;
let current: AlertFollowing | null = null;
const listeners = new Set<() => void>();

function read(): AlertFollowing | null {
  let now: string | null = null;
  try {
    now = localStorage.getItem(FAVOURITE_ALERT_STORAGE_KEY);
  } catch {
    // storage disabled: no sign-up kept
  }
  if (now !== raw) {
    raw = now;
    current = parseAlertFollowing(now);
  }
  return current;
}

function write(next: AlertFollowing | null) {
  try {
    if (next) localStorage.setItem(FAVOURITE_ALERT_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(FAVOURITE_ALERT_STORAGE_KEY);
  } catch {
    // storage full or disabled: the page still shows the change
  }
  raw = next ? JSON.stringify(next) : null;
  current = next;
  listeners.forEach((l) => l());
}

function onStorage(e: StorageEvent) {
  if (e.key === FAVOURITE_ALERT_STORAGE_KEY || e.key === null) listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

/** The sign-up kept in this browser, or null; for components shown once the page is hydrated (the favourites page's list). */
export function useAlertFollowing(): AlertFollowing | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The form stored a sign-up: keep its manage token, the address and the favourites it was posted with. */
export function rememberAlertSignUp(token: string, email: string, ids: number[]) {
  const unique = [...new Set(ids)];
  write(parseAlertFollowing(JSON.stringify({ token, email, status: 'pending', count: unique.length, ids: unique })));
}

/** Takes the server's answer about the sign-up: its state, or forgetting it when it is unknown or stopped. */
async function take(res: Response, token: string, ids?: number[]): Promise<boolean> {
  const kept = read();
  if (!kept || kept.token !== token) return false;
  if (res.status === 404 || res.status === 410) {
    write(null);
    return true;
  }
  if (!res.ok) return false;
  const body = (await res.json().catch(() => null)) as { status?: unknown; count?: unknown } | null;
  write({
    ...kept,
    status: body?.status === 'confirmed' ? 'confirmed' : 'pending',
    count: typeof body?.count === 'number' ? body.count : kept.count,
    ids: ids ?? kept.ids,
  });
  return true;
}

const request = (method: 'GET' | 'PUT' | 'DELETE', token: string, body?: unknown) =>
  fetch(ENDPOINT, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    cache: 'no-store',
    // A heart pressed just before the page is left still reaches the server.
    keepalive: method === 'PUT',
  });

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

let sending = false;
let waiting: number[] | null = null;

/** The favourites are now `ids`: the kept sign-up follows exactly these (one request at a time, the last list wins). */
export async function followFavourites(ids: number[]): Promise<void> {
  waiting = ids;
  if (sending) return;
  sending = true;
  try {
    while (waiting) {
      const next: number[] = waiting;
      waiting = null;
      const kept = read();
      if (!kept || sameIds(kept.ids, next)) continue;
      try {
        await take(await request('PUT', kept.token, { propertyIds: next }), kept.token, next);
      } catch {
        // offline: the next page that starts the favourites store sends it again
      }
    }
  } finally {
    sending = false;
  }
}

/** Asks the server how the kept sign-up stands (confirmed since, or stopped from a mail's link). */
export async function refreshAlertFollowing(): Promise<void> {
  const kept = read();
  if (!kept) return;
  try {
    await take(await request('GET', kept.token), kept.token);
  } catch {
    // offline: the kept state stays
  }
}

/** Stops the alerts; true once stopped (or already unknown to the server), false when the server could not be reached. */
export async function stopAlertFollowing(): Promise<boolean> {
  const kept = read();
  if (!kept) return true;
  try {
    const res = await request('DELETE', kept.token);
    if (res.ok || res.status === 404 || res.status === 410) {
      write(null);
      return true;
    }
  } catch {
    // offline
  }
  return false;
}
