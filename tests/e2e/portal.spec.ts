import { expect, test, type Locator, type Page } from '@playwright/test';
import { must } from '../support/must';
import { open, urlOf, type Locale } from './support';
import { waitForMail } from './mail';
import { E2E_CAPTCHA_SECRET, testVisitorAddress } from './forms-env';
import { captchaImage } from './form-page';
import { decryptCaptcha } from '../../lib/captcha/check';
import { SIGN_IN_CAPTCHA_AFTER, SIGN_IN_CAPTCHA_FORM } from '../../lib/domain/sign-in';
import nl from '../../messages/nl.json';

/** Demo owners of lib/db/seed/owners.ts (docs/owner-portal.md). */
const CLAIRE = { email: 'owner@maison-horizon.be', password: 'Horizon-demo-2026', properties: [1001, 1013, 1017] as const };
const PIETER_PROPERTY = 1003;
const ANNA = { email: 'anna.schmitt@maison-horizon.be' };
const PIETER = { email: 'pieter.janssens@maison-horizon.be', password: CLAIRE.password };

const LABELS: Record<Locale, { email: string; password: string; submit: string }> = {
  fr: { email: 'E-mail', password: 'Mot de passe', submit: 'Se connecter' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  nl: { email: 'E-mail', password: 'Wachtwoord', submit: 'Aanmelden' },
  de: { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' },
};

async function signIn(page: Page, email: string, password: string, locale: Locale = 'fr') {
  await open(page, urlOf('/login', locale));
  const form = page.getByRole('main'); // the sign-in form is the page's content (the footer has an e-mail field too)
  await form.getByLabel(LABELS[locale].email, { exact: true }).fill(email);
  await form.getByLabel(LABELS[locale].password, { exact: true }).fill(password);
  await form.getByRole('button', { name: LABELS[locale].submit }).click();
}

const counter = async (scope: ReturnType<Page['locator']>, name: string) =>
  Number((await scope.locator(`[data-counter="${name}"] dd`).innerText()).replace(/\D/g, ''));

test('a wrong password or an unknown e-mail gets the same message, in the page language', async ({ page }) => {
  await signIn(page, CLAIRE.email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'mot de passe' })).toHaveText('Le nom d’utilisateur ou le mot de passe n’est pas correct.');
  await expect(page).toHaveURL(/\/fr\/connexion\/$/);
  await signIn(page, 'nobody@example.org', 'not-the-password', 'en');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The username or password are not correct.');
});

