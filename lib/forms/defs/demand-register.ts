import * as z from '@/lib/domain/zod';
import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { checkbox, choice, choices, optionalInteger, optionalMessage, optionalText } from '../fields';
import type { FormDefinition } from '../types';
import { DEMAND_ZONES } from '@/lib/domain/demand-match';

export const DEMAND_GOALS = ['buy', 'rent'] as const;

/**
 * demand-register: a saved search (spec "Search demand"): buying or renting, at least one web type and
 * one zone (the regions of the listing search) or a search area, price and bedrooms ranges, garages,
 * parking, terrace, garden. The search area (`area=…` or `around=…`, lib/domain/area.ts) comes from a
 * listing searched by area, which offers this form with it; elsewhere the field is not shown. Stored pending; the visitor confirms it by e-mail (lib/mail/demand-mails.ts). The types are the
 * web types of the database, given to the form by its page (`choices`).
 */
export const demandRegister: FormDefinition = {
  name: 'demand-register',
  scope: 'site',
  messages: 'demand',
  schema: objectOf({
    goal: choice(DEMAND_GOALS, 'goal'),
    types: choices(z.string().check(z.regex(/^\d{1,6}$/, 'types')), 'types', 40),
    zones: choices(z.enum(DEMAND_ZONES, { error: 'zones' }), 'zones', DEMAND_ZONES.length, 0),
    area: optionalText(1300),
    minPrice: optionalInteger(0, 100_000_000),
    maxPrice: optionalInteger(0, 100_000_000),
    minBedrooms: optionalInteger(0, 20),
    maxBedrooms: optionalInteger(0, 20),
    garages: optionalInteger(0, 10),
    parking: checkbox(),
    terrace: checkbox(),
    garden: checkbox(),
    ...personSchema,
    remark: optionalMessage(),
    ...captchaSchema,
  }).check(
    // A zone or an area: checked even when other fields are wrong, so every error shows at once. Whether the
    // area reads is checked on the server (demand-register-hooks.ts), which keeps its code out of the browser.
    z.superRefine(
      (d, ctx) => {
        const hasArea = typeof d.area === 'string' && d.area !== '';
        if (!hasArea && !(Array.isArray(d.zones) && d.zones.length > 0)) ctx.addIssue({ code: 'custom', path: ['zones'], message: 'zones' });
      },
      { when: () => true },
    ),
    z.superRefine((d, ctx) => {
      if (d.minPrice !== undefined && d.maxPrice !== undefined && d.maxPrice < d.minPrice)
        ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'priceRange' });
      if (d.minBedrooms !== undefined && d.maxBedrooms !== undefined && d.maxBedrooms < d.minBedrooms)
        ctx.addIssue({ code: 'custom', path: ['maxBedrooms'], message: 'bedroomsRange' });
    }),
  ),
  fields: [
    { section: 'search' },
    { name: 'goal', kind: 'radio', required: true, options: DEMAND_GOALS },
    { name: 'types', kind: 'checkboxes', required: true },
    { name: 'area', kind: 'select' },
    { name: 'zones', kind: 'checkboxes', required: true, options: DEMAND_ZONES },
    { name: 'minPrice', kind: 'number', width: 'half' },
    { name: 'maxPrice', kind: 'number', width: 'half' },
    { name: 'minBedrooms', kind: 'number', width: 'third' },
    { name: 'maxBedrooms', kind: 'number', width: 'third' },
    { name: 'garages', kind: 'number', width: 'third' },
    { name: 'parking', kind: 'checkbox', width: 'third' },
    { name: 'terrace', kind: 'checkbox', width: 'third' },
    { name: 'garden', kind: 'checkbox', width: 'third' },
    { section: 'contact' },
    ...personFields,
    { name: 'remark', kind: 'textarea' },
  ],
  captcha: true,
  // Alerts start only once the e-mail's link is clicked: the visitor reads so before sending.
  submitNotice: 'optInNotice',
  feedback: 'demand-register',
  mails: [],
};
