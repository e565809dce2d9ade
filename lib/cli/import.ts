/**
 * `npm run import -- FILE [--full]`: imports the agency's CRM property feed into the database (PGlite under
 * .data/ by default, PostgreSQL when DATABASE_URL is set).
 *
 * FILE is JSON: an array of records, or an object `{ "properties": [...] }`. One record per property AND per
 * language, with the CRM's field names (ID, WebID, Reference, Goal, Language, Status, Price, Zip, City,
 * CountryID, Title, Pictures: [{ Url }], Details: { … } …); lib/import/feed.ts has the full list and rules,
 * and tests/fixtures/sample-feed.json is a complete example (`npx tsx scripts/make-sample-feed.ts` writes it).
 *
 * Usage (docs/operations.md, "Importing properties"):
 *   npm run import -- tests/fixtures/sample-feed.json          add or update the properties of the file
 *   npm run import -- export.json --full                        the file is the complete list: properties
 *                                                               that are not in it are removed (all languages),
 *                                                               and a property's languages it lacks are removed
 *   DATABASE_URL=postgresql://… npm run import -- export.json  into PostgreSQL
 *   npm run import -- answer.json --language fr                 a saved answer of the CRM's GetPropertyList (the
 *                                                               envelope, its Value or its Items), asked with
 *                                                               LanguageId 2 (fr); mapped as `npm run sync` maps it
 *
 * It prints progress (`import: 500/1200 records`), a summary, and one line per rejected record: its index in
 * the file (from 0), its ID when readable, and what is wrong (`records[81] (ID 9001): Zip: must be 4 digits`).
 * Rejected records are reported, not fatal: the others are imported and the exit code is 0. The exit code is
 * 1 when the file cannot be read or is not a JSON feed, or the database fails. Running it twice is harmless.
 *
 * Properties the import adds (new IDs) that match a confirmed demand (saved search) get an alert e-mail queued in the
 * outbox, once per demand and property (lib/mail/demand-mails.ts); the running site's worker sends them.
 *
 * A record with OwnerEmail and OwnerName (and OwnerLanguage) links its property to that owner; an owner the
 * database did not have is created and gets the portal invitation e-mail, once (lib/data/owners.ts).
 *
 *   npm run import -- --activity FILE    the owner portal's entries instead (visits, communications, online
 *                                         media, history), one record per entry: see lib/import/activity.ts
 *                                         and tests/fixtures/sample-activity.json. Same report and exit codes.
 */
import { readFile } from 'node:fs/promises';
import { openDatabase } from '../data/connection';
import { FeedFileError, importFeed, parseFeedText, type ImportResult } from '../import/property-import';
import { importActivity, loadActivityFile, type ActivityResult } from '../import/activity';
import { demandAlertsOnImport } from '../mail/demand-mails';
import { queueFavouriteAlerts } from '../mail/favourite-alert-mails';
import { isSupportedLocale, type Locale } from '@/lib/domain/locales';
import { hasStatus, isPublishedProperty, propertyRecord, savedListItems, unitOfProject } from '../crm/omnicasa/mapping';
import { runCli, type CliIo } from './run';

const USAGE = 'usage: npm run import -- FILE [--full] [--language nl|fr|en|de]\n       npm run import -- --activity FILE';

type Args = { file: string; full: boolean; activity: boolean; language: Locale | null };

function parseArgs(argv: string[]): Args {
  const rest = [...argv];
  let language: Locale | null = null;
  const at = rest.findIndex((a) => a === '--language' || a.startsWith('--language='));
  const [flag] = at >= 0 ? rest.splice(at, 1) : [];
  if (flag !== undefined) {
    const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : rest.splice(at, 1)[0];
    const code = value?.trim().toLowerCase();
    if (!isSupportedLocale(code)) throw new FeedFileError(`--language needs one of nl, fr, en, de${value ? `, not ${value}` : ''}\n${USAGE}`);
    language = code;
  }
  const flags = rest.filter((a) => a.startsWith('--'));
  const files = rest.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--full' && f !== '--activity');
  if (unknown.length) throw new FeedFileError(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  const [file, ...others] = files;
  if (file === undefined) throw new FeedFileError(USAGE);
  if (others.length) throw new FeedFileError(`one file at a time, not ${files.length}\n${USAGE}`);
  const activity = flags.includes('--activity');
  const full = flags.includes('--full');
  if (activity && (full || language)) throw new FeedFileError(`--full and --language are for the property feed, not --activity\n${USAGE}`);
  return { file, full, activity, language };
}

type Loaded = { records: unknown[]; crm: { language: Locale; items: number; withdrawn: number } | null };

/**
 * The records of the file: the project's feed (an array of records or `{ properties }`), or a saved answer
 * of the CRM's GetPropertyList (the whole envelope, its Value or its Items), mapped by
 * lib/crm/omnicasa/mapping.ts in the language of `--language` (a CRM item has no language of its own).
 * Items whose status is not for the site (prospect, cancelled) are skipped and counted.
 */
async function loadFile(file: string, language: Locale | null): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const why = err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'it is a directory' : err.message;
    throw new FeedFileError(`cannot read ${file}: ${why}`);
  }
  let data: unknown = undefined;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    // parseFeedText says where the JSON is broken
  }
  const items = data === undefined ? null : savedListItems(data);
  if (!items) {
    if (language)
      throw new FeedFileError(`${file} is not a saved GetPropertyList answer of the CRM; --language is only for those (a feed record has its own Language)`);
    return { records: parseFeedText(text, file), crm: null };
  }
  if (!language)
    throw new FeedFileError(
      `${file} is a saved GetPropertyList answer of the CRM, whose items have no language: say which LanguageId it was asked with, e.g. --language fr`,
    );
  // A unit of a project (`ProjectID`) shows in its project only, never as a property of its own.
  const published = items.filter((i) => !(i && typeof i === 'object' && ((hasStatus(i) && !isPublishedProperty(i)) || unitOfProject(i) !== null)));
  return {
    records: published.map((i) => (i && typeof i === 'object' ? propertyRecord(i, language) : i)),
    crm: { language, items: items.length, withdrawn: items.length - published.length },
  };
}

