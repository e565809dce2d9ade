import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config';
import type { Alternates } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/domain/locales';
import { CookieConsent } from './CookieConsent';
import { DeviceProvider } from './DeviceProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageMemory } from './LanguageMemory';
import { CurrentPathProvider } from './NavLink';
import { ScrollToTop } from './ScrollToTop';
import { JsonLd } from '@/components/seo/JsonLd';
import { agencyJsonLd } from '@/lib/seo/jsonld';
import { Link } from '@/components/i18n/Link';

type Props = {
  locale: Locale;
  /** The same page in every enabled language, for the switcher. */
  alternates: Alternates;
  /** false on pages that skip the standard chrome (Espagne). */
  chrome?: boolean;
  /** A configured page's own logo for the header (pages.json params.logo). */
  logo?: string | null;
  children: React.ReactNode;
};

/**
 * The footer and the agency's structured data as one element each per request: the page and the `[locale]`
 * not-found boundary (which Next.js renders into every page's data, in case the page turns out missing) both show
 * them, and React sends an element it has already sent as a reference to it, not a second copy.
 */
const footerOf = cache((locale: Locale) => <Footer locale={locale} />);
const agencyData = cache(() => <JsonLd data={agencyJsonLd(siteConfig.site.info)} />);
/** The skip link and the cookie consent dialog (its text holds a link, formatted here), once per request and language as well. */
const chromeOf = cache(async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'chrome' });
  const tConsent = await getTranslations({ locale, namespace: 'consent' });
  const { analyticsId, adsId, tagManagerId, pixelId } = siteConfig.site.info;
  const skipLink = (
    <a href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  );
  const consent = (
    <CookieConsent
      ids={{ analyticsId, adsId, tagManagerId, pixelId }}
      previewPaths={siteConfig.site.previewPaths}
      text={tConsent.rich('text', { policy: (chunks) => <Link href="/Cookie-policy">{chunks}</Link> })}
    />
  );
  return { skipLink, consent };
});

/** The page chrome around every page: header, footer, scroll-to-top, cookie consent and the device state. */
export async function PageShell({ locale, alternates, chrome = true, logo, children }: Props) {
  const { skipLink, consent } = await chromeOf(locale);
  return (
    <DeviceProvider topBarConfigured={siteConfig.site.display.topBarShow}>
      <CurrentPathProvider>
        <LanguageMemory alternates={alternates} />
        {agencyData()}
        {skipLink}
        {/* Early in the HTML, though it shows at the bottom: a first visitor's browser paints it with the page's
          first frame, not after the rest of the page (and its data) has arrived. Keyboard users meet it first. */}
        {consent}
        {chrome && <Header locale={locale} alternates={alternates} logo={logo} />}
        <main id="main" className={chrome ? 'site-main' : 'site-main site-main--chromeless'}>
          {children}
        </main>
        {chrome && footerOf(locale)}
        <ScrollToTop />
      </CurrentPathProvider>
    </DeviceProvider>
  );
}
