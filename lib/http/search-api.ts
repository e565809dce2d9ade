import { searchBoxJson } from '@/lib/data/search';
import { SEARCH_TEXT_MAX } from '@/lib/domain/search';
import { isSupportedLocale } from '@/lib/domain/locales';
import { enabledLocales } from '@/lib/i18n/routing';
import type { FastAnswer } from './fast-answer';

/**
 * GET /api/search/?lang=fr&q=text: the home search box's types, cities and properties (JSON), asked on every
 * keystroke. The answer is kept as ready JSON text per language and text (lib/data/search) and sent as it
 * is; a fast route (server/fast-routes.ts), and browsers may keep it a minute.
 */
export async function searchApi(query: URLSearchParams): Promise<FastAnswer> {
  const lang = query.get('lang') ?? '';
  if (!isSupportedLocale(lang) || !enabledLocales.includes(lang)) {
    const error = { error: 'lang must be one of the enabled languages', languages: enabledLocales };
    return { status: 400, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(error) };
  }
  const text = (query.get('q') ?? '').slice(0, SEARCH_TEXT_MAX);
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60' },
    body: await searchBoxJson(lang, text),
  };
}
