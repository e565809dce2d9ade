'use client';

import dynamic from 'next/dynamic';

/**
 * The testimonials carousel, rendered on the server as before, but react-slick is in a chunk of its own
 * that only a page showing a slider loads: imported directly, it was part of every page built from
 * configured modules. Its few layout rules are in components/modules/category.css.
 */
export const LazyTestimonialSlider = dynamic(() => import('./TestimonialSlider').then((m) => m.TestimonialSlider));