test('signs in, shows the statistics, the 30-day chart and each list, counts a visit, and signs out', async ({ page, context }) => {
  await signIn(page, CLAIRE.email, CLAIRE.password);
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue, Claire');
  await expect(page.getByText('Connecté en tant que Claire Dubois')).toBeVisible();

  // The portal page is private: never stored, with a strict policy whose nonce is on Next's scripts and that lets
  // no other script in (no 'strict-dynamic', no third-party host: the analytics scripts never run next to an owner's data).
  const response = await page.request.get(urlOf('/portal', 'fr'), {
    headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(response.headers()['cache-control']).toContain('no-store');
  const csp = must(response.headers()['content-security-policy'], 'the Content-Security-Policy of the portal');
  const [, nonce] = must(csp.match(/'nonce-([^']+)'/), `a nonce in ${csp}`);
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+';/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(await response.text()).toContain(`nonce="${nonce}"`);

  const cards = page.getByRole('list', { name: 'Vos biens' }).getByRole('listitem');
  await expect(cards).toHaveCount(CLAIRE.properties.length);
  const card = cards.and(page.locator(`[data-property="${CLAIRE.properties[0]}"]`));
  const [today, week, month, total] = await Promise.all([counter(card, 'today'), counter(card, 'week'), counter(card, 'month'), counter(card, 'total')]);
  expect(total).toBeGreaterThan(0);
  expect(today).toBeLessThanOrEqual(Math.min(week, month));
  expect(Math.max(week, month)).toBeLessThanOrEqual(total);
  const chart = card.getByRole('img', { name: /Visites des 30 derniers jours/ });
  await expect(chart).toBeVisible();
  // One bar a day, each with its count (the last one today's).
  const bars = chart.locator('[data-count]');
  await expect(bars).toHaveCount(30);
  await expect(bars.last()).toHaveAttribute('data-count', String(today));

  // A visit of the public detail page is counted, today: a visitor counts once a day per property, so
  // this one comes from an address of its own (other tests view the same page from the runner's).
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testVisitorAddress() });
  const beacon = page.waitForResponse((r) => r.url().includes(`/api/views/${CLAIRE.properties[0]}/`));
  await open(page, urlOf('/property/[id]', 'fr', { id: CLAIRE.properties[0] }));
  expect((await beacon).status()).toBe(204);
  await open(page, urlOf('/portal', 'fr'));
  await expect(card.locator('[data-counter="today"] dd')).toHaveText(String(today + 1));
  expect(await counter(card, 'total')).toBe(total + 1);

  // One property: counters, chart with its table, and the four lists.
  await card.getByRole('link', { name: 'Statistiques et historique' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/espace-proprietaire/bien/${CLAIRE.properties[0]}/$`));
  await expect(page.getByRole('heading', { name: 'Visites de la page du bien' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Visites des 30 derniers jours/ })).toBeVisible();
  await page.getByText('Les visites par jour sous forme de tableau').click();
  const perDay = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Visites', exact: true }) });
  await expect(perDay.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(30);
  for (const [, heading] of [
    ['visit', 'Visites'],
    ['communication', 'Communications'],
    ['media', 'Médias en ligne'],
    ['history', 'Historique'],
  ] as const) {
    const list = page.getByRole('region', { name: new RegExp(`^${heading} \\(`) });
    await expect(list.getByRole('heading', { level: 2 })).toContainText(heading);
    await expect(list.getByRole('columnheader')).toHaveText(['Date', 'Type', 'Contact', 'Objet', 'Commentaire', 'Statut', 'Source']);
    const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  }

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr\/connexion\/\?signedOut=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'déconnecté' })).toHaveText('Vous êtes déconnecté.');
  await page.goto(urlOf('/portal', 'fr'));
  await expect(page).toHaveURL(/\/fr\/connexion\/$/);
  await page.goto(urlOf('/portal/property/[id]', 'fr', { id: CLAIRE.properties[0] }));
  await expect(page).toHaveURL(/\/fr\/connexion\/$/);
});

test('an owner gets a 404 for a property that is not theirs or does not exist', async ({ page }) => {
  await signIn(page, CLAIRE.email, CLAIRE.password);
  await expect(page).toHaveURL(/\/fr\/espace-proprietaire\/$/);
  for (const id of [PIETER_PROPERTY, 999999, 'abc']) {
    const response = await page.goto(urlOf('/portal/property/[id]', 'fr', { id }));
    expect(response!.status(), String(id)).toBe(404);
    await expect(page.getByText('Seconde visite')).toHaveCount(0);
  }
  await expect(page.getByRole('listitem').and(page.locator(`[data-property="${PIETER_PROPERTY}"]`))).toHaveCount(0);
});

test('signs in without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(urlOf('/login', 'nl'));
  await page.getByLabel('E-mail', { exact: true }).fill(CLAIRE.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('De gebruikersnaam of het wachtwoord is niet correct.');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(CLAIRE.password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/nl\/portaal\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom, Claire');
  await context.close();
});

test('an account that failed several times asks for the captcha instead of locking: the owner gets in without JavaScript', async ({ browser }) => {
  // An attacker, from an address of its own and with JavaScript, fails on Pieter's account (no other test signs him in).
  // On a phone's screen.
  const attacker = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': testVisitorAddress() } });
  const page = await attacker.newPage();
  for (let i = 0; i < SIGN_IN_CAPTCHA_AFTER.limit; i++) {
    await signIn(page, PIETER.email, `wrong-password-${i}`, 'nl');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(nl.login.errors.invalid);
  }
  // After the last failure the form already shows the captcha: its field under the password, the e-mail under
  // the error, the three as wide as one another.
  const form = page.getByRole('main');
  await expect(captchaImage(form)).toBeVisible();
  const box = async (element: Locator) => must(await element.boundingBox(), 'a box of the sign-in form');
  const error = await box(form.getByRole('alert'));
  const email = await box(form.getByLabel('E-mail', { exact: true }));
  const password = await box(form.getByLabel('Wachtwoord', { exact: true }));
  const code = await box(form.getByLabel(nl.forms.fields.captcha));
  expect(email.y).toBeGreaterThanOrEqual(error.y + error.height);
  expect(password.y).toBeGreaterThanOrEqual(email.y + email.height);
  expect(code.y).toBeGreaterThanOrEqual(password.y + password.height);
  expect(password.width).toBeCloseTo(email.width, 0);
  expect(code.width).toBeCloseTo(email.width, 0);
  await attacker.close();

  // Pieter, elsewhere, without JavaScript: asked for the code first (his password is not looked at), then in.
  const owner = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': testVisitorAddress() } });
  const own = await owner.newPage();
  await own.goto(urlOf('/login', 'nl'));
  await own.getByLabel('E-mail', { exact: true }).fill(PIETER.email);
  await own.getByLabel('Wachtwoord', { exact: true }).fill(PIETER.password);
  await own.getByRole('button', { name: 'Aanmelden' }).click();
  const main = own.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(nl.login.errors.captcha);
  await expect(captchaImage(main)).toBeVisible();
  await expect.poll(async () => (await owner.cookies()).some((c) => c.name === `captcha_${SIGN_IN_CAPTCHA_FORM}`)).toBe(true);
  const cookie = (await owner.cookies()).find((c) => c.name === `captcha_${SIGN_IN_CAPTCHA_FORM}`);
  const answer = must(decryptCaptcha(cookie?.value, E2E_CAPTCHA_SECRET), 'the sign-in captcha, read with the e2e secret').answer;
  await main.getByLabel('E-mail', { exact: true }).fill(PIETER.email);
  await main.getByLabel('Wachtwoord', { exact: true }).fill(PIETER.password);
  await main.getByLabel(nl.forms.fields.captcha).fill(answer);
  await main.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(own).toHaveURL(/\/nl\/portaal\/$/);
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Welkom, Pieter');
  await owner.close();
});

test('the password reminder: Person not found, then a mail in the owner’s language whose link works once', async ({ page }) => {
  await open(page, urlOf('/login/reminder', 'fr'));
  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('nobody@example.org');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Personne introuvable');

  await email.fill(ANNA.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Nous vous avons envoyé un e-mail');
  const mail = await waitForMail(ANNA.email);
  expect(mail.subject).toBe('Ihr neues Passwort für das Eigentümerportal');
  const link = new URL(mail.body.match(/https?:\/\/\S+\/de\/anmelden\/neues-passwort\/[A-Za-z0-9_-]+\//)![0]);

  await open(page, link.pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Passwort wählen');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Anna-neu-2026!');
  await page.getByLabel('Neues Passwort wiederholen').fill('Anna-anders-2026!');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Die Passwörter müssen übereinstimmen');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Anna-neu-2026!');
  await page.getByLabel('Neues Passwort wiederholen').fill('Anna-neu-2026!');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.');

  await signIn(page, ANNA.email, 'Anna-neu-2026!', 'de');
  await expect(page).toHaveURL(/\/de\/portal\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Anna');

  // The same link a second time.
  await open(page, link.pathname);
  await expect(page.getByRole('alert').filter({ hasText: 'Link' })).toHaveText(
    'Dieser Link wurde bereits verwendet. Fordern Sie einen neuen an, wenn Sie Ihr Passwort noch ändern müssen.',
  );
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
});

test('a session cookie the server no longer knows leads to the sign-in page, saying the session ended', async ({ page, context }) => {
  // The site runs in production: its session cookie is `__Host-owner_session` (Secure, path /).
  const { hostname } = new URL(test.info().project.use.baseURL!);
  await context.addCookies([
    { name: '__Host-owner_session', value: 'an-ended-or-forged-session-token', domain: hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto(urlOf('/portal', 'en'));
  await expect(page).toHaveURL(/\/en\/login\/\?ended=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'session' })).toHaveText('Your session has ended. Please sign in again.');
});
