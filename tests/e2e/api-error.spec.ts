/**
 * When the database fails, a page shows "There is an error in the API" and nothing of the error: the built site started a second time (on E2E_PORT + 11)
 * with DATABASE_URL pointing at a closed port on loopback (E2E_PORT + 12), so every page that reads the
 * database fails. It answers 503 with the error page in the visitor's language and nothing of the error
 * (a browser: the error page is rendered in Next.js's error document on the client).
 * Listings with a query are asked: they are never in the shared route cache, so each is rendered afresh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { urlOf, type Locale } from './support';

// Each spec that starts a server of its own has ports of its own: specs run side by side in the workers.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const CLOSED_DB_PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
const base = `http://127.0.0.1:${PORT}`;
const messages = { en, fr, nl, de };
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, ['server/server.mjs'], {
    cwd: join(__dirname, '../..'),
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: `postgresql://postgres@127.0.0.1:${CLOSED_DB_PORT}/unreachable`, OUTBOX_WORKER: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the second server did not start:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"event":"server.ready"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.once('exit', (code) => reject(new Error(`the second server exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test("the API error page answers 503 in the visitor's language, with nothing of the error", async ({ page }) => {
  for (const locale of ['fr', 'nl', 'en', 'de'] as Locale[]) {
    const url = `${base}${urlOf('/for-sale', locale)}?type=1`;
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(503);
    expect(res?.headers()['retry-after']).toBe('30');
    // Next.js sends an error document; the error page (app/[locale]/error.tsx) is rendered in it by the browser.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].apiError.title);
    await expect(page.getByText(messages[locale].apiError.text)).toBeVisible();
    const html = await page.content();
    for (const detail of ['ECONNREFUSED', String(CLOSED_DB_PORT), 'unreachable', 'DATABASE_URL', 'node_modules', 'connect '])
      expect(html, `${url} shows ${detail}`).not.toContain(detail);
  }
});

test('a page that does not need the database still answers 200 meanwhile', async ({ request }) => {
  const res = await request.get(`${base}/robots.txt`);
  expect(res.status()).toBe(200);
});
