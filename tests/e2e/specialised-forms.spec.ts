/**
 * The specialised visitor forms in the browser: demand register (with its opt-in and cancel links read
 * from the e-mail the site wrote), online appointment (and the slot that becomes full), rent application,
 * offer to buy (the live 10% advance) and CV upload; each in two languages with its errors, its success
 * and its thank-you page. The captcha is solved from its cookie with the e2e secret, as in forms.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { futureWeekday } from '../support/form-payloads';
import { must } from '../support/must';
import { pdfOfSize, smallPdf } from '../support/documents';
import { captchaAnswer, captchaImage, formAlert, formOf, submitButton } from './form-page';
import { e2eDatabaseEnv } from './forms-env';
import { runScript } from '../support/cli';
import { open, urlOf, type Locale } from './support';
import { isForRent, isForSale } from '../../lib/domain/property';
import { waitForMailMatching } from './mail';

const M = { en, nl, fr, de };
const demo = generateDemoProperties(300).filter((r) => r.lang === 'fr' && r.status === 'available');
const forSale = demo.find((r) => isForSale(r))!;
const forRent = demo.find((r) => isForRent(r) && (r.bedrooms ?? 0) >= 2)!;

const submit = (page: Page, name: string) => submitButton(formOf(page, name)).click();
/** The heading of the page's notice (a subscription link's question or outcome). */
const noticeHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const propertyForm = (l: Locale, id: number, form: string) => urlOf('/property/[id]/[form]', l, { id, form });
let counter = 0;
const uniqueEmail = (name: string) => `e2e-b-${name}-${Date.now()}-${++counter}@example.org`;

/** Type the characters of the captcha shown now (read from its cookie with the e2e secret). */
async function solveCaptcha(page: Page, name: string, previous?: string) {
  const { answer, src } = await captchaAnswer(page, name, previous);
  await formOf(page, name).locator('input[name="captcha"]').fill(answer.toLowerCase());
  return src;
}

async function fillPerson(page: Page, name: string, email: string, prefix = '') {
  const form = formOf(page, name);
  const n = (f: string) => (prefix ? `${prefix}${f.charAt(0).toUpperCase()}${f.slice(1)}` : f);
  await form.locator(`input[name="${n('title')}"][value="ms"]`).check();
  await form.locator(`input[name="${n('firstName')}"]`).fill('Zoë');
  await form.locator(`input[name="${n('lastName')}"]`).fill('Lambert');
  await form.locator(`input[name="${n('email')}"]`).fill(email);
  await form.locator(`input[name="${n('phone')}"]`).fill('+32 470 12 34 56');
}

/** The e-mail the server wrote to `address` (text part, quoted-printable decoded), waiting for the outbox. */
async function mailTo(address: string, subject?: RegExp): Promise<string> {
  return (await waitForMailMatching(address, subject)).body;
}

/** The site-relative path of the first link of `mail` containing `part` (mails carry the public address). */
function linkPath(mail: string, part: string): string {
  const url = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((u) => u.includes(part));
  expect(url, `a link with ${part}`).toBeTruthy();
  return new URL(url!).pathname;
}

