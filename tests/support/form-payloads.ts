/**
 * Valid payloads for every registered form (what a careful visitor would post) and a captcha solved the
 * honest way: the test makes a challenge with the real code and reads its answer, as only the server can.
 * A form whose rules need particular values (future dates, a free slot…) adds them to VALID_OVERRIDES.
 */
import { newChallenge } from '../../lib/captcha/check';
import { APPOINTMENT_SLOTS, slotsOfDay } from '../../lib/domain/appointments';
import { smallPdf } from './documents';
import type { FormSubject } from '../../lib/forms/types';
import { isSection, type FieldSpec, type FormDefinition } from '../../lib/forms/types';

/** The buyer and the amount of a valid offer; each test adds the dates its rule needs. */
export const OFFER_BUYER = {
  amount: '342500',
  amountWords: 'trois cent quarante-deux mille cinq cents euros',
  place: 'Bruxelles',
  aTitle: 'mr',
  aFirstName: 'Jan',
  aLastName: 'Peeters',
  aStreet: 'Rue Haute',
  aHouseNumber: '5',
  aZip: '1000',
  aCity: 'Bruxelles',
  aEmail: 'buyer@example.org',
  aPhone: '+32 470 00 00 00',
};

/** The first day `daysAhead` days or more ahead (`yyyy-mm-dd`) on which the agency offers every appointment slot (a weekday). */
export function futureWeekday(daysAhead = 8): string {
  let d = new Date(Date.now() + daysAhead * 86_400_000);
  while (slotsOfDay(d.toISOString().slice(0, 10)).length < APPOINTMENT_SLOTS.length) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** The visitor's fields of most forms: title, names, e-mail address and phone. */
export const person = (email: string) => ({ title: 'ms', firstName: 'Claire', lastName: 'Dubois', email, phone: '+32 470 12 34 56' });

/** A post of `form` as the browser sends it: `input` with a captcha solved the honest way (the server's own challenge) and the empty honeypot. */
export function withCaptcha(form: string, input: Record<string, unknown>) {
  const c = newChallenge(form);
  return { input: { ...input, captcha: c.payload.answer.toLowerCase(), website: '' }, captchaToken: c.token };
}

export const VALID_OVERRIDES: Record<string, Record<string, unknown> | (() => Record<string, unknown>)> = {
  // The demand needs a web type of the database (the tests using it add web type 1) and a zone.
  'demand-register': {
    goal: 'buy',
    types: ['1'],
    zones: ['brussels'],
    minPrice: '200000',
    maxPrice: '400000',
    minBedrooms: '2',
    maxBedrooms: '3',
    garages: '1',
  },
  'contact-appointment': () => ({ day: futureWeekday(), slot: '10:00-13:00' }),
  'rent-application': () => ({
    adultAge1: '34',
    adultAge2: '',
    adultAge3: '',
    adultAge4: '',
    adultAge5: '',
    adultAge6: '',
    childAge1: '6',
    childAge2: '',
    childAge3: '',
    childAge4: '',
    childAge5: '',
    childAge6: '',
    pets: 'no',
    petsDescription: '',
    movingDate: futureWeekday(30),
    income1: '3200',
    income2: '',
  }),
  offer: { amount: '342500', startDate: '2031-03-15', endDate: '2031-04-15', signDate: '2031-03-15', bZip: '1000', aZip: '1050' },
  cv: () => ({ file: new File([new Uint8Array(smallPdf())], 'cv.pdf', { type: 'application/pdf' }) }),
  // A favourite on the site: the house of the catalogue the tests posting every form import (no-relay.test.ts).
  'favourite-alert': { propertyIds: ['7001'] },
};

function validValue(f: FieldSpec, n: number): unknown {
  if (/email/i.test(f.name)) return `${f.name.toLowerCase()}-${n}@example.org`;
  if (/zip/i.test(f.name)) return '1050';
  switch (f.kind) {
    case 'title':
      return 'ms';
    case 'radio':
    case 'select':
      return f.options?.[0] ?? '';
    case 'checkbox':
      return 'on';
    case 'checkboxes':
      return [f.options?.[0] ?? '1'];
    case 'output':
      return undefined;
    case 'tel':
      return '+32 470 12 34 56';
    case 'date':
      return '2031-03-15';
    case 'number':
      return '2';
    case 'textarea':
      return 'Bonjour, pourriez-vous me recontacter ? Merci.\nÀ bientôt — Zoë';
    default:
      return f.name === 'houseNumber' ? '12' : `Élise ${f.name}`;
  }
}

let counter = 0;

/** A valid posted payload for `def`, with a fresh captcha challenge when the form has one. */
export function validSubmission(def: FormDefinition): { input: Record<string, unknown>; captchaToken: string | null; visitorEmail: string } {
  const n = ++counter;
  const input: Record<string, unknown> = {};
  for (const f of def.fields) if (!isSection(f)) input[f.name] = validValue(f, n);
  const overrides = VALID_OVERRIDES[def.name];
  Object.assign(input, typeof overrides === 'function' ? overrides() : (overrides ?? {}));
  for (const k of Object.keys(input)) if (input[k] === undefined) delete input[k];
  let captchaToken: string | null = null;
  if (def.captcha) {
    const c = newChallenge(def.name);
    captchaToken = c.token;
    input.captcha = c.payload.answer.toLowerCase();
  }
  return { input, captchaToken, visitorEmail: String(input[def.emailField ?? 'email']) };
}

export const testSubject = (kind: 'property' | 'project'): FormSubject => ({
  kind,
  id: kind === 'property' ? 4242 : 77,
  reference: kind === 'property' ? 'MH-4242' : '77',
  title: kind === 'property' ? 'Maison de charme avec jardin' : 'Résidence Les Tilleuls',
  url: `https://www.maison-horizon.be/fr/${kind === 'property' ? 'bien' : 'projet'}/${kind === 'property' ? 4242 : 77}/`,
  picture: 'https://www.maison-horizon.be/demo/house-1.jpg',
  price: '€ 385.000',
  place: '1050 Ixelles',
});

export const subjectFor = (def: FormDefinition): FormSubject | null =>
  def.scope === 'site' ? null : { ...testSubject(def.scope), goal: def.subjectGoal === 'rent' ? 1 : 0 };
