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
import { must } from '../support/must';
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

const LANGUAGES = ['fr', 'nl', 'en', 'de'] as const;

/**
 * The pages of every language are fetched and checked by one run of the checker (a Java virtual machine that
 * takes several seconds of CPU to start and load its schemas, once rather than once per language); each
 * language's test then reads the answers and errors of its own pages. The tests share that run, so they run
 * one after the other in one worker.
 */
test.describe.configure({ mode: 'default' });
const checked = new Map<Locale, { path: string; status: number }[]>();
const errorsOf = new Map<Locale, string[]>();

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    /** The file of each page fetched with a 200: its language and how its errors name it. */
    const files = new Map<string, { lang: Locale; name: string }>();
    for (const lang of LANGUAGES) {
      checked.set(lang, []);
      errorsOf.set(lang, []);
      for (const [kind, path] of PAGES(lang)) {
        const response = await request.get(path);
        checked.get(lang)!.push({ path, status: response.status() });
        if (response.status() !== 200) continue;
        const file = join(dir, `${lang}-${kind.replace(/\W+/g, '-')}.html`);
        writeFileSync(file, await response.text());
        files.set(`file:${file}`, { lang, name: `${kind} (${path})` });
      }
    }
    // vnu exits with 1 when it reports an error; its JSON report is on stderr either way.
    const { stderr } = await run('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))], {
      maxBuffer: 16 * 2 ** 20,
    }).catch((e: { stderr?: string }) => ({ stderr: e.stderr ?? '' }));
    const messages = (JSON.parse(stderr) as { messages: Message[] }).messages;
    for (const m of messages.filter((m) => m.type === 'error' || m.subType === 'fatal')) {
      const file = files.get(m.url);
      const line = `${file?.name ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`;
      // An error the checker names no page of (it could not read one) fails every language.
      for (const lang of file ? [file.lang] : LANGUAGES) errorsOf.get(lang)!.push(line);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const lang of LANGUAGES) {
  test(`the HTML of every kind of public page in ${lang} has no error for the Nu HTML Checker`, () => {
    const pages = must(checked.get(lang), `the pages of ${lang}`);
    expect(pages).toHaveLength(PAGES(lang).length);
    for (const { path, status } of pages) expect(status, path).toBe(200);
    expect(errorsOf.get(lang)).toEqual([]);
  });
}
