import * as z from '@/lib/domain/zod';
import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { checkbox, date, optionalMessage } from '../fields';
import type { FormDefinition } from '../types';
import { APPOINTMENT_SLOTS } from '@/lib/domain/appointments';

/** The statements a visitor confirms before a visit (income, proof, persons, description, amount), as checkbox fields (which apply depends on the property). */
export const STATEMENTS = ['stIncome', 'stProof', 'stPersons', 'stDescription', 'stAmount'] as const;

/**
 * contact-appointment: online booking of a visit of a property in one of the slots of lib/domain/
 * appointments (status confirmed at once). The day and slot are checked against the bookings on the
 * server, and the slot is booked in the submission's transaction (lib/forms/appointment-hooks.ts); the
 * page shows the free slots of the chosen day, without JavaScript too. The statements that apply to the
 * property (all five for a rent, 'description read' for a sale) are required by the server.
 */
export const contactAppointment: FormDefinition = {
  name: 'contact-appointment',
  scope: 'property',
  messages: 'appointment',
  schema: objectOf({
    day: date({ required: true }),
    slot: z.enum(APPOINTMENT_SLOTS, { error: 'slotRequired' }),
    ...Object.fromEntries(STATEMENTS.map((s) => [s, checkbox()])),
    ...personSchema,
    remark: optionalMessage(),
    ...captchaSchema,
  }),
  fields: [
    { section: 'when' },
    { name: 'day', kind: 'date', required: true, width: 'half', hint: 'day', refreshes: 'slots.show' },
    { name: 'slot', kind: 'radio', required: true, options: APPOINTMENT_SLOTS, literalOptions: true },
    { section: 'statements' },
    // Required when they apply to the property: marked by the page's extras, checked by the server.
    ...STATEMENTS.map((name) => ({ name, kind: 'checkbox' as const })),
    { section: 'contact' },
    ...personFields,
    { name: 'remark', kind: 'textarea' },
  ],
  captcha: true,
  feedback: 'contact-appointment',
  mails: [],
};
