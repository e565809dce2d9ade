/** Numbers read from loosely typed data (a CRM's JSON, a stored form post). */

/**
 * A whole number given as a number or as its digits in a string (`6`, `'6'`, `' -6 '`, `'+6'`), or null for
 * anything else: a fraction (`6.5`, `'6.0'`), other text, no value, a number beyond the safe integers.
 */
export function wholeNumber(v: unknown): number | null {
  const n = typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}
