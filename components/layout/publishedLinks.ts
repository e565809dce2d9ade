import type { MenuLink } from '@/config/schema';

/** The links of a config list (menus.json top, a footer column's links) that are shown: the Published ones, in order. */
export const publishedLinks = (links: readonly MenuLink[]) => links.filter((l) => l.status === 'Published');
