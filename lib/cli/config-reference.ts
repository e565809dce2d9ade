/**
 * `npm run config:reference`: writes config/REFERENCE.md, every key of every config file with its type,
 * default and effect, from the schemas' `.describe()` texts (config/schema.ts), so the reference and the
 * schemas cannot disagree (config/reference.test.ts fails when the file is out of date or a key has no text).
 * `--check` only compares, and exits 1 when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { SUPPORTED_LOCALES } from '@/lib/domain/locales';
import { conditionRules } from '../domain/conditions';
import { CONFIG_FILES, localizedText, SPEC_KNOWN_UNUSED } from '../../config/schema';
import { runCli } from './run';

type Row = { path: string; type: string; default: string; effect: string };
// zod's definition objects, read generically (the public types do not expose a walkable union of them).
type Def = { type: string; [k: string]: unknown };
const def = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

export const REFERENCE_FILE = join(__dirname, '../../config/REFERENCE.md');

/** The schema under optional/nullable/default/lazy, with what those wrappers say. */
function unwrap(s: z.ZodType): { inner: z.ZodType; identity: z.ZodType; nullable: boolean; optional: boolean; fallback: unknown; description?: string } {
  let description = s.description;
  // A lazy schema (the recursive page) builds a new object on each call: it is known by the lazy one.
  let identity: z.ZodType | null = null;
  let nullable = false;
  let optional = false;
  let fallback: unknown = undefined;
  for (;;) {
    const d = def(s);
    if (d.type === 'default') fallback = typeof d.defaultValue === 'function' ? (d.defaultValue as () => unknown)() : d.defaultValue;
    else if (d.type === 'nullable') nullable = true;
    else if (d.type === 'optional') optional = true;
    else if (d.type === 'lazy') {
      identity ??= s;
      s = (d.getter as () => z.ZodType)();
      description ??= s.description;
      continue;
    } else break;
    s = d.innerType as z.ZodType;
    description ??= s.description;
  }
  return { inner: s, identity: identity ?? s, nullable, optional, fallback, description };
}

const isLocaleObject = (s: z.ZodType) => def(s).type === 'object' && Object.keys(def(s).shape as object).join() === [...SUPPORTED_LOCALES].join();

function typeName(s: z.ZodType): string {
  if (s === localizedText) return `text per language (${SUPPORTED_LOCALES.join(', ')})`;
  if (isLocaleObject(s)) return `one per language (${SUPPORTED_LOCALES.join(', ')})`;
  if (s === (conditionRules as unknown)) return 'condition rules';
  const d = def(s);
  switch (d.type) {
    case 'string':
      return d.format ? String(d.format) : 'string';
    case 'number': {
      const n = s as z.ZodNumber;
      const int = n.isInt ? 'integer' : 'number';
      const checks = ((d.checks ?? []) as { _zod: { def: { check: string; value: number; inclusive: boolean } } }[]).map((c) => c._zod.def);
      const lo = checks.find((c) => c.check === 'greater_than');
      const hi = checks.find((c) => c.check === 'less_than');
      if (lo && hi) return `${int} ${lo.value}–${hi.value}`;
      if (lo) return `${int} ${lo.inclusive ? '≥' : '>'} ${lo.value}`;
      return int;
    }
    case 'boolean':
      return 'true / false';
    case 'enum':
      return Object.values(d.entries as object)
        .map((v) => (v === '' ? '""' : `\`${v}\``))
        .join(' \\| ');
    case 'literal':
      return (d.values as unknown[]).map(String).join(' \\| ');
    case 'union':
      return (d.options as z.ZodType[]).map((o) => typeName(unwrap(o).inner)).join(' or ');
    case 'array':
      return `list of ${typeName(unwrap(d.element as z.ZodType).inner)}`;
    case 'tuple':
      return `[${(d.items as z.ZodType[]).map((i) => typeName(unwrap(i).inner)).join(', ')}]`;
    case 'record':
      return `${typeName(d.keyType as z.ZodType)} → ${typeName(unwrap(d.valueType as z.ZodType).inner)}`;
    case 'object':
      return 'object';
    default:
      return d.type;
  }
}

const show = (v: unknown) => (v === undefined ? '' : `\`${JSON.stringify(v)}\``);