test.describe('demand register', () => {
  test('errors and success in French, confirmed by the e-mail link, cancelled in one click; Dutch success', async ({ page }) => {
    const t = M.fr.demand;
    await page.goto(urlOf('/demand-register', 'fr'));
    const form = formOf(page, 'demand-register');
    // The opt-in is said before sending, right above the button.
    const notice = form.getByText(t.optInNotice, { exact: true });
    await expect(notice).toHaveText(t.optInNotice);
    await expect(submitButton(form)).toBeVisible();
    // Right above it: the notice's next element holds the button.
    expect(await notice.evaluate((p) => p.nextElementSibling?.querySelector('button[type="submit"]') != null)).toBe(true);
    await submit(page, 'demand-register');
    await expect(formAlert(form)).toHaveText(M.fr.forms.errors.checkFields);
    await expect(form.locator('#demand-register-types-error')).toHaveText(t.errors.types);
    await expect(form.locator('#demand-register-zones-error')).toHaveText(t.errors.zones);
    await expect(form.locator('#demand-register-goal-error')).toHaveText(t.errors.goal);

    const email = uniqueEmail('demand');
    await form.locator('input[name="goal"][value="buy"]').check();
    await form.locator('input[name="types"]').first().check();
    await form.locator('input[name="zones"][value="brussels"]').check();
    await form.locator('input[name="minPrice"]').fill('400000');
    await form.locator('input[name="maxPrice"]').fill('200000');
    await fillPerson(page, 'demand-register', email);
    await solveCaptcha(page, 'demand-register');
    await submit(page, 'demand-register');
    await expect(form.locator('#demand-register-maxPrice-error')).toHaveText(t.errors.priceRange);
    await form.locator('input[name="maxPrice"]').fill('600000');
    await submit(page, 'demand-register');
    await expect(page).toHaveURL(/\/fr\/merci\/demand-register\/$/);
    await expect(page.locator('h1')).toHaveText(t.feedback.title);

    const optIn = await mailTo(email, /Confirmez votre recherche/);
    const confirm = linkPath(optIn, '/confirmer/');
    const cancel = linkPath(optIn, '/annuler/');
    // Opening a link (as a mail scanner does) changes nothing: only its button does.
    await page.goto(confirm);
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t.link.confirmPrompt.heading);
    await page.getByRole('button', { name: t.link.confirmPrompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(t.link.confirmed.heading);
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t.link['already-confirmed'].heading);
    await page.goto(cancel);
    await expect(noticeHeading(page)).toHaveText(t.link.cancelPrompt.heading);
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t.link['already-confirmed'].heading);
    await page.goto(cancel);
    await page.getByRole('button', { name: t.link.cancelPrompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(t.link.cancelled.heading);
    await page.goto(cancel);
    await expect(noticeHeading(page)).toHaveText(t.link['already-cancelled'].heading);
    await expect(page.getByRole('button', { name: t.link.cancelPrompt.button })).toHaveCount(0);
    await page.goto(cancel.replace(/recherche-enregistree\/[^/]+\//, `recherche-enregistree/${'x'.repeat(43)}/`));
    await expect(noticeHeading(page)).toHaveText(t.link.unknown.heading);

    await page.goto(urlOf('/demand-register', 'nl'));
    const email2 = uniqueEmail('demand-nl');
    await formOf(page, 'demand-register').locator('input[name="goal"][value="rent"]').check();
    await formOf(page, 'demand-register').locator('input[name="types"]').nth(1).check();
    await formOf(page, 'demand-register').locator('input[name="zones"][value="flanders"]').check();
    await fillPerson(page, 'demand-register', email2);
    await solveCaptcha(page, 'demand-register');
    await submit(page, 'demand-register');
    await expect(page.locator('h1')).toHaveText(M.nl.demand.feedback.title);
    const optInNl = await mailTo(email2, /Bevestig uw zoekopdracht/);
    await page.goto(linkPath(optInNl, '/bevestigen/'));
    await page.getByRole('button', { name: M.nl.demand.link.confirmPrompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(M.nl.demand.link.confirmed.heading);

    // The mail's List-Unsubscribe is its cancel link; a mail client's one-click POST to it cancels the search.
    expect(optInNl).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(optInNl)?.[1];
    expect(new URL(unsubscribe!).pathname).toBe(linkPath(optInNl, '/bevestigen/').replace(/bevestigen\/$/, 'opzeggen/'));
    const oneClick = await page.request.post(new URL(unsubscribe!).pathname, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 });
    expect(oneClick.status()).toBe(200);
    await page.goto(new URL(unsubscribe!).pathname);
    await expect(noticeHeading(page)).toHaveText(M.nl.demand.link['already-cancelled'].heading);
  });
});

test.describe('newsletter', () => {
  test('the footer asks for its captcha once used and mails only the confirmation link; its button confirms and tells the agency; the unsubscribe link ends it (Dutch)', async ({
    page,
  }) => {
    const t = M.nl.newsletter.link;
    await open(page, urlOf('/', 'nl'));
    const form = formOf(page, 'newsletter');
    // No challenge is drawn for a visitor who does not sign up; starting on the form asks for it.
    await expect(form.locator('input[name="captcha"]')).toHaveCount(0);
    const email = uniqueEmail('newsletter');
    await form.locator('input[name="email"]').fill(email);
    await solveCaptcha(page, 'newsletter');
    await submit(page, 'newsletter');
    await expect(page).toHaveURL(/\/nl\/[^/]+\/sign-newsletter\/$/);
    await expect(page.locator('h1')).toHaveText(M.nl.feedback['sign-newsletter'].title);

    const mail = await mailTo(email, /Bevestig uw inschrijving/);
    const confirm = linkPath(mail, '/bevestigen/');
    const cancel = linkPath(mail, '/uitschrijven/');
    // Opening the link (as a mail scanner does) changes nothing: only its button does.
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t.confirmPrompt.heading);
    await page.getByRole('button', { name: t.confirmPrompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(t.confirmed.heading);
    await mailTo('info@maison-horizon.be', new RegExp(email.replace(/[.+]/g, '\\$&')));
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t['already-confirmed'].heading);
    // Staff list the confirmed subscribers for their newsletter tool.
    const subscribers = async () => {
      const r = await runScript('lib/cli/submissions.ts', ['--subscribers'], e2eDatabaseEnv());
      expect(r.code).toBe(0);
      return r.stdout;
    };
    expect(await subscribers()).toMatch(new RegExp(`^${email.replace(/[.+]/g, '\\$&')}\tnl\t\\d{4}-\\d\\d-\\d\\d$`, 'm'));

    await page.goto(cancel);
    await page.getByRole('button', { name: t.cancelPrompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(t.cancelled.heading);
    expect(await subscribers()).not.toContain(email);
    await page.goto(confirm);
    await expect(noticeHeading(page)).toHaveText(t['already-cancelled'].heading);
    await page.goto(confirm.replace(/nieuwsbrief\/[^/]+\//, `nieuwsbrief/${'x'.repeat(43)}/`));
    await expect(noticeHeading(page)).toHaveText(t.unknown.heading);
  });
});

test.describe('online appointment', () => {
  test('errors in English, booked in a free slot; German success', async ({ page }) => {
    const t = M.en.appointment;
    // A weekday a week ahead: all three slots are offered and free, whatever the hour of the run.
    const day = futureWeekday(9);
    await page.goto(`${propertyForm('en', forRent.id, 'contact-appointment')}?day=${day}`);
    const form = formOf(page, 'contact-appointment');
    await expect(form.locator('input[name="day"]')).toHaveValue(day);
    await expect(form.locator('input[name="slot"]')).toHaveCount(3);
    await expect(form.locator('input[name="stAmount"]')).toBeVisible(); // a rent: every statement applies
    await submit(page, 'contact-appointment');
    await expect(formAlert(form)).toHaveText(M.en.forms.errors.checkFields);
    await expect(form.locator('#contact-appointment-slot-error')).toHaveText(t.errors.slotRequired);

    const email = uniqueEmail('appointment');
    await form.locator('input[name="slot"][value="14:00-16:00"]').check();
    for (const s of ['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount']) await form.locator(`input[name="${s}"]`).check();
    await fillPerson(page, 'contact-appointment', email);
    await solveCaptcha(page, 'contact-appointment');
    await submit(page, 'contact-appointment');
    // The booking lands on the visit's own page (its secret link): the thanks, the calendar file, the cancel link.
    await expect(page).toHaveURL(/\/en\/visit\/[A-Za-z0-9_-]{43}\/$/);
    await expect(page.locator('h1')).toHaveText(t.feedback.title);
    // The confirmation (not the agency's copy, whose Reply-To is the visitor) carries the calendar file.
    expect(await mailTo(email, /filename=visit\.ics/)).toContain('14:00-16:00');

    const v = M.en.visit;
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: v.page.calendar }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('visit.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(readFileSync(must(await file.path(), 'the downloaded file'), 'utf8'))).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toLocaleString('sv-SE', { timeZone: 'Europe/Brussels' }).slice(0, 16)).toBe(`${day} 14:00`);
    expect(event.location).toContain(forRent.city);

    // The cancel page asks; opening it (as a mail scanner does) cancels nothing; its button does.
    const visitPage = page.url();
    await page.getByRole('link', { name: v.page.cancel }).click();
    await expect(noticeHeading(page)).toHaveText(v.cancel.prompt.heading);
    await page.reload();
    await expect(noticeHeading(page)).toHaveText(v.cancel.prompt.heading);
    await page.getByRole('button', { name: v.cancel.prompt.button }).click();
    await expect(noticeHeading(page)).toHaveText(v.cancel.cancelled.heading);
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toHaveAttribute('data-outcome', 'already-cancelled');
    await page.goto(visitPage);
    await expect(page.locator('h1')).toHaveText(v.page.cancelledTitle);
    // A link that is no visit's says so, in the page's language.
    await page.goto(page.url().replace(/visit\/[^/]+\//, `visit/${'x'.repeat(43)}/cancel/`));
    await expect(noticeHeading(page)).toHaveText(v.cancel.unknown.heading);
    // The slot is free again.
    await page.goto(`${propertyForm('en', forRent.id, 'contact-appointment')}?day=${day}`);
    await expect(formOf(page, 'contact-appointment').locator('input[name="slot"][value="14:00-16:00"]')).toBeEnabled();

    await page.goto(`${propertyForm('de', forSale.id, 'contact-appointment')}?day=${day}`);
    const f2 = formOf(page, 'contact-appointment');
    await expect(f2.locator('input[name="stAmount"]')).toHaveCount(0); // a sale: only the description
    const email2 = uniqueEmail('appointment-de');
    await expect(f2.locator('input[name="slot"][value="10:00-13:00"]')).toBeEnabled();
    await f2.locator('input[name="slot"][value="10:00-13:00"]').check();
    await f2.locator('input[name="stDescription"]').check();
    await fillPerson(page, 'contact-appointment', email2);
    await solveCaptcha(page, 'contact-appointment');
    await submit(page, 'contact-appointment');
    await expect(page.locator('h1')).toHaveText(M.de.appointment.feedback.title);
  });

  test('a slot booked meanwhile is full, and the free slots of the chosen day are shown', async ({ page, browser }, testInfo) => {
    // A retry books on another day: the first try's booking holds the slot of this one.
    const day = futureWeekday(16 + 50 * testInfo.retry);
    const url = propertyForm('fr', forSale.id, 'contact-appointment');
    await page.goto(`${url}?day=${day}`);
    const form = formOf(page, 'contact-appointment');
    await expect(form.locator('input[name="slot"][value="16:00-19:00"]')).toBeEnabled();
    await form.locator('input[name="slot"][value="16:00-19:00"]').check();
    await form.locator('input[name="stDescription"]').check();
    await fillPerson(page, 'contact-appointment', uniqueEmail('late'));
    await solveCaptcha(page, 'contact-appointment');

    // Another visitor takes the slot first.
    const other = await browser.newPage();
    await other.goto(`${url}?day=${day}`);
    const o = formOf(other, 'contact-appointment');
    await o.locator('input[name="slot"][value="16:00-19:00"]').check();
    await o.locator('input[name="stDescription"]').check();
    await fillPerson(other, 'contact-appointment', uniqueEmail('early'));
    await solveCaptcha(other, 'contact-appointment');
    await submit(other, 'contact-appointment');
    await expect(other).toHaveURL(/\/fr\/visite\/[A-Za-z0-9_-]{43}\/$/);
    await other.close();

    await submit(page, 'contact-appointment');
    await expect(form.locator('#contact-appointment-slot-error')).toHaveText(M.fr.appointment.errors.full);
    await expect(form.locator('input[name="slot"][value="16:00-19:00"]')).toBeDisabled();
    await expect(form.locator('input[name="slot"][value="10:00-13:00"]')).toBeEnabled();

    // A new visitor sees it taken at once; choosing the day in the form shows its free slots too
    // (once React runs the form: a day typed before that changes only the field).
    await open(page, url);
    await expect(formOf(page, 'contact-appointment').locator('[data-refresh]')).toHaveCount(0); // the form's own no-JS button goes
    await formOf(page, 'contact-appointment').locator('input[name="day"]').fill(day);
    await expect(formOf(page, 'contact-appointment').locator('input[name="slot"][value="16:00-19:00"]')).toBeDisabled();
  });
});

test.describe('rent application', () => {
  test('errors and the amount at signing in French, success; English success; a sale has none', async ({ page }) => {
    const t = M.fr.rentApplication;
    await page.goto(propertyForm('fr', forRent.id, 'rent-application'));
    const form = formOf(page, 'rent-application');
    await expect(form.locator('[data-output="amountAtSigning"]')).toContainText(t.amounts.total);
    await submit(page, 'rent-application');
    await expect(form.locator('#rent-application-adultAge1-error')).toHaveText(t.errors.adultsRequired);
    await expect(form.locator('#rent-application-stAmount-error')).toHaveText(t.errors.statement);

    // Rows of the household appear as they are asked for.
    await expect(form.locator('input[name="childAge2"]')).toHaveCount(0);
    await form.getByRole('button', { name: t.repeat.children }).click();
    await expect(form.locator('input[name="childAge2"]')).toBeVisible();

    const email = uniqueEmail('rent');
    await form.locator('input[name="adultAge1"]').fill('36');
    await form.locator('input[name="childAge1"]').fill('5');
    await form.locator('input[name="pets"][value="no"]').check();
    await form.locator('input[name="movingDate"]').fill(futureWeekday(40));
    await form.locator('input[name="movingReason"]').fill('Rapprochement du travail');
    await form.locator('input[name="income1"]').fill('4200');
    for (const s of ['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount']) await form.locator(`input[name="${s}"]`).check();
    await fillPerson(page, 'rent-application', email);
    await solveCaptcha(page, 'rent-application');
    await submit(page, 'rent-application');
    await expect(page.locator('h1')).toHaveText(t.feedback.title);
    expect(await mailTo(email)).toContain(t.amounts.total);

    const sale = await page.goto(propertyForm('en', forSale.id, 'rent-application'));
    expect(sale?.status()).toBe(404);
    await page.goto(propertyForm('en', forRent.id, 'rent-application'));
    const f2 = formOf(page, 'rent-application');
    await f2.locator('input[name="adultAge1"]').fill('29');
    await f2.locator('input[name="pets"][value="yes"]').check();
    await f2.locator('input[name="petsDescription"]').fill('A cat');
    await f2.locator('input[name="movingDate"]').fill(futureWeekday(40));
    await f2.locator('input[name="movingReason"]').fill('New job');
    await f2.locator('input[name="income1"]').fill('3900');
    for (const s of ['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount']) await f2.locator(`input[name="${s}"]`).check();
    await fillPerson(page, 'rent-application', uniqueEmail('rent-en'));
    await solveCaptcha(page, 'rent-application');
    await submit(page, 'rent-application');
    await expect(page.locator('h1')).toHaveText(M.en.rentApplication.feedback.title);
  });
});

test.describe('offer to buy', () => {
  test('errors and the live 10% advance in Dutch, success; French success; a rent has none', async ({ page }) => {
    const t = M.nl.offer;
    await page.goto(propertyForm('nl', forSale.id, 'offer'));
    const form = formOf(page, 'offer');
    await submit(page, 'offer');
    await expect(form.locator('#offer-amount-error')).toHaveText(t.errors.amount);
    await form.locator('input[name="amount"]').fill('342500');
    await expect(form.locator('[data-output="advance"]')).toHaveText('€ 34.250');
    await form.locator('input[name="amountWords"]').fill('driehonderdtweeënveertigduizend vijfhonderd euro');
    await form.locator('input[name="startDate"]').fill('2031-03-15');
    await form.locator('input[name="endDate"]').fill('2031-03-01');
    await form.locator('input[name="place"]').fill('Gent');
    await form.locator('input[name="signDate"]').fill('2031-03-15');
    const email = uniqueEmail('offer');
    await fillPerson(page, 'offer', email, 'a');
    await form.locator('input[name="aStreet"]').fill('Veldstraat');
    await form.locator('input[name="aHouseNumber"]').fill('12');
    await form.locator('input[name="aZip"]').fill('9000');
    await form.locator('input[name="aCity"]').fill('Gent');
    await solveCaptcha(page, 'offer');
    await submit(page, 'offer');
    await expect(form.locator('#offer-endDate-error')).toHaveText(t.errors.endBeforeStart);
    await form.locator('input[name="endDate"]').fill('2031-04-15');
    await solveCaptcha(page, 'offer', (await captchaImage(form).getAttribute('src')) ?? undefined);
    await submit(page, 'offer');
    await expect(page.locator('h1')).toHaveText(t.feedback.title);
    expect(await mailTo(email)).toContain('34.250');

    const rent = await page.goto(propertyForm('fr', forRent.id, 'offer'));
    expect(rent?.status()).toBe(404);
    await page.goto(propertyForm('fr', forSale.id, 'offer'));
    const f2 = formOf(page, 'offer');
    await f2.locator('input[name="amount"]').fill('250000');
    await expect(f2.locator('[data-output="advance"]')).toHaveText('€ 25.000');
    await f2.locator('input[name="amountWords"]').fill('deux cent cinquante mille euros');
    await f2.locator('input[name="startDate"]').fill('2031-03-15');
    await f2.locator('input[name="endDate"]').fill('2031-04-15');
    await f2.locator('input[name="place"]').fill('Bruxelles');
    await f2.locator('input[name="signDate"]').fill('2031-03-15');
    await fillPerson(page, 'offer', uniqueEmail('offer-fr'), 'a');
    await f2.locator('input[name="aStreet"]').fill('Rue Haute');
    await f2.locator('input[name="aHouseNumber"]').fill('5');
    await f2.locator('input[name="aZip"]').fill('1000');
    await f2.locator('input[name="aCity"]').fill('Bruxelles');
    await solveCaptcha(page, 'offer');
    await submit(page, 'offer');
    await expect(page.locator('h1')).toHaveText(M.fr.offer.feedback.title);
  });
});

/**
 * A CV of 3 MB is accepted and arrives attached to the agency's mail; one over the 5 MB limit is refused
 * with the form's own message in the visitor's language (not Next's 413 for a body over its limit).
 */
async function bigCvs(page: Page, lang: Locale) {
  const t = M[lang].cv;
  await page.goto(urlOf('/jobs', lang));
  const form = formOf(page, 'cv');
  await fillPerson(page, 'cv', uniqueEmail(`cv-big-${lang}`));
  await form.locator('input[name="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(5.5 * 1024 * 1024) });
  await solveCaptcha(page, 'cv');
  await submit(page, 'cv');
  await expect(formOf(page, 'cv').locator('#cv-file-error')).toHaveText(t.errors.fileTooLarge);
  const fileName = `cv3-${Date.now() % 1e6}-${++counter}.pdf`;
  await formOf(page, 'cv')
    .locator('input[name="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfOfSize(3 * 1024 * 1024) });
  // Refused in the browser with JavaScript, by the server without: the captcha shown now is the one to type.
  await solveCaptcha(page, 'cv');
  await submit(page, 'cv');
  await expect(page.locator('h1')).toHaveText(t.feedback.title);
  const agencyMail = await mailTo('info@maison-horizon.be', new RegExp(`filename="?${fileName.replace(/\./g, '\\.')}"?$`, 'm'));
  expect(agencyMail.length).toBeGreaterThan(3 * 1024 * 1024); // the whole document, base64 encoded
}

test.describe('CV upload', () => {
  test('a .pdf that is not a PDF is refused in French, a real PDF is sent; English success', async ({ page }) => {
    const t = M.fr.cv;
    await page.goto(urlOf('/jobs', 'fr'));
    const form = formOf(page, 'cv');
    await submit(page, 'cv');
    await expect(form.locator('#cv-file-error')).toHaveText(t.errors.fileRequired);
    const email = uniqueEmail('cv');
    await fillPerson(page, 'cv', email);
    await form
      .locator('input[name="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>this is not a PDF</html>') });
    const src = await solveCaptcha(page, 'cv');
    await submit(page, 'cv');
    await expect(form.locator('#cv-file-error')).toHaveText(t.errors.fileType);
    await expect(form.locator('input[name="email"]')).toHaveValue(email);
    await form.locator('input[name="file"]').setInputFiles({ name: 'mon-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf('Zoë Lambert') });
    await solveCaptcha(page, 'cv', src);
    await submit(page, 'cv');
    await expect(page).toHaveURL(/\/fr\/merci\/cv\/$/);
    await expect(page.locator('h1')).toHaveText(t.feedback.title);
    await mailTo(email);

    await page.goto(urlOf('/jobs', 'en'));
    await fillPerson(page, 'cv', uniqueEmail('cv-en'));
    await formOf(page, 'cv')
      .locator('input[name="file"]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: smallPdf('Resume') });
    await solveCaptcha(page, 'cv');
    await submit(page, 'cv');
    await expect(page.locator('h1')).toHaveText(M.en.cv.feedback.title);
  });

  test("a 3 MB CV arrives, one over 5 MB is refused with the form's message (Dutch)", async ({ page }) => {
    await bigCvs(page, 'nl');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a 3 MB CV arrives, one over 5 MB is refused with the form's message (German)", async ({ page }) => {
    await bigCvs(page, 'de');
  });

  test('the appointment form posts, says the slot is full and shows the free slots of the chosen day', async ({ page, browser }) => {
    const day = futureWeekday(23);
    const url = propertyForm('nl', forSale.id, 'contact-appointment');
    // This visitor opens the day while its morning is still free (a weekday weeks ahead: offered at any hour of the run).
    await page.goto(`${url}?day=${day}`);
    const form = formOf(page, 'contact-appointment');
    await expect(form.locator('input[name="day"]')).toHaveValue(day);
    await form.locator('input[name="slot"][value="10:00-13:00"]').check();
    await form.locator('input[name="stDescription"]').check();
    await fillPerson(page, 'contact-appointment', uniqueEmail('nojs'));
    await solveCaptcha(page, 'contact-appointment');

    // Another visitor books that slot first.
    const other = await browser.newPage({ javaScriptEnabled: true });
    await other.goto(`${url}?day=${day}`);
    const o = formOf(other, 'contact-appointment');
    await o.locator('input[name="slot"][value="10:00-13:00"]').check();
    await o.locator('input[name="stDescription"]').check();
    await fillPerson(other, 'contact-appointment', uniqueEmail('nojs-first'));
    await solveCaptcha(other, 'contact-appointment');
    await submit(other, 'contact-appointment');
    await expect(other).toHaveURL(/\/nl\/bezoek\/[A-Za-z0-9_-]{43}\/$/);
    await other.close();

    await submit(page, 'contact-appointment');
    await expect(form.locator('#contact-appointment-slot-error')).toHaveText(M.nl.appointment.errors.full);
    await expect(form.locator('input[name="slot"][value="10:00-13:00"]')).toBeDisabled();
    await expect(form.locator('input[name="slot"][value="14:00-16:00"]')).toBeEnabled();
    await expect(form.locator('input[name="day"]')).toHaveValue(day);
  });

  test('the button of the day shows that day’s slots without JavaScript; a Saturday offers only its morning', async ({ page }) => {
    const t = M.fr.appointment;
    const url = propertyForm('fr', forSale.id, 'contact-appointment');
    await page.goto(url);
    const form = formOf(page, 'contact-appointment');
    const saturday = (() => {
      const d = new Date(`${futureWeekday(30)}T12:00:00Z`);
      while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
      return d.toISOString().slice(0, 10);
    })();
    await form.locator('input[name="day"]').fill(saturday);
    await form.getByRole('button', { name: t.slots.show }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]day=${saturday}(&|$)`));
    await expect(form.locator('input[name="day"]')).toHaveValue(saturday);
    await expect(form.locator('#contact-appointment-slot-note')).toHaveText(t.slots.legend.replace('{date}', saturday.split('-').reverse().join('-')));
    // The afternoon slots are not offered on Saturday: not shown, rather than shown as booked.
    await expect(form.locator('input[name="slot"]')).toHaveCount(1);
    await expect(form.locator('input[name="slot"][value="10:00-13:00"]')).toBeEnabled();
    await expect(form).not.toContainText(t.slots.taken);

    const weekday = futureWeekday(31);
    await form.locator('input[name="day"]').fill(weekday);
    await form.getByRole('button', { name: t.slots.show }).click();
    await expect(form.locator('input[name="day"]')).toHaveValue(weekday);
    for (const slot of ['10:00-13:00', '14:00-16:00', '16:00-19:00']) await expect(form.locator(`input[name="slot"][value="${slot}"]`)).toBeEnabled();
  });
});
