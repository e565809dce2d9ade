import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { forgetAll, Memo, remember, textBytes } from './memo';

/** A full garbage collection, after the current task (a WeakRef keeps its target until the task ends). */
async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  await new Promise((r) => setTimeout(r, 0));
  (runInNewContext('gc') as () => void)();
}

describe('remember', () => {
  it('loads once within the time to live; just after it, answers the old value while one reload replaces it', async () => {
    vi.useFakeTimers();
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await remember('k1', 1000, load)).toBe(1);
    expect(await remember('k1', 1000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    // Expired: the old value at once, and a single reload for any number of callers.
    expect(await Promise.all([remember('k1', 1000, load), remember('k1', 1000, load)])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await remember('k1', 1000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('makes callers wait for a fresh value when the old one is more than twice the time to live', async () => {
    vi.useFakeTimers();
    let version = 0;
    const load = vi.fn(async () => ++version);
    expect(await remember('k3', 1000, load)).toBe(1);
    vi.advanceTimersByTime(2001);
    expect(await remember('k3', 1000, load)).toBe(2);
    vi.useRealTimers();
  });

  it('keeps answering the old value when a reload fails, and tries again', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'old');
    await remember('k4', 1000, load);
    vi.advanceTimersByTime(1001);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('db down');
    });
    expect(await remember('k4', 1000, failing)).toBe('old');
    await vi.advanceTimersByTimeAsync(0);
    expect(await remember('k4', 1000, async () => 'new')).toBe('old');
    await vi.advanceTimersByTimeAsync(0);
    expect(await remember('k4', 1000, load)).toBe('new');
    vi.useRealTimers();
  });

  it('forgets a failed load so the next call tries again', async () => {
    const fail = vi.fn(async () => {
      throw new Error('db down');
    });
    await expect(remember('k2', 60_000, fail)).rejects.toThrow('db down');
    await Promise.resolve();
    const ok = vi.fn(async () => 'ok');
    expect(await remember('k2', 60_000, ok)).toBe('ok');
  });

  it('keeps at most 2,000 values, dropping the least recently used', async () => {
    const load = vi.fn(async () => 1);
    await remember('index', 60_000, load);
    for (let i = 0; i < 2_000; i++) {
      await remember(`many:${i}`, 60_000, load);
      // A value read all the time (a search index) stays however many others come and go.
      if (i % 500 === 0) await remember('index', 60_000, load);
    }
    expect(load).toHaveBeenCalledTimes(2_001);
    await remember('index', 60_000, load);
    await remember('many:1999', 60_000, load);
    expect(load).toHaveBeenCalledTimes(2_001);
    // many:0 was the least recently used: it was dropped.
    await remember('many:0', 60_000, load);
    expect(load).toHaveBeenCalledTimes(2_002);
  });

  it('keeps no request that loaded a value alive: only the value stays', async () => {
    // A promise made while a request renders holds that request's async context (React's and Next.js's
    // per-request stores, the whole render): a promise kept for minutes would keep the render with it.
    const request = new AsyncLocalStorage<{ render: number[] }>();
    const rendered = await (async () => {
      const store = { render: new Array<number>(100_000).fill(1) };
      const ref = new WeakRef(store);
      await request.run(store, () => remember('kept-context', 60_000, async () => 'cards'));
      return ref;
    })();
    await collectGarbage();
    expect(rendered.deref(), 'the request that loaded the value').toBeUndefined();
    expect(await remember('kept-context', 60_000, async () => 'loaded again')).toBe('cards');
  });

  it('lets go of a value twice its time to live after it was loaded, once newer values come, without waiting for 2,000 of them', async () => {
    forgetAll();
    vi.useFakeTimers();
    const result = await (async () => {
      const cards = { cards: new Array<number>(100_000).fill(1) };
      await remember('search:old', 1000, async () => cards);
      return new WeakRef(cards);
    })();
    vi.advanceTimersByTime(2001);
    await remember('search:new', 1000, async () => ({ cards: [] }));
    vi.useRealTimers();
    await collectGarbage();
    expect(result.deref(), 'the expired search result').toBeUndefined();
  });
});

describe('a store of its own', () => {
  it('keeps the values of another store however many of its own come and go', async () => {
    forgetAll();
    const answers = new Memo({ maxEntries: 100, maxBytes: 50_000, sizeOf: textBytes });
    const index = vi.fn(async () => ['the index']);
    await remember('search-index:fr', 60_000, index);
    for (let i = 0; i < 5_000; i++) await answers.remember(`search:fr:${i}`, 60_000, async () => `answer ${i}`);
    await remember('search-index:fr', 60_000, index);
    expect(index).toHaveBeenCalledTimes(1);
    expect(answers.size).toBeLessThanOrEqual(100);
  });

  it('stays within its bytes, the least recently used going first, and keeps no value larger than the whole budget', async () => {
    const answers = new Memo({ maxEntries: 1_000, maxBytes: 10_000, sizeOf: textBytes });
    const load = vi.fn(async () => 'x'.repeat(1_000));
    await answers.remember('first', 60_000, load);
    for (let i = 0; i < 50; i++) {
      await answers.remember(`text:${i}`, 60_000, load);
      if (i % 2) await answers.remember('first', 60_000, load);
      expect(answers.bytes).toBeLessThanOrEqual(10_000);
    }
    // Each value takes 2,000 bytes (and its key): four fit.
    expect(answers.size).toBe(4);
    expect(answers.has('first'), 'read often, it stayed').toBe(true);
    expect(answers.has('text:0'), 'the least recently used went').toBe(false);
    expect(answers.has('text:49')).toBe(true);
    const huge = await answers.remember('huge', 60_000, async () => 'y'.repeat(20_000));
    expect(huge, 'its caller gets it').toHaveLength(20_000);
    expect(answers.has('huge')).toBe(false);
    expect(answers.size, 'nor did it push the others out').toBe(4);
    expect(answers.bytes).toBeLessThanOrEqual(10_000);
  });
});
