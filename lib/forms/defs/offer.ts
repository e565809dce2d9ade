import * as z from '@/lib/domain/zod';
import { objectOf, captchaSchema } from './person';
import {
  date,
  email,
  optionalEmail,
  optionalMessage,
  optionalPhone,
  optionalText,
  optionalZip,
  phone,
  requiredInteger,
  requiredText,
  title,
  zip,
} from '../fields';
import type { FieldSpec, FormDefinition } from '../types';
import { agencyClock } from '@/lib/domain/appointments';

const personA = {
  aTitle: title(),
  aFirstName: requiredText(80),
  aLastName: requiredText(80),
  aStreet: requiredText(120, 'addressRequired'),
  aHouseNumber: requiredText(20, 'addressRequired'),
  aZip: zip('addressRequired'),
  aCity: requiredText(80, 'addressRequired'),
  aEmail: email(),
  aPhone: phone(),
};
const personB = {
  bFirstName: optionalText(80),
  bLastName: optionalText(80),
  bStreet: optionalText(120),
  bHouseNumber: optionalText(20),
  bZip: optionalZip(),
  bCity: optionalText(80),
  bEmail: optionalEmail(),
  bPhone: optionalPhone(),
};
const person = (p: 'a' | 'b', required: boolean): FieldSpec[] => [
  ...(p === 'a' ? [{ name: 'aTitle', kind: 'title' as const, required }] : []),
  { name: `${p}FirstName`, kind: 'text', required, width: 'half', autoComplete: p === 'a' ? 'given-name' : 'off' },
  { name: `${p}LastName`, kind: 'text', required, width: 'half', autoComplete: p === 'a' ? 'family-name' : 'off' },
  { name: `${p}Street`, kind: 'text', required, width: 'twoThirds', autoComplete: p === 'a' ? 'address-line1' : 'off' },
  { name: `${p}HouseNumber`, kind: 'text', required, width: 'third' },
  { name: `${p}Zip`, kind: 'text', required, width: 'third', autoComplete: p === 'a' ? 'postal-code' : 'off' },
  { name: `${p}City`, kind: 'text', required, width: 'twoThirds', autoComplete: p === 'a' ? 'address-level2' : 'off' },
  { name: `${p}Email`, kind: 'email', required, width: 'half', autoComplete: p === 'a' ? 'email' : 'off' },
  { name: `${p}Phone`, kind: 'tel', required, width: 'half', autoComplete: p === 'a' ? 'tel' : 'off' },
];

/**
 * offer (sale properties only): a written offer to buy: the amount in figures and in words, its period
 * of validity (start and end dates, complete and valid, the start not in the past, the end after the
 * start), the place and date of signature (not in the past), conditions, and buyers A and B. The 10%
 * advance on signing is shown live as the amount is typed and written in the e-mails (lib/domain/offer).
 */
export const offer: FormDefinition = {
  name: 'offer',
  scope: 'property',
  messages: 'offer',
  subjectGoal: 'sale',
  emailField: 'aEmail',
  schema: objectOf({
    amount: requiredInteger(1, 1_000_000_000, 'amount', 'amount'),
    amountWords: requiredText(200),
    startDate: date({ required: true }),
    endDate: date({ required: true }),
    place: requiredText(80),
    signDate: date({ required: true }),
    conditions: optionalMessage(3000),
    ...personA,
    ...personB,
    ...captchaSchema,
  }).check(
    z.superRefine((d, ctx) => {
      // Dates are calendar days in Brussels (the agency's), whatever the server's or browser's time zone.
      const today = agencyClock(new Date()).day;
      if (d.startDate && d.startDate < today) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'startPast' });
      if (d.signDate && d.signDate < today) ctx.addIssue({ code: 'custom', path: ['signDate'], message: 'signPast' });
      if (d.startDate && d.endDate && d.endDate <= d.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
      const b = d as Record<string, unknown>;
      const anyB = Object.keys(personB).some((k) => b[k]);
      if (anyB && (!b.bFirstName || !b.bLastName)) ctx.addIssue({ code: 'custom', path: [b.bFirstName ? 'bLastName' : 'bFirstName'], message: 'personB' });
    }),
  ),
  fields: [
    { section: 'offer' },
    { name: 'amount', kind: 'number', required: true, width: 'half' },
    { name: 'advance', kind: 'output', width: 'half' },
    { name: 'amountWords', kind: 'text', required: true, hint: 'amountWords' },
    { name: 'conditions', kind: 'textarea', hint: 'conditions' },
    { section: 'validity' },
    { name: 'startDate', kind: 'date', required: true, width: 'half' },
    { name: 'endDate', kind: 'date', required: true, width: 'half' },
    { name: 'place', kind: 'text', required: true, width: 'half' },
    { name: 'signDate', kind: 'date', required: true, width: 'half' },
    { section: 'personA' },
    ...person('a', true),
    { section: 'personB' },
    ...person('b', false),
  ],
  captcha: true,
  feedback: 'offer',
  mails: [],
};
