/** Server side of the offer to buy: the 10% advance (lib/domain/offer) on the page without JavaScript and in the e-mails. */
import { agencyClock } from '@/lib/domain/appointments';
import { buyerAdvance } from '@/lib/domain/offer';
import { formatAmount } from '@/lib/domain/money';
import type { FormHooks } from './types';
import { enqueueMail } from '@/lib/data/outbox';
import { specialMails } from '@/lib/mail/specialised-form-mails';
import { offer } from './defs/offer';
import { formLocale, formatFormDate, type Translate } from '@/lib/i18n/translate';

const amountOf = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[\s.]/g, '').replace(',', '.')) : NaN);

/** The amount, the advance and the validity: checked figures and dates, what the buyer's confirmation may repeat. */
function offerRows(t: Translate, data: Record<string, unknown>): [string, string][] {
  const amount = amountOf(data.amount);
  const advance = buyerAdvance(amount);
  return [
    [t('fields.amount'), formatAmount(amount)],
    [t('advance.label'), advance === null ? '' : formatAmount(advance)],
    [t('mail.validity'), t('mail.validityRange', { start: formatFormDate(String(data.startDate)), end: formatFormDate(String(data.endDate)) })],
  ];
}

/** The agency's rows add where and when it was signed (the place is typed text: never in the buyer's mail). */
const agencyOfferRows = (t: Translate, data: Record<string, unknown>): [string, string][] => [
  ...offerRows(t, data),
  [t('mail.signed'), t('mail.signedAt', { place: String(data.place), date: formatFormDate(String(data.signDate)) })],
];

export const offerHooks: FormHooks = {
  async extras(values) {
    const advance = buyerAdvance(amountOf(values.amount));
    const today = agencyClock(new Date()).day;
    return {
      advance: { values: { amount: advance === null ? '' : formatAmount(advance) } },
      startDate: { min: today },
      endDate: { min: today },
      signDate: { min: today },
    };
  },

  async store(tx, data, ctx, submissionId) {
    const lang = formLocale(ctx.lang);
    const reference = ctx.subject?.reference ?? '';
    const amount = formatAmount(amountOf(data.amount));
    await enqueueMail(
      tx,
      specialMails({
        def: offer,
        data,
        lang,
        subject: ctx.subject,
        submissionId,
        agency: (t) => ({
          subject: t('mail.agencySubject', { reference, amount }),
          heading: t('mail.agencySubject', { reference, amount }),
          intro: [t('mail.agencyIntro')],
          rows: agencyOfferRows(t, data),
        }),
        visitor: (t) => ({
          subject: t('mail.visitorSubject', { reference }),
          heading: t('mail.visitorHeading'),
          intro: [t('mail.visitorIntro')],
          rows: offerRows(t, data),
        }),
      }),
    );
  },
};
