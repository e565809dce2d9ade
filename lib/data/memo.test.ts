import { describe, expect, it, vi } from 'vitest';
import { remember } from './memo';

describe('remember', () => {
  it('loads once within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'v');
    await remember('k1', 1000, load);
    await remember('k1', 1000, load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await remember('k1', 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
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

  it('keeps at most 2,000 values, dropping the oldest', async () => {
    const load = vi.fn(async () => 1);
    for (let i = 0; i < 2_001; i++) await remember(`many:${i}`, 60_000, load);
    await remember('many:2000', 60_000, load);
    expect(load).toHaveBeenCalledTimes(2_001);
    await remember('many:0', 60_000, load);
    expect(load).toHaveBeenCalledTimes(2_002);
  });
});
