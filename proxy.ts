/**
 * Language resolution and path mapping for every page request:
 * 1. a first path segment that is an enabled language wins (next-intl);
 * 2. a supported but disabled (or unknown-to-config) language prefix is dropped, so the rest resolves;
 * 3. without a prefix: `?lang=` in the query string, then the language cookie, then (in the browser, see
 *    LanguageMemory) local and session storage, then Accept-Language, then the configured default.
 *    next-intl does the cookie, Accept-Language and default, and redirects the original path, e.g.
 *    /Notre-agence/Temoignages/, to its localized equivalent.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { routing, AUTO_LANGUAGE_COOKIE, LOCALE_COOKIE } from '@/lib/i18n/routing';
import { localeMiddleware as intl } from '@/lib/i18n/locale-middleware';
import { isSupportedLocale } from '@/lib/domain/locales';
import { HOME_PATH, isListingPath, listingPagePath, showsPropertyCards } from '@/config/pages';
import { onSiteConfigChange, siteConfig } from '@/config';
import { localizedPath } from '@/lib/i18n/alternates';
import { decodeQuerySegment, encodeQuerySegment, listingSearchParams, parseListingQuery } from '@/lib/domain/listing-query';
import { idAliasTarget } from '@/lib/domain/ids';
import { readCappedForm } from '@/lib/http/body';
import { safeDecode } from '@/lib/http/decode';
import { contentSecurityPolicy, isOwnerPath, newNonce, OWNER_CACHE_CONTROL } from '@/lib/auth/portal-headers';
import { publicContentSecurityPolicy, SECURITY_HEADERS } from '@/lib/http/security-headers';

/** The public pages' policy and the embedded map's, from the configuration in use (its map tiles' host). */
const publicPolicies = () => ({
  page: publicContentSecurityPolicy({ tileUrl: siteConfig.site.map.tileUrl }),
  map: publicContentSecurityPolicy({ tileUrl: siteConfig.site.map.tileUrl, map: true }),
});
let PUBLIC_CSP = publicPolicies();
onSiteConfigChange(() => (PUBLIC_CSP = publicPolicies()));

/** What sends one-click unsubscribes: the cancel page of a demand and of alerts on favourites, and the route that answers each. */
const ONE_CLICK_KINDS = [
  { page: '/demand/[token]/cancel', api: 'demand' },
  { page: '/favourite-alert/[token]/cancel', api: 'favourite-alert' },
] as const;
/** The cancel pages in each language: `/fr/recherche-enregistree/TOKEN/annuler/` → TOKEN (43 characters, lib/data/demands) and its route. */
const cancelPaths = () =>
  ONE_CLICK_KINDS.flatMap(({ page, api }) => {
    const entry = siteConfig.paths.paths.find((p) => p.path === page);
    return Object.entries(entry?.localized ?? {}).map(([locale, local]) => ({
      api,
      pattern: new RegExp(`^/${locale}${local.replace('[token]', '([A-Za-z0-9_-]{43})')}/?$`),
    }));
  });
