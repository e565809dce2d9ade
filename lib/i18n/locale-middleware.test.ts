import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { candidateKeys, localeMiddleware } from './locale-middleware';
import { pathTable, routing } from './routing';

/** next-intl's middleware over the whole table: what the narrowed one must answer, request for request. */
const whole = createMiddleware(routing);

/** What proxy.ts and Next.js read of a middleware's answer. */
const answer = (response: Response) => ({
  status: response.status,
  location: response.headers.get('location'),
  rewrite: response.headers.get('x-middleware-rewrite'),
  next: response.headers.get('x-middleware-next'),
  locale: response.headers.get('x-middleware-request-x-next-intl-locale'),
  // its expiry is the time of the call: the second may tick between the two
  cookie: response.headers.get('set-cookie')?.replace(/Expires=[^;]+; /, ''),
});

/** Every path of the table in every language, its parameters filled in, in the forms visitors and robots send. */
function paths(): string[] {
  const out = new Set<string>([
    '/',
    '/fr',
    '/FR/',
    '/xx/',
    '/fr//a-vendre/',
    '/fr/a%2Fvendre/',
    '/fr/%E0%A4%A/',
    '/fr/a\\b/',
    '/api/x',
    '/fr/bien/12/extra/deep/',
  ]);
  for (const [key, localized] of Object.entries(pathTable())) {
    const templates = [key, ...Object.values(localized)];
    for (const template of templates) {
      const filled = template.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'a/b').replace(/\[[^\]]+\]/g, '123');
      for (const locale of [...routing.locales, 'es']) {
        out.add(`/${locale}${filled}`);
        out.add(`/${locale}${filled}/`);
      }
      out.add(`/fr${filled.toUpperCase()}/`);
      out.add(`/nl${encodeURI(filled)}/`);
      out.add(filled || '/');
      out.add(`${filled}/`);
    }
  }
  return [...out];
}

describe('localeMiddleware', () => {
  it('answers every request as next-intl over the whole path table does', () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'NEXT_LOCALE=nl' }, { 'accept-language': 'de-DE,de;q=0.9' }];
    const all = paths();
    // each path with one of the visitors, with or without a query, in turn (every pair would take minutes)
    all.forEach((path, i) => {
      const headers = visitors[i % visitors.length];
      const url = `https://agency.example${path}${i % 2 ? '?type=2&sort=price-asc' : ''}`;
      expect(answer(localeMiddleware(new NextRequest(url, { headers }))), url).toEqual(answer(whole(new NextRequest(url, { headers }))));
    });
    expect(all.length).toBeGreaterThan(1000);
  }, 240_000);

  it('hands next-intl only the entries whose paths can match', () => {
    const privacy = Object.entries(pathTable()).find(([, localized]) => Object.values(localized).includes('/vie-privee'))?.[0];
    expect(candidateKeys('/fr/vie-privee/')).toEqual([privacy]);
    expect(candidateKeys('/fr/bien/123/')!.length).toBeLessThan(5);
    expect(candidateKeys('/fr/bien/123/')).toContain('/property/[id]');
    expect(candidateKeys('/fr/%E0%A4%A/')).toBeNull();
  });
});
