// @vitest-environment happy-dom
/**
 * Visitor forms in a browser's document (happy-dom), once the visitor starts on them: react-hook-form takes
 * over with the form's first focus, the rows of a repeatable group come and go as a field array, and the
 * server's answer (the real submit function on a real PGlite database) puts its errors on their fields.
 */
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formDefinition } from '@/lib/forms/registry';
import { layoutOf, loadSchema } from '@/lib/forms/schema-loader';
import { readPostedFields } from '@/lib/forms/form-data';
import { submitForm } from '@/lib/forms/submit';
import type { FormState } from '@/lib/forms/types';
import en from '@/messages/en.json';
import { must } from '@/tests/support/must';
import { testDatabases } from '@/tests/support/databases';
import { FormView } from './FormView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IntlProvider = NextIntlClientProvider as unknown as FunctionComponent<{
  locale: string;
  messages: typeof en;
  timeZone: string;
  onError: () => void;
}>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** FormView of form `name` in the document, answered by `action`. */
async function render(name: string, action: (previous: FormState, data: FormData) => Promise<FormState>, variant: 'full' | 'compact' = 'full') {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const form = layoutOf(must(formDefinition(name), `the form ${name}`));
  await act(async () => {
    root!.render(
      createElement(
        IntlProvider,
        // The statements' figures come from the property, which these forms have none of: their labels go without.
        { locale: 'en', messages: en, timeZone: 'Europe/Brussels', onError: () => undefined },
        createElement(FormView, { form, action, privacy: null, variant }),
      ),
    );
  });
  return must(container.querySelector('form'), 'the form');
}

/** Waits until `found` gives something (the engine's import, a check, the server's answer). */
async function until<T>(found: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = found();
    if (value) return value;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`never: ${what}`);
}

/** Types `value` into a field as a visitor does: focus, the value, the input event, leaving it. */
async function type(form: HTMLFormElement, field: string, value: string) {
  const input = must(form.querySelector<HTMLInputElement>(`[name="${field}"]`), `the field ${field}`);
  await act(async () => input.focus());
  const setter = must(Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set, "the input's value setter");
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => input.blur());
}

