import { objectOf, captchaSchema } from './person';
import { email, optionalMessage, requiredText } from '../fields';
import type { FormDefinition } from '../types';

/**
 * send-to-friend: the friend gets the property's link and photo, the sender's message as plain text and a
 * line saying who sent it; the sender a confirmation. Captcha, and at most `perAddressPerDay` a day.
 */
export const sendToFriend: FormDefinition = {
  name: 'send-to-friend',
  scope: 'property',
  schema: objectOf({
    firstName: requiredText(80),
    lastName: requiredText(80),
    email: email(),
    friendName: requiredText(80),
    friendEmail: email('friendEmailRequired', 'friendEmail'),
    message: optionalMessage(2000),
    ...captchaSchema,
  }),
  fields: [
    { name: 'firstName', kind: 'text', required: true, width: 'half', autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', required: true, width: 'half', autoComplete: 'family-name' },
    { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
    { section: 'friend' },
    { name: 'friendName', kind: 'text', required: true, width: 'half' },
    { name: 'friendEmail', kind: 'email', required: true, width: 'half' },
    { name: 'message', kind: 'textarea' },
  ],
  captcha: true,
  feedback: 'send-to-friend',
  mails: ['agency', 'visitor', 'friend'],
  // The friend's address is typed by the visitor: a few a day, so the form cannot relay mail to strangers.
  perAddressPerDay: 5,
};
