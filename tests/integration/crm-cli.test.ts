/**
 * `npm run sync` and `npm run import -- FILE --language fr` with a PGlite folder of their own, against the local
 * stand-in of the CRM: the summary, --status, one line for wrong credentials or a missing configuration (and
 * never the password), a saved GetPropertyList answer imported. The commands run in the test's process
 * (tests/support/cli.ts); crm-substatuses-cli.test.ts and import.test.ts run each as a process of its own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, OmnicasaStandIn, standInEnv, type CrmItem } from '../support/omnicasa-server';
import { importCommand } from '@/lib/cli/import';
import type { CliCommand } from '@/lib/cli/run';
import { syncCommand } from '@/lib/cli/sync';
import { runCommand } from '../support/cli';
import { openMigratedPgliteFolder } from '../support/pglite-template';

describe('the sync and import commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crm-cli-'));
  const crm = new OmnicasaStandIn().seed(60, 1);
  let env: Record<string, string>;

  const cli = (command: CliCommand, args: string[], extra: Record<string, string> = {}) => runCommand(command, args, { ...env, ...extra });

  beforeAll(async () => {
    const url = await crm.start();
    // The folder holds the migrated database already, as after the commands' first start.
    await (await openMigratedPgliteFolder(join(dir, 'pglite'))).close();
    env = { PGLITE_DIR: join(dir, 'pglite'), ...standInEnv(url) };
  });
  afterAll(async () => {
    await crm.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('wrong credentials: one line that says so, exit code 1, no password anywhere', { timeout: 300_000 }, async () => {
    const r = await cli(syncCommand, [], { OMNICASA_PASSWORD: 'not-the-password' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'sync: the CRM refused the customer name or password (OMNICASA_CUSTOMER / OMNICASA_PASSWORD): GetWebIDList: Invalid customer name or password',
    ]);
    expect(r.stdout + r.stderr).not.toContain('not-the-password');
  });

  it('without the CRM configured: one line, exit code 1', { timeout: 300_000 }, async () => {
    const r = await cli(syncCommand, [], { OMNICASA_URL: '' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^sync: the CRM is not configured: set OMNICASA_URL, OMNICASA_CUSTOMER and OMNICASA_PASSWORD/);
  });

  it('a sync prints its progress and summary; --status tells what the last runs did', { timeout: 300_000 }, async () => {
    const r = await cli(syncCommand, []);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('sync: no successful sync yet, so this one is full');
    expect(r.stdout).toContain('sync: fr properties 66/66'); // 60 properties and the 6 units of the project, in one list
    expect(r.stdout).toMatch(
      /sync: full sync of fr, nl, en, de done in \d+ ms \(\d+ calls\): 240 property records read, 240 written, 0 rejected, 0 withdrawn; 4 project records written/,
    );
    expect(r.stdout + r.stderr).not.toContain(CREDENTIALS.password);

    const status = await cli(syncCommand, ['--status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/sync: #2 full \(cli\) started .* UTC: ok in [\d.]+ s; properties: 240 records read, 240 written, 0 rejected, 0 withdrawn/);
    expect(status.stdout).toMatch(/sync: #1 full \(cli\) started .*: FAILED .*Invalid customer name or password; nothing was withdrawn/);
    // The fields the CRM sent that nothing maps: those no public source names (the agency maps them in site.json crm.fields).
    expect(status.stdout).toMatch(
      /sync: fields of the CRM's property items read by #2 that nothing maps \(site\.json crm\.fields can name them\): .*\bCO2Value\b.*\bEPCCertificateCode\b.*\bUnknownFieldTheSiteIgnores\b/,
    );
    expect(status.stdout).not.toMatch(/nothing maps .*\bVirtualTour\b/);
  });

  it('imports a saved GetPropertyList answer in the language it was asked in', { timeout: 300_000 }, async () => {
    const items: CrmItem[] = crm.properties.fr.slice(0, 3).map((p, i) => ({ ...p, ID: 7001 + i, DescriptionA: `Sauvé ${i}` }));
    items.push({ ...items[0], ID: 7009, Status: 3 }); // cancelled: not for the site
    const file = join(dir, 'answer.json');
    writeFileSync(
      file,
      JSON.stringify({ GetPropertyListJsonResult: { Code: 0, Message: '', Success: true, Value: { From: 1, To: 4, RowsCount: 4, Items: items } } }),
    );

    const without = await cli(importCommand, [file]);
    expect(without.code).toBe(1);
    expect(without.stderr.trim()).toBe(
      `import: ${file} is a saved GetPropertyList answer of the CRM, whose items have no language: say which LanguageId it was asked with, e.g. --language fr`,
    );

    const r = await cli(importCommand, [file, '--language', 'fr']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `import: ${file} is a saved GetPropertyList answer: 4 items in fr, 1 not for the site (not published, hidden by its state, or a unit of a project) skipped`,
    );
    expect(r.stdout).toMatch(/import: 3 records read, 3 imported, 0 rejected/);
  });
});
