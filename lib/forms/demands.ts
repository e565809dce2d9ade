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
 * This module writes to the database outside lib/data because the importer's command line (tsx) uses it
 * and cannot import `server-only`; like the outbox, it takes the connection or transaction it works on.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { demands, outbox, properties } from '@/lib/db/schema';
import { matchesDemand, type DemandCriteria, type MatchableProperty } from '@/lib/domain/demand-match';
import { formatMoney } from '@/lib/domain/money';
import { enqueueMail, type OutboxMail } from './outbox';
import { renderMail } from './mail-template';
import { siteLink } from './links';
import { formLocale, translator } from './translate';

export type DemandStatus = 'pending' | 'confirmed' | 'cancelled';

export type DemandRegistration = {
  lang: string;
  name: string;
  email: string;
  criteria: DemandCriteria;
  /** Type names in the visitor's language, for the confirmation e-mail. */
  typeNames: string[];
};

/** Tokens are 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isDemandToken = (token: string) => TOKEN_PATTERN.test(token);
const newToken = () => randomBytes(32).toString('base64url');

export const confirmLink = (lang: string, token: string) => siteLink(lang, '/demand/[token]/confirm', { token });
export const cancelLink = (lang: string, token: string) => siteLink(lang, '/demand/[token]/cancel', { token });

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
    [t('fields.goal'), t(c.goal === 0 ? 'options.goal.buy' : 'options.goal.rent')],
    [t('fields.types'), typeNames.join(', ')],
    [t('fields.zones'), c.zones.map((z) => t(`options.zones.${z}`)).join(', ')],
    [t('mail.price'), range(c.minPrice, c.maxPrice, true)],
    [t('mail.bedrooms'), range(c.minBedrooms, c.maxBedrooms, false)],
    [t('mail.features'), features.join(', ')],
  ];
}

/** Store a pending demand and queue its opt-in e-mail, in the caller's transaction. */
export async function registerDemand(tx: Db, submissionId: number, r: DemandRegistration): Promise<{ id: number; token: string }> {
  const token = newToken();
  const c = r.criteria;
  const [row] = await tx
    .insert(demands)
    .values({
      submissionId,
      token,
      lang: r.lang,
      email: r.email,
      name: r.name,
      goal: c.goal,
      webIds: c.webIds,
      zones: c.zones,
      minPrice: c.minPrice,
      maxPrice: c.maxPrice,
      minBedrooms: c.minBedrooms,
      maxBedrooms: c.maxBedrooms,
      garages: c.garages,
      parking: c.parking,
      terrace: c.terrace,
      garden: c.garden,
    })
    .returning({ id: demands.id });
  const t = translator(formLocale(r.lang), 'demand.mail');
  const content = renderMail({
    lang: r.lang,
    heading: t('confirmHeading'),
    intro: [t('greeting', { name: r.name }), t('confirmIntro')],
    rows: criteriaRows(r.lang, c, r.typeNames),
    action: { label: t('confirmAction'), url: confirmLink(r.lang, token) },
    outro: [t('confirmOutro'), t('cancelHint', { url: cancelLink(r.lang, token) })],
  });
  await enqueueMail(tx, { kind: 'demand-confirm', lang: r.lang, to: r.email, subject: t('confirmSubject'), submissionId, ...content });
  return { id: row.id, token };
}

export type LinkOutcome = 'confirmed' | 'already-confirmed' | 'cancelled' | 'already-cancelled' | 'unknown';

async function findByToken(db: Db, token: string) {
  if (!isDemandToken(token)) return null;
  const [row] = await db.select({ id: demands.id, status: demands.status, lang: demands.lang }).from(demands).where(eq(demands.token, token));
  return row ?? null;
}

/** A demand's status by its token, changing nothing (what the link's page shows before its button is pressed). */
export async function demandStatus(db: Db, token: string): Promise<DemandStatus | null> {
  const found = await findByToken(db, token);
  return (found?.status as DemandStatus | undefined) ?? null;
}

/** What the confirm link does: pending → confirmed. */
export async function confirmDemand(db: Db, token: string): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  const updated = await db
    .update(demands)
    .set({ status: 'confirmed', confirmedAt: sql`now()` })
    .where(and(eq(demands.id, found.id), eq(demands.status, 'pending')))
    .returning({ id: demands.id });
  if (updated.length) return 'confirmed';
  const [now] = await db.select({ status: demands.status }).from(demands).where(eq(demands.id, found.id));
  return now?.status === 'confirmed' ? 'already-confirmed' : 'already-cancelled';
}

/** What the cancel link does: pending or confirmed → cancelled. */
export async function cancelDemand(db: Db, token: string): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return 'unknown';
  const updated = await db
    .update(demands)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(demands.id, found.id), inArray(demands.status, ['pending', 'confirmed'])))
    .returning({ id: demands.id });
  return updated.length ? 'cancelled' : 'already-cancelled';
}

const matchColumns = {
  id: properties.id,
  lang: properties.lang,
  goal: properties.goal,
  status: properties.status,
  webId: properties.webId,
  webIds: properties.webIds,
  zip: properties.zip,
  city: properties.city,
  countryId: properties.countryId,
  price: properties.price,
  publishPrice: properties.publishPrice,
  priceUnitText: properties.priceUnitText,
  bedrooms: properties.bedrooms,
  garages: properties.garages,
  parkings: properties.parkings,
  surfaceTerrace: properties.surfaceTerrace,
  surfaceGarden: properties.surfaceGarden,
  reference: properties.reference,
  title: properties.title,
  typeDescription: properties.typeDescription,
};
type AlertProperty = MatchableProperty & { id: number; lang: string; city: string; priceUnitText: string | null; reference: string; title: string; typeDescription: string };

function alertMail(d: typeof demands.$inferSelect, p: AlertProperty): OutboxMail {
  const t = translator(formLocale(d.lang), 'demand.mail');
  const content = renderMail({
    lang: d.lang,
    heading: t('alertHeading'),
    intro: [t('greeting', { name: d.name }), t('alertIntro')],
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
  const confirmed = await db.select().from(demands).where(eq(demands.status, 'confirmed'));
  if (!confirmed.length) return 0;
  let queued = 0;
  for (let start = 0; start < propertyIds.length; start += BATCH) {
    const rows = (await db.select(matchColumns).from(properties).where(inArray(properties.id, propertyIds.slice(start, start + BATCH)))) as AlertProperty[];
    const byId = new Map<number, AlertProperty[]>();
    for (const r of rows) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
    const mails: OutboxMail[] = [];
    for (const d of confirmed) {
      const criteria: DemandCriteria = { ...d, goal: d.goal === 0 ? 0 : 1 };
      for (const versions of byId.values()) {
        // The property in the demand's language, else in any language it has.
        const p = versions.find((v) => v.lang === d.lang) ?? versions[0];
        if (matchesDemand(criteria, p)) mails.push(alertMail(d, p));
      }
    }
    const fresh = await withoutQueued(db, mails);
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

/** The mails whose dedupe key is not in the outbox yet (the outbox's unique key still guards a race). */
async function withoutQueued(db: Db, mails: OutboxMail[]): Promise<OutboxMail[]> {
  if (!mails.length) return [];
  const keys = mails.map((m) => m.dedupeKey!);
  const existing = await db.select({ key: outbox.dedupeKey }).from(outbox).where(inArray(outbox.dedupeKey, keys));
  const known = new Set(existing.map((e) => e.key));
  return mails.filter((m) => !known.has(m.dedupeKey!));
}
