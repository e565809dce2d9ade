/**
 * Percent-decoding of a path segment or parameter that never throws: a malformed sequence (a value
 * percent-encoded twice, `%E0%A4` cut short, a lone `%`) is not a page or a token, never a server error.
 */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
