import { objectOf, addressFields, addressSchema, captchaSchema, newsletterField, newsletterOptIn, personFields, personSchema } from './person';
import { optionalMessage } from '../fields';
import type { FormDefinition } from '../types';

/** contact-construction: interest in a new-build project. */
export const contactConstruction: FormDefinition = {
  name: 'contact-construction',
  scope: 'project',
  schema: objectOf({ ...personSchema, ...addressSchema, remark: optionalMessage(), ...newsletterOptIn, ...captchaSchema }),
  fields: [...personFields, ...addressFields, { name: 'remark', kind: 'textarea' }, newsletterField],
  captcha: true,
  feedback: 'contact-construction',
  mails: ['agency', 'visitor'],
};
