import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { checkbox, optionalMessage } from '../fields';
import type { FormDefinition } from '../types';

/** document-request: the property's documents (plans, certificates, EPC…) sent by the agency. */
export const documentRequest: FormDefinition = {
  name: 'document-request',
  scope: 'property',
  schema: objectOf({ ...personSchema, remark: optionalMessage(), ...captchaSchema, newsletter: checkbox() }),
  fields: [...personFields, { name: 'remark', kind: 'textarea', label: 'documents', hint: 'documents' }, { name: 'newsletter', kind: 'checkbox' }],
  captcha: true,
  feedback: 'document-request',
  notSent: 'documentRequest',
  mails: ['agency', 'visitor'],
};
