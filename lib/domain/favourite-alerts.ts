/**
 * What a favourite's alert says: the changes between what the visitor last knew of a property and what it
 * is now. Only these are news: a lower published price, and the property going under option, being sold
 * or rented, or being withdrawn (gone from the site). A price rise, a price that was or becomes
 * unpublished, or a property back on the market is no news (the baseline simply moves on).
 */
import { PROPERTY_STATUSES } from './property';

export type FavouriteChangeKind = 'price-drop' | 'option' | 'sold' | 'rented' | 'withdrawn';

/** A property's state as a favourite alert follows it: its status, or 'withdrawn' once it left the site. */
export type FollowedState = (typeof PROPERTY_STATUSES)[number] | 'withdrawn';

export type FollowedSnapshot = { price: number | null; publishPrice: boolean; state: FollowedState };

/** At most one alert mail per sign-up in this long: changes found sooner wait and go out together. */
export const ALERT_DIGEST_INTERVAL_MS = 24 * 60 * 60_000;

/** A status of the site as a followed state (an unknown status reads as available). */
export const followedState = (status: string): FollowedState =>
  (PROPERTY_STATUSES as readonly string[]).includes(status) ? (status as FollowedState) : 'available';

/** The changes from `before` to `after` that are mailed, in the order a mail lists them. */
export function favouriteChanges(before: FollowedSnapshot, after: FollowedSnapshot): FavouriteChangeKind[] {
  const changes: FavouriteChangeKind[] = [];
  if (after.state === 'withdrawn') return before.state === 'withdrawn' ? [] : ['withdrawn'];
  const shown = (s: FollowedSnapshot) => s.publishPrice && s.price !== null && s.price > 0;
  if (shown(before) && shown(after) && after.price! < before.price!) changes.push('price-drop');
  if (after.state !== before.state && after.state !== 'available') changes.push(after.state);
  return changes;
}
