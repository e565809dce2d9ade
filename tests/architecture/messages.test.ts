/**
 * The four languages' messages have the same keys, no empty text, and the same placeholders (`{price}`): the
 * type check knows only messages/en.json's keys (global.d.ts), this test holds the other three to them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
type Tree = { [key: string]: string | Tree };
const read = (l: string) => JSON.parse(readFileSync(join(__dirname, '../../messages', `${l}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The argument names of an ICU message (`{count, plural, =0 {none} other {# {kind}}}` → count, kind), sorted. */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (/[^\s,{}]/.test(text[i] ?? '')) i++;
    return text.slice(start, i);
  };
  // message text up to the `}` that closes it (or the end)
  const message = (): void => {
    while (i < text.length && text[i] !== '}') {
      if (text[i++] === '{') argument();
    }
  };
  // after `{`: `name}`, `name, number …}` or `name, plural|select|selectordinal, key {message} … }`
  const argument = () => {
    names.add(word());
    skipSpace();
    if (text[i] === ',') {
      i++;
      const type = word();
      skipSpace();
      if (text[i] === ',') i++;
      if (['plural', 'select', 'selectordinal'].includes(type)) {
        for (skipSpace(); i < text.length && text[i] !== '}'; skipSpace()) {
          word(); // the branch's key (=0, one, other, offset:1 …)
          skipSpace();
          if (text[i] === '{') {
            i++;
            message();
            i++;
          }
        }
      } else {
        while (i < text.length && text[i] !== '}') i++; // a number or date style
      }
    }
    i++; // the argument's closing `}`
  };
  message();
  return [...names].sort();
}

const messages = Object.fromEntries(LOCALES.map((l) => [l, flatten(read(l))]));
const english = messages.en!;

describe('messages', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys of en', (l) => {
    const keys = [...messages[l]!.keys()];
    expect(
      keys.filter((k) => !english.has(k)),
      'keys en does not have',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((k) => !messages[l]!.has(k)),
      'keys missing',
    ).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text and the placeholders of en', (l) => {
    const wrong: string[] = [];
    for (const [key, text] of messages[l]!) {
      if (!text.trim()) wrong.push(`${key}: empty`);
      const want = english.get(key);
      if (want !== undefined && placeholders(text).join() !== placeholders(want).join())
        wrong.push(`${key}: {${placeholders(text)}} instead of {${placeholders(want)}}`);
    }
    expect(wrong).toEqual([]);
  });
});
