/**
 * The visitor's favourites, kept in this browser only (local storage, no account, nothing sent to the server):
 * the properties kept with the title they had and when, a private note per property, and the properties the
 * visitor never wants to see in lists again. One store for every heart button and the favourites page; a change
 * made in another tab reaches this one through the `storage` event.
 *
 * The store holds the server's empty snapshot until `start()` (called from an effect once the page is
 * hydrated), so the server's HTML and the hydrating render agree and no component re-renders during hydration.
 *
 * When this browser signed up for alerts on its favourites, each change (and each page start, for a change
 * that could not be sent) makes the sign-up follow the favourites as they are now (alertFollowing.ts, loaded
 * only then).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { hasAlertSignUp } from './alertStorage';

export const FAVOURITES_STORAGE_KEY = 'favourites';
/** The longest private note kept, in characters. */
export const NOTE_MAX = 2000;
/** The most properties hidden from lists: the oldest are shown again first. */
const HIDDEN_MAX = 500;

export type Favourite = { id: number; title: string; addedAt: string };
type FavouritesState = {
  /** False until the stored favourites are read (and on the server). */
  ready: boolean;
  favourites: readonly Favourite[];
  /** Property ID → the visitor's note. */
  notes: Readonly<Record<string, string>>;
  hidden: readonly number[];
};

const EMPTY: FavouritesState = { ready: false, favourites: [], notes: {}, hidden: [] };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** What local storage holds, as far as it can be read: anything malformed is left out, never thrown. */
export function parseFavourites(raw: string | null): Omit<FavouritesState, 'ready'> {
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  const o = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const seen = new Set<number>();
  const favourites: Favourite[] = [];
  for (const f of Array.isArray(o.favourites) ? o.favourites : []) {
    const item = (f && typeof f === 'object' ? f : {}) as Record<string, unknown>;
    if (!isId(item.id) || seen.has(item.id)) continue;
    seen.add(item.id);
    favourites.push({ id: item.id, title: text(item.title, 300), addedAt: text(item.addedAt, 40) });
  }
  const notes: Record<string, string> = {};
  if (o.notes && typeof o.notes === 'object') {
    for (const [id, note] of Object.entries(o.notes as Record<string, unknown>)) {
      const value = text(note, NOTE_MAX);
      if (isId(Number(id)) && value.trim()) notes[String(Number(id))] = value;
    }
  }
  const hidden = [...new Set((Array.isArray(o.hidden) ? o.hidden : []).filter(isId))];
  return { favourites: favourites.slice(-FAVOURITES_MAX), notes, hidden: hidden.slice(-HIDDEN_MAX) };
}

export function serializeFavourites(s: Omit<FavouritesState, 'ready'>): string {
  return JSON.stringify({ favourites: s.favourites, notes: s.notes, hidden: s.hidden });
}

let state: FavouritesState = EMPTY;
let started = false;
const listeners = new Set<() => void>();

function emit(next: FavouritesState) {
  state = next;
  listeners.forEach((l) => l());
}

/** With a sign-up for alerts kept in this browser, it follows the favourites as they are now. */
function followWithAlerts(s: FavouritesState) {
  if (!hasAlertSignUp()) return;
  const ids = s.favourites.map((f) => f.id);
  import('./alertFollowing').then((m) => m.followFavourites(ids)).catch(() => undefined);
}

function read(): FavouritesState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(FAVOURITES_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
  return { ready: true, ...parseFavourites(raw) };
}

/** Stores and publishes a change; with storage disabled the change lasts until the page is left. */
function write(change: (s: FavouritesState) => Omit<FavouritesState, 'ready'>) {
  if (!started) favouritesStore.start();
  // Read again first: another tab may have written since this one last read.
  const next = { ready: true, ...parseFavourites(serializeFavourites(change(read()))) };
  try {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, serializeFavourites(next));
  } catch {
    // storage full or disabled: the page still shows the change
  }
  emit(next);
  followWithAlerts(next);
}

function onStorage(e: StorageEvent) {
  if (e.key === FAVOURITES_STORAGE_KEY || e.key === null) emit(read());
}

const withoutNote = (notes: Readonly<Record<string, string>>, id: number) => Object.fromEntries(Object.entries(notes).filter(([k]) => k !== String(id)));

export const favouritesStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => state,
  getServerSnapshot: () => EMPTY,

  /** Reads the stored favourites once per page load and follows the other tabs' changes. */
  start() {
    if (started) return;
    started = true;
    window.addEventListener('storage', onStorage);
    emit(read());
    followWithAlerts(state);
  },
  /** Keeps a property (with its title, shown if it is later withdrawn) or lets it go; a kept property is no longer hidden. */
  toggle(id: number, title: string) {
    write((s) =>
      s.favourites.some((f) => f.id === id)
        ? { ...s, favourites: s.favourites.filter((f) => f.id !== id) }
        : { ...s, favourites: [...s.favourites, { id, title, addedAt: new Date().toISOString() }], hidden: s.hidden.filter((h) => h !== id) },
    );
  },
  /** Lets a favourite go with its note. */
  remove(id: number) {
    write((s) => ({ ...s, favourites: s.favourites.filter((f) => f.id !== id), notes: withoutNote(s.notes, id) }));
  },
  /** The title kept for a favourite, brought up to date with the current one. */
  retitle(id: number, title: string) {
    if (!title || !state.favourites.some((f) => f.id === id && f.title !== title)) return;
    write((s) => ({ ...s, favourites: s.favourites.map((f) => (f.id === id ? { ...f, title } : f)) }));
  },
  setNote(id: number, note: string) {
    write((s) => ({ ...s, notes: note.trim() ? { ...withoutNote(s.notes, id), [String(id)]: note } : withoutNote(s.notes, id) }));
  },
  /** Leaves a property out of every list from now on; a favourite hidden is no longer a favourite (its note stays). */
  hide(id: number) {
    write((s) => ({ ...s, favourites: s.favourites.filter((f) => f.id !== id), hidden: [...s.hidden.filter((h) => h !== id), id] }));
  },
  /** Shows a hidden property in lists again. */
  show(id: number) {
    write((s) => ({ ...s, hidden: s.hidden.filter((h) => h !== id) }));
  },
  /** Forgets this tab's reading (for tests: the next start reads storage again). */
  reset() {
    if (started) window.removeEventListener('storage', onStorage);
    started = false;
    emit(EMPTY);
  },
};

/** Starts the store once the page is hydrated. */
function useStarted() {
  useEffect(() => favouritesStore.start(), []);
}

/** The whole state (the favourites page). */
export function useFavourites(): FavouritesState {
  useStarted();
  return useSyncExternalStore(favouritesStore.subscribe, favouritesStore.getSnapshot, favouritesStore.getServerSnapshot);
}

/** Whether one property is a favourite, and whether it is hidden: a card re-renders only when its own answer changes. */
export function useFavouriteOf(id: number): { favourite: boolean; hidden: boolean } {
  useStarted();
  const favourite = useSyncExternalStore(
    favouritesStore.subscribe,
    () => state.favourites.some((f) => f.id === id),
    () => false,
  );
  const hidden = useSyncExternalStore(
    favouritesStore.subscribe,
    () => state.hidden.includes(id),
    () => false,
  );
  return { favourite, hidden };
}
