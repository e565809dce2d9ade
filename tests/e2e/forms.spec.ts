/**
 * The visitor forms in the browser: each in two languages, its errors in red with the form-level
 * message, values kept, a wrong captcha refused, success on its thank-you page and its mails written by
 * the server; one form with JavaScript disabled. The captcha is solved by decrypting the challenge's
 * cookie with the e2e server's secret (tests/e2e/forms-env.ts): the site has no bypass.
 */
import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../../lib/forms/registry';
import { isSection, type FieldSpec } from '../../lib/forms/types';
import { generateDemoProjects } from '../../lib/db/seed/projects';
import { generateDemoProperties } from '../../lib/db/seed/properties';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { must } from '../support/must';
import { formNamed } from '../support/registered-form';
import { captchaAnswer, fieldErrors, fieldError, formAlert, formOf, invalidFields, submitButton } from './form-page';
import { open, urlOf, type Locale } from './support';
import { isForRent, isForSale } from '../../lib/domain/property';
import { waitForMailMatching } from './mail';

const MESSAGES = { en, nl, fr, de };
const forms = (l: Locale) => MESSAGES[l].forms as unknown as Record<string, Record<string, string>> & typeof fr.forms;
/** The words of the link to the privacy statement in the privacy notice ('<link>privacy statement</link>'). */
const privacyLink = (l: Locale) => must(/<link>(.+?)<\/link>/.exec(forms(l).privacy), 'the privacy link')[1];
const feedback = (l: Locale) => MESSAGES[l].feedback as unknown as Record<string, { title: string }>;
/** The title of the thank-you page `slug` in language `l`. */
const feedbackTitle = (l: Locale, slug: string) => must(feedback(l)[slug], `feedback.${slug} in messages/${l}.json`).title;
/** The definition of the form `name`. */

/** The red, green and blue of a computed `rgb(…)` or `rgba(…)` colour. */
function rgbOf(colour: string): [number, number, number] {
  const [r, g, b] = must(colour.match(/\d+/g), 'the colour').map(Number);
  return [must(r, `the red of ${colour}`), must(g, `the green of ${colour}`), must(b, `the blue of ${colour}`)];
}

const property = generateDemoProperties(300).find((r) => r.lang === 'fr' && r.status === 'available' && isForSale(r))!;
const project = generateDemoProjects().projects.find((p) => p.lang === 'fr' && p.status !== 'sold-out')!;

/** Where each form is: its page, or the footer (newsletter). */
function pageOf(name: string, l: Locale): string {
  const def = formNamed(name);
  if (def.scope === 'property') return urlOf('/property/[id]/[form]', l, { id: property.id, form: name });
  if (def.scope === 'project') return urlOf('/project/[id]/[form]', l, { id: project.id, form: name });
  if (name === 'newsletter') return urlOf('/', l);
  if (name === 'testimonial') return urlOf('/testimonial', l);
  return urlOf(`/${name}`, l);
}

let counter = 0;
/** Fill every field of the form with valid values; returns the visitor's e-mail. */
async function fillValid(page: Page, name: string): Promise<string> {
  const form = formOf(page, name);
  const email = `e2e-${name}-${Date.now()}-${++counter}@example.org`;
  for (const f of formNamed(name).fields.filter((x): x is FieldSpec => !isSection(x))) {
    const input = form.locator(`[name="${f.name}"]`);
    if (f.kind === 'title') await form.locator(`input[name="title"][value="ms"]`).check();
    else if (f.kind === 'radio') await form.locator(`input[name="${f.name}"][value="${must(f.options?.[0], `the first option of ${f.name}`)}"]`).check();
    else if (f.kind === 'select') await input.selectOption(must(f.options?.[0], `the first option of ${f.name}`));
    else if (f.kind === 'checkbox') await input.check();
    else if (f.name === 'email') await input.fill(email);
    else if (f.kind === 'email') await input.fill(`friend-${counter}@example.org`);
    else if (f.kind === 'tel') await input.fill('+32 470 12 34 56');
    else if (f.name === 'zip') await input.fill('1050');
    else if (f.kind === 'date') await input.fill('2031-03-15');
    else await input.fill(f.kind === 'textarea' ? 'Bonjour, merci de me recontacter.' : `Zoë ${f.name}`);
  }
  return email;
}

/**
 * The .eml the server wrote to `address`. Only a server the tests started writes where they can read: against
 * one started elsewhere (E2E_BASE_URL) the test is marked skipped with the reason, never passed unchecked.
 */
async function expectMailTo(address: string, lang: Locale) {
  test.skip(Boolean(process.env.E2E_BASE_URL), `the mail to ${address} cannot be checked: the server at E2E_BASE_URL writes its mail elsewhere`);
  await waitForMailMatching(address, new RegExp(`^Content-Language: ${lang}$`, 'm'), 20_000);
}