const shownRows = (form: HTMLFormElement, prefix: string) => Array.from(form.querySelectorAll<HTMLInputElement>(`input[name^="${prefix}"]`)).map((i) => i.name);
const button = (form: HTMLFormElement, text: string) =>
  must(
    Array.from(form.querySelectorAll('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(text)),
    `the button "${text}"`,
  );

describe('a repeatable group of a visitor form (react-hook-form field array)', () => {
  it('shows one row, adds the next on request and takes a row away again, its value with it', async () => {
    const posted: Record<string, unknown>[] = [];
    const form = await render('rent-application', async (_previous, data) => {
      posted.push(must(readPostedFields(data, Infinity), 'the post'));
      return { status: 'invalid', code: 400 };
    });
    expect(shownRows(form, 'childAge')).toEqual(['childAge1']);

    await act(async () => button(form, en.rentApplication.repeat.children).click());
    await until(() => shownRows(form, 'childAge').length === 2, 'a second row');
    expect(shownRows(form, 'childAge')).toEqual(['childAge1', 'childAge2']);
    await type(form, 'childAge2', '7');
    await act(async () => button(form, en.rentApplication.repeat.children).click());
    await until(() => shownRows(form, 'childAge').length === 3, 'a third row');

    await act(async () => button(form, en.forms.repeat.removeRow.replace('{row}', en.rentApplication.fields.childAge2)).click());
    await until(() => shownRows(form, 'childAge').length === 2, 'the second row taken away');
    expect(shownRows(form, 'childAge')).toEqual(['childAge1', 'childAge3']);
    expect(form.querySelector(`[aria-label="${en.forms.repeat.removeRow.replace('{row}', en.rentApplication.fields.childAge1)}"]`)).toBeNull();

    // What the browser checks is what is left on the page: the removed row's '7' is neither checked nor posted.
    await type(form, 'childAge3', 'abc');
    await until(() => form.querySelector('#rent-application-childAge3-error'), "the third row's error");
    expect(form.querySelector('#rent-application-childAge3-error')?.textContent).toBe(en.rentApplication.errors.childAge);
    expect(new FormData(form).has('childAge2')).toBe(false);
  });
});

describe('what a visitor did before the checks arrived (react-hook-form takes over on the first focus)', () => {
  it('keeps a choice made and shows the output of a figure typed meanwhile', async () => {
    const form = await render('offer', async () => ({ status: 'invalid', code: 400 }));
    const ms = must(form.querySelector<HTMLInputElement>('input[name="aTitle"][value="ms"]'), "the buyer's title Ms");
    await act(async () => {
      ms.focus();
      ms.click();
    });
    await type(form, 'amount', '250000');
    const advance = must(form.querySelector('[data-output="advance"]'), 'the advance');
    await until(() => advance.textContent !== '—', 'the advance of the amount typed');
    expect(advance.textContent?.replace(/\D/g, '')).toBe('25000');
    expect(ms.checked).toBe(true);
    expect(new FormData(form).get('aTitle')).toBe('ms');
  });

  it('keeps the choices clicked once the checks are loaded and before they take the fields over', async () => {
    const form = await render('demand-register', async () => ({ status: 'invalid', code: 400 }));
    const option = (field: string, value: string) =>
      must(form.querySelector<HTMLInputElement>(`input[name="${field}"][value="${value}"]`), `the option ${value} of ${field}`);
    const ms = option('title', 'ms');
    const flanders = option('zones', 'flanders');
    const parking = must(form.querySelector<HTMLInputElement>('input[name="parking"]'), 'the parking checkbox');
    await act(async () => {
      // The first use imports the checks; React renders them into the form only once this act ends, so the
      // clicks below land after the import resolved and before the engine registered the fields.
      must(form.querySelector<HTMLInputElement>('input[name="firstName"]'), 'the first name').focus();
      await Promise.all([import('./FormEngine'), loadSchema('demand-register')]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      ms.click();
      flanders.click();
      parking.click();
    });

    await act(async () => button(form, en.demand.submit).click());
    await until(() => form.querySelector('#demand-register-firstName-error'), "the first name's error");
    // The checks saw the title and the zone chosen, and left the choices on the page as clicked.
    expect(form.querySelector('#demand-register-goal-error')).not.toBeNull();
    expect(form.querySelector('#demand-register-title-error')).toBeNull();
    expect(form.querySelector('#demand-register-zones-error')).toBeNull();
    expect([ms.checked, flanders.checked, parking.checked]).toEqual([true, true, true]);
    const data = new FormData(form);
    expect([data.get('title'), data.getAll('zones'), data.get('parking')]).toEqual(['ms', ['flanders'], 'on']);
  });
});

describe("the server's answer on the fields (react-hook-form setError)", () => {
  const target = must(testDatabases()[0], 'the PGlite test database');
  let handle: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    process.env.CAPTCHA_SECRET ??= 'form-view-test-captcha-secret';
    handle = await target.open();
  });
  afterAll(async () => handle.drop());

  it('shows the error the server finds (a captcha without its challenge) on its field, until the visitor changes it', async () => {
    let asked = 0;
    const form = await render(
      'newsletter',
      async (_previous, data) => {
        asked++;
        // The server action's own work: the post read as it reads it, checked by the real submit function.
        return submitForm('newsletter', readPostedFields(data, Infinity), { lang: 'en', ip: '192.0.2.77', captchaToken: null, db: handle.db });
      },
      'compact',
    );
    await type(form, 'email', 'anne@example.be');
    await until(() => form.querySelector('[name="captcha"]'), 'the captcha, once the visitor starts');
    await type(form, 'captcha', 'ABCD');

    await act(async () => button(form, en.forms.newsletter.submit).click());
    const error = await until(() => form.querySelector('#newsletter-captcha-error'), "the captcha's error");
    expect(asked).toBe(1);
    expect(error.textContent).toBe(en.forms.errors.captchaExpired);
    expect(form.querySelector('#newsletter-captcha')?.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('#newsletter-email-error')).toBeNull();

    await type(form, 'captcha', 'WXYZ');
    await until(() => !form.querySelector('#newsletter-captcha-error'), 'the error gone once the field changes');
  });
});
