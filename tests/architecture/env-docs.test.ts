/**
 * Every environment variable is documented where a person deploying the site looks for it: each variable
 * lib/env.ts parses and each one .env.example lists has a row in docs/deployment.md's "Environment
 * variables" tables, and no row names a variable that neither of them knows (a removed one goes too).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_NAMES } from '@/lib/env';

const ROOT = join(__dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The variables named in the first cell of each table row of the "Environment variables" section. */
function documented(markdown: string): Set<string> {
  const start = markdown.indexOf('## Environment variables');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Za-z][A-Za-z0-9_]*)`/g)) names.add(m[1]!);
  }
  return names;
}

/** `NAME=` lines of .env.example, commented out or not. */
const exampleNames = (text: string) => [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

describe('docs/deployment.md: the environment variables', () => {
  const docs = documented(read('docs/deployment.md'));
  const example = exampleNames(read('.env.example'));

  it('reads the tables', () => {
    expect(docs).toContain('DATABASE_URL');
    expect(docs).toContain('E2E_PORT');
    expect(docs.size).toBeGreaterThan(30);
  });
  it('has a row for every variable lib/env.ts parses', () => {
    expect(ENV_NAMES.filter((name) => !docs.has(name))).toEqual([]);
  });
  it('has a row for every variable .env.example lists', () => {
    expect(example.filter((name) => !docs.has(name))).toEqual([]);
  });
  it('names no variable that lib/env.ts and .env.example do not know', () => {
    const known = new Set<string>([...ENV_NAMES, ...example]);
    expect([...docs].filter((name) => !known.has(name))).toEqual([]);
  });
});
