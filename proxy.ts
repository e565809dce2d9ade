/**
 * Language resolution and path mapping for every page request:
 * 1. a first path segment that is an enabled language wins (next-intl);
 * 2. a supported but disabled (or unknown-to-config) language prefix is dropped, so the rest resolves;
 * 3. without a prefix: `?lang=` in the query string, then the language cookie, then (in the browser, see
 *    LanguageMemory) local and session storage, then Accept-Language, then the configured default.
 *    next-intl does the cookie, Accept-Language and default, and redirects the original path, e.g.
 *    /Notre-agence/Temoignages/, to its localized equivalent.
 */
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing, LOCALE_COOKIE } from '@/lib/i18n/routing';
import { isSupportedLocale } from '@/lib/i18n/locales';
import { AUTO_LANGUAGE_COOKIE } from '@/components/layout/languageMemory';

const intl = createMiddleware(routing);
const enabled = new Set<string>(routing.locales);
const QUERY_KEYS = ['lang', 'lng', 'locale'];

export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';

  if (isSupportedLocale(first.toLowerCase()) && !enabled.has(first.toLowerCase())) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(first.length + 1) || '/';
    return NextResponse.redirect(url);
  }

  if (!enabled.has(first)) {
    const key = QUERY_KEYS.find((k) => searchParams.has(k));
    const wanted = key ? searchParams.get(key)?.toLowerCase() : undefined;
    // An unknown language in the query is dropped; the rest of the order decides.
    if (key && !(wanted && enabled.has(wanted))) request.nextUrl.searchParams.delete(key);
    else if (key && wanted) {
      // Let next-intl resolve the path for this language as if the visitor had chosen it before.
      request.cookies.set(LOCALE_COOKIE, wanted);
      request.nextUrl.searchParams.delete(key);
      const response = intl(request);
      const location = response.headers.get('location');
      if (location) {
        const url = new URL(location, request.url);
        url.searchParams.delete(key);
        response.headers.set('location', url.toString());
      }
      response.cookies.set(LOCALE_COOKIE, wanted, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
      return response;
    }
    if (!request.cookies.has(LOCALE_COOKIE)) {
      // Chosen from Accept-Language or the default: the browser may still know a stored choice (LanguageMemory).
      const response = intl(request);
      if (response.headers.has('location')) response.cookies.set(AUTO_LANGUAGE_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
      return response;
    }
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals, files with an extension, sitemap and robots.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
