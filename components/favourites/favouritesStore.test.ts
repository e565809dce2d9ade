// @vitest-environment happy-dom
/**
 * The favourites kept in the browser: a heart press keeps a property in local storage and a second press lets it
 * go; notes and hidden properties are kept beside them; a change another tab writes reaches this one; what
 * storage holds that is not ours (a hand edit, an older shape) never breaks the page.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import { FavouriteButton } from './FavouriteButton';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { FAVOURITES_STORAGE_KEY, favouritesStore, parseFavourites, serializeFavourites } from './favouritesStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const stored = () => parseFavourites(localStorage.getItem(FAVOURITES_STORAGE_KEY));

let root: Root | null = null;
beforeEach(() => {
  localStorage.clear();
  favouritesStore.reset();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function renderButton(id: number) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(createElement(FavouriteButton, { id, title: 'Villa with a view', label: 'Save to favourites' })));
  return must(container.querySelector('button'), 'the heart');
}

describe('the heart button', () => {
  it('keeps the property in local storage on a press and lets it go on the next, saying so with aria-pressed', () => {
    const heart = renderButton(12);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.getAttribute('aria-label')).toBe('Save to favourites');
    act(() => heart.click());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(stored().favourites).toEqual([{ id: 12, title: 'Villa with a view', addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    act(() => heart.click());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(stored().favourites).toEqual([]);
  });

  it('shows a property kept on an earlier visit as pressed once the page is hydrated, not in the server HTML', () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, serializeFavourites({ favourites: [{ id: 7, title: 'Loft', addedAt: '' }], notes: {}, hidden: [] }));
    const html = renderToString(createElement(FavouriteButton, { id: 7, title: 'Loft', label: 'Save' }));
    expect(html).toContain('aria-pressed="false"');
    expect(renderButton(7).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows a change another tab made (the storage event)', () => {
    const heart = renderButton(5);
    act(() => {
      localStorage.setItem(FAVOURITES_STORAGE_KEY, serializeFavourites({ favourites: [{ id: 5, title: 'Flat', addedAt: '' }], notes: {}, hidden: [] }));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_STORAGE_KEY }));
    });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('marks a hidden property so the lists leave its card out', () => {
    const heart = renderButton(9);
    expect(heart.hasAttribute('data-hidden')).toBe(false);
    act(() => favouritesStore.hide(9));
    expect(heart.hasAttribute('data-hidden')).toBe(true);
    act(() => favouritesStore.show(9));
    expect(heart.hasAttribute('data-hidden')).toBe(false);
  });
});

describe('the store', () => {
  it('keeps a note per property, and forgets it with the favourite', () => {
    favouritesStore.toggle(3, 'House');
    favouritesStore.setNote(3, 'Visit on Saturday; ask about the roof');
    expect(stored().notes).toEqual({ '3': 'Visit on Saturday; ask about the roof' });
    favouritesStore.setNote(3, '   ');
    expect(stored().notes).toEqual({});
    favouritesStore.setNote(3, 'Garden faces south');
    favouritesStore.remove(3);
    expect(stored()).toEqual({ favourites: [], notes: {}, hidden: [] });
  });

  it('hiding a favourite takes it out of the favourites; keeping a hidden property shows it again', () => {
    favouritesStore.toggle(4, 'A');
    favouritesStore.hide(4);
    expect(stored().favourites).toEqual([]);
    expect(stored().hidden).toEqual([4]);
    favouritesStore.toggle(4, 'A');
    expect(stored().hidden).toEqual([]);
    expect(stored().favourites.map((f) => f.id)).toEqual([4]);
  });

  it('reads storage again before each change, so a favourite another tab added is not overwritten', () => {
    favouritesStore.start();
    localStorage.setItem(FAVOURITES_STORAGE_KEY, serializeFavourites({ favourites: [{ id: 1, title: 'Other tab', addedAt: '' }], notes: {}, hidden: [] }));
    favouritesStore.toggle(2, 'This tab');
    expect(stored().favourites.map((f) => f.id)).toEqual([1, 2]);
  });

  it(`keeps the newest ${FAVOURITES_MAX} favourites`, () => {
    for (let id = 1; id <= FAVOURITES_MAX + 3; id++) favouritesStore.toggle(id, `P${id}`);
    const ids = stored().favourites.map((f) => f.id);
    expect(ids).toHaveLength(FAVOURITES_MAX);
    expect(ids[0]).toBe(4);
  });

  it('brings a kept title up to date, so a property withdrawn later is named as it was last seen', () => {
    favouritesStore.toggle(8, 'Old title');
    favouritesStore.retitle(8, 'New title');
    expect(stored().favourites[0]?.title).toBe('New title');
  });
});

describe('what storage holds', () => {
  it('reads nothing, broken JSON or another shape as no favourites', () => {
    const none = { favourites: [], notes: {}, hidden: [] };
    expect(parseFavourites(null)).toEqual(none);
    expect(parseFavourites('{not json')).toEqual(none);
    expect(parseFavourites('[1,2,3]')).toEqual(none);
    expect(parseFavourites('"x"')).toEqual(none);
  });

  it('keeps the valid entries of a damaged list and drops the rest', () => {
    const raw = JSON.stringify({
      favourites: [{ id: 3, title: 'ok', addedAt: 'x' }, { id: -1 }, { id: '4' }, null, { id: 3, title: 'twice' }, { id: 5 }],
      notes: { '3': 'note', abc: 'bad id', '5': 42 },
      hidden: [6, 6, 'x', 0, 7.5],
    });
    expect(parseFavourites(raw)).toEqual({
      favourites: [
        { id: 3, title: 'ok', addedAt: 'x' },
        { id: 5, title: '', addedAt: '' },
      ],
      notes: { '3': 'note' },
      hidden: [6],
    });
  });

  it('keeps working when storage refuses to write: the page shows the change', () => {
    const heart = renderButton(11);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      act(() => heart.click());
      expect(heart.getAttribute('aria-pressed')).toBe('true');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
