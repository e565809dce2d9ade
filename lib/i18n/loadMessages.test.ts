import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages, MessagesLoadError, retryDelays } from './loadMessages';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const status = (code: number) => new Response('{}', { status: code });

/** A fake fetch that answers from a script of outcomes and records when (in fake time) it was called. */
function fakeFetch(outcomes: (Response | Error)[]) {
  const calls: { url: string; at: number }[] = [];
  const start = Date.now();
  const fn = vi.fn(async (url: string | URL | Request) => {
    calls.push({ url: String(url), at: Date.now() - start });
    const next = outcomes.shift();
    if (!next) throw new Error('no more outcomes');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

describe('loadMessages', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('waits 350, 700, 1400, 2800 and 5600 ms between tries', () => {
    expect(retryDelays()).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('loads the messages of a language from the site on the first try', async () => {
    const f = fakeFetch([ok({ chrome: { home: 'Accueil' } })]);
    await expect(loadMessages('fr', { fetch: f.fetch })).resolves.toEqual({ chrome: { home: 'Accueil' } });
    expect(f.calls).toEqual([{ url: '/api/messages/fr/', at: 0 }]);
  });

  it('retries a failed load after 350 ms, then doubling, and succeeds on the last retry', async () => {
    const f = fakeFetch([new TypeError('network down'), status(503), status(500), new TypeError('reset'), status(429), ok({ a: 1 })]);
    const result = loadMessages('nl', { fetch: f.fetch });
    await vi.advanceTimersByTimeAsync(349);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ a: 1 });
    // Tries at 0, then after 350, 700, 1400, 2800 and 5600 ms more.
    expect(f.calls.map((c) => c.at)).toEqual([0, 350, 1050, 2450, 5250, 10850]);
  });

  it('gives up after 5 retries (6 tries) with the last error', async () => {
    const f = fakeFetch(Array.from({ length: 6 }, () => status(502)));
    const result = loadMessages('de', { fetch: f.fetch });
    const settled = expect(result).rejects.toMatchObject({ name: 'MessagesLoadError', attempts: 6, status: 502 });
    await vi.runAllTimersAsync();
    await settled;
    expect(f.calls).toHaveLength(6);
  });

  it('does not retry an answer that will not change (404: a language that is not enabled)', async () => {
    const f = fakeFetch([status(404), ok({})]);
    await expect(loadMessages('en', { fetch: f.fetch })).rejects.toBeInstanceOf(MessagesLoadError);
    expect(f.calls).toHaveLength(1);
  });

  it('stops waiting when aborted', async () => {
    const f = fakeFetch([status(500), ok({})]);
    const controller = new AbortController();
    const result = loadMessages('fr', { fetch: f.fetch, signal: controller.signal });
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('left the page'));
    await settled;
    expect(f.calls).toHaveLength(1);
  });
});
