import { objectOf, captchaSchema, newsletterField, newsletterOptIn, personFields, personSchema } from './person';
import { choice, optionalMessage } from '../fields';
import type { FormDefinition } from '../types';

export const CONTACT_ME_REQUESTS = ['information', 'visit'] as const;

/** contact-me: ask for information about a property or to visit it (?visit=1 preselects the visit). */
export const contactMe: FormDefinition = {
  name: 'contact-me',
  scope: 'property',
  schema: objectOf({ request: choice(CONTACT_ME_REQUESTS), ...personSchema, remark: optionalMessage(), ...newsletterOptIn, ...captchaSchema }),
  fields: [
    { name: 'request', kind: 'radio', required: true, options: CONTACT_ME_REQUESTS },
    ...personFields,
    { name: 'remark', kind: 'textarea' },
    newsletterField,
  ],
  captcha: true,
  feedback: 'contact-me',
  mails: ['agency', 'visitor'],
};
