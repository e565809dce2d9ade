import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { hasMessage, isMessageAt } from './translate';

type Tree = { [key: string]: string | Tree };

/** messages/*.json as the site's bundle holds them: every message compiled (next.config.ts, `precompile`). */
function compiled(tree: Tree): unknown {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compiled(value)]));
}

function paths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`)));
}

describe('isMessageAt', () => {
  it('finds a message with arguments in the compiled form the bundle has, as in the JSON', () => {
    // The appointment form's own "Free slots on {date}" was missed once messages were compiled (an array),
    // and its label fell back to the shared namespace, which gave the key back.
    expect(Array.isArray(compile(en.appointment.slots.legend))).toBe(true);
    expect(isMessageAt(compiled(en), 'appointment.slots.legend')).toBe(true);
    expect(hasMessage('en', 'appointment.slots.legend')).toBe(true);
  });

  it('finds every message of the JSON, and nothing else, in the compiled messages', () => {
    const all = paths(en);
    const bundle = compiled(en);
    expect(all.filter((path) => !isMessageAt(bundle, path))).toEqual([]);
    expect(isMessageAt(bundle, 'appointment.slots')).toBe(false); // a namespace
    expect(isMessageAt(bundle, 'appointment.slots.legend.0')).toBe(false); // inside a compiled message
    expect(isMessageAt(bundle, 'appointment.nothing')).toBe(false);
  });
});
