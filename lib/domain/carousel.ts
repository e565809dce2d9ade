/** Carousel defaults of the slider library (spec section 9). */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_SLIDE_MS = 500;
export const LAZY_LOAD_DEBOUNCE_MS = 300;
