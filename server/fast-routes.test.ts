import { afterEach, describe, expect, it } from 'vitest';
import { must } from '@/tests/support/must';
import type { FastRoute } from '@/lib/http/fast-answer';
import { registerFastRoutes, toResponse } from './fast-routes';
import { SECURITY_HEADERS } from '@/lib/http/security-headers';
import { FAST_ROUTES } from '@/lib/global-keys.mjs';

/** The routes as server/server.mjs reads them: by this symbol, since it cannot import the module. */
const registeredFastRoutes = () => ((globalThis as Record<symbol, unknown>)[FAST_ROUTES] as Record<string, FastRoute> | undefined) ?? {};

describe('fast routes', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[FAST_ROUTES];
  });

  it('hands server/server.mjs each route under its path, answering with the site security headers', async () => {
    const echo: FastRoute = async (query) => ({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: `q=${query.get('q')}` });
    registerFastRoutes({ '/api/echo/': echo });
    const routes = registeredFastRoutes();
    expect(Object.keys(routes)).toEqual(['/api/echo/']);
    const answer = await must(routes['/api/echo/'], 'the echo route')(new URLSearchParams('q=Li%C3%A8ge'));
    expect(answer).toEqual({ status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain' }, body: 'q=Liège' });
    expect(answer.headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('lets a route set a header the site sets too, and passes a route failure on to the server', async () => {
    registerFastRoutes({
      '/a/': async () => ({ status: 200, headers: { 'X-Frame-Options': 'DENY' }, body: '' }),
      '/b/': async () => Promise.reject(new Error('database closed')),
    });
    const routes = registeredFastRoutes();
    expect((await must(routes['/a/'], 'route /a/')(new URLSearchParams())).headers['X-Frame-Options']).toBe('DENY');
    await expect(must(routes['/b/'], 'route /b/')(new URLSearchParams())).rejects.toThrow('database closed');
  });

  it('has no routes until instrumentation.ts registers them', () => {
    expect(registeredFastRoutes()).toEqual({});
  });

  it('turns an answer into the Response of the same route handler', async () => {
    const response = toResponse({ status: 400, headers: { 'Content-Type': 'application/json' }, body: '{"error":"x"}' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ error: 'x' });
  });
});
