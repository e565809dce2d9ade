/**
 * `npm run articles -- COMMAND`: the site's articles (the stand-alone pages such as the legal notices, and the
 * items of a category: the team, the testimonials, the services), managed by the agency's staff in the site's
 * database (the running site's when it runs; PostgreSQL when DATABASE_URL is set).
 *
 *   list [--category ID]  one line per article: id, slug, category, languages, title
 *   export [FILE]         every category and article with its texts as JSON (to FILE, else to the screen),
 *                         the shape `put` reads: export, edit, put back
 *   put FILE              add or replace the categories and articles of FILE; an article's languages missing
 *                         from FILE are removed; articles not in FILE stay
 *   remove SLUG           delete one article and its texts
 *
 * Texts are plain text (the site shows them as text). Every change shows on every instance within a minute.
 * Bad input (a malformed file, an unknown slug or category) prints what is wrong, where, and exits with code 1;
 * nothing is written then (one transaction per command).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../data/connection';
import { ArticleInputError, exportArticles, listArticleSummaries, putArticles, removeArticle, type ArticleSummary } from '../data/articles';
import { articleFileProblems } from '../domain/article-file';
import { runCli, type CliIo } from './run';

const USAGE = [
  'usage: npm run articles -- list [--category ID]',
  '       npm run articles -- export [FILE]',
  '       npm run articles -- put FILE',
  '       npm run articles -- remove SLUG',
].join('\n');

const ARGS: Record<string, { min: number; max: number; category?: boolean }> = {
  list: { min: 0, max: 0, category: true },
  export: { min: 0, max: 1 },
  put: { min: 1, max: 1 },
  remove: { min: 1, max: 1 },
};

function parse(argv: string[]): { command: string; arg: string | undefined; category: number | undefined } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { category: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new ArticleInputError(`${(e as Error).message.split('\n')[0]}\n${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  if (!command) throw new ArticleInputError(USAGE);
  const spec = ARGS[command];
  if (!spec) throw new ArticleInputError(`unknown command "${command}"\n${USAGE}`);
  if (rest.length < spec.min || rest.length > spec.max) throw new ArticleInputError(`wrong arguments for ${command}\n${USAGE}`);
  if (parsed.values.category !== undefined && !spec.category) throw new ArticleInputError(`${command} takes no --category\n${USAGE}`);
  const category = parsed.values.category === undefined ? undefined : Number(parsed.values.category);
  if (category !== undefined && !(Number.isSafeInteger(category) && category > 0)) throw new ArticleInputError(`--category takes a category id (a number)`);
  return { command, arg: rest[0], category };
}

/** The file's articles, checked before the database is opened. */
function readArticleFile(path: string) {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ArticleInputError(`${path}: ${(e as Error).message}`);
  }
  // A bare list of articles is a file of articles without categories.
  const { file, problems } = articleFileProblems(Array.isArray(input) ? { articles: input } : input);
  if (!file) throw new ArticleInputError(`${path}: nothing written\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return file;
}

function table(rows: ArticleSummary[]): string {
  const cells = rows.map((r) => [String(r.id), r.slug, r.categoryId === null ? '-' : String(r.categoryId), r.langs.join(',') || '-', r.title]);
  const head = ['id', 'slug', 'category', 'languages', 'title'];
  // Every row has the head's columns, so `c[i]` and `widths[i]` are always there.
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  return [head, ...cells].map((c) => c.map((v, i) => (i === c.length - 1 ? v : v.padEnd(widths[i] ?? 0))).join('  ')).join('\n');
}

async function main(argv: string[], io: CliIo) {
  const { command, arg, category } = parse(argv);
  const file = command === 'put' ? readArticleFile(arg!) : null;
  const handle = await openDatabase();
  try {
    const db = handle.db;
    if (command === 'list') {
      const rows = await listArticleSummaries(db, category);
      io.log(rows.length ? table(rows) : 'articles: none yet (npm run articles -- put FILE adds some)');
    } else if (command === 'export') {
      const json = `${JSON.stringify(await exportArticles(db), null, 2)}\n`;
      if (arg) {
        writeFileSync(arg, json);
        io.log(`articles: written to ${arg}`);
      } else io.write(json);
    } else if (command === 'put') {
      const r = await putArticles(db, file!);
      io.log(
        `articles: ${r.added} added, ${r.updated} replaced${r.categories ? `, ${r.categories} categories written` : ''}; the site shows them within a minute`,
      );
    } else if (command === 'remove') {
      const r = await removeArticle(db, arg!);
      io.log(`articles: removed ${arg} (id ${r.id}); the site stops showing it within a minute`);
    }
  } finally {
    await handle.close();
  }
}

export const articlesCommand = runCli('articles.ts', 'articles', main, { expected: [ArticleInputError] });
