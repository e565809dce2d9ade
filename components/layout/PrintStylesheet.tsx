'use client';
/**
 * The site's print sheet (print.css beside this file), linked by the layout on every page with media="print":
 * the browser fetches it at low priority and the first paint does not wait for it, unlike the route sheets of
 * app/_styles. React puts the link in the head, after the route sheets (its own precedence), so its rules come
 * last in the cascade.
 *
 * A client component because only there does the bundler hand out a `?url` import (next.config.ts emits the file
 * as it is, under a name with its content's hash): in a server component every `.css` import is a route sheet.
 */
import printSheet from './print.css?url';

export function PrintStylesheet() {
  return <link rel="stylesheet" href={printSheet} media="print" precedence="print" />;
}
