/**
 * What a form is, for the browser and the server alike: its fields, its definition, the state the page shows,
 * the subject a submission is about. Types and constants only, no I/O; a form's server-side hooks are typed in
 * lib/forms/types.ts.
 */
import type * as z from '@/lib/domain/zod';

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
  /** Not required when this other field of the form has a value (a demand's zones, when it has a search area). */
  requiredUnless?: string;
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
  /** Required for this subject (a statement that applies to this property), marked as such; false: not required here (a demand's zones beside its search area). */
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
export type FormSchema = z.ZodMiniType<any, any>;

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
   * before `forms` (see lib/i18n/translate.ts `formTranslator`).
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

/** The key of a form's own text (`title`, `intro`, `submit`): `NAME.title` in `forms`, or `title` in its own namespace. */
export const formKey = (def: Pick<FormDefinition, 'name' | 'messages'>, part: string) => (def.messages ? part : `${def.name}.${part}`);
