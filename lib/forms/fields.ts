/**
 * Building blocks of the form schemas (zod 4), shared by the browser (react-hook-form's zod resolver in
 * components/forms/FormEngine.tsx) and the server action. Every message is a KEY of `forms.errors` in messages/*.json, translated on both
 * sides, so an answer names the bad fields in the visitor's language. Any issue zod raises by itself
 * (wrong type, array for a string…) maps to a key too (see `issueKey`).
 */
import * as z from '@/lib/domain/zod';
import { MAX_UPLOAD_BYTES } from '@/lib/domain/documents';

/** The keys of `forms.errors` (messages/*.json). */
export const ERROR_KEYS = [
  'required',
  'invalid',
  'tooLong',
  'email',
  'friendEmail',
  'friendEmailRequired',
  'phone',
  'zip',
  'titleRequired',
  'addressRequired',
  'dateIncomplete',
  'dateInvalid',
  'number',
  'passwordsDiffer',
  'captchaRequired',
  'captchaMismatch',
  'captchaExpired',
  'choiceRequired',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export const isErrorKey = (v: unknown): v is ErrorKey => typeof v === 'string' && (ERROR_KEYS as readonly string[]).includes(v);

/** A zod error map that turns a type mismatch of a missing value into `missing`, any other into 'invalid'. */
const typed = (missing: ErrorKey) => ({ error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? missing : 'invalid') });

/**
 * Every pattern below runs only on text of bounded length (checked first, in `bounded`), and none of
 * them backtracks: a visitor cannot make a check take more than linear time (fields.test.ts feeds 1 MB of
 * each worst case). zod runs every check of a chain even after `max` failed, so a pattern must never
 * sit in `.regex()` after `.max()`: it would still see the whole value.
 */
