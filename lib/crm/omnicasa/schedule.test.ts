import { describe, expect, it } from 'vitest';
import { isFullSyncDue, retryDelayMs, scheduleSettings } from './schedule';

describe('the nightly full sync', () => {
  // 2026-11-24: Brussels is UTC+1.
  const at = (utc: string) => new Date(`2026-11-24T${utc}Z`);
  it('is due when none succeeded yet', () => expect(isFullSyncDue(at('12:00:00'), null)).toBe(true));
  it('is due from 3:00 Brussels time when the last one is from an earlier night', () => {
    expect(isFullSyncDue(at('01:59:00'), new Date('2026-11-23T02:10:00Z'))).toBe(false); // 2:59 in Brussels
    expect(isFullSyncDue(at('02:00:00'), new Date('2026-11-23T02:10:00Z'))).toBe(true); // 3:00
    expect(isFullSyncDue(at('15:00:00'), new Date('2026-11-23T02:10:00Z'))).toBe(true); // the night's was missed
  });
  it('is not due again the same night', () => expect(isFullSyncDue(at('02:30:00'), at('02:05:00'))).toBe(false));
  it('a manual full sync in the evening does not stand for the next night', () =>
    expect(isFullSyncDue(at('02:15:00'), new Date('2026-11-23T20:00:00Z'))).toBe(true));
});

describe('schedule settings', () => {
  it('default to every 15 minutes and a full sync from 3:00', () => expect(scheduleSettings({})).toEqual({ intervalMs: 15 * 60_000, fullHour: 3 }));
  it('refuse what is not a number of minutes', () => expect(() => scheduleSettings({ CRM_SYNC_MINUTES: 'often' })).toThrow(/CRM_SYNC_MINUTES/));
  it('retry a failed run sooner, doubling, never later than the interval', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 15 * 60_000))).toEqual([60_000, 120_000, 240_000, 480_000, 900_000]);
  });
});
