/**
 * Every visitor form, by name. To add a form: write its definition (see types.ts) in `defs/`, add it
 * here, add its texts to messages/*.json (`forms.NAME`, its fields in `forms.fields`, `feedback.SLUG`),
 * and, if it needs server-side extras, a hook in hooks.ts. Pages, the server action, the feedback page,
 * the captcha route and the tests all iterate this registry.
 */
import type { FormDefinition, FormScope } from './types';
import { contact } from './defs/contact';
import { contactConstruction } from './defs/contact-construction';
import { contactDemand } from './defs/contact-demand';
import { contactMe } from './defs/contact-me';
import { documentRequest } from './defs/document-request';
import { newsletter } from './defs/newsletter';
import { sendToFriend } from './defs/send-to-friend';
import { testimonial } from './defs/testimonial';
import { contactAppointment } from './defs/contact-appointment';
import { cv } from './defs/cv';
import { demandRegister } from './defs/demand-register';
import { offer } from './defs/offer';
import { rentApplication } from './defs/rent-application';
import { favouriteAlert } from './defs/favourite-alert';

const list: FormDefinition[] = [
  contact,
  contactDemand,
  contactMe,
  sendToFriend,
  documentRequest,
  contactConstruction,
  newsletter,
  testimonial,
  demandRegister,
  contactAppointment,
  rentApplication,
  offer,
  cv,
  favouriteAlert,
];

export const FORMS: Readonly<Record<string, FormDefinition>> = Object.fromEntries(list.map((f) => [f.name, f]));

export function formDefinition(name: unknown, scope?: FormScope): FormDefinition | null {
  // Own keys only: `FORMS.toString` is no form.
  const def = typeof name === 'string' && Object.hasOwn(FORMS, name) ? FORMS[name] : undefined;
  if (!def || (scope && def.scope !== scope)) return null;
  return def;
}

/** The form whose thank-you page is `slug`. */
export const formOfFeedback = (slug: unknown) => Object.values(FORMS).find((f) => f.feedback === slug) ?? null;
