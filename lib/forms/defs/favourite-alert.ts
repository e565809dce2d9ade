import * as z from '@/lib/domain/zod';
import { FAVOURITES_MAX } from '@/lib/domain/favourites';
import { objectOf, captchaSchema } from './person';
import { choices, email } from '../fields';
import type { FormDefinition } from '../types';

/**
 * favourite-alert: "tell me when this changes" under the favourites list. The properties are the visitor's
 * favourites (kept in the browser; the page posts their IDs, at most FAVOURITES_MAX). Double opt-in: the only
 * mail a sign-up sends is the link that confirms it (lib/mail/favourite-alert-mails.ts); once confirmed,
 * a mail when a favourite's price drops, it goes under option, is sold or rented, or is withdrawn.
 */
export const favouriteAlert: FormDefinition = {
  name: 'favourite-alert',
  scope: 'site',
  messages: 'favourite-alert',
  schema: objectOf({
    email: email(),
    propertyIds: choices(z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'propertyIds')), 'propertyIds', FAVOURITES_MAX),
    ...captchaSchema,
  }),
  fields: [
    { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
    { name: 'propertyIds', kind: 'checkboxes', required: true },
  ],
  captcha: true,
  feedback: 'favourite-alert',
  mails: [],
};
