import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

type Handler = {
  get(key: string, ctx: object): Promise<unknown>;
  set(key: string, data: object, ctx: object): Promise<void>;
};

const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: undefined } };
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers: {}, status: 200, postponed: undefined, segmentData: undefined });
const resultKey = (n: number) => `/route-cache/APP_PAGE/0123abcd/$/fr/results/c2xvdD0${n}/for-sale`;

/** Whether a promise has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return done;
}

describe('route cache: result pages render a few at a time', () => {
  let dir: string;
  let cache: Handler;
  let slotMs: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isr-slots-'));
    process.env.RESULTS_RENDERS = '2';
    const mod = await import('./isr-cache.mjs');
    expect(mod.RENDER_SLOTS).toBe(2);
    slotMs = mod.RENDER_SLOT_MS;
    cache = new mod.default({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 }) as unknown as Handler;
  });
  afterAll(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a miss render only while a slot is free, and the next in its turn once a page is stored', async () => {
    expect(await cache.get(resultKey(1), ctx)).toBeNull();
    expect(await cache.get(resultKey(2), ctx)).toBeNull();
    const third = cache.get(resultKey(3), ctx);
    const fourth = cache.get(resultKey(4), ctx);
    expect(await settled(third)).toBe(false);

    // The same search asked again while it renders does not wait for another slot.
    expect(await cache.get(resultKey(1), ctx)).toBeNull();
    // Pages already stored and other pages never wait.
    await cache.set(resultKey(1), page('one'), ctx);
    expect(await settled(fourth)).toBe(false);
    expect(await settled(third)).toBe(true);
    expect(await third).toBeNull();
    expect(await cache.get(resultKey(1), ctx)).toMatchObject({ value: { html: 'one' } });
    // (both slots are held now: by the second and the third search)
    expect(await cache.get('/route-cache/APP_PAGE/0123abcd/$/fr/for-sale', ctx)).toBeNull();

    await cache.set(resultKey(2), page('two'), ctx);
    expect(await fourth).toBeNull();
    await cache.set(resultKey(3), page('three'), ctx);
    await cache.set(resultKey(4), page('four'), ctx);
  });

  it('frees the slot of a render that never stores its page after RENDER_SLOT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await cache.get(resultKey(5), ctx)).toBeNull();
    expect(await cache.get(resultKey(6), ctx)).toBeNull();
    const waiting = cache.get(resultKey(7), ctx);
    vi.advanceTimersByTime(slotMs - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    vi.useRealTimers();
  });
});
