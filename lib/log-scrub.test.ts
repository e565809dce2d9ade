/**
 * The log's mask of e-mail addresses finds exactly what the pattern it replaces found (without its quadratic
 * search), and cutting a text before masking it lets no part of an address through.
 */
import { describe, expect, it } from 'vitest';
import { maskEmails, scrubText } from './log-scrub.mjs';

/** The pattern the log used before: right, but quadratic in the length of a text without an address. */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("the log's e-mail mask", () => {
  it('masks what the former pattern matched, on 50,000 random texts of address characters', () => {
    const next = random(32);
    const alphabet = ['a', 'b', '1', '_', '-', '.', '.', '@', '@', '!', '+', ' ', ':', '(', 'é', '\n'];
    const differ: string[] = [];
    for (let i = 0; i < 50_000; i++) {
      const length = 1 + Math.floor(next() * 24);
      let text = '';
      for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
      if (maskEmails(text) !== text.replace(EMAIL, '[email]')) differ.push(text);
    }
    expect(differ).toEqual([]);
  });

  it('masks real addresses in a message and leaves the rest as it was', () => {
    expect(maskEmails('550 mailbox zoe@example.org unknown, cc anne.dupont+x@mail.example.co.uk.')).toBe('550 mailbox [email] unknown, cc [email].');
    expect(maskEmails('no address @ all, a@b, user@localhost')).toBe('no address @ all, a@b, user@localhost');
  });
});

describe('a text cut for the log', () => {
  it('is at most its limit, ends in "…" when cut, and leaves a short text as it was', () => {
    expect(scrubText('short', 10)).toBe('short');
    const cut = scrubText('word '.repeat(1000), 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never shows part of an address that the limit cuts through', () => {
    const address = 'anne.dupont@example.be';
    for (let before = 80; before < 100; before++) {
      const text = `${'x '.repeat(before).slice(0, before)}${address} and more text after it`;
      const scrubbed = scrubText(text, 100);
      expect(scrubbed, `cut at ${100 - before} characters of the address`).not.toMatch(/anne|dupont|example/);
    }
  });

  it('masks addresses and leaves out query parameters within the limit', () => {
    expect(scrubText('Failed query: select 1\nparams: zoe@example.org,secret', 2000)).toBe('Failed query: select 1\nparams: [redacted]');
    expect(scrubText(`${'a'.repeat(15_000)} zoe@example.org`, 2000)).toBe('…');
  });
});
