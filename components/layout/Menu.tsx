import type { MenuItem } from '@/config/pages';
import { NavLink } from './NavLink';

type Props = { items: MenuItem[]; label: string; className?: string };

/** The main menu: Published pages, children as `/{parent}/{child}/` in a sub list. */
export function Menu({ items, label, className = 'main-menu' }: Props) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href} className={item.children.length ? 'has-children' : undefined}>
            <NavLink href={item.href}>{item.label}</NavLink>
            {item.children.length > 0 && (
              <ul className="sub-menu">
                {item.children.map((child) => (
                  <li key={child.href}>
                    <NavLink href={child.href}>{child.label}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
