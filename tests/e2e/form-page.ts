/** What the form specs share about a form on a page: finding it and reading its captcha's answer. */
import { expect, type Page } from '@playwright/test';
import { decryptCaptcha } from '../../lib/captcha/check';
import { E2E_CAPTCHA_SECRET } from './forms-env';

export const formOf = (page: Page, name: string) => page.locator(`form[data-form="${name}"]`);

/** The answer of the challenge now shown (a newer image than `previous`), read from its cookie with the e2e secret. */
export async function captchaAnswer(page: Page, name: string, previous?: string | null): Promise<{ answer: string; src: string }> {
  const img = formOf(page, name).locator('.form-captcha__image img');
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
  return { answer: payload!.answer, src };
}
