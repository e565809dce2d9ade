import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and path helpers: every internal link goes through these. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** Routes of the path table that take parameters. */
export type DynamicPathname =
  | '/property/[id]'
  | '/project/[id]'
  | '/article/[slug]'
  | '/feedback/[form]'
  | '/property/[id]/[form]'
  | '/project/[id]/[form]'
  | '/login/reset/[token]'
  | '/portal/property/[id]'
  | '/visit/[token]'
  | '/visit/[token]/cancel';

/**
 * A link to a route with parameters. The path table is data, so TypeScript cannot know which of its
 * paths take parameters; this states it once instead of at every link.
 */
export function routeHref(pathname: DynamicPathname, params: Record<string, string | number>) {
  return { pathname, params } as unknown as string;
}
