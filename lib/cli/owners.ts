/**
 * `npm run owners -- COMMAND`: the owners of the portal, managed by the agency's staff, in the site's database
 * (the running site's when it runs; PostgreSQL when DATABASE_URL is set).
 *
 *   add EMAIL --name "First Last" --lang fr --properties 1001,1002
 *                         create the owner and queue their invitation e-mail (a link to choose a password,
 *                         valid 7 days, once), or link more properties to an existing owner (a given
 *                         --name or --lang then replaces theirs); --lang defaults to the site's default
 *   list                  every owner: e-mail, name, language, properties, last sign-in
 *   unlink EMAIL --properties 1001
 *                         the properties stop being the owner's (they no longer see them in the portal)
 *   invite EMAIL          a new invitation e-mail; the older unused link stops working
 *   remove EMAIL          delete the owner: their sessions end, their links and password go, the portal's
 *                         history of the properties stays
 *
 * Every command prints what it did. Bad input (malformed e-mail, unknown language, unknown property, unknown
 * owner) prints one line and exits with code 1; nothing is written then (one transaction per command).
 * The invitation is sent by the running site's outbox worker.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../data/connection';
import { addOwner, inviteOwner, listOwners, OwnerInputError, parsePropertyIds, removeOwner, unlinkOwnerProperties, type OwnerSummary } from '../data/owners';
import { runCli, type CliIo } from './run';

const USAGE = [
  'usage: npm run owners -- add EMAIL --name "First Last" [--lang fr] --properties 1001,1002',
  '       npm run owners -- list',
  '       npm run owners -- unlink EMAIL --properties 1001',
  '       npm run owners -- invite EMAIL',
  '       npm run owners -- remove EMAIL',
].join('\n');

const OPTIONS = { name: { type: 'string' }, lang: { type: 'string' }, properties: { type: 'string' } } as const;
type Options = { name?: string; lang?: string; properties?: string };

/** The command, its one e-mail argument and the options it accepts; anything else is a usage error. */
function parse(argv: string[]): { command: string; email: string; options: Options } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    throw new OwnerInputError(`${(e as Error).message.split('\n')[0]}\n${USAGE}`);
  }
  const [command, ...rest] = parsed.positionals;
  const options = parsed.values as Options;
  const allowed: Record<string, { args: number; options: (keyof Options)[]; required?: (keyof Options)[] }> = {
    add: { args: 1, options: ['name', 'lang', 'properties'] },
    list: { args: 0, options: [] },
    unlink: { args: 1, options: ['properties'], required: ['properties'] },
    invite: { args: 1, options: [] },
    remove: { args: 1, options: [] },
  };
  if (!command) throw new OwnerInputError(USAGE);
  const spec = allowed[command];
  if (!spec) throw new OwnerInputError(`unknown command "${command}"\n${USAGE}`);
  if (rest.length !== spec.args)
    throw new OwnerInputError(spec.args ? `${command} takes one e-mail address\n${USAGE}` : `${command} takes no argument\n${USAGE}`);
  const extra = (Object.keys(options) as (keyof Options)[]).filter((o) => !spec.options.includes(o));
  if (extra.length) throw new OwnerInputError(`${command} takes no --${extra[0]}\n${USAGE}`);
  const missing = (spec.required ?? []).filter((o) => options[o] === undefined);
  if (missing.length) throw new OwnerInputError(`${command} needs --${missing[0]}\n${USAGE}`);
  return { command, email: rest[0] ?? '', options };
}

const list = (ids: number[]) => ids.join(', ');
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function table(rows: OwnerSummary[]): string {
  const cells = rows.map((r) => [
    r.email,
    `${r.firstName} ${r.lastName}`.trim(),
    r.lang,
    list(r.propertyIds) || '-',
    r.lastSignInAt ? when(r.lastSignInAt) : r.hasPassword ? 'never' : 'never (invited, no password yet)',
  ]);
  const head = ['e-mail', 'name', 'language', 'properties', 'last sign-in'];
  // Every row has the head's columns, so `c[i]` and `widths[i]` are always there.
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n');
}

async function main(argv: string[], io: CliIo) {
  const { command, email, options } = parse(argv);
  // Input that needs no database is checked before opening it.
  const propertyIds = options.properties === undefined ? [] : parsePropertyIds(options.properties);
  const handle = await openDatabase();
  try {
    const db = handle.db;
    if (command === 'add') {
      const r = await addOwner(db, { email, name: options.name, lang: options.lang, propertyIds });
      io.log(r.created ? `owners: created ${r.email}` : `owners: ${r.email} exists${r.updated.length ? `, ${r.updated.join(' and ')} updated` : ''}`);
      if (r.linked.length) io.log(`owners: linked ${r.linked.length === 1 ? 'property' : 'properties'} ${list(r.linked)}`);
      if (r.alreadyLinked.length) io.log(`owners: already linked: ${list(r.alreadyLinked)}`);
      if (!r.linked.length && !r.alreadyLinked.length) io.log('owners: no property linked (--properties 1001,1002 links some)');
      if (r.invitation) io.log(`owners: invitation e-mail queued in ${r.invitation.lang} (the link works once, until ${when(r.invitation.expiresAt)})`);
    } else if (command === 'list') {
      const rows = await listOwners(db);
      io.log(rows.length ? table(rows) : 'owners: no owner yet (npm run owners -- add EMAIL --name "First Last" --properties 1001)');
    } else if (command === 'unlink') {
      const r = await unlinkOwnerProperties(db, email, propertyIds);
      io.log(`owners: unlinked ${list(r.unlinked)} from ${r.email}; their properties now: ${list(r.remaining) || 'none'}`);
    } else if (command === 'invite') {
      const r = await inviteOwner(db, email);
      io.log(
        `owners: invitation e-mail queued for ${r.email} in ${r.lang} (the link works once, until ${when(r.expiresAt)}); an earlier unused invitation no longer works`,
      );
      if (r.hasPassword) io.log('owners: note: this owner already has a password; the link lets them choose a new one');
    } else if (command === 'remove') {
      const r = await removeOwner(db, email);
      io.log(
        `owners: removed ${r.email}: ${r.sessions} session${r.sessions === 1 ? '' : 's'} ended, ` +
          `properties unlinked: ${list(r.properties) || 'none'}, password and links deleted` +
          (r.pendingMails ? `, ${r.pendingMails} unsent invitation e-mail${r.pendingMails === 1 ? '' : 's'} withdrawn` : ''),
      );
    }
  } finally {
    await handle.close();
  }
}

export const ownersCommand = runCli('owners.ts', 'owners', main, { expected: [OwnerInputError] });
