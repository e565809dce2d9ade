/** Carousel defaults: a slide turns every 3 s and takes 0.5 s to slide in. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SLIDE_MS = 500;
