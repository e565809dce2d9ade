'use client';

import dynamic from 'next/dynamic';

/**
 * The testimonials carousel, rendered on the server as before, but react-slick and its stylesheet are
 * in a chunk of their own that only a page showing a slider loads: imported directly, they were part of
 * every page built from configured modules (issue 19).
 */
export const LazyTestimonialSlider = dynamic(() => import('./TestimonialSlider').then((m) => m.TestimonialSlider));
