/**
 * Validation of the whole site configuration: each file against its schema, then the rules that span
 * files (a page's modules exist, every page has a path-table entry, the default language is enabled …).
 * Used by `npm run config:check`, by the build and by the loader, so all three report the same lines.
 */
import type { z } from 'zod';
import {
  CONFIG_FILES,
  SPEC_KNOWN_UNUSED,
  type ConfigFileName,
  type FooterFile,
  type LanguagesFile,
  type MenusFile,
  type ModulesFile,
  type Page,
  type PagesFile,
  type PathsFile,
  type SiteFile,
} from './schema';
import { enabledLanguages } from './languages';

export type SiteConfig = {
  languages: LanguagesFile;
  paths: PathsFile;
  modules: ModulesFile;
  pages: PagesFile;
  menus: MenusFile;
  footer: FooterFile;
  site: SiteFile;
};

export type ConfigProblem = { file: string; path: string; message: string };

export function formatProblem(p: ConfigProblem): string {
  return `config/${p.file}: ${p.path} ${p.message}`;
}

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}.${String(k)}`), '$');
}

/** Zod's issues as problems; an unrecognized key becomes one line per key, at the key's own JSON path. */
function zodProblems(file: string, error: z.ZodError): ConfigProblem[] {
  return error.issues.flatMap((i) =>
    i.code === 'unrecognized_keys'
      ? i.keys.map((k) => ({ file, path: jsonPath([...i.path, k]), message: 'is not a configuration key (see config/REFERENCE.md)' }))
      : [{ file, path: jsonPath(i.path), message: i.message }],
  );
}

export function formatWarning(p: ConfigProblem): string {
  return `warning: config/${p.file}: ${p.path} ${p.message}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Takes out of a copy of the raw files the keys the specification lists but the site does not use
 * (`SPEC_KNOWN_UNUSED`), with one warning each: files written for the original configuration format may hold them, and they do nothing.
 * Any other key the schemas do not know is an error of the strict schemas.
 */
export function withoutSpecKnownUnused(raw: Record<ConfigFileName, unknown>): { raw: Record<ConfigFileName, unknown>; warnings: ConfigProblem[] } {
  const copy = structuredClone(raw);
  const warnings: ConfigProblem[] = [];
  const take = (file: ConfigFileName, obj: unknown, path: (string | number)[], keys: Record<string, string>) => {
    if (!isObject(obj)) return;
    for (const [key, why] of Object.entries(keys)) {
      if (!(key in obj)) continue;
      delete obj[key];
      warnings.push({ file, path: jsonPath([...path, key]), message: `is in the specification but the site does not use it, so it is ignored: ${why}` });
    }
  };
  const modules = (copy['modules.json'] as { modules?: unknown } | undefined)?.modules;
  if (Array.isArray(modules)) modules.forEach((m, i) => take('modules.json', m, ['modules', i], SPEC_KNOWN_UNUSED.module));
  const walkPages = (pages: unknown, path: (string | number)[]) => {
    if (!Array.isArray(pages)) return;
    pages.forEach((p, i) => {
      if (!isObject(p)) return;
      take('pages.json', p, [...path, i], SPEC_KNOWN_UNUSED.page);
      take('pages.json', p.params, [...path, i, 'params'], SPEC_KNOWN_UNUSED.pageParams);
      walkPages(p.childMenus, [...path, i, 'childMenus']);
    });
  };
  walkPages((copy['pages.json'] as { pages?: unknown } | undefined)?.pages, ['pages']);
  take('site.json', (copy['site.json'] as { search?: unknown } | undefined)?.search, ['search'], SPEC_KNOWN_UNUSED.search);
  return { raw: copy, warnings };
}

/** Every page with its full original path (`/Notre-agence/Temoignages`), depth first. */
export function flattenPages(pages: Page[], parentPath = ''): { page: Page; fullPath: string; parent: Page | null }[] {
  return pages.flatMap((page) => {
    const fullPath = page.path === '/' ? '/' : `${parentPath}/${page.path}`;
    return [
      { page, fullPath, parent: null as Page | null },
      ...flattenPages(page.childMenus, fullPath === '/' ? '' : fullPath).map((e) => ({ ...e, parent: e.parent ?? page })),
    ];
  });
}

export type ValidationResult = ({ config: SiteConfig; problems: [] } | { config: null; problems: ConfigProblem[] }) & { warnings: ConfigProblem[] };

/**
 * Parse every file; returns the typed config or the list of problems (errors), and the warnings (keys of the
 * specification the site ignores). `raw` maps file name to its parsed JSON.
 */
export function validateSiteConfig(input: Record<ConfigFileName, unknown>): ValidationResult {
  const { raw, warnings } = withoutSpecKnownUnused(input);
  const problems: ConfigProblem[] = [];
  const parsed: Partial<Record<ConfigFileName, unknown>> = {};
  for (const [file, schema] of Object.entries(CONFIG_FILES) as [ConfigFileName, z.ZodType][]) {
    const r = schema.safeParse(raw[file]);
    if (r.success) parsed[file] = r.data;
    else problems.push(...zodProblems(file, r.error));
  }
  if (problems.length) return { config: null, problems, warnings };
  const config: SiteConfig = {
    languages: parsed['languages.json'] as LanguagesFile,
    paths: parsed['paths.json'] as PathsFile,
    modules: parsed['modules.json'] as ModulesFile,
    pages: parsed['pages.json'] as PagesFile,
    menus: parsed['menus.json'] as MenusFile,
    footer: parsed['footer.json'] as FooterFile,
    site: parsed['site.json'] as SiteFile,
  };
  problems.push(...crossFileProblems(config));
  return problems.length ? { config: null, problems, warnings } : { config, problems: [], warnings };
}

