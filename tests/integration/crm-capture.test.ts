/**
 * A capture of the CRM's answers (`npm run sync -- --capture DIR`) and the stand-in serving it: the command
 * saves one file per call, language and page, without the credentials and with people's names, e-mails and
 * phone numbers replaced; a sync answered from that folder alone brings in the same catalogue as the sync that
 * made it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { projects, projectUnits, properties, webTypes } from '@/lib/db/schema';
import { CaptureFolder } from '@/lib/crm/omnicasa/capture';
import { OmnicasaClient } from '@/lib/crm/omnicasa/client';
import { syncFromCrm } from '@/lib/crm/omnicasa/sync';
import { syncCommand } from '@/lib/cli/sync';
import { runCommand } from '../support/cli';
import { testDatabases } from '../support/databases';
import { must } from '../support/must';
import { openMigratedPgliteFolder } from '../support/pglite-template';
import { CREDENTIALS, OmnicasaStandIn, standInEnv } from '../support/omnicasa-server';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const folderText = (dir: string) => readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));

describe('npm run sync -- --capture DIR', () => {
  it('saves every answer of a full run, one file per call, language and page, without credentials or personal data', { timeout: 300_000 }, async () => {
    const crm = new OmnicasaStandIn().seed(60, 1);
    crm.change(1001, {
      ManagerName: 'Jan Peeters',
      ManagerEmail: 'jan.peeters@horizon-immo.be',
      ManagerPhone: '+32 470 12 34 56',
      DescriptionA: 'Visits: write to jan.peeters@horizon-immo.be',
    });
    const url = await crm.start();
    const dir = tempDir('crm-capture-cli-');
    const capture = join(dir, 'capture');
    try {
      // The folder holds the migrated database already, as after the command's first start.
      await (await openMigratedPgliteFolder(join(dir, 'pglite'))).close();
      const env = { PGLITE_DIR: join(dir, 'pglite'), ...standInEnv(url) };
      // In the test's process (tests/support/cli.ts): crm-substatuses-cli.test.ts runs the command as a process of its own.
      const { code, stdout } = await runCommand(syncCommand, ['--capture', capture], env);
      expect(code).toBe(0);
      expect(stdout).toMatch(/sync: full sync of .* 240 property records read, 240 written/);
      expect(stdout).toMatch(
        new RegExp(`sync: \\d+ answers saved in ${capture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(no credentials, personal data replaced\\)`),
      );
    } finally {
      await crm.stop();
    }

    const files = readdirSync(capture).sort();
    // 60 rows: two pages of 50 in each language; the deleted-ID calls, which the capture adds.
    for (const lang of ['nl', 'fr', 'en', 'de']) {
      expect(files).toEqual(
        expect.arrayContaining([
          `GetPropertyList.${lang}.p001.json`,
          `GetPropertyList.${lang}.p002.json`,
          `GetWebIDList.${lang}.p001.json`,
          `GetProjectList.${lang}.p001.json`,
        ]),
      );
    }
    expect(files).toEqual(expect.arrayContaining(['GetDeletedPropertyIDs.json', 'GetDeletedProjectIDs.json']));
    const page = JSON.parse(readFileSync(join(capture, 'GetPropertyList.fr.p002.json'), 'utf8'));
    expect(page).toMatchObject({ endpoint: 'GetPropertyList', language: 'fr', request: { LanguageId: 2, Limit1: 51, Limit2: 100, SortFields: 'ID' } });
    const value = page.answer.GetPropertyListJsonResult.Value;
    expect(value).toMatchObject({ From: 51, RowsCount: expect.any(Number) });
    expect(value.Items).toHaveLength(value.RowsCount - 50); // the rest of the list, as the CRM answered it

    const text = folderText(capture).join('\n');
    for (const secret of [CREDENTIALS.password, CREDENTIALS.customer, 'CustomerPassword', 'CustomerName']) expect(text).not.toContain(secret);
    for (const personal of ['Jan Peeters', 'jan.peeters', '470 12 34 56']) expect(text).not.toContain(personal);
    const first = JSON.parse(readFileSync(join(capture, 'GetPropertyList.nl.p001.json'), 'utf8'));
    const item = must(
      (first.answer.GetPropertyListJsonResult.Value.Items as Record<string, unknown>[]).find((i) => i.ID === 1001),
      'property 1001 in the capture',
    );
    // The same shape: one placeholder per person and address, every digit of a phone number kept as 0.
    expect(item).toMatchObject({
      ManagerName: 'Person 1',
      ManagerEmail: 'person-1@example.invalid',
      ManagerPhone: '+00 000 00 00 00',
      DescriptionA: 'Visits: write to person-1@example.invalid',
      City: 'Gent',
      Ident: 'REF-1001',
    });
  });
});

const [pglite] = testDatabases();

describe('the stand-in serving a capture', () => {
  const handles: (DbHandle & { drop: () => Promise<void> })[] = [];
  afterAll(async () => {
    for (const h of handles) await h.drop();
  });
  const catalogue = async (h: DbHandle) => {
    // Everything the sync wrote, but the times of writing.
    const rows = async <T extends object>(q: Promise<T[]>) =>
      (await q).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => !(v instanceof Date))));
    return {
      properties: await rows(h.db.select().from(properties).orderBy(asc(properties.id), asc(properties.lang))),
      projects: await rows(h.db.select().from(projects).orderBy(asc(projects.id), asc(projects.lang))),
      units: await rows(h.db.select().from(projectUnits)),
      webTypes: await rows(h.db.select().from(webTypes).orderBy(asc(webTypes.webId), asc(webTypes.lang))),
    };
  };

  it('a sync answered from the capture alone brings in the catalogue of the sync that made it', { timeout: 120_000 }, async () => {
    const source = new OmnicasaStandIn().seed(120, 2);
    const sourceUrl = await source.start();
    const dir = tempDir('crm-capture-');
    const first = await must(pglite, 'PGlite').open();
    handles.push(first);
    const folder = new CaptureFolder(dir, [CREDENTIALS.customer, CREDENTIALS.password]);
    const made = await syncFromCrm(
      first,
      new OmnicasaClient({ url: sourceUrl, customer: CREDENTIALS.customer, password: CREDENTIALS.password }, { capture: folder, attempts: 1 }),
      { full: true },
    );
    await source.stop();
    expect(made.status).toBe('ok');

    // A stand-in with no catalogue of its own: every answer comes from the folder.
    const replay = new OmnicasaStandIn().serveCapture(dir);
    const replayUrl = await replay.start();
    const second = await must(pglite, 'PGlite').open();
    handles.push(second);
    try {
      const again = await syncFromCrm(
        second,
        new OmnicasaClient({ url: replayUrl, customer: CREDENTIALS.customer, password: CREDENTIALS.password }, { attempts: 1 }),
        { full: true },
      );
      expect(again.status).toBe('ok');
      expect(replay.capturedServed).toBe(replay.requests.length);
      expect(replay.requests.length).toBe(folder.files.size);
    } finally {
      await replay.stop();
    }
    const expected = await catalogue(first);
    expect(expected.properties).toHaveLength(480);
    expect(expected.projects.length).toBeGreaterThan(0);
    // The same catalogue; only the people in it (the managers) are the capture's placeholders, of the same shape.
    const person = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => {
          if (typeof v !== 'string' || !/^manager/i.test(k)) return [k, v];
          if (/email/i.test(k)) return [k, expect.stringMatching(/^person-\d+@example\.invalid$/)];
          if (/phone/i.test(k)) return [k, v.replace(/\d/g, '0')];
          if (/name/i.test(k)) return [k, expect.stringMatching(/^Person \d+( Person \d+)*$/)];
          return [k, v];
        }),
      );
    expect(await catalogue(second)).toEqual({ ...expected, properties: expected.properties.map(person), projects: expected.projects.map(person) });
  });

  it('a call the capture does not hold gets the stand-in’s own answer, and the credentials are still checked', async () => {
    const dir = tempDir('crm-capture-partial-');
    const source = new OmnicasaStandIn().seed(3, 0);
    const url = await source.start();
    const folder = new CaptureFolder(dir, [CREDENTIALS.customer, CREDENTIALS.password]);
    const config = { url, customer: CREDENTIALS.customer, password: CREDENTIALS.password };
    await new OmnicasaClient(config, { capture: folder }).list('GetWebIDList', { LanguageId: 2 });
    await source.stop();

    const replay = new OmnicasaStandIn().seed(5, 0).serveCapture(dir);
    const replayUrl = await replay.start();
    try {
      const client = new OmnicasaClient({ ...config, url: replayUrl }, { attempts: 1 });
      expect(await client.list('GetWebIDList', { LanguageId: 2 })).toHaveLength(3);
      expect(await client.list('GetPropertyList', { LanguageId: 2 })).toHaveLength(5); // not captured: its own five
      expect(replay.capturedServed).toBe(1);
      await expect(
        new OmnicasaClient({ ...config, url: replayUrl, password: 'wrong' }, { attempts: 1 }).list('GetWebIDList', { LanguageId: 2 }),
      ).rejects.toMatchObject({
        kind: 'credentials',
      });
    } finally {
      await replay.stop();
    }
  });
});
