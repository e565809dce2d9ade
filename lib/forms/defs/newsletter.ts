import { objectOf } from './person';
import { email } from '../fields';
import type { FormDefinition } from '../types';

/** newsletter: the compact sign-up of the footer (honeypot and rate limit, no captcha). */
export const newsletter: FormDefinition = {
  name: 'newsletter',
  scope: 'site',
  schema: objectOf({ email: email() }),
  fields: [{ name: 'email', kind: 'email', required: true, autoComplete: 'email' }],
  captcha: false,
  feedback: 'sign-newsletter',
  mails: ['agency', 'visitor'],
};
