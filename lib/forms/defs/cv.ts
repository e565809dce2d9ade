import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { documentFile, optionalMessage, optionalText } from '../fields';
import type { FormDefinition } from '../types';

/**
 * cv: a job application with a CV (PDF or Word), checked by its content and stored with the submission
 * (never under public/), attached to the agency's e-mail. The page is /jobs.
 */
export const cv: FormDefinition = {
  name: 'cv',
  scope: 'site',
  messages: 'cv',
  schema: objectOf({
    ...personSchema,
    position: optionalText(120),
    message: optionalMessage(3000),
    file: documentFile(),
    ...captchaSchema,
  }),
  fields: [
    ...personFields,
    { name: 'position', kind: 'text' },
    { name: 'message', kind: 'textarea' },
    {
      name: 'file',
      kind: 'file',
      required: true,
      hint: 'file',
      accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ],
  captcha: true,
  feedback: 'cv',
  mails: ['agency', 'visitor'],
};
