import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('date display', () => {
  it('shows a date-only text day-month-year without shifting the day', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDate(' 2024-02-29 ')).toBe('29/02/2024');
  });

  it('shows a Date or a date-time as the day in Brussels', () => {
    expect(formatDate(new Date('2025-03-01T12:00:00Z'))).toBe('01/03/2025');
    expect(formatDate(new Date('2025-03-01T23:30:00Z'))).toBe('02/03/2025'); // 00:30 in Brussels (winter)
    expect(formatDate('2025-06-30T22:30:00Z')).toBe('01/07/2025'); // 00:30 in Brussels (summer)
    expect(formatDate('2025-06-30T21:30:00Z')).toBe('30/06/2025');
    expect(formatDate('2025-01-05T10:00:00+01:00')).toBe('05/01/2025');
    expect(formatDate(new Date(Date.UTC(999, 0, 7, 12)))).toBe('07/01/0999');
  });

  it('uses the same format whatever the language', () => {
    for (const locale of ['nl', 'fr', 'en', 'de', 'nl-BE', undefined]) expect(formatDate('2025-03-01', locale)).toBe('01/03/2025');
  });

  it('gives an empty text for what is not a valid date', () => {
    for (const bad of ['', '   ', 'soon', '2025-02-30', '2025-13-01', '2025-00-10', '2025-3-1', '01/03/2025', '2025-03-01T99:00:00Z'])
      expect(formatDate(bad), bad).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
    expect(formatDate(null as unknown as Date)).toBe('');
    expect(formatDate(1740787200000 as unknown as Date)).toBe('');
  });
});
