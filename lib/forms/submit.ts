/**
 * The server side of every visitor form, whatever calls it (the server action in actions.ts, tests):
 *
 *   submitForm(name, input, ctx) → FormState
 *
 * 0. more text than the form's fields can hold (formTextBudget) → 413 before anything looks at it;
 * 1. unknown form → 404; a property/project form without its subject → 404;
 * 2. honeypot (`website`) filled → answered like a success, nothing stored (a bot learns nothing);
 * 3. rate limit per IP and form (FORM_RATE_LIMIT="N/SECONDS", default 20 per 15 minutes) → 429, says why;
 * 4. the form's zod schema, then the captcha (cookie challenge vs typed characters), then the form's
 *    hook `check` → 400 with every bad field named in the request's language and the form-level
 *    "check the fields in red" message; the values come back (never the captcha) to fill the form again;
 * 5. one transaction stores the submission, uses up the captcha and queues its e-mails → 200 with the
 *    feedback page to go to. A mail to an address typed in the form repeats nothing typed, and is left
 *    out once that mailbox had its mails of the day (lib/domain/recipients.ts): the submission and the
 *    agency's copy are kept all the same. Only when storing fails does the visitor read "Your e-mail was not sent.
 *    Please try again." (or the form's own message) → 500.
 * It never throws on any input.
 */
import 'server-only';
import { siteConfig } from '@/config';
import { siteDatabase } from '@/lib/data/connection';
import { CaptchaAlreadyUsed, storeSubmission } from '@/lib/data/submissions';
import { hitRateLimit, type RateLimit } from '@/lib/data/rate-limits';
import type { Locale } from '@/lib/domain/locales';
import { checkCaptcha } from '@/lib/captcha/check';
import { fieldErrors } from './fields';
import { FORM_HOOKS } from './hooks';
import { formMails } from '@/lib/mail/form-mails';
import { signUpForNewsletter } from '@/lib/mail/newsletter-mails';
import { formDefinition } from './registry';
import { formLocale, formTranslator } from '@/lib/i18n/translate';
import { checkDocument, safeFileName } from '@/lib/domain/documents';
import { crmLeads } from '@/lib/crm/omnicasa/leads';
import { storeUpload } from '@/lib/data/uploads';
import { FieldError, HONEYPOT_FIELD, isSection, type FieldSpec, type FormDefinition, type FormState, type FormSubject, type SubmitContext } from './types';
import { log } from '@/lib/log';
import { goalOf } from '@/lib/domain/property';
import { env } from '@/lib/env';

export { FieldError, type SubmitContext };

export function formRateLimit(): RateLimit {
  return env.FORM_RATE_LIMIT;
}

/** Characters a field of each kind can need (a message 5000, a line of text 120 to a few hundred, …). */
const FIELD_TEXT: Record<string, number> = { textarea: 5000, checkboxes: 50 * 101, file: 0, output: 0 };
const LINE_TEXT = 500;
/** Names and values Next.js and the browser add to a post (`$ACTION_…` ids, the honeypot, the captcha). */
const POST_OVERHEAD = 4096;

/**
 * The most text a post of this form can carry: what its fields can hold, plus the overhead. A body with
 * more (files aside) is refused before any check reads it, so a megabyte of text costs the server nothing.
 */
export function formTextBudget(def: FormDefinition): number {
  return fieldsOf(def).reduce((sum, f) => sum + f.name.length + (FIELD_TEXT[f.kind] ?? LINE_TEXT), POST_OVERHEAD);
}

/** Characters of the names and text values of a post (files are bounded by their own limit). */
export function postedText(input: Record<string, unknown>): number {
  let size = 0;
  for (const [key, value] of Object.entries(input)) {
    size += key.length;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') size += v.length + 1;
  }
  return size;
}

/** The thank-you page of a form in a language, as the site serves it (/fr/merci/site-contact/). */
export function feedbackPath(lang: Locale, slug: string): string {
  const entry = siteConfig.paths.paths.find((p) => p.path === '/feedback/[form]');
  const localized = entry?.localized[lang] ?? '/feedback/[form]';
  return `/${lang}${localized.replace('[form]', encodeURIComponent(slug))}/`;
}

const asRecord = (input: unknown): Record<string, unknown> =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};