/** What a one-click post carries fits many times in 4 KB; a larger body is not read (the page answers it). */
const ONE_CLICK_BODY_MAX = 4096;
let CANCEL_PATHS = cancelPaths();
onSiteConfigChange(() => (CANCEL_PATHS = cancelPaths()));

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` (urlencoded or
 * multipart) to the cancel link of a demand's (or alerts on favourites') List-Unsubscribe header. That POST goes
 * to the route app/api/demand/[token]/unsubscribe (app/api/favourite-alert/[token]/unsubscribe); the page's own button (a server action: Next-Action header, or
 * `$ACTION_…` fields without JavaScript) goes on to the page.
 */
async function oneClickUnsubscribe(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'POST' || request.headers.has('next-action')) return null;
  const found = CANCEL_PATHS.map((r) => ({ api: r.api, token: r.pattern.exec(request.nextUrl.pathname)?.[1] })).find((r) => r.token);
  if (!found) return null;
  const form = await readCappedForm(request.clone(), ONE_CLICK_BODY_MAX).catch(() => null);
  if (form?.get('List-Unsubscribe') !== 'One-Click') return null;
  const url = request.nextUrl.clone();
  url.pathname = `/api/${found.api}/${found.token}/unsubscribe/`;
  url.search = '';
  return NextResponse.rewrite(url);
}
const enabled = new Set<string>(routing.locales);
const QUERY_KEYS = ['lang', 'lng', 'locale'];

/**
 * A listing page is served from cache; with a query (filters, sort, page, view) it is served by the results
 * route, which takes the query as a path segment so each distinct result page is rendered once and then
 * served from the route cache too: /fr/a-vendre/?type=1 → /fr/results/dHlwZT0x/for-sale/. One URL per
 * result: an untidy query (empty fields, unknown or malformed values, another order) is first redirected
 * to its canonical form, so the same page is never rendered and cached twice.
 */
function routeListingQuery(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.nextUrl.search || response.headers.has('location')) return response;
  // next-intl rewrites a localized path to its internal one, and lets an internal one pass as it is.
  const rewrite = response.headers.get('x-middleware-rewrite');
  const url = rewrite ? new URL(rewrite) : request.nextUrl.clone();
  const [, locale, ...rest] = url.pathname.split('/');
  const internal = `/${rest.filter(Boolean).join('/')}`;
  if (!isListingPath(internal)) return response;
  const canonical = listingSearchParams(parseListingQuery(request.nextUrl.searchParams)).toString();
  if (canonical !== request.nextUrl.searchParams.toString()) {
    const tidy = request.nextUrl.clone();
    tidy.search = canonical;
    // The search form's goal (sale, rent, sold): the same filters on that listing's page, from its first page.
    const goalPath = listingPagePath(request.nextUrl.searchParams.get('goal') ?? '');
    if (goalPath && goalPath !== internal && isSupportedLocale(locale)) {
      tidy.pathname = localizedPath(locale, goalPath);
      const query = parseListingQuery(request.nextUrl.searchParams);
      tidy.search = listingSearchParams({ ...query, page: 1 }).toString();
    }
    const redirect = NextResponse.redirect(tidy);
    response.cookies.getAll().forEach((cookie) => redirect.cookies.set(cookie));
    return redirect;
  }
  url.pathname = `/${locale}/results/${encodeQuerySegment(canonical)}${internal}/`;
  url.search = '';
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', url.toString());
  return response;
}

/**
 * A configured page that shows property cards (a listing without a query, a page of featured properties) is
 * served by the listings' route, app/[locale]/listing/[...path]: /fr/a-vendre/ → /fr/listing/for-sale/. Its code and
 * stylesheet hold the cards, their hearts, the filters and the map, which the other configured pages
 * (app/[locale]/[...path]: contact, privacy, team …) then do not load. The home page has its own route.
 */
function routeCardPage(request: NextRequest, response: NextResponse): NextResponse {
  if (response.headers.has('location')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const url = rewrite ? new URL(rewrite) : request.nextUrl.clone();
  const [, locale, ...rest] = url.pathname.split('/');
  const internal = `/${rest.filter(Boolean).join('/')}`;
  if (internal === HOME_PATH || !showsPropertyCards(safeDecode(internal) ?? internal)) return response;
  url.pathname = `/${locale}/listing${internal}/`;
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', url.toString());
  return response;
}

/**
 * Another spelling of a property's or a project's ID (/fr/bien/001018/, /fr/bien/1e3/) is redirected to
 * the canonical one (lib/domain/ids), so the same page is never rendered nor cached under a second key.
 */
function canonicalIdRedirect(request: NextRequest, response: NextResponse): NextResponse | null {
  if (response.headers.has('location')) return null;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = (rewrite ? new URL(rewrite) : request.nextUrl).pathname.split('/');
  // ['', locale, 'property' | 'project', id, …]
  if (internal[2] !== 'property' && internal[2] !== 'project') return null;
  const raw = internal[3] ?? '';
  const target = idAliasTarget(raw);
  if (!target) return null;
  const visible = request.nextUrl.pathname.split('/');
  const at = visible.findIndex((segment, i) => i >= 2 && segment === raw);
  if (at < 0) return null;
  visible[at] = target;
  const url = request.nextUrl.clone();
  url.pathname = visible.join('/');
  return NextResponse.redirect(url, 308);
}

/**
 * The listings' and the results' routes (`/fr/listing/for-sale/`, `/fr/results/dHlwZT0y/for-sale/`) are the
 * internal addresses routeCardPage and routeListingQuery rewrite to. Asked for directly, they are redirected to
 * the page's own address (`/fr/a-vendre/`, `/fr/a-vendre/?type=2`), so a page is never served, nor cached, under a
 * second one. A localized path that next-intl maps elsewhere is a page's own address and is left alone.
 */
function internalAddressRedirect(request: NextRequest, response: NextResponse): NextResponse | null {
  if (response.headers.has('location')) return null;
  const { pathname } = request.nextUrl;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  if (rewrite && trimmed(new URL(rewrite).pathname) !== trimmed(pathname)) return null;
  const [, locale = '', route, ...rest] = pathname.split('/').filter((segment, i) => i === 0 || segment);
  if (!isSupportedLocale(locale) || !enabled.has(locale)) return null;
  let internal: string;
  let query: URLSearchParams;
  if (route === 'listing') {
    internal = `/${rest.join('/')}`;
    if (!showsPropertyCards(safeDecode(internal) ?? internal)) return null;
    query = request.nextUrl.searchParams;
  } else if (route === 'results') {
    const [segment = '', ...page] = rest;
    const decoded = decodeQuerySegment(segment);
    internal = `/${page.join('/')}`;
    if (decoded === null || !isListingPath(internal)) return null;
    query = new URLSearchParams(decoded);
  } else {
    return null;
  }
  const url = request.nextUrl.clone();
  url.pathname = localizedPath(locale, internal);
  // A listing's query in its one order (routeListingQuery would otherwise redirect a second time).
  url.search = (isListingPath(internal) ? listingSearchParams(parseListingQuery(query)) : query).toString();
  return NextResponse.redirect(url, 308);
}

/** Next.js does not add next.config's headers to the answers a proxy makes itself (its redirects): every answer gets them here. */
export default async function proxy(request: NextRequest) {
  const response = await answer(request);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname.startsWith('/embed/')) {
    const response = NextResponse.next();
    response.headers.set('content-security-policy', PUBLIC_CSP.map);
    return response;
  }
  const unsubscribe = await oneClickUnsubscribe(request);
  if (unsubscribe) return unsubscribe;
  if (!isOwnerPath(request.nextUrl.pathname)) {
    const resolved = resolve(request);
    const response =
      canonicalIdRedirect(request, resolved) ?? internalAddressRedirect(request, resolved) ?? routeCardPage(request, routeListingQuery(request, resolved));
    response.headers.set('content-security-policy', PUBLIC_CSP.page);
    return response;
  }
  // The owner's pages: a strict CSP with a nonce Next.js reads from the request, and no shared caching.
  const csp = contentSecurityPolicy(newNonce());
  request.headers.set('content-security-policy', csp);
  const response = resolve(request);
  response.headers.set('content-security-policy', csp);
  response.headers.set('cache-control', OWNER_CACHE_CONTROL);
  response.headers.set('x-frame-options', 'DENY');
  response.headers.set('referrer-policy', 'same-origin');
  return response;
}

function resolve(request: NextRequest) {
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
  // Everything but API routes, Next internals and files with an extension (sitemap, robots …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
