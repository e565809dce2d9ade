/**
 * Property-based: thousands of malformed payloads (wrong types, missing fields, huge strings, unicode,
 * bad dates, arrays for scalars, a wrong, foreign or expired captcha…) thrown at the server-side submit
 * of EVERY registered form. It never throws and never answers 5xx; a rejection names the bad fields,
 * with the messages of the request's language (taken from that language's messages file).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/db/client';
import { encryptCaptcha } from '@/lib/captcha/check';
import { FORMS } from '@/lib/forms/registry';
import { formTextBudget, postedText, submitForm } from '@/lib/forms/submit';
import { isSection, type FieldSpec } from '@/lib/forms/types';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { testDatabases } from '../support/databases';
import { addHouseWebType } from '../support/feed-record';
import { subjectFor, validSubmission } from '../support/form-payloads';

process.env.CAPTCHA_SECRET = 'property-test-captcha-secret';
const MESSAGES = { en, nl, fr, de } as const;
type Lang = keyof typeof MESSAGES;
/** The error messages a form may answer with in a language: the shared ones and, for a form with its own namespace, its own. */
const errorTexts = (l: Lang, ns?: string) =>
  new Set([
    ...Object.values(MESSAGES[l].forms.errors as Record<string, string>),
    ...Object.values(((ns ? (MESSAGES[l] as Record<string, unknown>)[ns] : null) as { errors?: Record<string, string> } | null)?.errors ?? {}),
  ]);
const RUNS = Number(process.env.FORMS_PROPERTY_RUNS ?? 300);

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 5001, maxLength: 7000 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; drop table submissions; --",
    '𝕳𝖊𝖑𝖑𝖔 👋🏽',
    'ms',
    'mr',
    'MISS',
    'on',
    'visit',
    'house',
    '1050',
    'L-2449',
  ),
  fc.constantFrom('2024-02-30', '2024-13-01', '31/12/2024', '2024-1-1', '0000-00-00', '2031-03-15'),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
);

