import * as z from '@/lib/domain/zod';
import { objectOf, captchaSchema, personFields, personSchema } from './person';
import { checkbox, choice, choices, optionalInteger, optionalMessage, optionalText } from '../fields';
import type { FormDefinition } from '../types';
import { DEMAND_ZONES } from '@/lib/domain/demand-match';

export const DEMAND_GOALS = ['buy', 'rent'] as const;

const hasArea = (area: unknown) => typeof area === 'string' && area.trim() !== '';
const zoneList = choices(z.enum(DEMAND_ZONES, { error: 'zones' }), 'zones', DEMAND_ZONES.length, 0);

/** The posted form with its zones paired with its area, for zonesUnlessArea. */
function withArea(posted: unknown): unknown {
  if (!posted || typeof posted !== 'object' || Array.isArray(posted)) return posted;
  const form = posted as Record<string, unknown>;
  return { ...form, zones: { list: form.zones, area: form.area } };
}

/** The zones chosen (the regions of the listing search): at least one, unless the demand has a search area. */
const zonesUnlessArea = z.transform((pair: unknown, ctx) => {
  const { list, area } = (pair ?? {}) as { list?: unknown; area?: unknown };
  const zones = zoneList.safeParse(list);
  if (!zones.success) {
    for (const issue of zones.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: list });
    return z.NEVER;
  }
  if (!zones.data.length && !hasArea(area)) {
    ctx.issues.push({ code: 'custom', message: 'zones', input: list });
    return z.NEVER;
  }
  return zones.data;
});

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
  // The zones field is given the posted area too (zonesUnlessArea): a check on the whole object does not run once
  // another field has failed, and the visitor must see every error at once.
  schema: z.pipe(
    z.transform(withArea),
    objectOf({
      goal: choice(DEMAND_GOALS, 'goal'),
      types: choices(z.string().check(z.regex(/^\d{1,6}$/, 'types')), 'types', 40),
      zones: zonesUnlessArea,
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
      z.superRefine((d, ctx) => {
        if (d.minPrice !== undefined && d.maxPrice !== undefined && d.maxPrice < d.minPrice)
          ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'priceRange' });
        if (d.minBedrooms !== undefined && d.maxBedrooms !== undefined && d.maxBedrooms < d.minBedrooms)
          ctx.addIssue({ code: 'custom', path: ['maxBedrooms'], message: 'bedroomsRange' });
      }),
    ),
  ),
  fields: [
    { section: 'search' },
    { name: 'goal', kind: 'radio', required: true, options: DEMAND_GOALS },
    { name: 'types', kind: 'checkboxes', required: true },
    { name: 'area', kind: 'select' },
    { name: 'zones', kind: 'checkboxes', required: true, requiredUnless: 'area', options: DEMAND_ZONES },
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
