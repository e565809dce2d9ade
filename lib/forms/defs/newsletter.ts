import { objectOf, captchaSchema } from './person';
import { email } from '../fields';
import type { FormDefinition } from '../types';

/**
 * newsletter: the compact sign-up of the footer. Double opt-in: the only mail a sign-up sends is the link
 * that confirms it (lib/mail/newsletter-mails.ts); the agency hears of the address once it is confirmed.
 * The captcha shows once the visitor starts on the form (FormView), so pages do not load it for nothing.
 */
export const newsletter: FormDefinition = {
  name: 'newsletter',
  scope: 'site',
  schema: objectOf({ email: email(), ...captchaSchema }),
  fields: [{ name: 'email', kind: 'email', required: true, autoComplete: 'email' }],
  captcha: true,
  feedback: 'sign-newsletter',
  mails: [],
};
