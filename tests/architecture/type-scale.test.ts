/**
 * The site's texts take their sizes from the type scale of app/globals.css (`--text-xs` … `--text-4xl`): a size
 * written as a number in a stylesheet is refused, so that the scale stays the one place that sets them. Sizes
 * relative to the parent (em), fluid headings (clamp) and `inherit` are fine. Not concerned: the print sheet
 * (in points, for paper), the map embedded in other sites (a page of its own) and the owner's visits chart,
 * whose texts are SVG user units.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const NOT_CONCERNED = ['components/layout/print.css', 'app/embed/map/map.css'];
/** Sizes written as numbers on purpose: the 404 page's display figure, and the chart's SVG texts. */
const ALLOWED = new Set([
  'app/globals.css: 4rem',
  'components/portal/portal.css: 12px',
  'components/portal/portal.css: 10px',
  'components/portal/portal.css: 22px',
]);

const stylesheets = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name));

describe('type scale', () => {
  const files = [...stylesheets('app'), ...stylesheets('components')].filter((f) => !NOT_CONCERNED.includes(f));

  it('finds the stylesheets', () => {
    expect(files).toContain('app/globals.css');
    expect(files.length).toBeGreaterThan(20);
  });

  it('sets every font size through the scale', () => {
    const outside: string[] = [];
    for (const file of files) {
      for (const [, value] of readFileSync(join(root, file), 'utf8').matchAll(/font-size:\s*([^;}]+)/g)) {
        const size = value!.trim();
        const fine = /^var\(--text-[a-z0-9]+\)$/.test(size) || /^clamp\(/.test(size) || /^[\d.]+em$/.test(size) || size === 'inherit' || size === '0';
        if (!fine && !ALLOWED.has(`${file}: ${size}`)) outside.push(`${file}: ${size}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('defines each step it uses', () => {
    const globals = readFileSync(join(root, 'app/globals.css'), 'utf8');
    const defined = new Set([...globals.matchAll(/(--text-[a-z0-9]+):/g)].map((m) => m[1]));
    const used = new Set(files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/var\((--text-[a-z0-9]+)\)/g)].map((m) => m[1])));
    expect([...used].filter((step) => !defined.has(step))).toEqual([]);
  });
});
