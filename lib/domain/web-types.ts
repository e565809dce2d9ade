/**
 * Which web types a property belongs to (WebID, and WebIDs: comma-separated ids): its WebID and every id of its WebIDs. One rule for the listing's type filter, the type counts of
 * the search box and the listing form, and the demand alerts; lib/data/web-type-sql.ts is this same rule in
 * SQL for the counts, and tests/integration/listings.test.ts checks that both agree on every demo property.
 */

/** The ids of a WebIDs text such as `"1,3"` or `"1, 3"`; anything that is not a positive whole number is left out. */
export function parseWebIds(webIds: string | null | undefined): number[] {
  return (webIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
}

/** Every web type of a property: its WebID and its WebIDs, each once. */
export function webTypesOf(p: { webId: number; webIds?: string | null }): Set<number> {
  return new Set([p.webId, ...parseWebIds(p.webIds)]);
}

/** Does the property belong to one of `types`? */
export function hasWebType(p: { webId: number; webIds?: string | null }, types: readonly number[]): boolean {
  const own = webTypesOf(p);
  return types.some((t) => own.has(t));
}
