/** What the form specs share about a form on a page: finding it and reading its captcha's answer. */
import { expect, type Locator, type Page } from '@playwright/test';
import { decryptCaptcha } from '../../lib/captcha/check';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';
import { must } from '../support/must';
import { E2E_CAPTCHA_SECRET } from './forms-env';

export const formOf = (page: Page, name: string) => page.locator(`form[data-form="${name}"]`);
/** The captcha's image, by its text alternative in any of the four languages (with or without JavaScript). */
export const captchaImage = (form: Locator) =>
  form.getByAltText(new RegExp(`^(${[en, nl, fr, de].map((m) => m.forms.captcha.imageAlt.split(':')[0]).join('|')})\\s?:`));
/**
 * The submit button at the end of a form (its label differs per form and language). Without JavaScript a form
 * may also hold the day's refresh button and a default button for the Enter key before it: the last one sends.
 */
export const submitButton = (form: Locator) => form.locator('button[type="submit"]').last();
/** The form-level message after a refused post: the form's alert. */
export const formAlert = (form: Locator) => form.getByRole('alert');
/** The fields marked invalid (an input, or the fieldset of a group of choices). */
export const invalidFields = (form: Locator) => form.locator('[aria-invalid="true"]');
/** The error message of a field, by the field's name: the description its aria-describedby names (`<form>-<field>-error`). */
export const fieldError = (form: Locator, id: string) => form.locator(`[id="${id}-error"]`);
/** Every error message of the form's fields, in their order. */
export const fieldErrors = (form: Locator) => form.locator('[id$="-error"]');
/** The answer of the challenge now shown (a newer image than `previous`), read from its cookie with the e2e secret. */
export async function captchaAnswer(page: Page, name: string, previous?: string | null): Promise<{ answer: string; src: string }> {
  const img = captchaImage(formOf(page, name));
  let src = '';
  await expect
    .poll(async () => {
      src = await img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc || el.src : ''));
      return src !== '' && src !== previous;
    })
    .toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === `captcha_${name}`);
  const payload = decryptCaptcha(cookie?.value, E2E_CAPTCHA_SECRET);
  expect(payload, 'the captcha cookie decrypts with the e2e secret').not.toBeNull();
  return { answer: must(payload, 'the captcha payload').answer, src };
}