for (const target of testDatabases()) {
  describe(`malformed submissions on ${target.name}`, () => {
    let handle: DbHandle & { drop: () => Promise<void> };
    beforeAll(async () => {
      process.env.FORM_RATE_LIMIT = '1000000/60';
      handle = await target.open();
      await addHouseWebType(handle.db);
    });
    afterAll(async () => {
      delete process.env.FORM_RATE_LIMIT;
      await handle?.drop();
    });

    for (const def of Object.values(FORMS)) {
      const fields = def.fields.filter((f): f is FieldSpec => !isSection(f));
      const keys = fc.constantFrom(...fields.map((f) => f.name), 'captcha', 'website', '__proto__', 'constructor', 'extra');
      const payload = fc.record({
        base: fc.constantFrom('valid', 'empty'),
        changes: fc.dictionary(keys, value, { maxKeys: 6 }),
        removed: fc.subarray(fields.map((f) => f.name)),
        lang: fc.constantFrom<string>('fr', 'nl', 'en', 'de', 'fr', 'nl', 'xx'),
        captcha: fc.constantFrom('valid', 'wrong', 'otherForm', 'expired', 'garbage', 'none'),
        shape: fc.constantFrom('object', 'object', 'object', 'object', 'null', 'array', 'string'),
      });

      it(`${def.name}: never throws, never 5xx, names the bad fields in the request's language`, async () => {
        await fc.assert(
          fc.asyncProperty(payload, async (p) => {
            const valid = validSubmission(def);
            const input: Record<string, unknown> = p.base === 'valid' ? { ...valid.input } : {};
            for (const name of p.removed) delete input[name];
            Object.assign(input, p.changes);
            let token: string | null = valid.captchaToken;
            if (p.captcha === 'wrong' && typeof input.captcha === 'string') input.captcha = `${input.captcha}X`;
            if (p.captcha === 'otherForm')
              token = encryptCaptcha(
                { answer: (typeof input.captcha === 'string' ? input.captcha : '').toUpperCase(), form: 'nope', expires: Date.now() + 60_000, nonce: 'n' },
                'property-test-captcha-secret',
              );
            if (p.captcha === 'expired')
              token = encryptCaptcha(
                { answer: (typeof input.captcha === 'string' ? input.captcha : '').toUpperCase(), form: def.name, expires: Date.now() - 1, nonce: 'e' },
                'property-test-captcha-secret',
              );
            if (p.captcha === 'garbage') token = 'x'.repeat(60);
            if (p.captcha === 'none') token = null;
            const raw = p.shape === 'object' ? input : p.shape === 'null' ? null : p.shape === 'array' ? [input] : JSON.stringify(input);
            const lang: Lang = p.lang === 'xx' ? 'fr' : (p.lang as Lang);

            // A visitor address of its own per run: the send-to-friend form takes 5 a day from one address.
            const ip = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
            const state = await submitForm(def.name, raw, { lang: p.lang, ip, captchaToken: token, subject: subjectFor(def), db: handle.db });

            expect(state.code).toBeLessThan(500);
            expect(['ok', 'invalid', 'refused']).toContain(state.status);
            // More text than the form's fields can hold is refused before any check reads it (413).
            if (state.code === 413) {
              expect(postedText(raw === input ? input : {})).toBeGreaterThan(formTextBudget(def));
              return;
            }
            const bot = raw === input && input.website !== undefined && input.website !== '';
            if (state.status === 'invalid') {
              expect(state.message).toBe(MESSAGES[lang].forms.errors.checkFields);
              const named = Object.keys(state.errors ?? {});
              expect(named.length).toBeGreaterThan(0);
              for (const [field, message] of Object.entries(state.errors ?? {})) {
                expect([...fields.map((f) => f.name), 'captcha', '']).toContain(field);
                expect(errorTexts(lang, def.messages).has(message), `"${message}" is a ${lang} message`).toBe(true);
                if (lang !== 'en') expect(errorTexts('en', def.messages).has(message), `"${message}" is not English`).toBe(false);
              }
              expect(state.values).not.toHaveProperty('captcha');
            }
            if (!bot) {
              // Every required field that is missing, blank or not text is named (one required unless another
              // field has a value: when that one is blank or not text).
              const given = raw === input ? input : {};
              const filled = (name: string) => typeof given[name] === 'string' && (given[name] as string).trim() !== '';
              for (const f of fields.filter((x) => x.required && !(x.requiredUnless && filled(x.requiredUnless)))) {
                const v = given[f.name];
                // A group of checkboxes posts a list; a file field a file.
                // A required checkbox (a statement) is given when it is ticked, however it is posted.
                const present =
                  f.kind === 'checkboxes'
                    ? Array.isArray(v)
                      ? v.length > 0
                      : typeof v === 'string' && v.trim() !== ''
                    : f.kind === 'file'
                      ? v instanceof File && v.size > 0
                      : f.kind === 'checkbox'
                        ? v === true || v === 'on' || v === 'true' || v === '1'
                        : typeof v === 'string' && v.trim() !== '';
                if (!present) {
                  expect(state.status, `${f.name}=${JSON.stringify(v)?.slice(0, 40)}`).toBe('invalid');
                  expect(state.errors).toHaveProperty(f.name);
                }
              }
              if (def.captcha && p.captcha !== 'valid') expect(state.status).toBe('invalid');
            }
          }),
          // A failure is reported as found: shrinking payloads of thousands of characters takes hours.
          { numRuns: RUNS, endOnFailure: true },
        );
      });
    }

    it('an unknown form and a property form without its property are 404s, in the request’s language', async () => {
      expect(await submitForm('no-such-form', {}, { lang: 'nl', ip: '192.0.2.2', db: handle.db })).toMatchObject({
        code: 404,
        message: nl.forms.failure.unknownForm,
      });
      expect(await submitForm('contact-me', {}, { lang: 'de', ip: '192.0.2.2', db: handle.db })).toMatchObject({
        code: 404,
        message: de.forms.failure.propertyNotFound,
      });
    });

    it('every property form refuses a sold or rented property, even a valid submission, in the visitor’s language', async () => {
      for (const def of Object.values(FORMS).filter((f) => f.scope === 'property')) {
        const subject = { ...subjectFor(def)!, closed: true };
        const { input, captchaToken } = validSubmission(def);
        const state = await submitForm(def.name, input, { lang: 'fr', ip: '192.0.2.9', captchaToken, subject, db: handle.db });
        expect(state, def.name).toMatchObject({ status: 'error', code: 404, message: fr.forms.failure.propertyClosed });
      }
    });
  });
}
