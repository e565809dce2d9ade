import { objectOf, captchaSchema } from './person';
import { email, requiredText } from '../fields';
import type { FormDefinition } from '../types';

/**
 * send-to-friend: the friend gets the property's title, photo and link, and a line saying a visitor of the
 * site typed their address; the sender a confirmation. No personal message and no typed name reach the
 * friend (nobody checked the address: the form must not carry a stranger's text to it), so the form asks
 * for no message; the names go to the agency's copy only. Captcha, at most `perAddressPerDay` a day from one
 * visitor address, and the friend's mailbox counts like every typed address (lib/domain/recipients.ts).
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
    ...captchaSchema,
  }),
  fields: [
    { name: 'firstName', kind: 'text', required: true, width: 'half', autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', required: true, width: 'half', autoComplete: 'family-name' },
    { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
    { section: 'friend' },
    { name: 'friendName', kind: 'text', required: true, width: 'half' },
    { name: 'friendEmail', kind: 'email', required: true, width: 'half' },
  ],
  captcha: true,
  feedback: 'send-to-friend',
  mails: ['agency', 'visitor', 'friend'],
  // The friend's address is typed by the visitor: a few a day, so the form cannot relay mail to strangers.
  perAddressPerDay: 5,
};
