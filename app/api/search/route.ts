import { NextResponse, type NextRequest } from 'next/server';
import { searchBoxJson } from '@/lib/data/search';
import { isSupportedLocale } from '@/lib/i18n/locales';
import { enabledLocales } from '@/lib/i18n/routing';

/**
 * GET /api/search?lang=fr&q=text: the home search box's types, cities and properties (JSON). Asked on every
 * keystroke, so the answer is kept as ready JSON text per language and text (lib/data/search) and sent as it is.
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang') ?? '';
  const q = (request.nextUrl.searchParams.get('q') ?? '').slice(0, 100);
  if (!isSupportedLocale(lang) || !enabledLocales.includes(lang)) {
    return NextResponse.json({ error: 'lang must be one of the enabled languages', languages: enabledLocales }, { status: 400 });
  }
  return new Response(await searchBoxJson(lang, q), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' },
  });
}
