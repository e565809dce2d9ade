import { NextResponse, type NextRequest } from 'next/server';
import { searchBox } from '@/lib/data/search';
import { isSupportedLocale } from '@/lib/i18n/locales';
import { enabledLocales } from '@/lib/i18n/routing';

/** GET /api/search?lang=fr&q=text: the home search box's types, cities and properties (JSON). */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang') ?? '';
  const q = (request.nextUrl.searchParams.get('q') ?? '').slice(0, 100);
  if (!isSupportedLocale(lang) || !enabledLocales.includes(lang)) {
    return NextResponse.json({ error: 'lang must be one of the enabled languages', languages: enabledLocales }, { status: 400 });
  }
  const result = await searchBox(lang, q);
  return NextResponse.json(result, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
