/**
 * `npm run submissions -- [--form NAME] [--since YYYY-MM-DD] [--limit N]`: the stored visitor
 * submissions, newest first, with their mails' status (sent, or still pending in the outbox), from the
 * site's database (PGlite under .data/ by default, PostgreSQL when DATABASE_URL is set).
 *
 * `npm run submissions -- --subscribers`: the newsletter's confirmed subscribers (e-mail, language, date
 * confirmed), one per line, tab-separated, for the agency's newsletter tool.
 */
import { openDatabase } from '../data/connection';
import { confirmedSubscribers } from '../data/newsletter';
import { listSubmissions } from '../data/submissions';
import { FORMS } from '../forms/registry';
import { CliError, errorMessage, runCli, type CliIo } from './run';

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function fail(message: string): never {
  throw new CliError(message, 2);
}

async function subscribers(io: CliIo) {
  const handle = await openDatabase();
  try {
    const rows = await confirmedSubscribers(handle.db);
    for (const r of rows) io.log([r.email, r.lang, r.confirmedAt?.toISOString().slice(0, 10) ?? ''].join('\t'));
    io.error(`${rows.length} confirmed subscriber${rows.length === 1 ? '' : 's'}`);
  } finally {
    await handle.close();
  }
}

async function main(argv: string[], io: CliIo) {
  if (argv.includes('--subscribers')) return subscribers(io);
  const form = arg(argv, 'form');
  if (form !== undefined && !Object.hasOwn(FORMS, form)) fail(`unknown form "${form}" (known: ${Object.keys(FORMS).join(', ')})`);
  const sinceText = arg(argv, 'since');
  const since = sinceText === undefined ? undefined : new Date(sinceText);
  if (since && (!/^\d{4}-\d{2}-\d{2}/.test(sinceText!) || Number.isNaN(since.getTime()))) fail(`--since must be a date like 2026-11-01, not "${sinceText}"`);
  const limit = Number(arg(argv, 'limit') ?? 200);
  if (!Number.isInteger(limit) || limit <= 0) fail(`--limit must be a positive whole number`);

  const handle = await openDatabase();
  try {
    const rows = await listSubmissions(handle.db, { form, since, limit });
    if (!rows.length) {
      io.log('No submissions.');
      return;
    }
    const table = rows.map((r) => ({
      id: String(r.id),
      date: r.createdAt.toISOString().replace('T', ' ').slice(0, 16),
      form: r.form,
      lang: r.lang,
      email: r.email ?? '',
      about: r.propertyId ? `property ${r.propertyId}` : r.projectId ? `project ${r.projectId}` : '',
      mail: r.mailsPending ? `${r.mailsSent} sent, ${r.mailsPending} pending` : r.mailsSent ? `${r.mailsSent} sent` : 'none',
    }));
    type Column = keyof (typeof table)[number];
    const cols = Object.keys(table[0] ?? {}) as Column[]; // `rows`, so `table`, is not empty here
    // Built from `cols`, so it has a width for each of them.
    const width = Object.fromEntries(cols.map((c) => [c, Math.max(c.length, ...table.map((r) => r[c].length))])) as Record<Column, number>;
    const line = (cell: (c: Column) => string) =>
      cols
        .map((c) => cell(c).padEnd(width[c]))
        .join('  ')
        .trimEnd();
    io.log(line((c) => c));
    for (const r of table) io.log(line((c) => r[c]));
    io.log(`\n${rows.length} submission${rows.length === 1 ? '' : 's'}${rows.length === limit ? ` (the newest ${limit}; --limit for more)` : ''}`);
  } finally {
    await handle.close();
  }
}

export const submissionsCommand = runCli('submissions.ts', 'submissions', main, { failure: errorMessage });
