/**
 * The structure rules of eslint.config.mjs, run through ESLint's own Node API on small files, as
 * `npm run lint` would see them: an import of lib/db outside lib/data fails, and so do an import of a layer above, an import circle,
 * process.env outside lib/env.ts, a stylesheet imported outside app/_styles and a promise left floating in lib/ or server/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { must } from '../support/must';

const root = join(__dirname, '../..');
const eslint = new ESLint({ cwd: root });
// import/no-cycle reads the imported files from disk, which a text linted in memory has none of; so do the
// type-aware promise rules (the TypeScript project has no such file): both are off for these texts.
const inMemory = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { 'import/no-cycle': 'off', '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await inMemory.lintText(code, { filePath: join(root, filePath) });
  return must(result, `ESLint's result for ${filePath}`).messages.map((m) => m.ruleId ?? m.message);
}

describe('stylesheets', () => {
  it('refuses a component importing its own sheet, and a page importing one from outside app/_styles', async () => {
    expect(await ruleIds("import './card.css';\nexport const x = 1;\n", 'components/property/Example.tsx')).toContain('no-restricted-imports');
    expect(await ruleIds("import '@/components/portal/portal.css';\nexport const x = 1;\n", 'app/[locale]/example/page.tsx')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a page import its route sheet, and still refuses lib/db there', async () => {
    expect(await ruleIds("import '@/app/_styles/pages.css';\nexport const x = 1;\n", 'app/[locale]/example/page.tsx')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import { getDb } from '@/lib/db/client';\nexport const x = getDb;\n", 'components/property/Example.tsx')).toContain(
      'no-restricted-imports',
    );
  });
});

describe('the data boundary', () => {
  it('refuses lib/db in a page, an auth or a forms module, by alias or relative path', async () => {
    expect(await ruleIds("import { getDb } from '@/lib/db/client';\nexport const x = getDb;\n", 'app/[locale]/example/page.tsx')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { owners } from '../db/schema';\nexport const x = owners;\n", 'lib/auth/example.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { eq } from 'drizzle-orm';\nexport const x = eq;\n", 'lib/forms/example.ts')).toContain('no-restricted-imports');
  });

  it('lets lib/data import lib/db, and everyone else import lib/data', async () => {
    expect(await ruleIds("import 'server-only';\nimport { getDb } from '@/lib/db/client';\nexport const x = getDb;\n", 'lib/data/example.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { findOwnerByEmail } from '@/lib/data/owners';\nexport const x = findOwnerByEmail;\n", 'lib/auth/example.ts')).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('the layers', () => {
  it('refuses an import of a layer above: lib/data rendering a mail, a mail reading a form or the CRM, config reading lib/i18n, lib/domain reading lib/http', async () => {
    expect(await ruleIds("import { renderMail } from '@/lib/mail/template';\nexport const x = renderMail;\n", 'lib/data/example.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { formTitle } from '../forms/translate';\nexport const x = formTitle;\n", 'lib/mail/example.ts')).toContain(
      'no-restricted-imports',
    );
    // The outbox sends the CRM's leads through the handlers the entry point gives it, never by importing lib/crm.
    expect(
      await ruleIds("import { crmOutboxHandlers } from '@/lib/crm/omnicasa/leads';\nexport const x = crmOutboxHandlers;\n", 'lib/mail/example.ts'),
    ).toContain('no-restricted-imports');
    expect(await ruleIds("import { routing } from '@/lib/i18n/routing';\nexport const x = routing;\n", 'config/example.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { rateLimitKey } from '@/lib/http/client-address.mjs';\nexport const x = rateLimitKey;\n", 'lib/domain/example.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { Header } from '@/components/layout/Header';\nexport const x = Header;\n", 'lib/seo/example.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import type { FastAnswer } from '@/server/fast-routes';\nexport type X = FastAnswer;\n", 'lib/http/example.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets a module import its own layer and the layers below', async () => {
    expect(await ruleIds("import { renderMail } from '@/lib/mail/template';\nexport const x = renderMail;\n", 'lib/forms/example.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds("import { derivedSecret } from '@/lib/captcha/check';\nexport const x = derivedSecret;\n", 'lib/mail/example.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIds("import 'server-only';\nimport { regionOf } from '@/lib/domain/regions';\nexport const x = regionOf;\n", 'lib/data/example.ts'),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds("import { findPublishedPage } from '@/config/pages';\nexport const x = findPublishedPage;\n", 'components/layout/Example.tsx'),
    ).not.toContain('no-restricted-imports');
  });
});

describe('environment variables', () => {
  it('refuse process.env.X (or process.env whole) in a page, a component, lib, config, server or proxy.ts', async () => {
    expect(await ruleIds('export const url = process.env.SITE_URL;\n', 'app/[locale]/example/page.tsx')).toContain('no-restricted-syntax');
    expect(await ruleIds("export const port = Number(process.env['PORT'] ?? 3000);\n", 'components/Example.tsx')).toContain('no-restricted-syntax');
    expect(await ruleIds('export function f(e = process.env) { return e; }\n', 'lib/crm/example.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds('export const a = process.env.SITE_URL;\n', 'config/example.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds('export const a = process.env.LIVE_POLL_MS;\n', 'server/example.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds('export const a = process.env.SITE_URL;\n', 'proxy.ts')).toContain('no-restricted-syntax');
  });

  it('let lib/env.ts, NODE_ENV/NEXT_RUNTIME checks, tests and scripts read it', async () => {
    expect(await ruleIds('export const a = process.env.SITE_URL;\n', 'lib/env.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIds("export const dev = process.env.NODE_ENV !== 'production';\n", 'lib/auth/example.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIds("export const node = process.env.NEXT_RUNTIME === 'nodejs';\n", 'instrumentation.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIds('export const a = process.env.SITE_URL;\n', 'lib/example.test.ts')).not.toContain('no-restricted-syntax');
    expect(await ruleIds('export const a = process.env.SITE_URL;\n', 'tests/integration/example.ts')).not.toContain('no-restricted-syntax');
  });
});

describe('import circles', () => {
  const dir = join(root, 'lib', `cycle-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on two modules that import each other, and passes once the circle is broken', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [withCircle] = await eslint.lintFiles([join(dir, 'a.ts')]);
    expect(must(withCircle, "ESLint's result for a.ts").messages.map((m) => m.ruleId)).toContain('import/no-cycle');

    writeFileSync(join(dir, 'b.ts'), 'export const b = () => 1;\n');
    const [without] = await eslint.lintFiles([join(dir, 'a.ts')]);
    expect(must(without, "ESLint's result for a.ts").messages.map((m) => m.ruleId)).not.toContain('import/no-cycle');
  });
});

describe('promises in the site and the server', () => {
  const dir = join(root, 'lib', `promise-fixture-${process.pid}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a promise nobody awaits or catches, and one handed where its result is ignored; accepts it awaited or voided', async () => {
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'worker.ts');
    const rulesOf = async () => must((await eslint.lintFiles([file]))[0], "ESLint's result for worker.ts").messages.map((m) => m.ruleId);
    const send = 'const send = async (): Promise<void> => {};\n';

    writeFileSync(file, `${send}export function tick() {\n  send();\n}\n`);
    expect(await rulesOf()).toContain('@typescript-eslint/no-floating-promises');
    writeFileSync(
      file,
      `${send}export const start = () => setInterval(async () => { await send(); }, 1000);\nexport const on = (f: () => void) => f;\non(send);\n`,
    );
    expect(await rulesOf()).toContain('@typescript-eslint/no-misused-promises');

    writeFileSync(file, `${send}export async function tick() {\n  await send();\n  void send(); // fire and forget: send never rejects\n}\n`);
    expect(await rulesOf()).not.toEqual(expect.arrayContaining([expect.stringMatching(/promises/)]));
  });
});
