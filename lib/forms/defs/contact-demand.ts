import { objectOf, captchaSchema, newsletterField, newsletterOptIn, personFields, personSchema } from './person';
import { choice, optionalMessage, requiredText, zip } from '../fields';
import type { FormDefinition } from '../types';

export const VALUATION_TYPES = ['house', 'apartment', 'land', 'commercial', 'other'] as const;

/** contact-demand: a free valuation; the address of the property to value is required. */
export const contactDemand: FormDefinition = {
  name: 'contact-demand',
  scope: 'site',
  schema: objectOf({
    ...personSchema,
    propertyType: choice(VALUATION_TYPES),
    street: requiredText(120, 'addressRequired'),
    houseNumber: requiredText(20, 'addressRequired'),
    zip: zip('addressRequired'),
    city: requiredText(80, 'addressRequired'),
    remark: optionalMessage(),
    ...newsletterOptIn,
    ...captchaSchema,
  }),
  fields: [
    ...personFields,
    { section: 'propertyToValue' },
    { name: 'propertyType', kind: 'select', required: true, options: VALUATION_TYPES, width: 'half' },
    { name: 'street', kind: 'text', required: true, width: 'twoThirds' },
    { name: 'houseNumber', kind: 'text', required: true, width: 'third' },
    { name: 'zip', kind: 'text', required: true, width: 'third' },
    { name: 'city', kind: 'text', required: true, width: 'twoThirds' },
    { name: 'remark', kind: 'textarea' },
    newsletterField,
  ],
  captcha: true,
  feedback: 'contact-demand',
  mails: ['agency', 'visitor'],
};
