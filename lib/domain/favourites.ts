/**
 * The most properties a browser keeps as favourites (the oldest go first), and so the most the favourites route
 * reads at once and one alert sign-up follows.
 */
export const FAVOURITES_MAX = 50;
