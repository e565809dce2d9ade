/**
 * The value a test relies on, or a failure that says which one was missing. With
 * `noUncheckedIndexedAccess`, `rows[0]` is `T | undefined`; `must(rows[0], 'the first row')` fails the
 * test with that name instead of a TypeError three lines later.
 */
export function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${value}`);
  return value;
}
