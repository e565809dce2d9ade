/**
 * A posted form as the schemas read it: repeated names become arrays; Next's own `$ACTION…` entries are left
 * out. The server action reads the post with it, and the browser the form before it checks it
 * (components/forms/FormView), so both check the same values with the same schema.
 */
export function formDataObject(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith('$ACTION')) continue;
    const all = formData.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}
