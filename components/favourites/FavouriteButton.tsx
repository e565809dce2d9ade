'use client';
import { favouritesStore, useFavouriteOf } from './favouritesStore';

type Props = {
  id: number;
  /** The property's title, kept with the favourite so a withdrawn property can still be named. */
  title: string;
  /** The button's name, the same pressed or not (aria-pressed says which). */
  label: string;
  /** The text beside the heart (the property page); without it the heart alone, named by `label` (a card). */
  text?: string;
};

/**
 * The heart that keeps a property in this browser's favourites. It marks a hidden property (data-hidden) so the
 * lists leave its card out (components/favourites/favourites.css).
 */
export function FavouriteButton({ id, title, label, text }: Props) {
  const { favourite, hidden } = useFavouriteOf(id);
  return (
    <button
      type="button"
      className={text ? 'favourite-button favourite-button--text' : 'favourite-button'}
      aria-pressed={favourite}
      aria-label={text ? undefined : label}
      title={text ? undefined : label}
      data-hidden={hidden ? '' : undefined}
      onClick={() => favouritesStore.toggle(id, title)}
    >
      <svg className="favourite-button__heart" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 7.9 3.4 4.5 6.9 4.5c2.1 0 3.6 1.1 4.4 2.5h1.4c.8-1.4 2.3-2.5 4.4-2.5 3.5 0 5.6 3.4 4.3 6.7-1.9 4.7-9.4 9.3-9.4 9.3z" />
      </svg>
      {text && <span>{text}</span>}
    </button>
  );
}
