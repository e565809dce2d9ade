import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PrintStylesheet } from '@/components/layout/PrintStylesheet';
import { routing } from '@/lib/i18n/routing';
import { siteConfig } from '@/config';
import { CONSENT_CHECK_SCRIPT } from '@/lib/domain/consent-check';
import { CONSENT_CLIENT_MESSAGES } from '@/components/layout/consent-messages';
import '@/app/_styles/layout.css';

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

/** Pages are rendered on their first request and then served from cache (ISR); the build needs no database. */
export function generateStaticParams() {
  return [];
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(siteConfig.site.info.url), applicationName: siteConfig.site.info.name };
}

export const viewport: Viewport = { themeColor: '#14284b', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={locale}>
      <body>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_CHECK_SCRIPT }} />
        {/* The texts of the client components on every page (header, consent, error boundary); the others get theirs where they are used. */}
        <ClientMessages namespaces={['chrome', ...CONSENT_CLIENT_MESSAGES, 'apiError']}>{children}</ClientMessages>
        <PrintStylesheet />
      </body>
    </html>
  );
}