function reportActivity(io: CliIo, result: ActivityResult, ms: number): void {
  io.log(
    `import: ${result.received} activity records read, ${result.imported} imported (${result.added} added, ${result.updated} updated), ` +
      `${result.rejected.length} rejected (${ms} ms)`,
  );
  for (const r of result.rejected) io.log(`rejected: records[${r.index}]${r.id === null ? '' : ` (ID ${r.id})`}: ${r.reason}`);
}

async function runActivity(io: CliIo, file: string): Promise<void> {
  const records = await loadActivityFile(file);
  const handle = await openDatabase();
  try {
    const started = Date.now();
    reportActivity(io, await importActivity(handle.db, records), Date.now() - started);
  } finally {
    await handle.close();
  }
}

function report(io: CliIo, result: ImportResult, full: boolean, ms: number): void {
  const properties = (n: number) => `${n} propert${n === 1 ? 'y' : 'ies'}`;
  io.log(
    `import: ${result.received} records read, ${result.imported} imported, ${result.rejected.length} rejected` +
      (full ? `, ${properties(result.removed.length)} withdrawn and removed` : '') +
      ` (${ms} ms)`,
  );
  if (result.removed.length) io.log(`import: removed IDs ${result.removed.join(', ')}`);
  if (result.removedLanguages.length) {
    const list = result.removedLanguages.map((r) => `${r.id} (${r.lang})`).join(', ');
    io.log(`import: withdrawn in some languages only, those rows removed: ${list}`);
  }
  if (full && result.imported === 0) io.log('import: --full ignored: the feed holds no valid record, nothing was removed');
  if (result.unknownWebIds.length) {
    const [noun, verb] = result.unknownWebIds.length === 1 ? ['WebID', 'has'] : ['WebIDs', 'have'];
    io.log(`import: note: ${noun} ${result.unknownWebIds.join(', ')} ${verb} no name in web_types, so their properties are missing from the type filters`);
  }
  if (result.owners.linked.length) {
    const byOwner = new Map<string, number[]>();
    for (const l of result.owners.linked) byOwner.set(l.email, [...(byOwner.get(l.email) ?? []), l.propertyId]);
    for (const [email, ids] of byOwner) io.log(`import: owner ${email}: linked ${ids.length === 1 ? 'property' : 'properties'} ${ids.join(', ')}`);
  }
  for (const email of result.owners.invited) io.log(`import: new owner ${email}: invitation e-mail queued (sent by the site's outbox worker)`);
  for (const r of result.rejected) io.log(`rejected: records[${r.index}]${r.id === null ? '' : ` (ID ${r.id})`}: ${r.reason}`);
}

async function main(argv: string[], io: CliIo) {
  const { file, full, activity, language } = parseArgs(argv);
  if (activity) return runActivity(io, file);
  const { records, crm } = await loadFile(file, language);
  if (crm) {
    io.log(
      `import: ${file} is a saved GetPropertyList answer: ${crm.items} items in ${crm.language}, ${crm.withdrawn} not for the site (not published, hidden by its state, or a unit of a project) skipped`,
    );
  }
  const handle = await openDatabase();
  try {
    const started = Date.now();
    let logged = 0;
    const progress = io.tty
      ? (done: number, total: number) => io.write(`\rimport: ${done}/${total} records`)
      : (done: number, total: number) => {
          // The import reports after each of its short batches: a log gets a line per 1,000 records.
          if (done < total && done - logged < 1_000) return;
          logged = done;
          io.log(`import: ${done}/${total} records`);
        };
    let alerts = 0;
    // Only the properties this import added: an update of a known property is no news for a saved search.
    const onImported = demandAlertsOnImport(handle.db, (n) => (alerts = n));
    // A saved CRM answer holds one language: --full withdraws within that language only.
    const result = await importFeed(handle.db, records, { full, onProgress: progress, onImported, fullLanguages: crm ? [crm.language] : undefined });
    if (io.tty && records.length) io.write('\n');
    report(io, result, full, Date.now() - started);
    if (alerts) io.log(`import: ${alerts} alert e-mail${alerts === 1 ? '' : 's'} queued for saved searches (sent by the site's outbox worker)`);
    // Alerts on favourites follow every change the import made (a lower price, a new state, a withdrawal).
    const favourites = await queueFavouriteAlerts(handle.db);
    if (favourites) io.log(`import: ${favourites} alert e-mail${favourites === 1 ? '' : 's'} queued for favourites (sent by the site's outbox worker)`);
  } finally {
    await handle.close();
  }
}

export const importCommand = runCli('import.ts', 'import', main, { expected: [FeedFileError] });