export const EMAIL_MAX = 254;
const PHONE_MAX = 25;
const ZIP_MAX = 10;
/** One part of an address: no space, no '@', none of the characters that would need quoting. */
const EMAIL_PART = /^[^\s@<>()[\]\\,;:"]+$/;
const PHONE_RE = /^\+?[0-9 ()./-]{6,25}$/;
const ZIP_RE = /^(?:[A-Za-z]{1,2}-?)?[0-9]{4,5}$/;

/** `test` on a value of at most `max` characters; a longer one fails without being looked at. */
const bounded = (max: number, test: (v: string) => boolean) => (v: string) => v.length <= max && test(v);

/**
 * An e-mail address as people type it: one '@', a local part and a domain with a dot and a final label of
 * 2 characters or more, no spaces, quotes or brackets. Split at '@' and the last '.', each part matched
 * by a pattern without alternatives: linear in the length.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot < 1 || domain.length - dot - 1 < 2) return false;
  return EMAIL_PART.test(local) && EMAIL_PART.test(domain.slice(0, dot)) && EMAIL_PART.test(domain.slice(dot + 1));
}
export const isPhone = bounded(PHONE_MAX, (v) => PHONE_RE.test(v));
export const isZip = bounded(ZIP_MAX, (v) => ZIP_RE.test(v));

/** A line break or another control character: never in a one-line field (it could end up in a mail header). */
const CONTROL = /[\u0000-\u001f\u007f]/;
const oneLine = (v: string) => !CONTROL.test(v);

/** `schema`, or '' when the value is absent. */
const orEmpty = (schema: z.ZodMiniString) =>
  z.pipe(
    z.optional(schema),
    z.transform((v) => v ?? ''),
  );

/** A trimmed string: `missing` when absent or not text. */
const trimmed = (missing: ErrorKey = 'required') => z.string(typed(missing)).check(z.trim());

/** A required line of text, trimmed, at most `max` characters, one line. */
export const requiredText = (max = 120, missing: ErrorKey = 'required') =>
  trimmed(missing).check(z.minLength(1, missing), z.maxLength(max, 'tooLong'), z.refine(oneLine, 'invalid'));

/** An optional line of text ('' when absent). */
export const optionalText = (max = 120) => orEmpty(trimmed().check(z.maxLength(max, 'tooLong'), z.refine(oneLine, 'invalid')));

/** A required message (several lines). */
export const requiredMessage = (max = 5000) => trimmed().check(z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
export const optionalMessage = (max = 5000) => orEmpty(trimmed().check(z.maxLength(max, 'tooLong')));

export const email = (missing: ErrorKey = 'required', invalid: ErrorKey = 'email') =>
  trimmed(missing).check(z.minLength(1, missing), z.maxLength(EMAIL_MAX, 'tooLong'), z.refine(isEmailAddress, invalid));

export const optionalEmail = () =>
  orEmpty(
    trimmed().check(
      z.maxLength(EMAIL_MAX, 'tooLong'),
      z.refine((v) => v === '' || isEmailAddress(v), 'email'),
    ),
  );

export const phone = () => trimmed().check(z.minLength(1, 'required'), z.maxLength(PHONE_MAX, 'tooLong'), z.refine(isPhone, 'phone'));
export const optionalPhone = () =>
  orEmpty(
    trimmed().check(
      z.maxLength(PHONE_MAX, 'tooLong'),
      z.refine((v) => v === '' || isPhone(v), 'phone'),
    ),
  );

export const zip = (missing: ErrorKey = 'required') => trimmed(missing).check(z.minLength(1, missing), z.maxLength(ZIP_MAX, 'tooLong'), z.refine(isZip, 'zip'));
export const optionalZip = () =>
  orEmpty(
    trimmed().check(
      z.maxLength(ZIP_MAX, 'tooLong'),
      z.refine((v) => v === '' || isZip(v), 'zip'),
    ),
  );

/** Title of address (spec: Mr, Ms, Miss). */
export const TITLES = ['mr', 'ms', 'miss'] as const;
export const title = () => z.enum(TITLES, { error: 'titleRequired' });

/** One of `values` (radio buttons, selects). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, missing: string = 'choiceRequired') => z.enum(values, { error: missing });

/** `schema` applied to the value after `prepare` (zod's classic `preprocess`). */
const prepared = <T extends z.ZodMiniType>(prepare: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(prepare), schema);

/** The values of a group of checkboxes (none, one or several posted under one name): at least one, at most `max`. */
export const choices = <T extends z.ZodMiniType>(item: T, missing: string, max = 50, min = 1) =>
  prepared(
    (v) => (v === undefined || v === null || v === '' || v === false ? [] : Array.isArray(v) ? v.filter((x) => x !== '' && x !== false) : [v]),
    z.array(item).check(z.minLength(min, missing), z.maxLength(max, 'invalid')),
  );

/** An uploaded file: a File from the form (a FileList in the browser). Its content is checked on the server (submit.ts). */
export const documentFile = (maxBytes = MAX_UPLOAD_BYTES, missing = 'fileRequired') =>
  prepared(
    (v) => {
      const list = v as { length?: number; item?: (i: number) => unknown } | null;
      if (list && typeof list === 'object' && typeof list.item === 'function') return list.length ? list.item(0) : undefined;
      return v;
    },
    z
      .custom<File>((v) => typeof File !== 'undefined' && v instanceof File && v.size > 0 && v.name !== '', { error: missing })
      .check(
        z.refine((f) => f.size <= maxBytes, 'fileTooLarge'),
        z.refine((f) => f.name.length <= 255 && /\.(pdf|docx?)$/i.test(f.name), 'fileType'),
      ),
  );

/** A checkbox: checked is true ('on' from a posted form, true from the browser). */
export const checkbox = () => prepared((v) => v === true || v === 'on' || v === 'true' || v === '1', z.boolean());

/** A number as typed ('1 250 000', '1.250.000', '12,5'); longer than any real figure is not a number (and is not scanned). */
const NUMBER_TEXT_MAX = 40;
const typedNumber = (v: string) => (v.length > NUMBER_TEXT_MAX ? NaN : Number(v.replace(/[\s.]/g, '').replace(',', '.')));

/** A whole number within bounds, from a text field; '' is absent. */
export const optionalInteger = (min = 0, max = 1_000_000_000, invalid = 'number') =>
  prepared(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? typedNumber(v) : v),
    z.optional(z.int({ error: invalid }).check(z.gte(min, invalid), z.lte(max, invalid))),
  );

/** A required whole number within bounds, typed in a text field: `missing` when absent or blank, `invalid` otherwise (also when not text). */
export const requiredInteger = (min: number, max: number, missing = 'required', invalid = 'number') =>
  prepared(
    (v) => (v === undefined || v === null ? undefined : typeof v !== 'string' ? NaN : v.trim() === '' ? undefined : typedNumber(v)),
    z.int({ error: (iss) => (iss.input === undefined ? missing : invalid) }).check(z.gte(min, invalid), z.lte(max, invalid)),
  );

/**
 * A calendar date as YYYY-MM-DD (what <input type="date"> posts). An empty or partial value is
 * `dateIncomplete`, an impossible one (31 February) `dateInvalid`.
 */
export const date = (options: { required?: boolean } = {}) => {
  const base = trimmed('dateIncomplete').check(
    z.superRefine((v, ctx) => {
      if (v === '' && !options.required) return;
      const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? [];
      if (v.length !== 10 || !year || !month || !day) return void ctx.addIssue({ code: 'custom', message: 'dateIncomplete' });
      const [y, m, d] = [Number(year), Number(month), Number(day)];
      const dt = new Date(Date.UTC(y, m - 1, d));
      if (y < 1900 || y > 2200 || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) ctx.addIssue({ code: 'custom', message: 'dateInvalid' });
    }),
  );
  return options.required ? base : orEmpty(base);
};

/** What the visitor typed from the captcha image; matched on the server (the browser cannot know). */
export const captcha = () => trimmed('captchaRequired').check(z.minLength(1, 'captchaRequired'), z.maxLength(20, 'captchaMismatch'));

/** The key of the first issue, whatever zod raised. */
/** A form's own error key (`slotRequired`, looked up in its messages namespace first). */
const FORM_ERROR_KEY = /^[a-z][A-Za-z]{1,40}$/;

export function issueKey(message: string | undefined): string {
  return isErrorKey(message) || (message !== undefined && FORM_ERROR_KEY.test(message)) ? message : 'invalid';
}

/** Field → message key of its first issue ('' path is the form itself). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issueKey(issue.message);
  }
  return out;
}
