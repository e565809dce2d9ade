import * as z from '@/lib/domain/zod';
import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { checkbox, choice, date, optionalInteger, optionalText, requiredInteger, requiredText } from '../fields';
import type { FieldSpec, FormDefinition } from '../types';
import { STATEMENTS } from './contact-appointment';

/** Rows of ages offered for adults and for children (all of them shown without JavaScript). */
export const AGE_ROWS = 6;
export const adultFields = Array.from({ length: AGE_ROWS }, (_, i) => `adultAge${i + 1}`);
export const childFields = Array.from({ length: AGE_ROWS }, (_, i) => `childAge${i + 1}`);
export const PET_OPTIONS = ['no', 'yes'] as const;

const requiredTrue = () => checkbox().check(z.refine((v) => v === true, 'statement'));

/**
 * rent-application (rent properties only): the household (adults and children with their ages), pets,
 * moving date and reason, the net income of persons 1 and 2, and the five statements the applicant confirms,
 * whose figures (minimum income, maximum persons, amount at signing) the page computes from the property.
 */
export const rentApplication: FormDefinition = {
  name: 'rent-application',
  scope: 'property',
  messages: 'rentApplication',
  subjectGoal: 'rent',
  schema: objectOf({
    // The first adult is required; the other rows are optional.
    ...Object.fromEntries(
      adultFields.map((f, i) => [f, i === 0 ? requiredInteger(18, 120, 'adultsRequired', 'adultAge') : optionalInteger(18, 120, 'adultAge')]),
    ),
    ...Object.fromEntries(childFields.map((f) => [f, optionalInteger(0, 25, 'childAge')])),
    pets: choice(PET_OPTIONS),
    petsDescription: optionalText(200),
    movingDate: date({ required: true }),
    movingReason: requiredText(500),
    income1: requiredInteger(0, 10_000_000),
    income2: optionalInteger(0, 10_000_000),
    ...Object.fromEntries(STATEMENTS.map((s) => [s, requiredTrue()])),
    ...personSchema,
    ...captchaSchema,
  }).check(
    z.superRefine((d, ctx) => {
      const data = d as Record<string, unknown>;
      if (data.pets === 'yes' && !data.petsDescription) ctx.addIssue({ code: 'custom', path: ['petsDescription'], message: 'petsDescription' });
    }),
  ),
  fields: [
    { section: 'household' },
    ...adultFields.map((name): FieldSpec => ({ name, kind: 'number', width: 'third', repeat: 'adults', required: name === 'adultAge1' })),
    ...childFields.map((name): FieldSpec => ({ name, kind: 'number', width: 'third', repeat: 'children' })),
    { name: 'pets', kind: 'radio', required: true, options: PET_OPTIONS },
    { name: 'petsDescription', kind: 'text' },
    { section: 'moving' },
    { name: 'movingDate', kind: 'date', required: true, width: 'third' },
    { name: 'movingReason', kind: 'text', required: true, width: 'twoThirds' },
    { section: 'income' },
    { name: 'income1', kind: 'number', required: true, width: 'half' },
    { name: 'income2', kind: 'number', width: 'half', hint: 'income2' },
    { section: 'statements' },
    { name: 'amountAtSigning', kind: 'output' },
    ...STATEMENTS.map((name): FieldSpec => ({ name, kind: 'checkbox', required: true })),
    { section: 'contact' },
    ...personFields,
  ],
  captcha: true,
  feedback: 'rent-application',
  mails: [],
};
