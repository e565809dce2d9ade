import { siteConfig } from '@/config';
import { defaultLocale } from '@/lib/i18n/routing';

/** A request outside every language (rare: proxy.ts adds a language to page paths). */
export default function RootNotFound() {
  return (
    <html lang={defaultLocale}>
      <title>{`404 | ${siteConfig.site.info.name}`}</title>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}>
        <h1>404</h1>
        <p>
          <a href={`/${defaultLocale}/`}>{siteConfig.site.info.name}</a>
        </p>
      </body>
    </html>
  );
}
