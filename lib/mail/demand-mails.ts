/**
 * Demands (saved searches) after the form: double opt-in, one-click cancel, and alerts for new properties.
 *
 * - `registerDemand` (inside the form's transaction) stores the demand as `pending` with a random token
 *   and queues the e-mail whose link confirms it; that e-mail also carries the cancel link.
 * - `confirmDemand` / `cancelDemand` are what the two links do. Both are idempotent: a second click says
 *   it was already done; a cancelled demand cannot be confirmed again (the visitor registers anew).
 * - `queueDemandAlerts` runs after an import with the IDs it added (not those it merely updated): for every confirmed demand and every
 *   matching property (lib/domain/demand-match) it queues one alert in the demand's language, keyed
 *   `demand-alert:<demandId>:<propertyId>` so a property is announced to a demand once, whatever the
 *   number of imports.
 *
 * The rows are read and written by lib/data/demands.ts; like the outbox, this takes the connection or
 * transaction it works on.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '@/lib/data/connection';
import { alertProperties, confirmedDemands, insertDemand, type AlertProperty, type DemandRow } from '@/lib/data/demands';
import { enqueueMail, withoutQueuedMails, type OutboxMail } from '@/lib/data/outbox';
import { matchesDemand, type DemandCriteria } from '@/lib/domain/demand-match';
import { formatMoney } from '@/lib/domain/money';
import { renderMail } from '@/lib/mail/template';
import { siteLink } from '@/lib/mail/links';
import { formLocale, translator } from '@/lib/i18n/translate';
import { isForSale } from '@/lib/domain/property';
import { parseSearchAreaText } from '@/lib/domain/area';

export type DemandRegistration = {
  lang: string;
  name: string;
  email: string;
  criteria: DemandCriteria;
  /** Type names in the visitor's language, for the confirmation e-mail. */
  typeNames: string[];
};

const newToken = () => randomBytes(32).toString('base64url');

export const confirmLink = (lang: string, token: string) => siteLink(lang, '/demand/[token]/confirm', { token });
export const cancelLink = (lang: string, token: string) => siteLink(lang, '/demand/[token]/cancel', { token });

/** A demand's search area in words ("Within 5 km of 50.8467, 4.3525"), or '' without one. */
export function areaDescription(lang: string, text: string | null | undefined): string {
  const area = parseSearchAreaText(text);
  if (!area) return '';
  const t = translator(formLocale(lang), 'demand.area');
  // The coordinates as written in the URL: a locale's decimal comma would read as their separator.
  return area.kind === 'polygon' ? t('polygon', { count: area.points.length }) : t('circle', { km: area.km, lat: String(area.lat), lng: String(area.lng) });
}

/** The criteria as label/value rows in the visitor's language (confirmation e-mail, agency e-mail). */
export function criteriaRows(lang: string, c: DemandCriteria, typeNames: string[]): [string, string][] {
  const t = translator(formLocale(lang), 'demand');
  const range = (min: number | null, max: number | null, money: boolean) => {
    const f = (n: number) => (money ? formatMoney(n) : String(n));
    if (min !== null && max !== null) return t('mail.between', { min: f(min), max: f(max) });
    if (min !== null) return t('mail.from', { min: f(min) });
    if (max !== null) return t('mail.upTo', { max: f(max) });
    return '';
  };
  const features = (['parking', 'terrace', 'garden'] as const).filter((k) => c[k]).map((k) => t(`fields.${k}`));
  if (c.garages) features.unshift(t('mail.garages', { count: c.garages }));
  return [
    [t('fields.goal'), t(isForSale(c) ? 'options.goal.buy' : 'options.goal.rent')],
    [t('fields.types'), typeNames.join(', ')],
    [t('fields.zones'), c.zones.map((z) => t(`options.zones.${z}`)).join(', ')],
    ...(c.area ? [[t('fields.area'), areaDescription(lang, c.area)] as [string, string]] : []),
    [t('mail.price'), range(c.minPrice, c.maxPrice, true)],
    [t('mail.bedrooms'), range(c.minBedrooms, c.maxBedrooms, false)],
    [t('mail.features'), features.join(', ')],
  ];
}