/** The posted values to show again: strings (cut to a sane size) and checkboxes; never the captcha nor a file. */
function echoValues(def: FormDefinition, input: Record<string, unknown>): Record<string, string | boolean | string[]> {
  const out: Record<string, string | boolean | string[]> = {};
  for (const f of def.fields) {
    if (isSection(f) || f.kind === 'file' || f.kind === 'output') continue;
    const v = input[f.name];
    if (f.kind === 'checkboxes')
      out[f.name] = (Array.isArray(v) ? v : [v])
        .filter((x): x is string => typeof x === 'string' && x !== '')
        .slice(0, 50)
        .map((x) => x.slice(0, 100));
    else if (f.kind === 'checkbox') out[f.name] = v === true || v === 'on' || v === 'true' || v === '1';
    else if (typeof v === 'string') out[f.name] = v.slice(0, 5000);
    else if (typeof v === 'number' && Number.isFinite(v)) out[f.name] = String(v);
  }
  return out;
}

function fieldsOf(def: FormDefinition): FieldSpec[] {
  return def.fields.filter((f): f is FieldSpec => !isSection(f));
}

/** The newsletter form, or another form with its newsletter box ticked: a pending subscription and its confirmation link (double opt-in). */
const signsUpForNewsletter = (def: FormDefinition, data: Record<string, unknown>) => def.name === 'newsletter' || data.newsletter === true;

/** Whether a property form fits its subject (an offer for a sale, a rent application for a rent). */
export const fitsSubject = (def: FormDefinition, subject: FormSubject | null | undefined) =>
  !def.subjectGoal || (subject?.goal !== undefined && def.subjectGoal === goalOf({ goal: subject.goal }));

type UploadedFile = { field: string; fileName: string; contentType: string; content: Buffer };

/** The files of the form's file fields, checked by content: field → error key for a bad one. */
async function readFiles(def: FormDefinition, data: Record<string, unknown>): Promise<{ files: UploadedFile[]; errors: Record<string, string> }> {
  const files: UploadedFile[] = [];
  const errors: Record<string, string> = {};
  for (const f of fieldsOf(def)) {
    if (f.kind !== 'file' || !(data[f.name] instanceof File)) continue;
    const file = data[f.name] as File;
    const content = Buffer.from(await file.arrayBuffer());
    const check = checkDocument(file.name, content);
    if (!check.ok) errors[f.name] = check.reason === 'too-large' ? 'fileTooLarge' : check.reason === 'empty' ? 'fileEmpty' : 'fileType';
    else files.push({ field: f.name, fileName: safeFileName(file.name, check.kind), contentType: check.contentType, content });
  }
  return { files, errors };
}

