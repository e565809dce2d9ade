import { canonicalId } from '@/lib/domain/ids';
import 'server-only';
/**
 * The property or project a visitor's form is about, as the form page and the e-mails show it.
 */
import { getTranslations } from 'next-intl/server';
import { getProject } from '@/lib/data/projects';
import { getProperty } from '@/lib/data/properties';
import type { FormScope, FormSubject } from '@/lib/domain/forms';
import type { Locale } from '@/lib/domain/locales';
import { pageUrl, siteUrl } from '@/lib/seo/site';
import { isOffMarket, priceText } from '@/lib/domain/property';

/** A form's subject as the site reads it: a sold or rented property is `closed` (its forms refuse it). */
export type SiteFormSubject = FormSubject & { closed?: boolean };

export async function propertySubject(id: number, locale: Locale): Promise<SiteFormSubject | null> {
  const p = await getProperty(id, locale);
  if (!p) return null;
  const t = await getTranslations({ locale, namespace: 'property' });
  const price = priceText(p, t);
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
    closed: isOffMarket(p),
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
  const n = typeof id === 'number' ? id : typeof id === 'string' ? (canonicalId(id) ?? NaN) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  if (scope === 'property') return propertySubject(n, locale);
  if (scope === 'project') return projectSubject(n, locale);
  return null;
}
