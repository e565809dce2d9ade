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
import type * as z from '@/lib/domain/zod';
import type { Db, Executor } from '@/lib/data/connection';
import type { OutboxMail } from '@/lib/data/outbox';

/**
 * 'checkboxes': several values of `options` (or of the choices the page gives); 'file': one uploaded
 * document, checked by its content on the server, stored with the submission and attached to the
 * agency's e-mail; 'output': no input, a figure computed from other fields (components/forms/outputs.tsx).
 */
export type FieldKind =
  'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'checkboxes' | 'date' | 'number' | 'title' | 'file' | 'output';

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  /** Shown with a required marker (the schema decides what is really required). */
  required?: boolean;
  /** Grid span on wide screens: 'full' (default for textarea, radio, checkbox), 'half', 'third', 'quarter'. */
  width?: 'full' | 'half' | 'third' | 'quarter' | 'twoThirds';
  /** Option values of a select or radio (labels in `forms.options.NAME.VALUE`). */
  options?: readonly string[];
  /** The option values are their own labels in every language (time slots such as `14:00-16:00`). */
  literalOptions?: boolean;
  autoComplete?: string;
  /** Label key in `forms.fields` when it differs from `name`. */
  label?: string;
  /** A hint below the field, key in `forms.hints`. */
  hint?: string;
  /**
   * Consecutive fields with the same `repeat` are the rows of a repeatable group (ages of the children):
   * with JavaScript the empty rows after the first stay hidden until the visitor adds one; without it
   * every row shows.
   */
  repeat?: string;
  /** The file types a file field offers in the browser's picker (`.pdf,.doc,.docx`); the server checks the content. */
  accept?: string;
  /**
   * Changing this field asks the server for new extras (the day of an appointment: its free slots).
   * Without JavaScript a button (its label: this key of the form's texts) reloads the page with the
   * field's value in the query (`?day=…`), and the page renders the extras for it.
   */
  refreshes?: string;
};

/** One option given by the page (web types from the database, the free slots of a day). */
export type Choice = { value: string; label: string; disabled?: boolean };

/**
 * What the server adds to a field for this visitor and these values (form hook `extras`): choices,
 * values of its label's placeholders (`{amount}`), bounds of a date, a translated note, its value
 * (the day whose slots are shown), or hiding it. `section:NAME` keys hide a section heading.
 */
export type FieldExtras = {
  choices?: Choice[];
  values?: Record<string, string | number>;
  min?: string;
  max?: string;
  note?: string;
  value?: string;
  hidden?: boolean;
  /** Required for this subject (a statement that applies to this property), marked as such. */
  required?: boolean;
  /** Another label key in `fields` for this subject (a statement without its figures when they are unknown). */
  label?: string;
};
export type FormExtras = Record<string, FieldExtras>;

/** A heading between groups of fields (key in `forms.sections`). */
export type SectionSpec = { section: string };

export type FormScope = 'site' | 'property' | 'project';
export type MailRecipient = 'agency' | 'visitor' | 'friend';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormSchema = z.ZodMiniObject<any>;

export type FormDefinition = {
  name: string;
  scope: FormScope;
  schema: FormSchema;
  fields: (FieldSpec | SectionSpec)[];
  captcha: boolean;
  feedback: string;
  notSent?: 'notSent' | 'documentRequest' | 'testimonial';
  mails: MailRecipient[];
  /** The field holding the visitor's e-mail (default 'email'). */
  emailField?: string;
  /**
   * At most this many submissions per visitor address (IPv6 /64) and day, besides the general rate limit:
   * for a form that mails someone the visitor names (send-to-friend), so the site cannot relay mail.
   */
  perAddressPerDay?: number;
  /**
   * The namespace of the form's own texts in messages/*.json (`appointment`): title, intro, submit,
   * fields, options, hints, sections, errors and `feedback.title`/`feedback.text`, looked up there
   * before `forms` (see translate.ts `formTranslator`).
   */
  messages?: string;
  /** A text shown above the submit button, key in the form's own texts (the demand's opt-in notice). */
  submitNotice?: string;
  /** A property form for properties for sale only or for rent only (other properties: 404). */
  subjectGoal?: 'sale' | 'rent';
};

export const isSection = (f: FieldSpec | SectionSpec): f is SectionSpec => 'section' in f;

/** What the server action answers (and what the page renders without JavaScript). */
export type FormState = {
  status: 'idle' | 'invalid' | 'refused' | 'error' | 'ok';
  /** An HTTP-like status: 200, 400 (invalid), 404 (unknown form or subject), 429 (rate limit), 500 (not stored). */
  code: number;
  /** The form-level message, translated. */
  message?: string;
  /** Field → translated message. */
  errors?: Record<string, string>;
  /** The values posted (strings), to fill the fields again; never the captcha nor a file. */
  values?: Record<string, string | boolean | string[]>;
  /** The server's extras for the values posted (the free slots of the day chosen). */
  extras?: FormExtras;
  /** Where the visitor goes on success: the feedback page (localized path). */
  redirect?: string;
  submissionId?: number;
};

export const initialFormState: FormState = { status: 'idle', code: 200 };

/** The hidden field a person leaves empty and a bot fills: a post with it filled is answered as a success and dropped. */
export const HONEYPOT_FIELD = 'website';

/** A refusal found while storing (a slot booked by someone else in the meantime): the transaction is rolled back and the field named. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly key: string,
  ) {
    super(`${field}: ${key}`);
    this.name = 'FieldError';
  }
}

/** What a submission is about: a property or a project (resolved by the caller, in the visitor's language). */
export type FormSubject = {
  kind: 'property' | 'project';
  id: number;
  reference: string;
  title: string;
  /** Absolute URL of its page in the visitor's language. */
  url: string;
  /** Absolute URL of its main photo. */
  picture: string | null;
  price: string | null;
  place: string;
  /** A property's Goal (0 sale, any other value rent). */
  goal?: number;
};

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
  store?: (tx: Executor, data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => Promise<void>;
  mails?: (data: Record<string, unknown>, ctx: SubmitContext, submissionId: number) => OutboxMail[];
  extras?: (values: Record<string, unknown>, ctx: ExtrasContext) => Promise<FormExtras>;
};

/** Where extras are asked for: the page (before any post) or a refused post. */
export type ExtrasContext = { lang: string; subjectId: number | null; db?: Db };
