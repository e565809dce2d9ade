/**
 * The agency's calendar for visit statistics: days, weeks and months as they are in Brussels
 * (Europe/Brussels, summer time included), weeks starting on Monday. Days are `YYYY-MM-DD` texts, the way
 * the database stores a `date`, so they compare and sort as text.
 */
import { DATE_TIME_ZONE } from './dates';

/** Days in the owner statistics chart: the last 30, today included. */
export const CHART_DAYS = 30;

const DAY_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: DATE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Brussels at the instant `at`. */
export function brusselsDay(at: Date): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtc(d);
}

/** The Monday of the week of `day`. */
export function weekStart(day: string): string {
  const weekday = (toUtc(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first day of the month of `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** The `n` days ending with `day`, oldest first. */
export function lastDays(day: string, n: number = CHART_DAYS): string[] {
  return Array.from({ length: n }, (_, i) => addDays(day, i - n + 1));
}

export type VisitCounters = { today: number; week: number; month: number; total: number };

/** Today, this week, this month and total visits from per-day counts, as seen on the Brussels `today`. */
export function visitCounters(perDay: { day: string; count: number }[], today: string): VisitCounters {
  const week = weekStart(today);
  const month = monthStart(today);
  const sum = (from: string) => perDay.filter((d) => d.day >= from && d.day <= today).reduce((s, d) => s + d.count, 0);
  return { today: sum(today), week: sum(week), month: sum(month), total: perDay.reduce((s, d) => s + d.count, 0) };
}
