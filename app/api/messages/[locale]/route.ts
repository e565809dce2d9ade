import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/locales';
import { enabledLocales } from '@/lib/i18n/routing';

const MESSAGES: Record<Locale, unknown> = { en, nl, fr, de };

/** Built once per enabled language; any other answers 404. */
export const dynamicParams = false;
export function generateStaticParams() {
  return enabledLocales.map((locale) => ({ locale }));
}

/**
 * The messages of one language as JSON, for code in the browser that loads translations itself
 * (lib/i18n/loadMessages.ts). Pages get theirs on the server through next-intl; this serves the same files.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!(enabledLocales as string[]).includes(locale)) return Response.json({ error: 'unknown language' }, { status: 404 });
  return Response.json(MESSAGES[locale as Locale], {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400', 'Content-Language': locale },
  });
}
