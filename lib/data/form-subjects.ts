import 'server-only';
/**
 * The property or project a visitor's form is about, as the form page and the e-mails show it.
 */
import { getTranslations } from 'next-intl/server';
import { getProject } from '@/lib/data/projects';
import { getProperty } from '@/lib/data/properties';
import { OFF_MARKET } from '@/lib/domain/listing-match';
import { priceDisplay } from '@/lib/domain/money';
import type { FormSubject } from '@/lib/forms/mails';
import type { FormScope } from '@/lib/forms/types';
import type { Locale } from '@/lib/i18n/locales';
import { pageUrl, siteUrl } from '@/lib/seo/site';

/** A form's subject as the site reads it: a sold or rented property is `closed` (its forms refuse it). */
export type SiteFormSubject = FormSubject & { closed?: boolean };

export async function propertySubject(id: number, locale: Locale): Promise<SiteFormSubject | null> {
  const p = await getProperty(id, locale);
  if (!p) return null;
  const t = await getTranslations({ locale, namespace: 'property' });
  const d = priceDisplay(p);
  const price = d.kind === 'hidden' ? t('priceOnRequest') : `${d.startingFrom ? `${t('startingFrom')} ` : ''}${d.text}${p.goal !== 0 && !p.priceUnitText ? ` ${t('perMonth')}` : ''}`;
  const picture = p.picture ?? p.pictures[0] ?? null;
  return {
    kind: 'property',
    id: p.id,
    reference: p.reference,
    title: p.title,
    url: pageUrl(locale, { pathname: '/property/[id]', params: { id: p.id } }),
    picture: picture ? siteUrl(picture) : null,
    price,
    place: `${p.zip} ${p.city}`,
    goal: p.goal,
    closed: OFF_MARKET.has(p.status),
  };
}

export async function projectSubject(id: number, locale: Locale): Promise<FormSubject | null> {
  const p = await getProject(id, locale);
  if (!p) return null;
  const picture = p.picture ?? p.pictures[0] ?? null;
  return {
    kind: 'project',
    id: p.id,
    reference: String(p.id),
    title: p.name,
    url: pageUrl(locale, { pathname: '/project/[id]', params: { id: p.id } }),
    picture: picture ? siteUrl(picture) : null,
    price: null,
    place: `${p.zip} ${p.city}`,
  };
}

export async function formSubject(scope: FormScope, id: unknown, locale: Locale): Promise<SiteFormSubject | null> {
  const n = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  if (scope === 'property') return propertySubject(n, locale);
  if (scope === 'project') return projectSubject(n, locale);
  return null;
}
