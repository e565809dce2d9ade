/**
 * What a form is, for the browser and the server alike (no server imports here).
 *
 * A form is one `FormDefinition` registered in `lib/forms/registry.ts`:
 *   - `name`: the form's id: the URL segment (/property/[id]/NAME), the messages namespace
 *     (`forms.NAME.title`, `forms.NAME.intro`, `forms.NAME.submit`) and the `submissions.form` value;
 *   - `scope`: where it is reached: the site (its own page or a configured contact module), a property
 *     (/property/[id]/NAME) or a project (/project/[id]/NAME);
 *   - `schema`: one zod object (built from `lib/forms/fields.ts`), checked in the browser (FormView) and again
 *     by the server action; its messages are keys of `forms.errors`;
 *   - `fields`: how to lay the fields out (rendered by components/forms/FormView.tsx); labels are keys of
 *     `forms.fields`, options keys of `forms.options.FIELD`;
 *   - `captcha`: whether the visitor must type the characters of the image;
 *   - `feedback`: the slug of its thank-you page /feedback/SLUG (texts in `feedback.SLUG`);
 *   - `notSent`: the key of `forms.failure` shown when the submission could not be stored;
 *   - `mails`: who gets an e-mail: 'agency' (reply-to the visitor), 'visitor' (a confirmation in the
 *     visitor's language), 'friend' (send-to-friend: the property's link and photo to `friendEmail`).
 * Server-only extras of a form (rows of its own, a check against the database, other mails) are
 * registered by name in `lib/forms/hooks.ts`.
 */
import type { Db, Executor } from '@/lib/data/connection';
import type { OutboxMail } from '@/lib/data/outbox';
import type { FormExtras, FormSubject } from '@/lib/domain/forms';

// The form's fields, definition, state and subject: types and constants without I/O, in lib/domain.
export * from '@/lib/domain/forms';

export type SubmitContext = {
  /** The request's language (anything else falls back to the site's default). */
  lang: string;
  /** The visitor's address, for the rate limit. */
  ip: string;
  /** The captcha cookie of this form (see lib/captcha/check.ts). */
  captchaToken?: string | null;
  /** The property or project of a property/project form, resolved in the visitor's language; `closed`: sold or rented. */
  subject?: (FormSubject & { closed?: boolean }) | null;
  db?: Db;
};

/** Server-side extras of a form (lib/forms/hooks.ts says when the submit calls each). */
export type FormHooks = {
  check?: (data: Record<string, unknown>, ctx: SubmitContext, db: Db) => Promise<Record<string, string> | null | undefined>;
  /** Writes of the form in the submission's transaction; `thanks`: the page the visitor goes to instead of the feedback page. */
  store?: (tx: Executor, data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => Promise<void | { thanks?: string }>;
  mails?: (data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => OutboxMail[];
  extras?: (values: Record<string, unknown>, ctx: ExtrasContext) => Promise<FormExtras>;
};

/** Where extras are asked for: the page (before any post) or a refused post. */
export type ExtrasContext = { lang: string; subjectId: number | null; db?: Db };
