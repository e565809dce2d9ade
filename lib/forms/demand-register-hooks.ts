/**
 * Server side of demand-register: the web types offered (from the database, in the visitor's language),
 * a check that the chosen ones exist, and, in the submission's transaction, the pending demand with its
 * opt-in e-mail (lib/forms/demands.ts) and the agency's notification.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { webTypes } from '@/lib/db/schema';
import type { DemandCriteria } from '@/lib/domain/demand-match';
import { criteriaRows, registerDemand } from './demands';
import type { FormHooks } from './hooks';
import { enqueueMail } from './outbox';
import { specialMails, visitorName } from './special-mails';
import { FORMS } from './registry';
import { formLocale } from './translate';

const numbers = (v: unknown) => (Array.isArray(v) ? v : []).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
const orNull = (v: unknown) => (typeof v === 'number' ? v : null);

async function typeNames(db: Db, ids: number[], lang: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ webId: webTypes.webId, name: webTypes.name }).from(webTypes).where(and(inArray(webTypes.webId, ids), eq(webTypes.lang, lang)));
  return new Map(rows.map((r) => [r.webId, r.name]));
}

export function criteriaOf(data: Record<string, unknown>): DemandCriteria {
  return {
    goal: data.goal === 'rent' ? 1 : 0,
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
  };
}

export const demandRegisterHooks: FormHooks = {
  async extras(_values, ctx) {
    const db = ctx.db ?? (await getDb());
    const types = await db.select({ webId: webTypes.webId, name: webTypes.name }).from(webTypes).where(eq(webTypes.lang, formLocale(ctx.lang))).orderBy(asc(webTypes.name));
    return { types: { choices: types.map((w) => ({ value: String(w.webId), label: w.name })) } };
  },

  async check(data, ctx, db) {
    const ids = numbers(data.types);
    const known = await typeNames(db, ids, formLocale(ctx.lang));
    const errors: Record<string, string> = {};
    if (!ids.length || !ids.every((id) => known.has(id))) errors.types = 'types';
    return errors;
  },

  async store(tx, data, ctx, submissionId) {
    const lang = formLocale(ctx.lang);
    const criteria = criteriaOf(data);
    const names = await typeNames(tx, criteria.webIds, lang);
    const email = String(data.email);
    await registerDemand(tx, submissionId, { lang, name: visitorName(data), email, criteria, typeNames: criteria.webIds.map((id) => names.get(id) ?? String(id)) });
    const def = FORMS['demand-register'];
    const agencyLang = def && formLocale(undefined);
    const agencyNames = await typeNames(tx, criteria.webIds, agencyLang);
    await enqueueMail(
      tx,
      specialMails({
        def,
        data: { ...data, types: undefined, zones: undefined },
        lang,
        submissionId,
        agency: (t) => ({
          subject: t('mail.agencySubject', { name: visitorName(data) }),
          heading: t('mail.agencySubject', { name: visitorName(data) }),
          intro: [t('mail.agencyIntro')],
          rows: criteriaRows(agencyLang, criteria, criteria.webIds.map((id) => agencyNames.get(id) ?? String(id))),
        }),
        visitor: null,
      }),
    );
  },
};
