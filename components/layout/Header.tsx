import Image from 'next/image';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import { mainMenu } from '@/config/pages';
import { Link } from '@/components/i18n/Link';
import type { Alternates } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { ConfiguredLinks } from './ConfiguredLinks';
import { Drawer } from './Drawer';
import { HeaderFrame } from './HeaderFrame';
import { LanguageSwitcher } from './LanguageSwitcher';
import { headerLogos } from './logo';
import { Menu } from './Menu';

type Props = {
  locale: Locale;
  alternates: Alternates;
  /** The page's own logo (pages.json params.logo), instead of the site's. */
  logo?: string | null;
};

/**
 * The parts of the header that do not depend on the page, as one element each per request and language: the page
 * and the not-found boundary both render a header, and React sends an element it has already sent as a reference
 * (PageShell). Only the language switcher, which links to the page's own alternates, differs between them.
 */
const headerParts = cache(async (locale: Locale, logo: string | null) => {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const items = mainMenu(locale);
  const { info } = siteConfig.site;
  const logos = headerLogos(info.logo, logo);
  const topBar = siteConfig.menus.top.length ? (
    <nav className="top-bar" aria-label={t('topLinks')}>
      <div className="container">
        <ConfiguredLinks links={siteConfig.menus.top} locale={locale} className="top-bar__links" />
      </div>
    </nav>
  ) : null;
  const home = (
    <Link href="/" className="logo" aria-label={t('home', { name: info.name })}>
      {/* The light logo shows over the page's top, the dark one only in the fixed header after a scroll (lazy).
          Neither is the page's largest paint: low priority keeps the logo from being preloaded ahead of
          that image (React preloads an eager image otherwise). */}
      <Image src={logos.dark} alt={info.name} width={220} height={48} unoptimized className="logo__img logo__img--dark" />
      <Image src={logos.light} alt="" width={220} height={48} loading="eager" fetchPriority="low" unoptimized className="logo__img logo__img--light" />
    </Link>
  );
  const menu = <Menu items={items} label={t('mainMenu')} />;
  const drawerMenu = <Menu items={items} label={t('mainMenu')} className="drawer-menu" />;
  const drawerLinks = <ConfiguredLinks links={siteConfig.menus.top} locale={locale} className="drawer__links" />;
  return { topBar, home, menu, drawerMenu, drawerLinks };
});

/** Header: optional top links bar, logo, menu, language switcher; a drawer replaces the menu on small screens. */
export async function Header({ locale, alternates, logo }: Props) {
  const { topBar, home, menu, drawerMenu, drawerLinks } = await headerParts(locale, logo ?? null);
  return (
    <HeaderFrame topBar={topBar}>
      {home}
      {menu}
      <LanguageSwitcher alternates={alternates} />
      <Drawer>
        {drawerMenu}
        {drawerLinks}
        <LanguageSwitcher alternates={alternates} />
      </Drawer>
    </HeaderFrame>
  );
}
