import { findPublishedPage, mainMenu } from '@/config/pages';
import type { Locale } from '@/lib/domain/locales';
import { NavLink } from './NavLink';
import { subMenuLinks } from './pageView';

/** Tabs to a section's pages, on a page with subMenu set and on its children. */
export function SubMenu({ path, locale }: { path: string; locale: Locale }) {
  const sectionPath = `/${path.split('/')[1]}`;
  const section = findPublishedPage(sectionPath);
  const links = subMenuLinks(
    section,
    sectionPath,
    mainMenu(locale).find((i) => i.href === sectionPath),
    locale,
  );
  if (!section || !links) return null;
  return (
    <nav className="sub-nav" aria-label={section.params.title[locale]}>
      <ul className="container">
        {links.map((l) => (
          <li key={l.href}>
            <NavLink href={l.href}>{l.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
