/**
 * `npm run import -- FILE [--full]`: imports the agency's CRM property feed into the database (PGlite under
 * .data/ by default, PostgreSQL when DATABASE_URL is set).
 *
 * FILE is JSON: an array of records, or an object `{ "properties": [...] }`. One record per property AND per
 * language, with the CRM's field names (ID, WebID, Reference, Goal, Language, Status, Price, Zip, City,
 * CountryID, Title, Pictures: [{ Url }], Details: { … } …); lib/import/feed.ts has the full list and rules,
 * and tests/fixtures/sample-feed.json is a complete example (`npx tsx scripts/make-sample-feed.ts` writes it).
 *
 * Usage (e.g. for the README's "Demo data"):
 *   npm run import -- tests/fixtures/sample-feed.json          add or update the properties of the file
 *   npm run import -- export.json --full                        the file is the complete list: properties
 *                                                               that are not in it are removed (all languages),
 *                                                               and a property's languages it lacks are removed
 *   DATABASE_URL=postgresql://… npm run import -- export.json  into PostgreSQL
 *
 * It prints progress (`import: 500/1200 records`), a summary, and one line per rejected record: its index in
 * the file (from 0), its ID when readable, and what is wrong (`records[81] (ID 9001): Zip: must be 4 digits`).
 * Rejected records are reported, not fatal: the others are imported and the exit code is 0. The exit code is
 * 1 when the file cannot be read or is not a JSON feed, or the database fails. Running it twice is harmless.
 *
 * Properties the import adds (new IDs) that match a confirmed demand (saved search) get an alert e-mail queued in the
 * outbox, once per demand and property (lib/forms/demands.ts); the running site's worker sends them.
 */
import { openDb } from '../db/client';
import { FeedFileError, importFeed, loadFeedFile, type ImportResult } from '../import/run';
import { demandAlertsOnImport } from '../forms/demands';

const USAGE = 'usage: npm run import -- FILE [--full]';

function parseArgs(argv: string[]): { file: string; full: boolean } {
  const flags = argv.filter((a) => a.startsWith('--'));
  const files = argv.filter((a) => !a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--full');
  if (unknown.length) throw new FeedFileError(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  if (files.length !== 1) throw new FeedFileError(files.length ? `one file at a time, not ${files.length}\n${USAGE}` : USAGE);
  return { file: files[0], full: flags.includes('--full') };
}

function report(result: ImportResult, full: boolean, ms: number): void {
  const properties = (n: number) => `${n} propert${n === 1 ? 'y' : 'ies'}`;
  console.log(
    `import: ${result.received} records read, ${result.imported} imported, ${result.rejected.length} rejected` +
      (full ? `, ${properties(result.removed.length)} withdrawn and removed` : '') +
      ` (${ms} ms)`,
  );
  if (result.removed.length) console.log(`import: removed IDs ${result.removed.join(', ')}`);
  if (result.removedLanguages.length) {
    const list = result.removedLanguages.map((r) => `${r.id} (${r.lang})`).join(', ');
    console.log(`import: withdrawn in some languages only, those rows removed: ${list}`);
  }
  if (full && result.imported === 0) console.log('import: --full ignored: the feed holds no valid record, nothing was removed');
  if (result.unknownWebIds.length) {
    const [noun, verb] = result.unknownWebIds.length === 1 ? ['WebID', 'has'] : ['WebIDs', 'have'];
    console.log(`import: note: ${noun} ${result.unknownWebIds.join(', ')} ${verb} no name in web_types, so their properties are missing from the type filters`);
  }
  for (const r of result.rejected) console.log(`rejected: records[${r.index}]${r.id === null ? '' : ` (ID ${r.id})`}: ${r.reason}`);
}

async function main() {
  const { file, full } = parseArgs(process.argv.slice(2));
  const records = await loadFeedFile(file);
  const handle = await openDb();
  try {
    const started = Date.now();
    const progress = process.stdout.isTTY
      ? (done: number, total: number) => process.stdout.write(`\rimport: ${done}/${total} records`)
      : (done: number, total: number) => console.log(`import: ${done}/${total} records`);
    let alerts = 0;
    // Only the properties this import added: an update of a known property is no news for a saved search.
    const onImported = demandAlertsOnImport(handle.db, (n) => (alerts = n));
    const result = await importFeed(handle.db, records, { full, onProgress: progress, onImported });
    if (process.stdout.isTTY && records.length) process.stdout.write('\n');
    report(result, full, Date.now() - started);
    if (alerts) console.log(`import: ${alerts} alert e-mail${alerts === 1 ? '' : 's'} queued for saved searches (sent by the site's outbox worker)`);
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e instanceof FeedFileError ? `import: ${e.message}` : `import failed: ${(e as Error).message}`);
  process.exit(1);
});