/** The languages of a configuration, as a comparable text (code:use for each, then the default). */
const languagesOf = (c: SiteConfig) => `${c.languages.languages.map((l) => `${l.code}:${l.use}`).join(',')};${c.languages.default}`;

/**
 * The configuration of `files`, validated as `npm run config:check` does, or its problems (one line each).
 * Against a running site (`served`: the configuration it started with), the languages must stay those of
 * the build: the pages, messages and routes of a language are built with the site.
 */
export function parseSiteConfig(
  files: Record<ConfigFileName, unknown>,
  served?: SiteConfig,
): { config: SiteConfig; problems: [] } | { config: null; problems: string[] } {
  const result = validateSiteConfig(files);
  if (!result.config) return { config: null, problems: result.problems.map(formatProblem) };
  if (served && languagesOf(result.config) !== languagesOf(served)) {
    const problem = 'config/languages.json: $ changes the languages the site was built with: publishing cannot change them, run npm run build';
    return { config: null, problems: [problem] };
  }
  return { config: result.config, problems: [] };
}

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

function crossFileProblems(c: SiteConfig): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const add = (file: string, path: string, message: string) => out.push({ file, path, message });

  // languages
  const codes = c.languages.languages.map((l) => l.code);
  for (const d of duplicates(codes)) add('languages.json', '$.languages', `lists ${d} twice`);
  const enabled = enabledLanguages(c.languages);
  if (!enabled.length) add('languages.json', '$.languages', 'must enable at least one language');
  if (!enabled.includes(c.languages.default)) add('languages.json', '$.default', `is ${c.languages.default}, which is not an enabled language`);

  // path table
  const byPath = new Map(c.paths.paths.map((p) => [p.path, p]));
  c.paths.paths.forEach((p, i) => {
    for (const [lang, local] of Object.entries(p.localized)) {
      const params = (s: string) => (s.match(/\[[^\]]+\]/g) ?? []).join();
      if (params(local) !== params(p.path)) add('paths.json', `$.paths[${i}].localized.${lang}`, `must keep the parameters of ${p.path}`);
    }
    p.breadcrumb.forEach((b, j) => {
      if (!byPath.has(b.path)) add('paths.json', `$.paths[${i}].breadcrumb[${j}].path`, `${b.path} is not in the path table`);
    });
  });
  for (const d of duplicates(c.paths.paths.map((p) => p.path))) add('paths.json', '$.paths', `lists ${d} twice`);
  for (const lang of codes) {
    for (const d of duplicates(c.paths.paths.map((p) => p.localized[lang].toLowerCase())))
      add('paths.json', '$.paths', `two paths share the ${lang} path ${d}`);
  }

  // modules
  const moduleIds = new Set(c.modules.modules.map((m) => m.id));
  for (const d of duplicates(c.modules.modules.map((m) => m.id))) add('modules.json', '$.modules', `lists id ${d} twice`);

  // pages
  const flat = flattenPages(c.pages.pages);
  for (const d of duplicates(flat.map((e) => e.page.id))) add('pages.json', '$.pages', `lists id ${d} twice`);
  for (const d of duplicates(flat.map((e) => e.fullPath))) add('pages.json', '$.pages', `two pages have the path ${d}`);
  flat.forEach(({ page, fullPath }) => {
    const where = `page ${page.id} "${page.name}" (${fullPath})`;
    if (!byPath.has(fullPath)) add('pages.json', `$ ${where}.path`, `has no entry in paths.json`);
    page.params.modules.forEach((id, i) => {
      if (!moduleIds.has(id)) add('pages.json', `$ ${where}.params.modules[${i}]`, `is ${id}, which is not a module in modules.json`);
    });
  });
  const pagePaths = new Set(flat.map((e) => e.fullPath));
  c.menus.main.forEach((p, i) => {
    if (!pagePaths.has(p)) add('menus.json', `$.main[${i}]`, `is ${p}, which is not a page in pages.json`);
  });
  const checkLink = (file: string, path: string, href: string) => {
    if (!/^(https?:|mailto:|tel:)/.test(href) && !byPath.has(href.replace(/\/$/, '') || '/'))
      add(file, path, `is ${href}, which is neither a URL nor a path of paths.json`);
  };
  c.menus.top.forEach((l, i) => checkLink('menus.json', `$.top[${i}].href`, l.href));
  c.footer.columns.forEach((col, i) => col.links.forEach((l, j) => checkLink('footer.json', `$.columns[${i}].links[${j}].href`, l.href)));
  if (!byPath.has('/')) add('paths.json', '$.paths', 'must contain the home page /');
  return out;
}
