/**
 * Server side of contact-appointment: the free slots of the chosen day (page and refused posts), the
 * day and slot checks, the statements that apply to the property, and the booking in the submission's
 * transaction ('The appointments are full' when another visitor took the slot first).
 */
import { bookAppointment, bookedSlots, SlotTakenError } from '@/lib/data/appointments';
import { APPOINTMENT_SLOTS, agencyClock, checkAppointmentDay, firstOpenDay, isSlot, lastBookableDay, offeredSlots } from '@/lib/domain/appointments';
import { formatAmount } from '@/lib/domain/money';
import type { Db } from '@/lib/data/connection';
import { contactAppointment, STATEMENTS } from './defs/contact-appointment';
import { FieldError, type ExtrasContext, type FormExtras, type FormHooks } from './types';
import { enqueueMail } from '@/lib/data/outbox';
import { propertyTerms, type PropertyTerms } from './property-terms';
import { specialMails } from '@/lib/mail/specialised-form-mails';
import { formLocale, formatFormDate, formTranslator, translator } from '@/lib/i18n/translate';
import { newToken } from '@/lib/domain/tokens';
import { visitCalendarLink, visitCancelLink, visitPagePath } from '@/lib/mail/visit-calendar';

const DAY_ERRORS = { invalid: 'dateInvalid', past: 'dayPast', closed: 'dayClosed', 'too-far': 'dayTooFar' } as const;

/** The statements that apply: all five when the property is for rent, 'description read' for a sale. */
export function statementsFor(terms: PropertyTerms | null): readonly string[] {
  if (!terms) return [];
  return terms.forRent && terms.rent ? STATEMENTS : ['stDescription'];
}

/**
 * The figures shown in the statements (minimum income, persons, amount at signing). When the price is not
 * published, the income and amount statements are worded without amounts (`…Unknown`): the figures come
 * from the price and would reveal it.
 */
export function statementValues(terms: PropertyTerms | null): FormExtras {
  const r = terms?.rent;
  if (!r) return {};
  const a = r.atSigning;
  if (terms.priceHidden) {
    return {
      stIncome: { label: 'stIncomeUnknown' },
      stPersons: { values: { count: r.maximumPersons } },
      stAmount: { label: 'stAmountUnknown' },
    };
  }
  return {
    stIncome: { values: { amount: formatAmount(r.minimumIncome) } },
    stPersons: { values: { count: r.maximumPersons } },
    stAmount: {
      values: {
        total: formatAmount(a.total),
        rent: formatAmount(a.firstRent),
        charges: formatAmount(a.firstCharges),
        inventory: formatAmount(a.inventoryShare),
        deposit: formatAmount(a.deposit),
      },
    },
  };
}

/** The statements as the page shows them for this property: their figures, and those that do not apply hidden. */
export function statementExtras(terms: PropertyTerms | null): FormExtras {
  const applies = statementsFor(terms);
  const figures = statementValues(terms);
  return {
    ...figures,
    ...Object.fromEntries(applies.map((s) => [s, { ...figures[s], required: true }])),
    ...Object.fromEntries(STATEMENTS.filter((s) => !applies.includes(s)).map((s) => [s, { hidden: true }])),
    ...(applies.length ? {} : { 'section:statements': { hidden: true } }),
  };
}

async function extras(values: Record<string, unknown>, ctx: ExtrasContext, now = new Date()): Promise<FormExtras> {
  const lang = formLocale(ctx.lang);
  const t = formTranslator(lang, contactAppointment);
  const propertyId = ctx.subjectId ?? 0;
  const terms = propertyId ? await propertyTerms(propertyId, lang, ctx.db) : null;
  const asked = typeof values.day === 'string' ? values.day : '';
  // A real day asked for (?day=, a refused post) is shown even when it cannot be booked, with the reason.
  const askedCheck = checkAppointmentDay(asked, now);
  const day = askedCheck === 'invalid' ? firstOpenDay(now) : asked;
  const dayCheck = askedCheck === 'invalid' ? 'ok' : askedCheck;
  // Slots never offered that day (Saturday afternoon, today's that have started) are not shown at all.
  const offered = offeredSlots(day, now);
  const booked = offered.length ? await bookedSlots(propertyId, day, ctx.db) : [];
  const free = offered.filter((s) => !booked.includes(s));
  return {
    ...statementExtras(terms),
    day: { min: agencyClock(now).day, max: lastBookableDay(now), value: day },
    slot: {
      choices: offered.map((s) => ({ value: s, label: free.includes(s) ? s : `${s} — ${t('slots.taken')}`, disabled: !free.includes(s) })),
      note: dayCheck !== 'ok' ? t(`errors.${DAY_ERRORS[dayCheck]}`) : free.length ? t('slots.legend', { date: formatFormDate(day) }) : t('slots.none'),
    },
  };
}

export const appointmentHooks: FormHooks = {
  extras: (values, ctx) => extras(values, ctx),

  async check(data, ctx, db: Db) {
    const errors: Record<string, string> = {};
    const day = String(data.day);
    const now = new Date();
    const dayCheck = checkAppointmentDay(day, now);
    if (dayCheck !== 'ok') errors.day = DAY_ERRORS[dayCheck];
    else if (isSlot(data.slot)) {
      // 'The appointments are full' only for a slot another visitor took; one the agency does not offer that day says so.
      if (!offeredSlots(day, now).includes(data.slot)) errors.slot = 'slotNotOffered';
      else if ((await bookedSlots(ctx.subject?.id ?? 0, day, db)).includes(data.slot)) errors.slot = 'full';
    }
    const terms = ctx.subject ? await propertyTerms(ctx.subject.id, formLocale(ctx.lang), db) : null;
    for (const s of statementsFor(terms)) if (data[s] !== true) errors[s] = 'statement';
    return errors;
  },

  async store(tx, data, ctx, submissionId) {
    const day = String(data.day);
    const slot = data.slot as (typeof APPOINTMENT_SLOTS)[number];
    // The visit's secret link: its page (where the booking lands), its calendar file and its cancel page.
    const token = newToken();
    try {
      await bookAppointment(tx, { submissionId, propertyId: ctx.subject?.id ?? 0, day, slot, token });
    } catch (e) {
      if (e instanceof SlotTakenError) throw new FieldError('slot', 'full');
      throw e;
    }
    const lang = formLocale(ctx.lang);
    const when = { date: formatFormDate(day), slot };
    const tv = translator(lang, 'visit');
    // Read on the transaction: on PGlite another connection would wait for it to end.
    const terms = ctx.subject ? await propertyTerms(ctx.subject.id, lang, tx) : null;
    await enqueueMail(
      tx,
      specialMails({
        def: contactAppointment,
        data,
        lang,
        subject: ctx.subject,
        submissionId,
        extras: statementExtras(terms),
        agency: (t) => ({ subject: t('mail.agencySubject', when), heading: t('mail.agencySubject', when), intro: [t('mail.agencyIntro')], rows: [] }),
        visitor: (t) => ({
          subject: t('mail.visitorSubject', when),
          heading: t('mail.visitorHeading'),
          intro: [t('mail.visitorIntro', when)],
          rows: [],
          action: { label: tv('mail.cancel'), url: visitCancelLink(lang, token) },
          outro: [tv('mail.calendar', { url: visitCalendarLink(token) }), t('mail.outro')],
        }),
      }),
    );
    return { thanks: visitPagePath(lang, token) };
  },
};
