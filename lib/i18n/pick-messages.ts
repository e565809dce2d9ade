type Messages = { [key: string]: string | Messages };

/** The part of `messages` under the given paths (`detail`, `projects.notFound`), in the same shape. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    const value = keys.reduce<string | Messages | undefined>((at, key) => (typeof at === 'object' ? at[key] : undefined), messages);
    if (value === undefined) continue;
    let to = picked;
    for (const key of keys.slice(0, -1)) to = (to[key] ??= {}) as Messages;
    to[keys[keys.length - 1]!] = value;
  }
  return picked;
}