async function submit(page: Page, name: string) {
  await submitButton(formOf(page, name)).click();
}

const CASES: [string, Locale, Locale][] = [
  ['contact', 'fr', 'en'],
  ['contact-demand', 'nl', 'fr'],
  ['contact-me', 'fr', 'de'],
  ['send-to-friend', 'en', 'fr'],
  ['document-request', 'de', 'nl'],
  ['contact-construction', 'fr', 'en'],
  ['newsletter', 'fr', 'nl'],
  ['testimonial', 'en', 'fr'],
];

test.describe('visitor forms', () => {
  for (const [name, first, second] of CASES) {
    test(`${name}: errors in red, values kept, wrong captcha refused, thank-you page (${first}); success in ${second}`, async ({ page }) => {
      const def = formNamed(name);
      const t = forms(first);
      await open(page, pageOf(name, first)); // the footer's newsletter asks for its captcha once React runs it
      const form = formOf(page, name);
      await expect(form).toBeVisible();
      // The privacy notice next to the button, with its link to the privacy statement.
      await expect(form.getByRole('paragraph').filter({ has: page.getByRole('link', { name: privacyLink(first) }) })).toBeVisible();

      // Nothing filled: every required field in red, and the form-level message.
      const preset = await form.locator('input[type="radio"]:checked').count(); // a preselected choice (contact-me)
      await submit(page, name);
      await expect(formAlert(form)).toHaveText(t.errors.checkFields);
      const firstError = fieldErrors(form).first();
      await expect(firstError).toBeVisible();
      // Red: the site's danger colour, or its light tint on the dark footer.
      const [r, g, b] = rgbOf(await firstError.evaluate((el) => getComputedStyle(el).color));
      expect(r - Math.max(g, b), `error colour rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThan(60);
      const required = def.fields.filter((f): f is FieldSpec => !isSection(f) && !!f.required).length + (def.captcha ? 1 : 0) - preset;
      await expect(invalidFields(form)).toHaveCount(required);

      const email = await fillValid(page, name);
      if (def.captcha) {
        const { src } = await captchaAnswer(page, name);
        await form.locator('input[name="captcha"]').fill('QQQQQ');
        await submit(page, name);
        await expect(fieldError(form, `${name}-captcha`)).toHaveText(t.errors.captchaMismatch);
        await expect(formAlert(form)).toHaveText(t.errors.checkFields);
        await expect(form.locator('input[name="email"]')).toHaveValue(email); // values kept
        const { answer } = await captchaAnswer(page, name, src); // a new challenge is shown
        await form.locator('input[name="captcha"]').fill(answer.toLowerCase());
      }
      await submit(page, name);
      await expect(page).toHaveURL(new RegExp(`/${first}/[^/]+/${def.feedback}/$`));
      await expect(page.locator('h1')).toHaveText(feedbackTitle(first, def.feedback));
      await expectMailTo(email, first);

      // The second language, straight to success.
      await open(page, pageOf(name, second));
      const email2 = await fillValid(page, name);
      if (def.captcha)
        await formOf(page, name)
          .locator('input[name="captcha"]')
          .fill((await captchaAnswer(page, name)).answer);
      await submit(page, name);
      await expect(page.locator('h1')).toHaveText(feedbackTitle(second, def.feedback));
      await expectMailTo(email2, second);
    });
  }

  test('every call to action of the detail page leads to its own form', async ({ page }) => {
    test.slow(); // ten form pages in a row: near the default timeout on a busy two-core machine
    const rent = generateDemoProperties(300).find((r) => r.lang === 'fr' && r.status === 'available' && isForRent(r))!;
    // A sale offers an offer to buy, a rent a rent application; both the other four.
    const ctas: [typeof property, [string, string][]][] = [
      [
        property,
        [
          ['askInfo', 'contact-me'],
          ['bookVisit', 'contact-appointment'],
          ['makeOffer', 'offer'],
          ['requestDocuments', 'document-request'],
          ['sendToFriend', 'send-to-friend'],
        ],
      ],
      [
        rent,
        [
          ['askInfo', 'contact-me'],
          ['bookVisit', 'contact-appointment'],
          ['rentApplication', 'rent-application'],
          ['requestDocuments', 'document-request'],
          ['sendToFriend', 'send-to-friend'],
        ],
      ],
    ];
    for (const [p, list] of ctas) {
      const detail = urlOf('/property/[id]', 'fr', { id: p.id });
      await page.goto(detail);
      await expect(page.getByRole('list', { name: fr.detail.actions }).getByRole('link')).toHaveCount(list.length);
      for (const [i, [label, name]] of list.entries()) {
        const target = urlOf('/property/[id]/[form]', 'fr', { id: p.id, form: name });
        // Back to the detail page the way a visitor goes, instead of loading it again.
        if (i > 0) {
          await page.goBack();
          await expect(page).toHaveURL(detail);
        }
        const link = page
          .getByRole('list', { name: fr.detail.actions })
          .getByRole('link', { name: fr.detail[label as keyof typeof fr.detail] as string, exact: true });
        await expect(link).toHaveAttribute('href', target);
        await link.click();
        // The form page of a property is rendered on its first visit: on a busy machine that may take a while.
        await expect(page).toHaveURL(target, { timeout: 30_000 });
        await expect(formOf(page, name)).toBeVisible();
        // The summary of the property above the form: its reference.
        await expect(page.getByRole('main').getByText(p.reference)).toBeVisible();
      }
    }
    await page.goto(urlOf('/property/[id]/[form]', 'fr', { id: property.id, form: 'contact-me' }) + '?visit=1');
    await expect(page.locator('input[name="request"][value="visit"]')).toBeChecked();
  });

  test('the testimonials list and the home page slider invite to write one, and the link opens the form', async ({ page }) => {
    for (const [start, l] of [
      [urlOf('/Notre-agence/Temoignages', 'en'), 'en'],
      [urlOf('/', 'fr'), 'fr'],
    ] as const) {
      await page.goto(start);
      const link = page.getByRole('link', { name: forms(l).cta.writeTestimonial, exact: true });
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(urlOf('/testimonial', l));
      await expect(formOf(page, 'testimonial')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms(l).testimonial.title);
    }
  });

  test('a sold or rented property takes no form: every one of its form pages is the 404 page', async ({ page, request }) => {
    const all = generateDemoProperties(300).filter((r) => r.lang === 'fr');
    for (const p of [all.find((r) => r.status === 'sold')!, all.find((r) => r.status === 'rented')!]) {
      await page.goto(urlOf('/property/[id]', 'fr', { id: p.id }));
      await expect(page.getByRole('list', { name: fr.detail.actions })).toHaveCount(0);
      await expect(page.getByRole('link', { name: fr.detail.askInfo })).toHaveCount(0);
      // Every form page answers 404 with the not-found page's title and without the form; the first is also looked
      // at in the browser (the same route and the same not-found page for every form).
      for (const [i, def] of Object.values(FORMS)
        .filter((f) => f.scope === 'property')
        .entries()) {
        const url = urlOf('/property/[id]/[form]', 'fr', { id: p.id, form: def.name });
        const what = `${def.name} of ${p.status} ${p.id}`;
        const res = await request.get(url);
        expect(res.status(), what).toBe(404);
        const html = await res.text();
        expect(html, what).toContain(fr.detail.notFound.title);
        expect(html, what).not.toMatch(new RegExp(`data-form(="|\\\\?":\\\\?")${def.name}\\b`));
        if (i > 0) continue;
        expect((await page.goto(url))?.status(), what).toBe(404);
        await expect(page.locator('h1')).toHaveText(fr.detail.notFound.title);
        await expect(page.locator(`form[data-form="${def.name}"]`)).toHaveCount(0);
      }
    }
  });

  test('an unknown form is a 404', async ({ page }) => {
    const res = await page.goto(urlOf('/property/[id]/[form]', 'fr', { id: property.id, form: 'no-such-form' }));
    expect(res?.status()).toBe(404);
    const fb = await page.goto(urlOf('/feedback/[form]', 'en', { form: 'no-such-form' }));
    expect(fb?.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('contact-demand posts, shows its errors and keeps the values, then succeeds', async ({ page }) => {
    const t = forms('nl');
    await page.goto(pageOf('contact-demand', 'nl'));
    const form = formOf(page, 'contact-demand');
    await form.locator('input[name="firstName"]').fill('Zoë');
    await form.locator('input[name="email"]').fill('not-an-address');
    await submit(page, 'contact-demand');
    await expect(formAlert(form)).toHaveText(t.errors.checkFields);
    await expect(form.locator('input[name="firstName"]')).toHaveValue('Zoë');
    await expect(form.locator('input[name="email"]')).toHaveValue('not-an-address');
    await expect(form.locator('#contact-demand-email-error')).toHaveText(t.errors.email);
    await expect(form.locator('#contact-demand-street-error')).toHaveText(t.errors.addressRequired);

    const email = await fillValid(page, 'contact-demand');
    await form.locator('input[name="captcha"]').fill((await captchaAnswer(page, 'contact-demand')).answer);
    await submit(page, 'contact-demand');
    await expect(page).toHaveURL(/\/nl\/bedankt\/contact-demand\/$/);
    await expect(page.locator('h1')).toHaveText(feedbackTitle('nl', 'contact-demand'));
    await expectMailTo(email, 'nl');
  });
});
