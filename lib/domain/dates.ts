/**
 * Dates are shown day-month-year, as `dd/mm/yyyy` in every language: the
 * way dates are written in Belgium and Luxembourg in nl, fr and en alike, and one format for the whole site.
 *
 * A date-only text (`2025-03-01`, as the database gives dates) is shown as it is, with no time zone shift.
 * A `Date` or a text with a time (`2025-03-01T23:30:00Z`) is shown as the calendar day in Brussels, where
 * the agency works, so the server's time zone never changes the day shown.
 * Anything that is not a valid date (`''`, `'soon'`, `'2025-02-30'`, an Invalid Date) gives `''`.
 */

/** The agency's time zone, for dates that carry a time. */
export const DATE_TIME_ZONE = 'Europe/Brussels';
/** The separator between day, month and year. */
export const DATE_SEPARATOR = '/';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const BRUSSELS_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: DATE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

function dayMonthYear(day: number, month: number, year: number): string {
  return [String(day).padStart(2, '0'), String(month).padStart(2, '0'), String(year).padStart(4, '0')].join(DATE_SEPARATOR);
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * `dd/mm/yyyy`, or `''` when the input is not a valid date. The locale is accepted so pages can pass theirs;
 * the format is the same in every language.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the format does not depend on the language
export function formatDate(date: Date | string, locale?: string): string {
  if (typeof date === 'string') {
    const text = date.trim();
    const m = DATE_ONLY.exec(text);
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return isCalendarDay(year, month, day) ? dayMonthYear(day, month, year) : '';
    }
    // Only ISO date-times: other texts (`'01/02/2025'`, `'March 1'`) are ambiguous and not parsed.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return '';
    return formatDate(new Date(text));
  }
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(BRUSSELS_DAY.formatToParts(date).map((p) => [p.type, p.value]));
  return dayMonthYear(Number(parts.day), Number(parts.month), Number(parts.year));
}

/** A fact that changes by law: the day it takes effect (`YYYY-MM-DD`) and where it is written. */
export type Dated = { from: string; source: string };

/** The entry in force on `day` (`YYYY-MM-DD`): the latest `from` on or before it; null when none has started. */
export function inForce<T extends Dated>(entries: readonly T[], day: string): T | null {
  let best: T | null = null;
  for (const e of entries) if (e.from <= day && (!best || e.from > best.from)) best = e;
  return best;
}
