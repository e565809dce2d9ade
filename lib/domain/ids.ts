/**
 * The ID of a property or a project in a path. Exactly one spelling of each ID is a page: its decimal
 * digits without leading zeros (/fr/bien/1018/). Another spelling of the same number (001018, 1e3,
 * 1018.0) redirects there (proxy.ts), so it is neither rendered nor cached as a page of its own; anything
 * else is not an ID (the 404 page, which is never cached).
 */
const CANONICAL_ID = /^[1-9][0-9]{0,8}$/;
/** Longer than any spelling of an ID worth reading (00000000001018, 1.018e3): not an ID. */
const ID_TEXT_MAX = 24;

/** The ID a path segment names when it is spelled canonically, else null. */
export function canonicalId(segment: string): number | null {
  return CANONICAL_ID.test(segment) ? Number(segment) : null;
}

/** The canonical spelling of another spelling of an ID (`001018` → `1018`, `1e3` → `1000`); null when there is none. */
export function idAliasTarget(segment: string): string | null {
  if (segment.length > ID_TEXT_MAX || CANONICAL_ID.test(segment) || !/^[0-9.eE+]+$/.test(segment)) return null;
  const n = Number(segment);
  return Number.isSafeInteger(n) && n > 0 && CANONICAL_ID.test(String(n)) ? String(n) : null;
}

/** The rows of `ids` in the order of `ids`; an ID without a row (a property gone since it was found) is left out. */
export function inIdOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
