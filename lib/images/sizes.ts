/**
 * next/image `sizes` of the photos laid out in the page's `.container` (app/globals.css): the width the layout
 * gives them, never less, so a browser takes the smallest resize at least as dense as the screen and not the
 * next one up. Up to 767px the container keeps 16px each side, 24px from 768px, and it is at most 1240px wide.
 */

/** A property card: one column up to 767px, at most two up to 1279px, four from 1280px on a page that shows four. */
export const PROPERTY_CARD_SIZES = '(max-width: 767px) calc(100vw - 32px), (max-width: 1279px) 50vw, 25vw';

/** A project card: one column up to 767px, at most two up to 1279px, three from 1280px (the projects list). */
export const PROJECT_CARD_SIZES = '(max-width: 767px) calc(100vw - 32px), (max-width: 1279px) 50vw, 33vw';

/**
 * A property's or a project's gallery photo: the container's width up to 960px, from 961px the left-hand two
 * thirds of it beside the price and actions column (components/property/detail.css, components/project/project.css),
 * at most two thirds of 1192px (795px) once the container is at its widest.
 */
export const GALLERY_SIZES =
  '(max-width: 767px) calc(100vw - 32px), (max-width: 960px) calc(100vw - 48px), (max-width: 1240px) calc((100vw - 48px) * 2 / 3), 795px';