export async function submitForm(name: string, input: unknown, ctx: SubmitContext): Promise<FormState> {
  const lang = formLocale(ctx.lang);
  const def = formDefinition(name);
  const t = formTranslator(lang, def);
  if (!def) return { status: 'error', code: 404, message: t('failure.unknownForm') };
  const raw = asRecord(input);
  if (postedText(raw) > formTextBudget(def)) return { status: 'refused', code: 413, message: t('failure.tooLarge') };
  const values = echoValues(def, raw);
  const hooks = FORM_HOOKS[def.name];
  /** A refused answer with the server's extras for the values posted (the free slots of the day chosen). */
  const refused = async (state: FormState): Promise<FormState> => {
    if (!hooks?.extras) return state;
    try {
      return { ...state, extras: await hooks.extras(raw, { lang, subjectId: ctx.subject?.id ?? null, db: ctx.db }) };
    } catch (e) {
      log.error('form.extras-failed', { form: def.name, lang, error: e });
      return state;
    }
  };
  try {
    if (def.scope !== 'site' && (!ctx.subject || ctx.subject.kind !== def.scope))
      return { status: 'error', code: 404, message: t(`failure.${def.scope}NotFound`), values };
    if (!fitsSubject(def, ctx.subject)) return { status: 'error', code: 404, message: t('wrongGoal'), values };
    // A sold or rented property takes no request any more (its page shows none of its forms).
    if (ctx.subject?.closed) return { status: 'error', code: 404, message: t('failure.propertyClosed'), values };

    const honeypot = raw[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') {
      log.warn('form.honeypot', { form: def.name, lang });
      return { status: 'ok', code: 200, redirect: feedbackPath(lang, def.feedback) };
    }

    const db = ctx.db ?? (await siteDatabase()).db;
    const rule = formRateLimit();
    const rate = await hitRateLimit(`form:${def.name}:${ctx.ip || 'unknown'}`, rule, db);
    if (!rate.allowed) {
      log.warn('form.rate-limited', { form: def.name, lang });
      return { status: 'refused', code: 429, message: t('failure.rateLimited', { minutes: Math.max(1, Math.ceil(rate.retryAfterMs / 60_000)) }), values };
    }
    if (def.perAddressPerDay) {
      const daily = await hitRateLimit(`form-day:${def.name}:${ctx.ip || 'unknown'}`, { limit: def.perAddressPerDay, windowMs: 24 * 60 * 60_000 }, db);
      if (!daily.allowed) return { status: 'refused', code: 429, message: t('failure.dailyLimit'), values };
    }

    const parsed = def.schema.safeParse(raw);
    const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    const known = new Set(
      fieldsOf(def)
        .map((f) => f.name)
        .concat('captcha'),
    );
    for (const field of Object.keys(errors)) if (!known.has(field)) delete errors[field];
    let captchaUse: { nonce: string; expires: Date } | null = null;
    if (def.captcha && !errors.captcha) {
      const check = checkCaptcha(ctx.captchaToken, typeof raw.captcha === 'string' ? raw.captcha : '', def.name);
      if (check.ok) captchaUse = { nonce: check.nonce, expires: check.expires };
      else errors.captcha = check.reason;
    }
    const data = parsed.success ? (parsed.data as Record<string, unknown>) : null;
    const uploaded = data ? await readFiles(def, data) : { files: [], errors: {} };
    Object.assign(errors, uploaded.errors);
    if (data && !Object.keys(errors).length && hooks?.check) Object.assign(errors, (await hooks.check(data, ctx, db)) ?? {});
    const invalid = (found: Record<string, string>) =>
      refused({
        status: 'invalid',
        code: 400,
        message: t('errors.checkFields'),
        errors: Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`errors.${key}`)])),
        values,
      });
    if (!data || Object.keys(errors).length) {
      if (!Object.keys(errors).length) errors[''] = 'invalid';
      log.info('form.invalid', { form: def.name, lang, fields: Object.keys(errors) });
      return await invalid(errors);
    }

    const stored = { ...data };
    delete stored.captcha;
    // A file is kept in `uploads`; the submission's data names it.
    for (const f of uploaded.files) stored[f.field] = f.fileName;
    const uploadIds: number[] = [];
    let thanks: string | undefined;
    const email = typeof stored[def.emailField ?? 'email'] === 'string' ? String(stored[def.emailField ?? 'email']) : null;
    try {
      const id = await storeSubmission(
        db,
        {
          form: def.name,
          lang,
          email,
          propertyId: ctx.subject?.kind === 'property' ? ctx.subject.id : null,
          projectId: ctx.subject?.kind === 'project' ? ctx.subject.id : null,
          data: stored,
          captcha: captchaUse,
        },
        (submissionId) => [
          ...formMails(def, stored, { lang, subject: ctx.subject, uploadIds }, submissionId),
          ...(hooks?.mails?.(stored, ctx, submissionId) ?? []),
          // The lead also goes to the CRM when one is configured, through the same outbox.
          ...crmLeads(def.name, stored, { lang, subject: ctx.subject }, submissionId),
        ],
        async (tx, submissionId) => {
          for (const f of uploaded.files) uploadIds.push(await storeUpload(tx, submissionId, f));
          if (hooks?.store) thanks = (await hooks.store(tx, stored, ctx, submissionId))?.thanks;
          if (signsUpForNewsletter(def, stored) && email) await signUpForNewsletter(tx, submissionId, { lang, email });
        },
      );
      log.info('form.submitted', { form: def.name, lang, submissionId: id, files: uploaded.files.length });
      return { status: 'ok', code: 200, redirect: thanks ?? feedbackPath(lang, def.feedback), submissionId: id };
    } catch (e) {
      if (e instanceof CaptchaAlreadyUsed) {
        return { status: 'invalid', code: 400, message: t('errors.checkFields'), errors: { captcha: t('errors.captchaExpired') }, values };
      }
      if (e instanceof FieldError) return await invalid({ [e.field]: e.key });
      throw e;
    }
  } catch (e) {
    // Logged with the form and the cause, never with what the visitor typed.
    log.error('form.not-stored', { form: def.name, lang, error: e });
    return { status: 'error', code: 500, message: t(`failure.${def.notSent ?? 'notSent'}`), values };
  }
}
