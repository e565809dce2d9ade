/**
 * Server side of rent-application: the figures of the statements and of the amount at signing from the
 * property (lib/domain/rent), the household against the property's maximum, the moving date, and the
 * e-mails with the household and the amount at signing.
 */
import { agencyClock } from '@/lib/domain/appointments';
import { formatAmount } from '@/lib/domain/money';
import { adultFields, childFields, rentApplication } from './defs/rent-application';
import type { FormHooks } from './types';
import type { FormExtras } from './types';
import { enqueueMail } from '@/lib/data/outbox';
import { propertyTerms, type PropertyTerms } from './property-terms';
import { specialMails } from '@/lib/mail/specialised-form-mails';
import { statementValues } from './appointment-hooks';
import { formLocale, formatFormDate, type Translate } from '@/lib/i18n/translate';

/** The statements whose figures come from the rent, worded without them (`fields.stIncomeUnknown`, …) when the property has no price. */
export const WITHOUT_FIGURES: FormExtras = {
  stIncome: { label: 'stIncomeUnknown' },
  stPersons: { label: 'stPersonsUnknown' },
  stAmount: { label: 'stAmountUnknown' },
};

/** The statements' labels for this property: with its figures, or worded without them when it has no price. */
export const rentStatementExtras = (terms: PropertyTerms | null): FormExtras => (terms?.rent ? statementValues(terms) : WITHOUT_FIGURES);

const ages = (data: Record<string, unknown>, fields: string[]) => fields.map((f) => data[f]).filter((v): v is number => typeof v === 'number');

/** The amount at signing as mail rows; for the visitor, none when the price is hidden (`forVisitor`). */
function amountRows(t: Translate, terms: PropertyTerms | null, forVisitor = false): [string, string][] {
  const a = terms?.rent?.atSigning;
  if (!a || (forVisitor && terms.priceHidden)) return [];
  return [
    [t('amounts.firstRent'), formatAmount(a.firstRent)],
    [t('amounts.firstCharges'), formatAmount(a.firstCharges)],
    [t('amounts.inventoryShare'), formatAmount(a.inventoryShare)],
    [t('amounts.deposit'), formatAmount(a.deposit)],
    [t('amounts.total'), formatAmount(a.total)],
  ];
}

function householdRows(t: Translate, data: Record<string, unknown>): [string, string][] {
  const adults = ages(data, adultFields);
  const children = ages(data, childFields);
  return [
    [
      t('mail.household'),
      `${t('mail.adultsAges', { count: adults.length, ages: adults.join(', ') })}; ${t('mail.childrenAges', { count: children.length, ages: children.length ? `(${children.join(', ')})` : '' })}`.trim(),
    ],
  ];
}

export const rentApplicationHooks: FormHooks = {
  async extras(_values, ctx) {
    const terms = ctx.subjectId ? await propertyTerms(ctx.subjectId, formLocale(ctx.lang), ctx.db) : null;
    const a = terms?.rent?.atSigning;
    // A rent without a known price, or whose price is not published: the statements are still asked, in
    // words without figures, and no amount is shown (it would reveal the price).
    const out: FormExtras = { ...rentStatementExtras(terms), movingDate: { min: agencyClock(new Date()).day } };
    if (!terms?.rent || terms.priceHidden) out.amountAtSigning = { hidden: true };
    else if (a) {
      out.amountAtSigning = {
        values: {
          firstRent: formatAmount(a.firstRent),
          firstCharges: formatAmount(a.firstCharges),
          inventoryShare: formatAmount(a.inventoryShare),
          deposit: formatAmount(a.deposit),
          total: formatAmount(a.total),
        },
      };
    }
    return out;
  },

  async check(data, ctx, db) {
    const errors: Record<string, string> = {};
    if (String(data.movingDate) < agencyClock(new Date()).day) errors.movingDate = 'movingPast';
    const terms = ctx.subject ? await propertyTerms(ctx.subject.id, formLocale(ctx.lang), db) : null;
    const persons = ages(data, adultFields).length + ages(data, childFields).length;
    if (terms?.rent && persons > terms.rent.maximumPersons) errors.stPersons = 'tooMany';
    return errors;
  },

  async store(tx, data, ctx, submissionId) {
    const lang = formLocale(ctx.lang);
    // Read on the transaction: on PGlite another connection would wait for it to end.
    const terms = ctx.subject ? await propertyTerms(ctx.subject.id, lang, tx) : null;
    const reference = ctx.subject?.reference ?? '';
    await enqueueMail(
      tx,
      specialMails({
        def: rentApplication,
        data,
        lang,
        subject: ctx.subject,
        submissionId,
        extras: rentStatementExtras(terms),
        agency: (t) => ({
          subject: t('mail.agencySubject', { reference }),
          heading: t('mail.agencySubject', { reference }),
          intro: [t('mail.agencyIntro')],
          rows: [...householdRows(t, data), ...amountRows(t, terms)],
        }),
        visitor: (t) => ({
          subject: t('mail.visitorSubject', { reference }),
          heading: t('mail.visitorHeading'),
          intro: [t('mail.visitorIntro')],
          rows: [...householdRows(t, data), [t('fields.movingDate'), formatFormDate(String(data.movingDate))], ...amountRows(t, terms, true)],
        }),
      }),
    );
  },
};
