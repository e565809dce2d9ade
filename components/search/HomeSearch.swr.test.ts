// @vitest-environment happy-dom
/**
 * The home search box in a browser's document (happy-dom) against a real HTTP server on loopback standing
 * for /api/search/: nothing is asked before the visitor types, and each text is asked once for the visit
 * (SWR), also when the visitor types it again while its first request is still on its way.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchBoxResult } from '@/lib/data/search';
import { searchTotals, withCountFlags } from '@/lib/domain/search';
import en from '@/messages/en.json';
import { must } from '@/tests/support/must';
import { HomeSearch } from './HomeSearch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IntlProvider = NextIntlClientProvider as unknown as FunctionComponent<{ locale: string; messages: typeof en; timeZone: string }>;
const answerFor = (q: string): SearchBoxResult => ({
  types: [withCountFlags({ webId: 1, name: `House ${q}`, saleCount: 3, rentCount: 1 })],
  cities: [],
  properties: [],
  totals: searchTotals([3, 1]),
});

/** The texts asked, in order; each answer takes 300 ms, as a busy server's would. */
const asked: string[] = [];
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams.get('q') ?? '';
    asked.push(q);
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerFor(q)));
    }, 300);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/en/`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function until(found: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (found()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`never: ${what}`);
}

describe('home search box answers (SWR)', () => {
  it('asks nothing on load nor on focus, then each text once, also typed again while it is being asked', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root: Root = createRoot(container);
    const initial = answerFor('');
    await act(async () => {
      root.render(
        createElement(
          IntlProvider,
          { locale: 'en', messages: en, timeZone: 'Europe/Brussels' },
          createElement(HomeSearch, {
            initial,
            hrefs: { sale: '/for-sale/', rent: '/for-rent/', property: '/property/{id}/' },
            showCounts: true,
            showTotals: true,
          }),
        ),
      );
    });
    const input = must(container.querySelector<HTMLInputElement>('input[name="q"]'), 'the search field');
    const names = () => Array.from(container.querySelectorAll('[data-group="type"] .search-panel__name')).map((n) => n.textContent);
    const setter = must(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set, "the input's value setter");
    const typeText = (text: string) =>
      act(async () => {
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });

    await act(async () => input.focus());
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(asked, 'the page holds the panel for an empty text').toEqual([]);
    expect(names()).toEqual(['House ']);

    await typeText('liege');
    await until(() => asked.length === 1, 'the first text asked');
    await typeText('lieg');
    await typeText('liege'); // back to the first text before its answer came
    await until(() => names()[0] === 'House liege', 'the answer for liege');
    await typeText('');
    expect(names()).toEqual(['House ']);
    await typeText('liege');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(names()).toEqual(['House liege']);
    expect(
      asked.filter((q) => q === 'liege'),
      'liege asked once',
    ).toHaveLength(1);
    expect(asked).not.toContain('');

    act(() => root.unmount());
  });
});
