/**
 * Alerts on favourites in the browser: a property kept with the heart, alerts asked for under the favourites
 * list (e-mail and captcha), "check your mailbox" shown; the opt-in mail's link confirms them, and the favourites
 * page says "alerts on for 1 favourite, sent to …"; a second property kept afterwards is followed too (the
 * browser sends its favourites with the sign-up's manage token), so an import (the project's command, as staff
 * run it) that lowers that property's price sends exactly one alert mail, and an import that changes nothing
 * sends none; after the one-click unsubscribe of the alert's List-Unsubscribe header, a lower price sends none
 * and the favourites page offers the form again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import fr from '../../messages/fr.json';
import { runScript } from '../support/cli';
import { must } from '../support/must';
import { captchaAnswer, formOf } from './form-page';
import { e2eDatabaseEnv } from './forms-env';
import { mailsTo, waitForMail } from './mail';
import { open, urlOf } from './support';

const t = fr['favourite-alert'];
/** The property kept first, before the sign-up, and the one kept after it. */
const ID = 9301;
const LATER = 9302;

/** The sample feed's first French record as the two properties, for sale at `price` and `later` (the second's). */
function feedFile(dir: string, price: number, later = price): string {
  const sample = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/sample-feed.json'), 'utf8')) as { properties: Record<string, unknown>[] };
  const base = must(
    sample.properties.find((r) => r.Language === 'fr'),
    'a French record in the sample feed',
  );
  const file = join(dir, `feed-${price}-${later}.json`);
  const record = (id: number, p: number) => ({
    ...base,
    ID: id,
    Reference: `FAV-${id}`,
    Goal: 0,
    Status: 'available',
    PublishPrice: true,
    Price: p,
    Title: `Maison suivie ${id}`,
  });
  writeFileSync(file, JSON.stringify([record(ID, price), record(LATER, later)]));
  return file;
}

test('a favourite whose price an import lowers: one alert mail to the visitor who confirmed', async ({ page }) => {
  test.slow(); // four runs of the import command (tsx starting) besides the pages
  const dir = mkdtempSync(join(tmpdir(), 'favourite-alerts-'));
  const email = `favourite-${Date.now()}@example.org`;
  try {
    const first = await runScript('lib/cli/import.ts', [feedFile(dir, 350_000)], e2eDatabaseEnv());
    expect(first.code, first.stderr).toBe(0);

    // The heart on the property's page keeps it in the browser.
    await open(page, urlOf('/property/[id]', 'fr', { id: ID }));
    const heart = page.getByRole('button', { name: fr.favourites.save, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Under the favourites list: the e-mail, the captcha, and "check your mailbox".
    await open(page, urlOf('/favourites', 'fr'));
    const form = formOf(page, 'favourite-alert');
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    await form.getByLabel(t.fields.email).fill(email);
    const { answer } = await captchaAnswer(page, 'favourite-alert');
    await form.getByLabel(fr.forms.fields.captcha).fill(answer);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.feedback.title })).toBeVisible();

    // The opt-in mail: its link's page confirms with a button.
    const optIn = await waitForMail(email);
    expect(optIn.subject).toBe(t.mail.confirmSubject);
    const confirm = must(optIn.body.match(/https?:\/\/[^\s"<>]+\/confirmer\//)?.[0], 'the confirm link');
    await open(page, new URL(confirm).pathname);
    await page.getByRole('button', { name: t.link.confirmPrompt.button }).click();
    await expect(page.getByRole('heading', { name: t.link.confirmed.heading })).toBeVisible();

    // The favourites page says the alerts are on, for how many favourites and to which address.
    const status = (count: string) => t.status.confirmed.replace(/\{count, plural, .*\}\}, /, `${count}, `).replace('{email}', email);
    await open(page, urlOf('/favourites', 'fr'));
    await expect(page.getByRole('status').filter({ hasText: status('1 favori') })).toBeVisible();

    // A second property kept afterwards: the browser sends its favourites, and the sign-up follows it too.
    await open(page, urlOf('/property/[id]', 'fr', { id: LATER }));
    const following = page.waitForResponse((r) => r.url().includes('/api/favourite-alert/following/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: fr.favourites.save, exact: true }).click();
    const sent = await following;
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toEqual({ status: 'confirmed', count: 2 });
    await open(page, urlOf('/favourites', 'fr'));
    await expect(page.getByRole('status').filter({ hasText: status('2 favoris') })).toBeVisible();

    // An import that lowers the later favourite's price: one alert, in French, with the old and the new price.
    const lower = await runScript('lib/cli/import.ts', [feedFile(dir, 350_000, 325_000)], e2eDatabaseEnv());
    expect(lower.code, lower.stderr).toBe(0);
    expect(lower.stdout).toContain('import: 1 alert e-mail queued for favourites');
    const alert = await waitForMail(email, 2);
    expect(alert.subject).toBe(t.mail.alertSubjectOne.replace('{title}', `Maison suivie ${LATER}`));
    expect(alert.body).toContain('350.000');
    expect(alert.body).toContain('325.000');

    // The same price again is no news.
    const same = await runScript('lib/cli/import.ts', [feedFile(dir, 350_000, 325_000)], e2eDatabaseEnv());
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).not.toContain('queued for favourites');
    expect(mailsTo(email).map((m) => m.subject)).toEqual([t.mail.confirmSubject, alert.subject]);

    // One click in the mail client (RFC 8058) on the alert's List-Unsubscribe link stops the alerts.
    const unsubscribe = must(alert.raw.replace(/\r?\n[ \t]+/g, ' ').match(/^List-Unsubscribe: <([^>]+)>/m)?.[1], 'the List-Unsubscribe link');
    expect(alert.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const oneClick = await page.request.post(new URL(unsubscribe).pathname, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.text()).toBe('cancelled\n');
    const after = await runScript('lib/cli/import.ts', [feedFile(dir, 300_000, 300_000)], e2eDatabaseEnv());
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).not.toContain('queued for favourites');
    // The favourites page learns that the alerts were stopped, forgets the sign-up and offers the form again.
    await open(page, urlOf('/favourites', 'fr'));
    await expect(formOf(page, 'favourite-alert').getByLabel(t.fields.email)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('favourite-alert'))).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
