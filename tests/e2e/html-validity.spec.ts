/**
 * Valid HTML: the Nu HTML Checker (vnu, the W3C's validator, from the vnu-jar package; Java is
 * installed by scripts/ensure-java.sh) finds no error in the HTML of every kind of public page, in each
 * language, as the server sends it to a first-time visitor (the consent dialog pending in it).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import vnuJar from 'vnu-jar';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import { urlOf, type Locale } from './support';
import { isForSale } from '../../lib/domain/property';

const run = promisify(execFile);
const demo = generateDemoProperties(300);
const forSale = (lang: Locale) => demo.find((r) => r.lang === lang && r.status === 'available' && isForSale(r))!;
const project = generateDemoProjects().projects[0]!;

const PAGES = (lang: Locale): [string, string][] => [
  ['home', `/${lang}/`],
  ['listing', urlOf('/for-sale', lang)],
  ['filtered listing', `${urlOf('/for-rent', lang)}?sort=price-asc`],
  ['property', urlOf('/property/[id]', lang, { id: forSale(lang).id })],
  ['project', urlOf('/project/[id]', lang, { id: project.id })],
  ['projects', urlOf('/projects', lang)],
  ['article', urlOf('/Privacy', lang)],
  ['contact', urlOf('/contact', lang)],
  ['property form', urlOf('/property/[id]/[form]', lang, { id: forSale(lang).id, form: 'contact-me' })],
  ['sign-in', urlOf('/login', lang)],
];

type Message = { type: string; subType?: string; url: string; message: string; extract?: string };

for (const lang of ['fr', 'nl', 'en', 'de'] as const) {
  test(`the HTML of every kind of public page in ${lang} has no error for the Nu HTML Checker`, async ({ request }) => {
    test.slow();
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    try {
      const files = new Map<string, string>();
      for (const [kind, path] of PAGES(lang)) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const file = join(dir, `${kind.replace(/\W+/g, '-')}.html`);
        writeFileSync(file, await response.text());
        files.set(`file:${file}`, `${kind} (${path})`);
      }
      // vnu exits with 1 when it reports an error; its JSON report is on stderr either way.
      const { stderr } = await run('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], {
        maxBuffer: 16 * 2 ** 20,
      }).catch((e: { stderr?: string }) => ({ stderr: e.stderr ?? '' }));
      const messages = (JSON.parse(stderr) as { messages: Message[] }).messages;
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map((m) => `${files.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
