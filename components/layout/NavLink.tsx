'use client';

import type { AppPath } from '@/config/schema';
import { Link, usePathname } from '@/lib/i18n/navigation';

type Props = { href: AppPath; className?: string; children: React.ReactNode; onClick?: () => void };

/** A menu link that marks itself as the current page (or the current section). */
export function NavLink({ href, className, children, onClick }: Props) {
  const pathname = usePathname();
  const current = pathname === href ? 'page' : href !== '/' && pathname.startsWith(`${href}/`) ? 'true' : undefined;
  return (
    <Link href={href} className={className} aria-current={current} onClick={onClick}>
      {children}
    </Link>
  );
}
