import { describe, expect, it } from 'vitest';
import { addDays, brusselsDay, lastDays, monthStart, visitCounters, weekStart } from './calendar';

describe('Brussels calendar', () => {
  it('gives the Brussels day around midnight, in winter and in summer time', () => {
    expect(brusselsDay(new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(brusselsDay(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    expect(brusselsDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(brusselsDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
    expect(monthStart('2026-11-22')).toBe('2026-11-01');
  });

  it('moves across month and year ends and lists the last 30 days oldest first', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    const days = lastDays('2026-11-22');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-24');
    expect(days[29]).toBe('2026-11-22');
  });

  it('counts today, this week, this month and in total', () => {
    const perDay = [
      { day: '2026-10-31', count: 7 },
      { day: '2026-11-02', count: 1 },
      { day: '2026-11-16', count: 2 },
      { day: '2026-11-22', count: 3 },
    ];
    expect(visitCounters(perDay, '2026-11-22')).toEqual({ today: 3, week: 5, month: 6, total: 13 });
    expect(visitCounters(perDay, '2026-11-23')).toEqual({ today: 0, week: 0, month: 6, total: 13 });
  });
});
