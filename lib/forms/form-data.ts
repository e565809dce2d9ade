/**
 * A posted form as the schemas read it: repeated names become arrays; Next's own `$ACTION…` entries are left
 * out. The server action reads the post with it, and the browser the form before it checks it
 * (components/forms/FormView), so both check the same values with the same schema.
 *
 * One pass over the entries, which stops as soon as the post carries more text than a limit: a post of a
 * million tiny fields costs the server the limit's worth of reading, not a million (reading each name's
 * values with `getAll` took a pass per name: 5 s for 30,000 fields).
 */

/**
 * The fields of `formData`, or null once its names and text values (each entry counted one more, so that
 * empty ones count too) pass `maxText` characters.
 */
export function readPostedFields(formData: FormData, maxText: number): Record<string, unknown> | null {
  const grouped = new Map<string, FormDataEntryValue[]>();
  let size = 0;
  for (const [key, value] of formData.entries()) {
    size += key.length + 1 + (typeof value === 'string' ? value.length : 0);
    if (size > maxText) return null;
    if (key.startsWith('$ACTION')) continue;
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  return Object.fromEntries(Array.from(grouped, ([key, values]) => [key, values.length === 1 ? values[0] : values]));
}

/** Every field of `formData` (the browser's own form: no limit). */
export function formDataObject(formData: FormData): Record<string, unknown> {
  return readPostedFields(formData, Infinity) ?? {};
}
