/**
 * Server-side extras of a form, by form name (optional; `FormHooks` in types.ts). The generic submit
 * (submit.ts) calls them:
 *   - `check(data, ctx, db)`: checks against the database before storing (a booked slot, …); returns
 *     field → error key (a key of `forms.errors`) for what is wrong, or nothing;
 *   - `store(tx, data, ctx, submissionId)`: rows of its own, in the submission's transaction;
 *   - `mails(data, ctx, submissionId)`: more e-mails to queue in the same transaction.
 *   - `extras(values, ctx)`: what the page adds to the fields for these values (choices from the
 *     database, figures in labels, the free slots of a day); also sent back with a refused post.
 * Throwing from `store` rolls the whole submission back: a `FieldError` (submit.ts) answers 400 with
 * that field named (a slot taken meanwhile), anything else the form's "not sent" message.
 */
import type { FormHooks } from './types';
import { appointmentHooks } from './appointment-hooks';
import { demandRegisterHooks } from './demand-register-hooks';
import { offerHooks } from './offer-hooks';
import { rentApplicationHooks } from './rent-application-hooks';
import { favouriteAlertHooks } from './favourite-alert-hooks';

export const FORM_HOOKS: Record<string, FormHooks> = {
  'demand-register': demandRegisterHooks,
  'contact-appointment': appointmentHooks,
  'rent-application': rentApplicationHooks,
  offer: offerHooks,
  'favourite-alert': favouriteAlertHooks,
};
