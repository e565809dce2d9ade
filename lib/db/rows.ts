/**
 * The row a statement always returns exactly one of: an `insert … returning` without `on conflict`, an
 * upsert, an aggregate without `group by`. With `noUncheckedIndexedAccess` the driver's `rows[0]` is
 * `T | undefined`; this states the promise once and names the statement when the database breaks it,
 * instead of a TypeError on `undefined.id` a few lines later.
 */
export function oneRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected one row from ${what}, got none`);
  return row;
}
