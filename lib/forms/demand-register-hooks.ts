/**
 * Server side of demand-register: the web types offered (from the database, in the visitor's language),
 * a check that the chosen ones exist, and, in the submission's transaction, the pending demand with its
 * opt-in e-mail (lib/mail/demand-mails.ts) and the agency's notification.
 */
import 'server-only';
import { webTypeNames, webTypesByName } from '@/lib/data/web-types';
import type { DemandCriteria } from '@/lib/domain/demand-match';
import { areaDescription, criteriaRows, registerDemand } from '@/lib/mail/demand-mails';
import { parseSearchAreaText, searchAreaText } from '@/lib/domain/area';
import type { FormHooks } from './types';
import { enqueueMail } from '@/lib/data/outbox';
import { specialMails, visitorName } from '@/lib/mail/specialised-form-mails';
import { demandRegister } from './defs/demand-register';
import { formLocale } from '@/lib/i18n/translate';
import { GOAL_RENT, GOAL_SALE } from '@/lib/domain/property';

const numbers = (v: unknown) => (Array.isArray(v) ? v : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
const orNull = (v: unknown) => (typeof v === 'number' ? v : null);

export function criteriaOf(data: Record<string, unknown>): DemandCriteria {
  return {
    goal: data.goal === 'rent' ? GOAL_RENT : GOAL_SALE,
    webIds: numbers(data.types),
    zones: Array.isArray(data.zones) ? data.zones.map(String) : [],
    minPrice: orNull(data.minPrice),
    maxPrice: orNull(data.maxPrice),
    minBedrooms: orNull(data.minBedrooms),
    maxBedrooms: orNull(data.maxBedrooms),
    garages: orNull(data.garages),
    parking: data.parking === true,
    terrace: data.terrace === true,
    garden: data.garden === true,
    area: areaTextOf(data.area),
  };
}

/** The search area posted, in its canonical spelling, or null. */
function areaTextOf(value: unknown): string | null {
  const area = typeof value === 'string' ? parseSearchAreaText(value) : null;
  return area ? searchAreaText(area) : null;
}

export const demandRegisterHooks: FormHooks = {
  async extras(values, ctx) {
    const lang = formLocale(ctx.lang);
    const types = await webTypesByName(lang, ctx.db);
    // The search area is offered only with the area a listing searched (its one choice); elsewhere the field is not shown.
    const area = areaTextOf(values.area);
    return {
      types: { choices: types.map((w) => ({ value: String(w.webId), label: w.name })) },
      area: area ? { choices: [{ value: area, label: areaDescription(lang, area) }], value: area } : { hidden: true },
      // With a search area, no zone is needed.
      ...(area ? { zones: { required: false } } : {}),
    };
  },

  async check(data, ctx, db) {
    const ids = numbers(data.types);
    const known = await webTypeNames(ids, formLocale(ctx.lang), db);
    const errors: Record<string, string> = {};
    if (!ids.length || !ids.every((id) => known.has(id))) errors.types = 'types';
    if (typeof data.area === 'string' && data.area !== '' && !parseSearchAreaText(data.area)) errors.area = 'area';
    return errors;
  },

  async store(tx, data, ctx, submissionId) {
    const lang = formLocale(ctx.lang);
    const criteria = criteriaOf(data);
    const names = await webTypeNames(criteria.webIds, lang, tx);
    const email = String(data.email);
    await registerDemand(tx, submissionId, {
      lang,
      name: visitorName(data),
      email,
      criteria,
      typeNames: criteria.webIds.map((id) => names.get(id) ?? String(id)),
    });
    const agencyLang = formLocale(undefined);
    const agencyNames = await webTypeNames(criteria.webIds, agencyLang, tx);
    await enqueueMail(
      tx,
      specialMails({
        def: demandRegister,
        data: { ...data, types: undefined, zones: undefined },
        lang,
        submissionId,
        agency: (t) => ({
          subject: t('mail.agencySubject', { name: visitorName(data) }),
          heading: t('mail.agencySubject', { name: visitorName(data) }),
          intro: [t('mail.agencyIntro')],
          rows: criteriaRows(
            agencyLang,
            criteria,
            criteria.webIds.map((id) => agencyNames.get(id) ?? String(id)),
          ),
        }),
        visitor: null,
      }),
    );
  },
};
