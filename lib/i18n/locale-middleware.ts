/**
 * next-intl's middleware (proxy.ts) over the site's path table, at the cost of a table of a few entries.
 *
 * For every request, next-intl's middleware sorts the whole path table, then builds a regular expression of each
 * entry's path in each language until one matches the request's path: with about 40 entries in four languages,
 * up to 200 regular expressions built for one request, 0.5 to 2 ms of CPU where the rest of its work (a bare
 * app's whole middleware) takes 0.2 ms. What it finds is the first matching entry in its own order, so any part
 * of the table that holds every entry able to match gives the same answer. Before each call the table it sees is
 * narrowed to the entries with a path of the request's number of segments whose fixed segments are the request's
 * (or a catch-all): the entries that match are among them, and it looks through a handful.
 */
import type { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { pathTable, routing } from './routing';

/** A path of the table in segments: a fixed segment as text, null for one that takes a parameter; `any` for a catch-all. */
type Shape = { any: true } | { any: false; segments: (string | null)[] };

/** A character that makes a segment of a path template mean more than itself in next-intl's regular expression. */
const PATTERN = /[[\]().*+?^${}|\\]/;

function shapeOf(template: string): Shape {
  if (template.includes('[...') || template.includes('[[...')) return { any: true };
  return { any: false, segments: template.split('/').flatMap((s) => (s === '' ? [] : [PATTERN.test(s) ? null : s])) };
}

type Index = { table: object; entries: { key: string; shapes: Shape[] }[] };
let index: Index | null = null;

/** The shapes of every entry of the table in use: its path in each language and its internal path. */
function currentIndex(): Index {
  const table = pathTable();
  if (index?.table !== table) {
    index = {
      table,
      entries: Object.entries(table).map(([key, localized]) => ({ key, shapes: [key, ...Object.values(localized)].map(shapeOf) })),
    };
  }
  return index;
}

const fits = (shape: Shape, segments: string[]) =>
  shape.any || (shape.segments.length === segments.length && shape.segments.every((s, i) => s === null || s === segments[i]));

/**
 * The keys of the entries that may match `pathname` as next-intl reads it (decoded, its backslashes and line
 * breaks neutralised, its slashes collapsed, without its language prefix, or with it when it has none), in the
 * table's order; null when next-intl reads no entry of it (a path it cannot decode).
 */
export function candidateKeys(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  const segments = decoded
    .replace(/\\/g, '%5C')
    .replace(/[\t\n\r]/g, '')
    .split('/')
    .filter(Boolean);
  const unprefixed = segments.slice(1);
  return currentIndex()
    .entries.filter(({ shapes }) => shapes.some((shape) => fits(shape, segments) || fits(shape, unprefixed)))
    .map(({ key }) => key);
}

/** The keys next-intl sees during the call under way; null: all of them. */
let narrowed: string[] | null = null;

/** The path table as the middleware reads it: every entry, listed as the request's candidates while it runs. */
const table = routing.pathnames as object;
const pathnames = new Proxy(
  {},
  {
    get: (_, key) => Reflect.get(table, key),
    has: (_, key) => Reflect.has(table, key),
    ownKeys: () => narrowed ?? Reflect.ownKeys(table),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(table, key),
  },
) as typeof routing.pathnames;

const middleware = createMiddleware({ ...routing, pathnames });

/** next-intl's middleware for `request` (synchronous: the narrowed table is its alone). */
export function localeMiddleware(request: NextRequest): NextResponse {
  narrowed = candidateKeys(request.nextUrl.pathname);
  try {
    return middleware(request);
  } finally {
    narrowed = null;
  }
}
