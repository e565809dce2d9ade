'use client';

import { createContext, useContext } from 'react';
import type { AppPath } from '@/config/schema';
import { Link, usePathname } from '@/lib/i18n/navigation';

const CurrentPath = createContext<string | null>(null);

/**
 * The current page's internal path for the menu links inside (PageShell puts it around the page): next-intl's
 * `usePathname` matches the address against the whole path table, so a page reads it once for all its menus' links,
 * not once per link.
 */
export function CurrentPathProvider({ children }: { children: React.ReactNode }) {
  return <CurrentPath.Provider value={usePathname()}>{children}</CurrentPath.Provider>;
}

type Props = { href: AppPath; className?: string; children: React.ReactNode; onClick?: () => void };

/** A menu link that marks itself as the current page (or the current section); inside a `CurrentPathProvider`. */
export function NavLink({ href, className, children, onClick }: Props) {
  const pathname = useContext(CurrentPath);
  if (pathname === null) throw new Error('A NavLink must be inside a CurrentPathProvider');
  const current = pathname === href ? 'page' : href !== '/' && pathname.startsWith(`${href}/`) ? 'true' : undefined;
  return (
    <Link href={href} className={className} aria-current={current} onClick={onClick}>
      {children}
    </Link>
  );
}
