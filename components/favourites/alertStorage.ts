/**
 * Where this browser keeps its sign-up for alerts on favourites (beside the favourites, in local storage), and
 * whether it has one: the favourites store asks before it loads the code that keeps the sign-up in step
 * (alertFollowing.ts), so a page without a sign-up loads none of it.
 */
export const FAVOURITE_ALERT_STORAGE_KEY = 'favourite-alert';

export function hasAlertSignUp(): boolean {
  try {
    return localStorage.getItem(FAVOURITE_ALERT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