/** Store a pending demand and queue its opt-in e-mail, in the caller's transaction. */
export async function registerDemand(tx: Executor, submissionId: number, r: DemandRegistration): Promise<{ id: number; token: string }> {
  const token = newToken();
  const c = r.criteria;
  const id = await insertDemand(tx, { submissionId, token, lang: r.lang, email: r.email, name: r.name, criteria: c });
  const t = translator(formLocale(r.lang), 'demand.mail');
  const content = renderMail({
    lang: r.lang,
    heading: t('confirmHeading'),
    // The address and the name were typed by whoever posted the form: the mail greets nobody by name and
    // shows only the criteria, each one a choice or a number the form checked.
    intro: [t('greeting'), t('confirmIntro')],
    rows: criteriaRows(r.lang, c, r.typeNames),
    action: { label: t('confirmAction'), url: confirmLink(r.lang, token) },
    outro: [t('confirmOutro'), t('cancelHint', { url: cancelLink(r.lang, token) })],
  });
  await enqueueMail(tx, { kind: 'demand-confirm', lang: r.lang, to: r.email, subject: t('confirmSubject'), submissionId, typedRecipient: true, ...content });
  return { id, token };
}

function alertMail(d: DemandRow, p: AlertProperty): OutboxMail {
  const t = translator(formLocale(d.lang), 'demand.mail');
  const content = renderMail({
    lang: d.lang,
    heading: t('alertHeading'),
    intro: [t('greeting'), t('alertIntro')],
    rows: [
      [t('property'), p.title],
      [t('reference'), p.reference],
      [t('type'), p.typeDescription],
      [t('city'), `${p.zip} ${p.city}`],
      [t('price'), p.publishPrice && p.price !== null ? formatMoney(p.price, p.priceUnitText) : ''],
      [t('bedroomsCount'), p.bedrooms === null ? '' : String(p.bedrooms)],
    ],
    action: { label: t('alertAction'), url: siteLink(d.lang, '/property/[id]', { id: p.id }) },
    outro: [t('alertOutro'), t('cancelHint', { url: cancelLink(d.lang, d.token) })],
  });
  return {
    kind: 'demand-alert',
    lang: d.lang,
    to: d.email,
    subject: t('alertSubject', { title: p.title }),
    submissionId: d.submissionId,
    dedupeKey: `demand-alert:${d.id}:${p.id}`,
    ...content,
  };
}

const BATCH = 500;

/** Queue one alert per confirmed demand and matching imported property (never twice). Returns the number queued. */
export async function queueDemandAlerts(db: Db, propertyIds: number[]): Promise<number> {
  if (!propertyIds.length) return 0;
  const confirmed = await confirmedDemands(db);
  if (!confirmed.length) return 0;
  let queued = 0;
  for (let start = 0; start < propertyIds.length; start += BATCH) {
    const rows = await alertProperties(db, propertyIds.slice(start, start + BATCH));
    const byId = new Map<number, AlertProperty[]>();
    for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    const mails: OutboxMail[] = [];
    for (const d of confirmed) {
      const criteria: DemandCriteria = { ...d, goal: isForSale(d) ? 0 : 1 };
      for (const versions of byId.values()) {
        // The property in the demand's language, else in any language it has (every entry has one at least).
        const p = versions.find((v) => v.lang === d.lang) ?? versions[0];
        if (p && matchesDemand(criteria, p)) mails.push(alertMail(d, p));
      }
    }
    const fresh = await withoutQueuedMails(db, mails);
    if (fresh.length) await enqueueMail(db, fresh);
    queued += fresh.length;
  }
  return queued;
}

/**
 * The importer's `onImported` hook: alerts for the properties the import added, never for those it only
 * updated (a property already on the site when the demand was confirmed is no news). `onQueued` gets the count.
 */
export function demandAlertsOnImport(db: Db, onQueued?: (queued: number) => void) {
  return async (_imported: number[], added: number[]): Promise<void> => {
    const queued = await queueDemandAlerts(db, added);
    onQueued?.(queued);
  };
}
