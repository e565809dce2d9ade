import type { MenuItem } from '@/config/pages';
import type { Page } from '@/config/schema';
import type { Locale } from '@/lib/domain/locales';

type Params = Page['params'];

/**
 * What a configured page's params make of it in one language: where a redirect page sends the visitor
 * (`redirect` with a `redirectUrl`), whether the header and footer show (`type`), the introduction under
 * the heading (`content`, else `description`) and whether the breadcrumb trail shows (`breadcrumb.show`).
 */
export function pageView(p: Params, locale: Locale) {
  return {
    redirectTo: p.redirect && p.redirectUrl ? p.redirectUrl : null,
    chrome: p.type !== 'chromeless',
    intro: p.content?.[locale] ?? p.description[locale],
    showCrumbs: p.breadcrumb.show,
  };
}

/** The tabs of a section page with `subMenu` set (itself, then its Published children); none without it. */
export function subMenuLinks(section: Page | null, sectionPath: string, item: MenuItem | undefined, locale: Locale) {
  if (!section?.params.subMenu) return null;
  return [{ label: section.params.title[locale], href: sectionPath }, ...(item?.children ?? [])];
}

/** The style of a page's heading band: its `image` under a dark veil, or the plain band without one. */
export const heroStyle = (image: string | null | undefined) =>
  image ? { backgroundImage: `linear-gradient(rgba(12,26,51,.72), rgba(12,26,51,.82)), url(${image})` } : undefined;
