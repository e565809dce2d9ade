import { objectOf, captchaSchema } from './person';
import { checkbox, email, optionalText, requiredMessage, requiredText } from '../fields';
import type { FormDefinition } from '../types';

/** testimonial: a client's testimonial, read by the agency before it is published. */
export const testimonial: FormDefinition = {
  name: 'testimonial',
  scope: 'site',
  schema: objectOf({
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: email(),
    city: optionalText(80),
    testimonial: requiredMessage(3000),
    publishName: checkbox(),
    ...captchaSchema,
  }),
  fields: [
    { name: 'firstName', kind: 'text', required: true, width: 'half', autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', required: true, width: 'half', autoComplete: 'family-name' },
    { name: 'email', kind: 'email', required: true, width: 'half', autoComplete: 'email' },
    { name: 'city', kind: 'text', width: 'half', autoComplete: 'address-level2' },
    { name: 'testimonial', kind: 'textarea', required: true },
    { name: 'publishName', kind: 'checkbox' },
  ],
  captcha: true,
  feedback: 'testimonial',
  notSent: 'testimonial',
  mails: ['agency', 'visitor'],
};
