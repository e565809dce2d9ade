/**
 * What a visitor subscribes to with double opt-in, each with a confirm and a cancel link
 * (`/KIND/[token]/confirm`, `/KIND/[token]/cancel`) whose texts are `KIND.link` in messages/*.json:
 * a demand (saved search, its alerts), the newsletter, or alerts on favourites.
 */
export type SubscriptionKind = 'demand' | 'newsletter' | 'favourite-alert';

/** Where a visitor starts again after a cancelled subscription or a bad link (the newsletter: any page's footer). */
export const SIGN_UP_PAGE: Record<SubscriptionKind, '/demand-register' | null> = {
  demand: '/demand-register',
  newsletter: null,
  'favourite-alert': null,
};
