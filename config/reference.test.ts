import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configReference, REFERENCE_FILE } from '../lib/cli/config-reference';

describe('config/REFERENCE.md', () => {
  const { markdown, undocumented } = configReference();
  it('every key of every schema says what it does (a .describe() text)', () => {
    expect(undocumented).toEqual([]);
  });
  it('is the one generated from the schemas (run npm run config:reference after changing config/schema.ts)', () => {
    expect(readFileSync(REFERENCE_FILE, 'utf8')).toBe(markdown);
  });
  it('lists keys at their JSON paths, the recursive child pages once, and the keys of the original format the site ignores', () => {
    expect(markdown).toContain('| `modules[].images` | list of string | `[]` |');
    expect(markdown).toContain('| `pages[].childMenus` | list of objects with the keys of `pages[]` |');
    expect(markdown).toContain('| `detail.renovationCalculators` |');
    expect(markdown).toMatch(/\| modules\.json `modules\[\]` \| `isHasSubcategories` \|/);
    expect(markdown).not.toContain('countProperty` |');
  });
});