/** Rows for every key under `s` (an object, or an array of objects), `path` its JSON path. */
function walk(s: z.ZodType, path: string, rows: Row[], missing: string[], seen: Set<z.ZodType>): void {
  const { inner, identity } = unwrap(s);
  const d = def(inner);
  if (d.type === 'array') return walk(d.element as z.ZodType, `${path}[]`, rows, missing, seen);
  if (d.type !== 'object' || inner === localizedText || isLocaleObject(inner)) return;
  if (seen.has(identity)) return;
  seen.add(identity);
  for (const [key, child] of Object.entries(d.shape as Record<string, z.ZodType>)) {
    const u = unwrap(child);
    const at = path ? `${path}.${key}` : key;
    let type = typeName(u.inner);
    if (def(u.inner).type === 'array' && seen.has(unwrap(def(u.inner).element as z.ZodType).identity)) type = `list of objects with the keys of \`${path}\``;
    if (u.nullable) type += ' or null';
    if (!u.description) missing.push(at);
    rows.push({ path: at, type: `${type}${u.optional ? ' (optional)' : ''}`, default: show(u.fallback), effect: u.description ?? '' });
    walk(u.inner, at, rows, missing, seen);
  }
  seen.delete(identity);
}

const cell = (t: string) =>
  t
    .replace(/\|/g, '\\|')
    .replace(/\\\\\|/g, '\\|')
    .replace(/\n/g, ' ');

/** The reference text, and the keys that have no description (there should be none). */
export function configReference(): { markdown: string; undocumented: string[] } {
  const undocumented: string[] = [];
  const out = [
    '# Configuration reference',
    '',
    'Generated from the schemas in `config/schema.ts` by `npm run config:reference`; do not edit by hand.',
    'Each key with its type, its default when it may be left out, and its effect on the site. A key that is',
    'not listed here is an error of `npm run config:check` (with its file and JSON path), except the keys of the',
    'specification that the site does not use, listed at the end, which it reports as warnings.',
    '',
  ];
  for (const [file, schema] of Object.entries(CONFIG_FILES)) {
    const rows: Row[] = [];
    const missing: string[] = [];
    walk(schema as z.ZodType, '', rows, missing, new Set());
    undocumented.push(...missing.map((m) => `${file}: ${m}`));
    out.push(`## ${file}`, '', '| key | type | default | effect |', '|---|---|---|---|');
    for (const r of rows) out.push(`| \`${r.path}\` | ${cell(r.type)} | ${r.default} | ${cell(r.effect)} |`);
    out.push('');
  }
  out.push(
    '## Keys of the specification the site does not use',
    '',
    '`npm run config:check` warns about each and ignores it.',
    '',
    '| where | key | why it has no effect |',
    '|---|---|---|',
  );
  const where: Record<keyof typeof SPEC_KNOWN_UNUSED, string> = {
    module: 'modules.json `modules[]`',
    page: 'pages.json `pages[]` (and `childMenus[]`)',
    pageParams: 'pages.json `pages[].params`',
    search: 'site.json `search`',
  };
  for (const [group, keys] of Object.entries(SPEC_KNOWN_UNUSED) as [keyof typeof SPEC_KNOWN_UNUSED, Record<string, string>][])
    for (const [key, why] of Object.entries(keys)) out.push(`| ${where[group]} | \`${key}\` | ${cell(why)} |`);
  out.push('');
  return { markdown: out.join('\n'), undocumented };
}

export const configReferenceCommand = runCli('config-reference.ts', 'config:reference', async (argv, io) => {
  const { markdown, undocumented } = configReference();
  if (undocumented.length) {
    for (const k of undocumented) io.error(`config/schema.ts: ${k} has no .describe() text`);
    return 1;
  }
  if (argv.includes('--check')) {
    const current = (() => {
      try {
        return readFileSync(REFERENCE_FILE, 'utf8');
      } catch {
        return '';
      }
    })();
    if (current !== markdown) {
      io.error('config/REFERENCE.md is out of date: run npm run config:reference');
      return 1;
    }
    io.log('config/REFERENCE.md is up to date');
  } else {
    writeFileSync(REFERENCE_FILE, markdown);
    io.log(`wrote ${REFERENCE_FILE}`);
  }
});
