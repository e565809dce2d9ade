import type { NextRequest } from 'next/server';
import { readFavourites } from '@/lib/data/favourites';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { isSupportedLocale } from '@/lib/domain/locales';
import { enabledLocales } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

/**
 * GET /api/favourites/?lang=fr&ids=12,40: the current public facts of the properties a visitor keeps in the
 * browser (lib/data/favourites), for the favourites page. An ID missing from the answer is no longer on the site.
 * The browser asks with the IDs alone: nothing identifies the visitor, and nothing is stored.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const lang = query.get('lang') ?? '';
  const raw = (query.get('ids') ?? '').split(',').filter(Boolean);
  if (!isSupportedLocale(lang) || !enabledLocales.includes(lang) || raw.length > FAVOURITES_MAX || raw.some((id) => !/^\d{1,9}$/.test(id))) {
    return Response.json(
      { error: `lang must be an enabled language and ids at most ${FAVOURITES_MAX} property IDs separated by commas`, languages: enabledLocales },
      { status: 400 },
    );
  }
  const items = await readFavourites(raw.map(Number), lang);
  return Response.json({ items }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
