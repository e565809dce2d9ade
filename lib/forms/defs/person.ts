/** The contact details most forms ask for. */
import * as z from '@/lib/domain/zod';
import type { FieldSpec } from '../types';
import { captcha, checkbox, email, optionalText, optionalZip, phone, requiredText, title } from '../fields';

export const personSchema = {
  title: title(),
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: email(),
  phone: phone(),
};

export const personFields: FieldSpec[] = [
  { name: 'title', kind: 'title', required: true },
  { name: 'firstName', kind: 'text', required: true, width: 'half', autoComplete: 'given-name' },
  { name: 'lastName', kind: 'text', required: true, width: 'half', autoComplete: 'family-name' },
  { name: 'email', kind: 'email', required: true, width: 'half', autoComplete: 'email' },
  { name: 'phone', kind: 'tel', required: true, width: 'half', autoComplete: 'tel' },
];

/**
 * The visitor's own address, optional. Address, postcode and city are required where the address is what
 * the form is about (the property to value in contact-demand, the buyers of an offer); a visitor's own
 * address stays optional on a simple contact or project enquiry, where asking for it would only turn visitors away.
 */
export const addressSchema = {
  street: optionalText(120),
  houseNumber: optionalText(20),
  zip: optionalZip(),
  city: optionalText(80),
};

export const addressFields: FieldSpec[] = [
  { name: 'street', kind: 'text', width: 'twoThirds', autoComplete: 'address-line1' },
  { name: 'houseNumber', kind: 'text', width: 'third' },
  { name: 'zip', kind: 'text', width: 'third', autoComplete: 'postal-code' },
  { name: 'city', kind: 'text', width: 'twoThirds', autoComplete: 'address-level2' },
];

export const newsletterOptIn = { newsletter: checkbox() };
export const newsletterField: FieldSpec = { name: 'newsletter', kind: 'checkbox' };
export const captchaSchema = { captcha: captcha() };

export const objectOf = <T extends z.core.$ZodShape>(shape: T) => z.object(shape);
