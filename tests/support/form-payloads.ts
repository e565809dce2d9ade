/**
 * Valid payloads for every registered form (what a careful visitor would post) and a captcha solved the
 * honest way: the test makes a challenge with the real code and reads its answer, as only the server can.
 * A form whose rules need particular values (future dates, a free slot…) adds them to VALID_OVERRIDES.
 */
import { newChallenge } from '../../lib/forms/captcha';
import type { FormSubject } from '../../lib/forms/mails';
import { isSection, type FieldSpec, type FormDefinition } from '../../lib/forms/types';

export const VALID_OVERRIDES: Record<string, Record<string, unknown>> = {};

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
  Object.assign(input, VALID_OVERRIDES[def.name] ?? {});
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

export const subjectFor = (def: FormDefinition) => (def.scope === 'site' ? null : testSubject(def.scope));
