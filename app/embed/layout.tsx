import type { Metadata, Viewport } from 'next';
import { defaultLocale } from '@/lib/i18n/routing';
import 'leaflet/dist/leaflet.css';

type Props = { children: React.ReactNode };

/** Frames embedded in the site's own pages (the listings' map view): no chrome, never indexed. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The root layout of /embed/… (outside the language proxy). A layout cannot read the query string, so
 * `lang` starts as the default language (fr) and the frame sets the `?lang=` language once it runs.
 */
export default function EmbedLayout({ children }: Props) {
  return (
    <html lang={defaultLocale}>
      <body className="embed">{children}</body>
    </html>
  );
}
