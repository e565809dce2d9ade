import { objectOf, addressFields, addressSchema, captchaSchema, newsletterField, newsletterOptIn, personFields, personSchema } from './person';
import { requiredMessage } from '../fields';
import type { FormDefinition } from '../types';

/** contact: the agency's general contact form (/contact and the configured contact modules). */
export const contact: FormDefinition = {
  name: 'contact',
  scope: 'site',
  schema: objectOf({ ...personSchema, ...addressSchema, remark: requiredMessage(), ...newsletterOptIn, ...captchaSchema }),
  fields: [...personFields, ...addressFields, { name: 'remark', kind: 'textarea', required: true }, newsletterField],
  captcha: true,
  feedback: 'site-contact',
  mails: ['agency', 'visitor'],
};
