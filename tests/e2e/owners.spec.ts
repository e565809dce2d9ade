/**
 * An agency runs the site: while the built site serves, staff import a one-record feed with a new property and
 * its owner (OwnerEmail). The property is on the site within a minute; the owner receives the invitation in
 * their language (through the site's outbox and a real SMTP server), follows its link, chooses a password,
 * signs in and finds the property in the portal.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDatabaseEnv } from './forms-env';
import { runScript } from '../support/cli';
import { waitForMail } from './mail';
import { open, urlOf } from './support';

/** The first record of the sample feed, made into a new property in French owned by `email`. */
function newPropertyFeed(id: number, email: string): Record<string, unknown>[] {
  const sample = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/sample-feed.json'), 'utf8')) as { properties: Record<string, unknown>[] };
  const base = sample.properties.find((r) => r.Language === 'fr')!;
  return [
    {
      ...base,
      ID: id,
      Reference: `E2E-${id}`,
      UniqueCode: `E2E${id}`,
      Title: `Maison de l’essai ${id} à Namur`,
      CreatedAt: new Date().toISOString(),
      UpdatedAt: new Date().toISOString(),
      OwnerEmail: email,
      OwnerName: 'Émilie Leroy',
      OwnerLanguage: 'fr',
    },
  ];
}

test('a feed imported while the site runs: the property is live within a minute and its new owner is invited to the portal', async ({ page, request }) => {
  test.setTimeout(240_000);
  // New on every run, also against a server that an earlier run left with its data (reuseExistingServer).
  const id = 8000 + Math.floor(Math.random() * 1000);
  const email = `emilie.leroy.${id}.${Date.now()}@example.be`;
  const title = `Maison de l’essai ${id} à Namur`;

  const dir = mkdtempSync(join(tmpdir(), 'e2e-owner-feed-'));
  try {
    const file = join(dir, 'feed.json');
    writeFileSync(file, JSON.stringify(newPropertyFeed(id, email)));
    const { code, stdout } = await runScript('lib/cli/import.ts', [file], e2eDatabaseEnv());
    expect(code).toBe(0);
    expect(stdout).toContain('import: 1 records read, 1 imported, 0 rejected');
    expect(stdout).toContain(`import: owner ${email}: linked property ${id}`);
    expect(stdout).toContain(`import: new owner ${email}: invitation e-mail queued`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const imported = Date.now();

  // The property's page answers within 60 seconds of the import.
  const propertyUrl = urlOf('/property/[id]', 'fr', { id });
  await expect
    .poll(async () => (await request.get(propertyUrl, { maxRedirects: 0 })).status(), { timeout: 60_000, intervals: [1_000, 2_000, 3_000] })
    .toBe(200);
  expect(Date.now() - imported).toBeLessThan(60_000);
  await open(page, propertyUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The invitation, in French, with its link to choose a password.
  const mail = await waitForMail(email, 1, 60_000);
  expect(mail.subject).toMatch(/^Votre espace propriétaire chez .+ : choisissez votre mot de passe$/);
  expect(mail.body).toContain('Bonjour Émilie,');
  expect(mail.body).toContain('valable 7 jours');
  const link = new URL(mail.body.match(/https?:\/\/\S+\/fr\/connexion\/nouveau-mot-de-passe\/[A-Za-z0-9_-]{43}\//)![0]);

  await open(page, link.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, choisissez votre mot de passe');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Emilie-Namur-2026');
  await page.getByLabel('Répétez le nouveau mot de passe').fill('Emilie-Namur-2026');
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter à l’espace propriétaire.',
  );

  await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
  const form = page.getByRole('main');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Mot de passe', { exact: true }).fill('Emilie-Namur-2026');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  // Signing in hashes with argon2id (19 MiB): allow for a busy machine.
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, Émilie');
  await expect(
    page
      .getByRole('list', { name: 'Vos biens' })
      .getByRole('listitem')
      .and(page.locator(`[data-property="${id}"]`)),
  ).toContainText(title);

  // The link works once.
  await open(page, link.pathname);
  await expect(page.getByRole('alert').filter({ hasText: 'invitation' })).toHaveText(
    'Cette invitation a déjà été utilisée. Connectez-vous avec le mot de passe choisi, ou demandez un nouveau lien si vous l’avez oublié.',
  );
});
